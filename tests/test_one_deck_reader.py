"""Issue 24, "One way to read a decklist": ``Deck.parse``, ``Game(corp=<text>)``, ``play``,
``simulate`` and the web table read decklists with the command line's reader (NetrunnerDB's
exports, players' formats) and take the same built-in deck names; text that is not a decklist is
an error, never a deck; ``simulate`` warns about an illegal deck."""

from __future__ import annotations

import json
import pathlib
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import nr_fast
from nr_fast import Deck, DeckError, Game
from nr_fast import deck as deck_module
from nr_fast.cli import main
from nr_fast.deck import EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS, STARTUP_DECKS
from nr_fast.decklist import parse_decklist

# A NetrunnerDB text export: the deck's name, section headers, influence dots and the footer.
NRDB_EXPORT = """Weyland Starter

Weyland Consortium: Building a Better World

Agenda (9)
3x Hostile Takeover
3x Posted Bounty
3x Security Subcontract

Operation (12)
3x Hedge Fund
3x Beanstalk Royalties
3x Scorched Earth
3x Shipment from Kaguya

Ice (15)
3x Ice Wall
3x Enigma ●●
3x Hadrian's Wall
3x Archer
3x Wall of Static

Asset (9)
3x PAD Campaign
3x Priority Requisition ●
3x Private Security Force

3 influence spent (max 15, available 12)
20 agenda points (between 20 and 21)
45 cards (min 45)
Cards up to Core Set
Decklist published on NetrunnerDB.
"""

EXPORT_JSON = json.dumps(
    {"name": "tiny", "cards": {"01093": 1, "01110": 3, "01103": 2}}  # BABW, Hedge Fund, Ice Wall
)


def _titles_are_real(deck: Deck) -> None:
    known = {c["title"]: c for c in nr_fast.card_list()}
    assert known[deck.identity]["type"] == "identity"
    for title, count in deck.cards:
        assert title in known and known[title]["type"] != "identity"
        assert count >= 0


def test_deck_parse_reads_a_netrunnerdb_export_as_the_command_line_does() -> None:
    deck = Deck.parse(NRDB_EXPORT)
    assert deck == parse_decklist(NRDB_EXPORT)
    assert deck.identity == "Weyland Consortium: Building a Better World"
    assert deck.size == 45 and deck.count("Enigma") == 3
    assert not any("cards" in title or "min 45" in title for title, _ in deck.cards)
    _titles_are_real(deck)


def test_game_and_play_take_a_netrunnerdb_export() -> None:
    game = Game(corp=NRDB_EXPORT, seed=3)
    assert game.observation("corp")["corp"]["identity"]["title"] == Deck.parse(NRDB_EXPORT).identity
    assert Game(corp=Deck.parse(NRDB_EXPORT), seed=3).to_json() == game.to_json()
    assert nr_fast.play(corp=NRDB_EXPORT, seed=3, max_decisions=50).turn >= 1


def test_netrunnerdb_json_text_is_read_too() -> None:
    deck = Deck.parse(EXPORT_JSON)
    assert deck.identity.startswith("Weyland") and deck.count("Hedge Fund") == 3
    assert Game(corp=EXPORT_JSON).observation("corp")["corp"]["identity"]["title"] == deck.identity


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\n\n",
        "hello",
        "My deck\nthree of these\n",
        "Weyland Starter\n45 cards (min 45)\n",
        "3x Hedge Fund\n3x Ice Wall\n",
        "{}",
        "{not json",
        "Noise: Hacker Extraordinaire\n3x Sure Gamble\nhello there\n",
    ],
)
def test_text_that_is_not_a_decklist_is_an_error_everywhere(text: str) -> None:
    with pytest.raises(DeckError):
        Deck.parse(text)
    with pytest.raises(DeckError):
        Game(corp=text)
    with pytest.raises(DeckError):
        nr_fast.simulate(corp=text, games=1, progress=False)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.sampled_from(
                [
                    "Noise: Hacker Extraordinaire",
                    "Weyland Consortium: Building a Better World",
                    "3x Sure Gamble",
                    "Hedge Fund x2",
                    "45 cards (min 45)",
                    "Event (3)",
                    "Identity: Noise",
                    "My deck",
                    "2 ●●",
                    "# a comment",
                ]
            ),
            st.text(max_size=30),
        ),
        max_size=8,
    )
)
def test_any_text_is_a_deck_of_real_cards_or_a_deck_error(lines: list[str]) -> None:
    text = "\n".join(lines)
    try:
        deck = Deck.parse(text)
    except DeckError:
        return
    _titles_are_real(deck)


BUILT_IN = [
    *STARTER_DECKS,
    *SG_STARTER_DECKS,
    *EXAMPLE_2021_DECKS,
    *STARTUP_DECKS,
    "hb",
    "Weyland",
    " nbn ",
]


@pytest.mark.parametrize("name", BUILT_IN)
def test_the_same_built_in_names_everywhere(name: str) -> None:
    deck = Deck.starter(name)
    side = "corp" if deck.identity in {c["title"] for c in _identities("corp")} else "runner"
    game = Game(**{side: name}, seed=1)  # type: ignore[arg-type]
    assert game.to_json() == Game(**{side: deck}, seed=1).to_json()  # type: ignore[arg-type]
    assert deck_module.deck_from_spec(name) == deck


def test_vec_game_reads_deck_text_as_game_does() -> None:
    seed = nr_fast.episode_seed(1, 0, 0)
    vec = nr_fast.VecGame(1, corp="weyland", runner="criminal", seed=1)
    assert vec.game(0).to_json() == Game(corp="weyland", runner="criminal", seed=seed).to_json()
    vec = nr_fast.VecGame(1, corp=NRDB_EXPORT, seed=1)
    assert vec.game(0).to_json() == Game(corp=NRDB_EXPORT, seed=seed).to_json()


def _identities(side: str) -> list[dict[str, object]]:
    return [c for c in nr_fast.card_list() if c["type"] == "identity" and c["side"] == side]


def test_an_unknown_name_says_what_is_accepted() -> None:
    with pytest.raises(
        DeckError, match=r"'tyrell' is neither a built-in deck \(haas-bioroid, jinteki"
    ):
        Game(corp="tyrell")


# -- simulate and illegal decks ----------------------------------------------------------------


def test_simulate_warns_about_an_illegal_deck() -> None:
    # Rules Reference, "Deckbuilding": 45 cards at least, influence at most the identity's.
    small = "Weyland Consortium: Building a Better World\n" + "".join(
        f"3x {t}\n"
        for t in (
            "Hostile Takeover",
            "Posted Bounty",
            "Hedge Fund",
            "Ice Wall",
            "Enigma",
            "Neural Katana",
            "Snare!",
            "Akitaro Watanabe",
            "Priority Requisition",
            "Archer",
        )
    )
    assert Deck.parse(small).size == 30
    with pytest.warns(nr_fast.DeckWarning) as caught:
        nr_fast.simulate(corp=small, games=2, progress=False)
    message = str(caught[0].message)
    assert "corp deck" in message and "45" in message and "influence" in message


def test_simulate_of_legal_decks_says_nothing() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        nr_fast.simulate(corp="weyland", runner="criminal", games=2, progress=False)
        nr_fast.simulate(corp=NRDB_EXPORT, games=2, progress=False)


def test_the_command_line_says_an_illegal_deck_is_played(
    tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "small.txt"
    path.write_text("Weyland Consortium: Building a Better World\n3x Hedge Fund\n3x Ice Wall\n")
    assert main(["simulate", "--corp", str(path), "--games", "2", "--json"]) == 0
    err = capsys.readouterr().err
    assert "nr-fast: warning: the corp deck 'small' is not legal, played anyway" in err
    assert "minimum deck size" in err
    assert main(["simulate", "--corp", "weyland", "--games", "2", "--json"]) == 0
    assert "warning" not in capsys.readouterr().err


def test_the_web_table_takes_a_pasted_netrunnerdb_export() -> None:
    pytest.importorskip("starlette")
    pytest.importorskip("httpx2")
    from starlette.testclient import TestClient

    from nr_fast.web.app import create_app

    client = TestClient(create_app())
    response = client.post("/api/games", json={"side": "corp", "corp": NRDB_EXPORT, "seed": 2})
    assert response.status_code == 201, response.text
    identity = response.json()["observation"]["corp"]["identity"]["title"]
    assert identity == "Weyland Consortium: Building a Better World"
    response = client.post("/api/games", json={"side": "corp", "corp": "hello\nworld"})
    assert response.status_code == 400 and "unknown card 'world'" in response.json()["error"]


def test_the_engine_reads_no_decklist_text_itself() -> None:
    # One reader: text reaches the engine only as a deck dict read by nr_fast.decklist.
    assert not hasattr(nr_fast._core, "parse_decklist")
    with pytest.raises(TypeError, match=r"decklist text is read by nr_fast\.Deck\.parse"):
        nr_fast._core.GameState(NRDB_EXPORT, None, 1)
