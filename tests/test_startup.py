"""Startup (issue 25): Elevation and Vantage Point in the card list, and today's Startup and
Standard formats in deck validation and ``nr-fast deck check``."""

from __future__ import annotations

from pathlib import Path

import pytest

import nr_fast
from nr_fast import Deck, DeckError
from nr_fast.cli import main


def _startup_weyland() -> Deck:
    """The Gateway Weyland starter without the banned Offworld Office and one Above the Law: a
    legal Startup deck (42 cards, 18 agenda points)."""
    deck = Deck.starter("sg-weyland")
    text = "\n".join(
        [deck.identity]
        + [f"{n}x {t}" for t, n in deck.cards if t not in ("Offworld Office", "Above the Law")]
    )
    return Deck.parse(text)


def _with(deck: Deck, *extra: tuple[str, int]) -> Deck:
    lines = [deck.identity] + [f"{n}x {t}" for t, n in deck.cards]
    lines += [f"{n}x {t}" for t, n in extra]
    return Deck.parse("\n".join(lines))


def _unwritten_corp_card() -> str | None:
    """A Corp card of Elevation or Vantage Point the engine does not implement yet (not an
    identity nor an agenda), or None once every one is written (Kessleroid was the example until
    it was written)."""
    for card in nr_fast.card_list("elev") + nr_fast.card_list("vp"):
        if (
            not card["implemented"]
            and card["side"] == "corp"
            and card["type"] not in ("identity", "agenda")
        ):
            return str(card["title"])
    return None


def test_card_list_knows_both_sets() -> None:
    elev, vp = nr_fast.card_list("elev"), nr_fast.card_list("vp")
    assert len(elev) == 82 and len(vp) == 66
    assert all(c["set"] == "elev" for c in elev) and all(c["set"] == "vp" for c in vp)
    implemented = [c["title"] for c in elev + vp if c["implemented"]]
    assert "Vulture Fund" in implemented and "Kessleroid" in implemented
    for card in elev + vp:
        if card["implemented"]:
            assert len(nr_fast.card_info(card["code"])["summary"].split()) >= 4, card["title"]


def test_cli_cards_lists_each_set(capsys: pytest.CaptureFixture[str]) -> None:
    for set_code, total in (("elev", 82), ("vp", 66)):
        done = sum(c["implemented"] for c in nr_fast.card_list(set_code))
        assert main(["cards", "--set", set_code]) == (0 if done == total else 1)
        out = capsys.readouterr().out.splitlines()
        assert out[-1] == f"{done} of {total} cards implemented and tested"
        assert sum("NOT implemented" in line for line in out) == total - done


def test_a_startup_deck_validates() -> None:
    deck = _startup_weyland()
    assert deck.problems("startup") == []
    assert deck.validate(format="startup") is deck
    assert deck.problems("standard") == []


def test_startup_names_banned_outside_and_restricted_cards() -> None:
    deck = _with(
        _startup_weyland(),
        ("Let Them Dream", 1),
        ("Hadrian's Wall", 1),
        ("Next Big Thing", 1),
        ("Melies City Luxury Line", 1),
    )
    unwritten = _unwritten_corp_card()
    if unwritten is not None:
        deck = _with(deck, (unwritten, 1))
    found = [str(p) for p in deck.problems("startup")]
    assert "banned: Let Them Dream is banned (Startup Balance Update 26.05, 2026-05-01)" in found
    assert (
        "format: Hadrian's Wall is not in the Startup pool (System Gateway, Elevation, "
        "Vantage Point)" in found
    )
    assert any(
        p.startswith("3-point agendas: 5 agendas worth 3 points, more than 4") for p in found
    )
    if unwritten is not None:
        assert f"implemented: {unwritten} is not implemented by the engine yet" in found
    # Next to every deckbuilding rule: the extra agendas break the agenda points.
    assert any(p.startswith("agenda points: ") for p in found)
    with pytest.raises(DeckError, match="banned: Let Them Dream"):
        deck.validate(format="startup")


def test_standard_names_a_card_the_engine_does_not_hold_yet() -> None:
    deck = _with(_startup_weyland(), ("Bellona", 1))
    found = deck.problems("standard")
    assert not [p for p in found if p.rule in ("card titles", "format")]
    implemented = [p.message for p in found if p.rule == "implemented"]
    assert len(implemented) == 1
    assert implemented[0].startswith("Bellona (")
    assert implemented[0].endswith("is a Standard card the engine does not implement yet")
    assert [p.rule for p in found if p.rule == "banned"] == ["banned"]


def test_cli_deck_check_startup(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "deck.txt"
    unwritten = _unwritten_corp_card()
    extra = [("Let Them Dream", 1)] + ([(unwritten, 1)] if unwritten is not None else [])
    deck = _with(_startup_weyland(), *extra)
    path.write_text("\n".join([deck.identity] + [f"{n}x {t}" for t, n in deck.cards]))
    assert main(["deck", "check", str(path), "--format", "startup"]) == 1
    out = capsys.readouterr().out
    assert "banned: Let Them Dream is banned" in out
    if unwritten is not None:
        assert f"implemented: {unwritten} is not implemented by the engine yet" in out
    legal = _startup_weyland()
    path.write_text("\n".join([legal.identity] + [f"{n}x {t}" for t, n in legal.cards]))
    assert main(["deck", "check", str(path), "--format", "startup"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "legal"
    assert main(["deck", "check", "2021-weyland", "--format", "startup"]) == 1
    assert "is not in the Startup pool" in capsys.readouterr().out
