"""Decks: the Core Set starter decks, decklist text, deckbuilding validation, and the commands
that use them (Rules Reference, "Deckbuilding"; Core rulebook, "Starter Decks")."""

from __future__ import annotations

import json
import pathlib

import pytest

import nr_fast
from nr_fast import STARTER_DECKS, Deck, DeckError, Game
from nr_fast.cli import main

CORP_STARTERS = ("haas-bioroid", "jinteki", "nbn", "weyland")
RUNNER_STARTERS = ("anarch", "criminal", "shaper")


def test_seven_starter_decks() -> None:
    assert STARTER_DECKS == CORP_STARTERS + RUNNER_STARTERS


@pytest.mark.parametrize("name", STARTER_DECKS)
def test_starter_deck_is_faction_plus_neutral_at_box_quantity(name: str) -> None:
    deck = Deck.starter(name)
    cards = {c["title"]: c for c in nr_fast.card_list("core")}
    identity = cards[deck.identity]
    assert identity["type"] == "identity"
    side = identity["side"]
    expected = {
        t: c["quantity"]
        for t, c in cards.items()
        if c["type"] != "identity" and c["faction"] in (identity["faction"], f"neutral-{side}")
    }
    assert dict(deck.cards) == expected
    # 49 Corp cards (Weyland included) and 47 Runner cards, from the Core Set's quantities.
    assert deck.size == (49 if side == "corp" else 47)


@pytest.mark.parametrize("name", STARTER_DECKS)
def test_starter_decks_pass_deckbuilding(name: str) -> None:
    deck = Deck.starter(name)
    assert deck.problems() == []
    assert deck.validate() is deck


def test_starter_names_are_case_insensitive_with_aliases() -> None:
    assert Deck.starter("HB") == Deck.starter("haas-bioroid")
    assert Deck.starter("Weyland-Consortium") == Deck.starter("weyland")


def test_unknown_starter_name_lists_the_names() -> None:
    with pytest.raises(DeckError, match="jinteki"):
        Deck.starter("neutral")


def test_default_decks_are_jinteki_and_shaper() -> None:
    assert Deck.default("corp") == Deck.starter("jinteki")
    assert Deck.default("runner") == Deck.starter("shaper")


def _rules(deck: Deck) -> list[str]:
    return [p.rule for p in deck.problems()]


def _jinteki(**changes: int) -> Deck:
    cards = dict(Deck.starter("jinteki").cards)
    for title, n in changes.items():
        cards[title.replace("_", " ")] = n
    return Deck("Jinteki: Personal Evolution", tuple((t, n) for t, n in cards.items() if n))


def test_rule_1_minimum_deck_size_with_numbers() -> None:
    deck = _jinteki(Hedge_Fund=0, Neural_EMP=0)  # 49 - 3 - 2 = 44 cards
    assert deck.size == 44
    problems = deck.problems()
    assert [p.rule for p in problems] == ["minimum deck size"]
    assert "44 cards, fewer than 45" in problems[0].message


def test_rule_2_at_most_three_copies_by_title() -> None:
    deck = _jinteki(Hedge_Fund=4, Neural_EMP=1)
    problems = deck.problems()
    assert [p.rule for p in problems] == ["copies per title"]
    assert "4 copies of Hedge Fund, more than 3" in problems[0].message


def test_rule_3_no_cards_of_the_other_side() -> None:
    deck = Deck("Jinteki: Personal Evolution", (*Deck.starter("jinteki").cards, ("Sure Gamble", 1)))
    assert "side" in _rules(deck)


def test_rule_4_influence_limit() -> None:
    # Jinteki has 15 influence; 3 Scorched Earth (4 each) and 2 Closed Accounts (1 each) = 14 ok.
    base = dict(Deck.starter("jinteki").cards)
    ok = Deck(
        "Jinteki: Personal Evolution",
        (*base.items(), ("Scorched Earth", 3), ("Closed Accounts", 2)),
    )
    assert "influence limit" not in _rules(ok)
    over = Deck(
        "Jinteki: Personal Evolution",
        (*base.items(), ("Scorched Earth", 3), ("Closed Accounts", 3), ("Ice Wall", 1)),
    )
    problems = [p for p in over.problems() if p.rule == "influence limit"]
    assert len(problems) == 1
    assert "16 influence, more than 15" in problems[0].message


def test_rule_5_agenda_points_for_deck_size() -> None:
    # The starter has 49 cards and 21 points; without one Nisei MK II (2 points) it has 48 cards
    # and 19 points, but 45 to 49 cards need 20 or 21.
    problems = _jinteki(Nisei_MK_II=2).problems()
    assert [p.rule for p in problems] == ["agenda points"]
    assert "19 agenda points in 48 cards, needs 20 or 21" in problems[0].message


def test_unknown_card_is_reported_by_name() -> None:
    deck = Deck(
        "Jinteki: Personal Evolution",
        (*Deck.starter("jinteki").cards, ("Hostile Infrastructure", 1)),
    )
    problems = [p for p in deck.problems() if p.rule == "card titles"]
    assert problems and "Hostile Infrastructure" in problems[0].message


def test_validate_names_every_broken_rule() -> None:
    deck = _jinteki(Hedge_Fund=4, Nisei_MK_II=0)
    with pytest.raises(DeckError) as err:
        deck.validate()
    assert "copies per title" in str(err.value)
    assert "agenda points" in str(err.value)


@pytest.mark.parametrize(
    "line",
    ["3x Hedge Fund", "3 Hedge Fund", "3X Hedge Fund", "  3x   Hedge Fund  # economy"],
)
def test_decklist_count_formats(line: str) -> None:
    deck = Deck.parse(f"Jinteki: Personal Evolution\n{line}\nEnigma\n")
    assert deck.identity == "Jinteki: Personal Evolution"
    assert deck.count("Hedge Fund") == 3
    assert deck.count("Enigma") == 1


def test_decklist_identity_line_may_be_labelled() -> None:
    deck = Deck.parse("Identity: NBN: Making News\n2x Hedge Fund")
    assert deck.identity == "NBN: Making News"


def test_decklist_round_trip_and_file(tmp_path: pathlib.Path) -> None:
    deck = Deck.starter("criminal")
    assert Deck.parse(deck.to_text()) == deck
    path = tmp_path / "criminal.txt"
    path.write_text(deck.to_text(), encoding="utf-8")
    assert Deck.from_file(path) == deck


def test_missing_decklist_file_is_a_deck_error(tmp_path: pathlib.Path) -> None:
    with pytest.raises(DeckError, match="cannot read decklist"):
        Deck.from_file(tmp_path / "nope.txt")


def test_empty_decklist_is_refused() -> None:
    with pytest.raises(DeckError):
        Deck.parse("")


def test_game_refuses_unknown_cards_by_name() -> None:
    with pytest.raises(nr_fast.UnknownCardError, match="Hostile Infrastructure"):
        Game(corp="Jinteki: Personal Evolution\n3x Hostile Infrastructure")


@pytest.mark.parametrize("corp", CORP_STARTERS)
@pytest.mark.parametrize("runner", RUNNER_STARTERS)
def test_every_starter_matchup_plays_to_the_end(corp: str, runner: str) -> None:
    import random

    for seed in range(3):
        game = Game(corp=Deck.starter(corp), runner=Deck.starter(runner), seed=seed)
        rng = random.Random(seed)
        for _ in range(20_000):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_codes()))
        assert game.is_over, f"{corp} vs {runner} seed {seed} did not end"
        assert game.winner in ("corp", "runner")


def test_cli_cards_lists_all_113_core_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "core"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "113 of 113 cards implemented and tested"
    assert len(out) == 114
    assert all("implemented, tested" in line for line in out[:-1])


def test_cli_cards_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "core", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    assert len(cards) == 113 and all(c["implemented"] for c in cards)
    assert sum(c["rulings"] for c in cards) == 44


def test_cli_cards_unknown_set(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--set", "nope"]) == 1
    assert "no cards in set" in capsys.readouterr().err


def test_cli_deck_check(tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deck", "check", "nbn"]) == 0
    assert "legal" in capsys.readouterr().out
    path = tmp_path / "bad.txt"
    path.write_text("NBN: Making News\n4x Hedge Fund\n", encoding="utf-8")
    assert main(["deck", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert "minimum deck size: 4 cards, fewer than 45" in out
    assert "copies per title" in out
    assert main(["deck", "check", "no-such-deck"]) == 1
    assert "neither a built-in deck" in capsys.readouterr().err


@pytest.mark.parametrize(("corp", "runner"), [("weyland", "criminal"), ("haas-bioroid", "anarch")])
def test_cli_random_game_with_starters(
    corp: str, runner: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["random-game", "--seed", "3", "--corp", corp, "--runner", runner, "--log", "none"])
        == 0
    )
    out = capsys.readouterr().out
    assert Deck.starter(corp).identity in out and Deck.starter(runner).identity in out
