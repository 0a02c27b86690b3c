"""System Gateway starter decks, reprints, and deck validation by format (issue 14)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import nr_fast
from nr_fast import FORMATS, SG_STARTER_DECKS, Deck, DeckError
from nr_fast.cli import main
from nr_fast.deck import resolve_deck
from nr_fast.decklist import parse_nrdb_json


def test_sg_starter_names() -> None:
    assert SG_STARTER_DECKS == (
        "sg-haas-bioroid",
        "sg-jinteki",
        "sg-nbn",
        "sg-weyland",
        "sg-syndicate",
        "sg-anarch",
        "sg-criminal",
        "sg-shaper",
        "sg-catalyst",
    )
    assert Deck.starter("sg-hb").name == "sg-haas-bioroid"
    assert Deck.starter("SG-Anarch").identity == 'Rene "Loup" Arcemont: Party Animal'
    assert resolve_deck("sg-catalyst").identity == "The Catalyst: Convention Breaker"


def test_unknown_starter_lists_both_sets() -> None:
    with pytest.raises(DeckError, match="sg-catalyst"):
        Deck.starter("sg-tennin")
    with pytest.raises(DeckError, match="sg-anarch"):
        resolve_deck("no-such-deck")


def test_reprints_are_the_core_cards_in_both_sets() -> None:
    hedge = nr_fast.card_info("30075")
    assert hedge["code"] == "01110" and hedge["title"] == "Hedge Fund"
    assert hedge["printings"] == [{"set": "sg", "code": "30075"}]
    sg_titles = [c["title"] for c in nr_fast.card_list("sg")]
    assert len(sg_titles) == 77
    assert "Hedge Fund" in sg_titles and "Sure Gamble" in sg_titles
    assert "Hedge Fund" in [c["title"] for c in nr_fast.card_list("core")]
    assert len(nr_fast.card_list("core")) == 113


def test_nrdb_json_reads_a_reprint_code() -> None:
    deck = parse_nrdb_json(
        json.dumps({"cards": {"30077": 1, "30075": 3, "01110": 0}}), source="list.json"
    )
    assert deck.identity == "The Syndicate: Profit over Principle"
    assert deck.count("Hedge Fund") == 3


def test_format_names_cards_outside_the_pool() -> None:
    assert FORMATS == ("core", "2021", "startup", "standard", "any")
    deck = Deck.starter("weyland")
    assert deck.problems("core") == deck.problems() == deck.problems("any") == []
    outside = [p.message for p in deck.problems("2021") if p.rule == "format"]
    assert "Hadrian's Wall is not in the 2021 pool (System Gateway, System Update 2021)" in outside
    assert not any(m.startswith("Hedge Fund") for m in outside)
    with pytest.raises(DeckError, match="format: Hadrian's Wall"):
        deck.validate(format="2021")


def test_mixed_decks_are_legal_outside_a_format() -> None:
    cards = [(t, n) for t, n in Deck.starter("weyland").cards if t != "Hedge Fund"]
    deck = Deck(identity="Weyland Consortium: Building a Better World", cards=tuple(cards))
    mixed = Deck(identity=deck.identity, cards=(*deck.cards, ("Government Subsidy", 3)))
    assert not [p for p in mixed.problems() if p.rule == "format"]
    assert [str(p) for p in mixed.problems("core") if p.rule == "format"] == [
        "format: Government Subsidy is not in the Core Set 2012 pool"
    ]


def test_bad_format_is_refused() -> None:
    deck = Deck.starter("nbn")
    with pytest.raises(DeckError, match="no format named"):
        deck.problems("eternal")
    with pytest.raises(TypeError):
        deck.problems(2021)  # type: ignore[arg-type]


def test_cli_deck_check_format(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "weyland", "--format", "core"]) == 0
    assert main(["deck", "check", "weyland", "--format", "2021"]) == 1
    out = capsys.readouterr().out
    assert "format: Hadrian's Wall is not in the 2021 pool" in out
    with pytest.raises(SystemExit):
        main(["deck", "check", "weyland", "--format", "eternal"])


def test_cli_cards_lists_all_77_gateway_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "sg"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "77 of 77 cards implemented and tested"
    assert all("implemented, tested" in line for line in out[:-1])
    assert any(line.startswith("01110  Hedge Fund") for line in out)
    # Elevation and Vantage Point are in the table card by card: the whole list is not all done.
    done = sum(c["implemented"] for c in nr_fast.card_list())
    assert main(["cards"]) == (0 if done == 391 else 1)
    last = capsys.readouterr().out.splitlines()[-1]
    assert last == f"{done} of 391 cards implemented and tested"


def test_every_gateway_card_has_its_own_summary() -> None:
    for card in nr_fast.card_list("sg"):
        info = nr_fast.card_info(card["code"])
        assert info["implemented"] and len(info["summary"].split()) >= 4, card["title"]


def test_sg_starters_play_and_validate_in_the_2021_format() -> None:
    for name in SG_STARTER_DECKS:
        deck = Deck.starter(name)
        assert not [p for p in deck.problems("2021") if p.rule in ("format", "implemented")]
        assert [p.rule for p in deck.problems("core") if p.rule == "format"], name
    corps, runners = SG_STARTER_DECKS[:5], SG_STARTER_DECKS[5:]
    for i, corp in enumerate(corps):
        game = nr_fast.Game(
            corp=Deck.starter(corp),
            runner=Deck.starter(runners[i % 4]),
            seed=i,
            agenda_points_to_win=6,
        )
        while not game.is_over:
            game.apply(game.legal_codes()[0])
        assert game.winner in ("corp", "runner")


def test_cli_simulate_all_gateway_starters(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--all-starters", "sg", "--games", "40", "--json", "--no-progress"]
    assert main(argv) == 0
    summaries = json.loads(capsys.readouterr().out)
    assert len(summaries) == 20
    assert {s["corp_name"] for s in summaries} == set(SG_STARTER_DECKS[:5])
