"""Decks as players write them, and bad decks refused cleanly: huge counts before anything is
allocated (decklist text, deck dicts, Deck values, replay files), empty identities, titles in any
case and with or without accents, and "did you mean" for unknown titles.
"""

from __future__ import annotations

import json
import pathlib
import time

import pytest

import nr_fast
from nr_fast import Deck, DeckError, Game, ReplayError, UnknownCardError
from nr_fast.deck import MAX_DECK_CARDS

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"
NOISE = "Noise: Hacker Extraordinaire"
HUGE = (MAX_DECK_CARDS + 1, 10**9, 2**32, 2**64, 10**100)


def test_the_limit_is_what_a_game_holds() -> None:
    assert MAX_DECK_CARDS == 198  # 200 card instances (state::MAX_CARDS), two identities


@pytest.mark.parametrize("count", HUGE)
def test_a_huge_count_in_decklist_text_is_refused_at_once(count: int) -> None:
    start = time.monotonic()
    text = f"{NOISE}\n{count}x Sure Gamble\n"
    with pytest.raises(DeckError, match=r"<decklist>:2: .*more than the 198 cards"):
        Deck.parse(text)
    with pytest.raises(DeckError, match="198"):
        Game(runner=text)
    assert time.monotonic() - start < 1


@pytest.mark.parametrize("count", HUGE)
def test_a_huge_count_in_a_deck_dict_is_refused_at_once(count: int) -> None:
    start = time.monotonic()
    deck = {"identity": NOISE, "cards": {"Sure Gamble": count}}
    with pytest.raises(DeckError, match="more than the 198 cards"):
        Game(runner=deck)
    with pytest.raises(DeckError, match="198"):
        Game(runner={"identity": NOISE, "cards": [["Sure Gamble", count]]})
    with pytest.raises(DeckError, match="198"):
        nr_fast._core.GameState(None, deck, 1)
    with pytest.raises(DeckError, match="198"):
        Game(runner=Deck(NOISE, (("Sure Gamble", count),)))
    assert time.monotonic() - start < 1


def test_counts_adding_up_to_too_many_are_refused() -> None:
    many = {"identity": NOISE, "cards": {"Sure Gamble": 150, "Diesel": 150}}
    with pytest.raises(DeckError, match="more than 198 cards"):
        Game(runner=many)
    with pytest.raises(DeckError, match="more than 198 cards"):
        Deck.parse(f"{NOISE}\n150 Sure Gamble\n150 Diesel\n")


@pytest.mark.parametrize("count", HUGE)
def test_a_huge_count_in_a_replay_file_is_refused_at_once(
    count: int, tmp_path: pathlib.Path
) -> None:
    replay = json.loads((GOLDEN / "jinteki_vs_shaper_seed1.json").read_text(encoding="utf-8"))
    replay["runner"]["cards"]["Sure Gamble"] = count
    start = time.monotonic()
    with pytest.raises(ReplayError, match=r"'runner' deck.*198"):
        Game.from_replay(json.dumps(replay))
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(replay), encoding="utf-8")
    with pytest.raises(ReplayError, match="198"):
        Game.from_replay(path.read_text(encoding="utf-8"))
    assert time.monotonic() - start < 1


def test_an_empty_identity_line_is_refused() -> None:
    for text in ("Identity:\n3 Archer", "identity:  # none\n3 Archer"):
        with pytest.raises(DeckError, match="<decklist>:1: the identity line names no identity"):
            Deck.parse(text)
    assert Deck.parse(f"Identity: {NOISE}\n3 Sure Gamble").identity == NOISE


@pytest.mark.parametrize(
    "title", ["Déjà Vu", "Deja Vu", "DEJA VU", "déjà  vu", "De\u0301ja\u0300 Vu"]
)
def test_titles_are_read_as_players_write_them(title: str) -> None:
    assert nr_fast._core.card_title(title) == "Deja Vu"
    deck = Deck.parse(f"noise: hacker extraordinaire\n3x {title}\n")
    assert deck.count("Déjà Vu") == 3 and deck.count("deja vu") == 3
    assert not [p for p in deck.problems() if p.rule == "card titles"]
    game = Game(runner={"identity": "NOISE: HACKER EXTRAORDINAIRE", "cards": {title: 3}})
    assert sum(1 for c in range(200) if game.card_title(c) == "Deja Vu") == 3
    scenario = Game.scenario(
        {
            "corp": {"identity": "Haas-Bioroid: Engineering the Future"},
            "runner": {"identity": NOISE, "grip": [title], "heap": ["Sure Gamble"]},
            "active": "runner",
        }
    )
    assert scenario.observation("runner")["runner"]["grip"] == ["Deja Vu"]
    played = scenario.do("play", card=title)
    assert played.card_title == "Deja Vu"


def test_an_unknown_title_suggests_the_nearest_card() -> None:
    with pytest.raises(UnknownCardError, match=r"did you mean 'Deja Vu'\?"):
        Game(runner={"identity": NOISE, "cards": {"Deja Vux": 3}})
    with pytest.raises(UnknownCardError, match=r"did you mean 'Hedge Fund'\?"):
        nr_fast._core.card_title("Hedge Fnd")
    problems = Deck(NOISE, (("Sure Gambel", 3),)).problems()
    assert any("did you mean 'Sure Gamble'?" in p.message for p in problems), problems
    game = Game.scenario(
        {
            "corp": {"identity": "Haas-Bioroid: Engineering the Future"},
            "runner": {"identity": NOISE, "grip": ["Sure Gamble"]},
            "active": "runner",
        }
    )
    with pytest.raises(nr_fast.IllegalActionError, match=r"did you mean 'Sure Gamble'\?"):
        game.do("play", card="Sure Gambel")


def test_a_title_listed_twice_keeps_both_counts() -> None:
    """`Deck.to_dict` adds the counts of a title listed twice instead of keeping the last one."""
    deck = Deck(identity="Noise: Hacker Extraordinaire", cards=(("Deja Vu", 2), ("Deja Vu", 1)))
    assert deck.to_dict()["cards"] == {"Deja Vu": 3}
    assert deck.size == 3
