"""System Update 2021 (issue 15): its cards in the card list, and the project's example decks of
the 2021 pool, built in by name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import nr_fast
from nr_fast import EXAMPLE_2021_DECKS, Deck, DeckError
from nr_fast.cli import main
from nr_fast.deck import resolve_deck

ROOT = Path(__file__).resolve().parent.parent


def test_example_deck_names() -> None:
    assert EXAMPLE_2021_DECKS == (
        "2021-haas-bioroid",
        "2021-jinteki",
        "2021-nbn",
        "2021-weyland",
        "2021-anarch",
        "2021-criminal",
        "2021-shaper",
    )
    assert Deck.starter(" 2021-NBN ").name == "2021-nbn"
    assert resolve_deck("2021-anarch").identity == "Reina Roja: Freedom Fighter"
    with pytest.raises(DeckError, match="2021-shaper"):
        Deck.starter("2021-syndicate")


@pytest.mark.parametrize("name", EXAMPLE_2021_DECKS)
def test_example_decks_are_legal_in_the_2021_format_only(name: str) -> None:
    deck = Deck.starter(name)
    assert deck.problems("2021") == []
    deck.validate(format="2021")
    assert deck.size == 45
    assert [p for p in deck.problems("core") if p.rule == "format"]


def test_example_decks_play_a_whole_game() -> None:
    corps, runners = EXAMPLE_2021_DECKS[:4], EXAMPLE_2021_DECKS[4:]
    for i, corp in enumerate(corps):
        game = nr_fast.Game(corp=Deck.starter(corp), runner=Deck.starter(runners[i % 3]), seed=i)
        while not game.is_over:
            game.apply(game.legal_codes()[-1])
        assert game.winner in ("corp", "runner")


def test_cli_cards_lists_all_82_system_update_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "su21"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "82 of 82 cards implemented and tested"
    assert all("implemented, tested" in line for line in out[:-1])
    # A reprint is listed under its first printing's code.
    assert any(line.startswith("01007  Corroder") for line in out)


def test_every_system_update_card_has_its_own_summary() -> None:
    cards = nr_fast.card_list("su21")
    assert len(cards) == 82
    for card in cards:
        info = nr_fast.card_info(card["code"])
        assert info["implemented"] and len(info["summary"].split()) >= 4, card["title"]
    reprints = [c for c in cards if c["set"] != "su21"]
    assert len(reprints) == 27
    assert all(any(p["set"] == "su21" for p in c["printings"]) for c in reprints)


def test_cli_simulate_all_2021_example_decks(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--all-starters", "2021", "--games", "40", "--json", "--no-progress"]
    assert main(argv) == 0
    summaries = json.loads(capsys.readouterr().out)
    assert len(summaries) == 12
    assert {s["corp_name"] for s in summaries} == set(EXAMPLE_2021_DECKS[:4])
    assert {s["runner_name"] for s in summaries} == set(EXAMPLE_2021_DECKS[4:])


def _ayla_game() -> nr_fast.Game:
    """A game whose Runner is Ayla "Bios" Rahim (the 2021 Shaper cards), at its first decision:
    6 cards set aside, 2 of them to go back to the stack."""
    lines = (ROOT / "data" / "decks" / "2021-shaper.txt").read_text().splitlines()
    cards = [line for line in lines if line.strip() and not line.startswith(("#", "Identity"))]
    ayla = Deck.parse("\n".join(['Ayla "Bios" Rahim: Simulant Specialist', *cards]))
    return nr_fast.Game(corp=Deck.starter("2021-nbn"), runner=ayla, seed=1)


def test_text_view_shows_ayla_set_aside_cards_only_to_the_runner() -> None:
    game = _ayla_game()
    titles = game.observation("runner")["runner"]["set_aside"]
    assert len(titles) == 6
    runner_line = next(line for line in game.render("runner").splitlines() if "set aside" in line)
    assert runner_line.startswith("  set aside: 6 cards: ")
    assert all(title in runner_line for title in titles)
    corp_text = game.render("corp")
    corp_line = next(line for line in corp_text.splitlines() if "set aside" in line)
    assert corp_line == "  set aside: 6 cards"
    # What the Corp has not seen, redealt, leaves its text the same.
    for seed in range(4):
        assert game.determinize("corp", seed=seed).render("corp") == corp_text
