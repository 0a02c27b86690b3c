"""Issue 16, "Balance studio": decklists as people keep them (text formats, NetrunnerDB JSON),
errors naming file and line with the closest title, and `nr-fast deck check` consistency."""

from __future__ import annotations

import json
import pathlib
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import nr_fast
from nr_fast import Deck, DeckError
from nr_fast.cli import main
from nr_fast.decklist import parse_decklist, parse_nrdb_json, read_decklist

NRDB_TEXT = """My Weyland Deck

Weyland Consortium: Building a Better World

Agenda (9)
3x Hostile Takeover
2x Posted Bounty ●●
Security Subcontract x3   // three of these
1 x Aggressive Negotiation

Operation (4)
3 Hedge Fund (Core Set)
Beanstalk Royalties (x1)

Ice (2)
2x ice wall   # lower case

15 influence spent (max 15, available 0)
20 agenda points (between 20 and 21)
49 cards (min 45)
Cards up to Core Set
Decklist published on NetrunnerDB.
"""


def test_text_formats_players_exchange() -> None:
    deck = parse_decklist(NRDB_TEXT)
    assert deck.identity == "Weyland Consortium: Building a Better World"
    assert deck.name == "My Weyland Deck"
    assert dict(deck.cards) == {
        "Hostile Takeover": 3,
        "Posted Bounty": 2,
        "Security Subcontract": 3,
        "Aggressive Negotiation": 1,
        "Hedge Fund": 3,
        "Beanstalk Royalties": 1,
        "Ice Wall": 2,
    }


def test_accents_are_folded_and_titles_canonical() -> None:
    deck = parse_decklist("Identity: Noise: Hacker Extraordinaire\n2x Déjà Vu\n1x DÀTASUCKER")
    assert dict(deck.cards) == {"Deja Vu": 2, "Datasucker": 1}
    plain = parse_decklist("Noise: Hacker Extraordinaire\n2 deja vu\ndatasucker x1")
    assert plain == deck


def test_errors_name_file_line_and_closest_title(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "noise.txt"
    path.write_text("Noise: Hacker Extraordinaire\n3x Sure Gamble\n\n2x Datasucker\n1x Wyrn\n")
    with pytest.raises(
        DeckError, match=r"noise\.txt:5: unknown card 'Wyrn'; did you mean 'Wyrm'\?"
    ):
        read_decklist(path)
    with pytest.raises(DeckError, match=r"x\.txt:2: a count with no card title"):
        parse_decklist("Noise: Hacker Extraordinaire\n3x\n", source="x.txt")
    with pytest.raises(DeckError, match=r"x\.txt:2: a count of 99999 copies"):
        parse_decklist("Noise: Hacker Extraordinaire\n99999x Imp\n", source="x.txt")
    with pytest.raises(DeckError, match="no identity"):
        parse_decklist("3x Sure Gamble\n")
    with pytest.raises(DeckError, match=r":2: a second identity"):
        parse_decklist('Noise: Hacker Extraordinaire\nKate "Mac" McCaffrey: Digital Tinker\n')
    with pytest.raises(DeckError, match=r"unknown identity 'Noyse'; did you mean"):
        parse_decklist("Identity: Noyse\n")


def test_file_name_is_the_deck_name(tmp_path: pathlib.Path) -> None:
    path = tmp_path / "fast-advance.txt"
    path.write_text(Deck.starter("nbn").to_text(), encoding="utf-8")
    deck = Deck.from_file(path)
    assert deck == Deck.starter("nbn") and deck.name == "fast-advance"
    assert nr_fast.deck.resolve_deck(str(path)).name == "fast-advance"


def _nrdb(deck: Deck) -> dict[str, object]:
    codes = {c["title"]: c["code"] for c in nr_fast.card_list()}
    cards = {codes[deck.identity]: 1, **{codes[t]: n for t, n in deck.cards}}
    return {"success": True, "data": [{"id": 1, "name": "Criminal core", "cards": cards}]}


def test_netrunnerdb_json_export(tmp_path: pathlib.Path) -> None:
    starter = Deck.starter("criminal")
    deck = parse_nrdb_json(json.dumps(_nrdb(starter)))
    assert deck == starter and deck.name == "Criminal core"
    # The v3 API: card ids (title slugs) in card_slots.
    v3 = {
        "data": {
            "attributes": {
                "name": "v3",
                "card_slots": {"gabriel_santiago_consummate_professional": 1, "sure_gamble": 3},
            }
        }
    }
    assert dict(parse_nrdb_json(v3).cards) == {"Sure Gamble": 3}
    path = tmp_path / "crim.json"
    path.write_text(json.dumps(_nrdb(starter)), encoding="utf-8")
    assert read_decklist(path) == starter and read_decklist(path).name == "crim"
    with pytest.raises(DeckError, match=r"bad\.json:1: not valid JSON"):
        parse_nrdb_json("{", source="bad.json")
    with pytest.raises(DeckError, match="not a NetrunnerDB decklist"):
        parse_nrdb_json("[1, 2]")
    with pytest.raises(DeckError, match="unknown card code '99999'"):
        parse_nrdb_json({"cards": {"99999": 1}})
    with pytest.raises(DeckError, match="no identity"):
        parse_nrdb_json({"cards": {"01050": 3}})


# Fuzzing: any deck written in any mix of the formats reads back as the same deck.
_TITLES = sorted(
    c["title"] for c in nr_fast.card_list() if c["side"] == "corp" and c["type"] != "identity"
)
_FORMATS = [
    "{n}x {t}",
    "{n} x {t}",
    "{n} {t}",
    "{t} x{n}",
    "{t} x {n}",
    "{t} (x{n})",
    "{n}x {t} ●●",
]


def _strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(_TITLES),
            st.integers(1, 3),
            st.sampled_from(_FORMATS),
            st.sampled_from(["keep", "lower", "upper", "ascii"]),
        ),
        min_size=1,
        max_size=15,
        unique_by=lambda x: x[0],
    ),
    st.booleans(),
    st.booleans(),
)
def test_fuzz_any_mix_of_formats_reads_back(
    lines: list[tuple[str, int, str, str]], headers: bool, name_line: bool
) -> None:
    text = ["The Deck"] if name_line else []
    text.append("Identity: Weyland Consortium: Building a Better World")
    for i, (title, n, fmt, case) in enumerate(lines):
        shown = {
            "keep": title,
            "lower": title.lower(),
            "upper": title.upper(),
            "ascii": _strip_accents(title),
        }[case]
        if headers and i % 4 == 0:
            text.append(f"Agenda ({i})")
        text.append(fmt.format(n=n, t=shown) + ("  # note" if i % 3 == 0 else ""))
    deck = parse_decklist("\n".join(text))
    assert dict(deck.cards) == {t: n for t, n, _, _ in lines}
    assert deck.name == ("The Deck" if name_line else "")


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_fuzz_any_text_is_a_deck_or_a_deck_error(text: str) -> None:
    try:
        deck = parse_decklist(text, source="fuzz.txt")
    except DeckError as exc:
        assert str(exc).startswith("fuzz.txt")
    else:
        assert deck.size <= nr_fast.deck.MAX_DECK_CARDS


@settings(max_examples=200, deadline=None)
@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda inner: (
            st.lists(inner, max_size=4)
            | st.dictionaries(st.sampled_from(["cards", "data", "01001", "01002", "name"]), inner)
        ),
        max_leaves=12,
    )
)
def test_fuzz_any_json_is_a_deck_or_a_deck_error(data: object) -> None:
    try:
        parse_nrdb_json(json.dumps(data))
    except DeckError:
        pass


def test_deck_check_counts_agree_and_name_the_cards(
    tmp_path: pathlib.Path, capsys: pytest.CaptureFixture[str]
) -> None:
    base = dict(Deck.starter("jinteki").cards)
    base["Nisei MK II"] = 1
    cards = {**base, "Scorched Earth": 3, "Closed Accounts": 3, "Ice Wall": 2}
    path = tmp_path / "over.txt"
    path.write_text(Deck("Jinteki: Personal Evolution", tuple(cards.items())).to_text())
    assert main(["deck", "check", str(path)]) == 1
    out = capsys.readouterr().out
    size = sum(cards.values())
    assert out.splitlines()[0] == f"over (Jinteki: Personal Evolution): {size} cards"
    # The influence problem names the out-of-faction cards behind it, with their influence.
    assert (
        "17 influence, more than 15 (Jinteki: Personal Evolution): 3x Scorched Earth (12), "
        "3x Closed Accounts (3), 2x Ice Wall (2)" in out
    )
    # The agenda point problem names the agendas, and the size matches the first line.
    assert f"agenda points in {size} cards" in out
    assert "17 agenda points in 55 cards, needs 24 or 25: " in out
    assert "1x Nisei MK II (2)" in out and "3x Priority Requisition (9)" in out
    # An unknown title counts in the size everywhere.
    deck = Deck("Jinteki: Personal Evolution", (*base.items(), ("Nonesuch", 2)))
    msgs = [p.message for p in deck.problems() if p.rule == "minimum deck size"]
    assert msgs == [] or f"{deck.size} cards" in msgs[0]
