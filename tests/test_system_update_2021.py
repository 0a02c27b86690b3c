"""System Update 2021 (issue 15): its cards in the card list, and the project's example decks of
the 2021 pool, built in by name."""

from __future__ import annotations

import json

import pytest

import nr_fast
from nr_fast import EXAMPLE_2021_DECKS, Deck, DeckError
from nr_fast.cli import main
from nr_fast.deck import resolve_deck


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
