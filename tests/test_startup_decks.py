"""Issue 25, "Formats and decks": the example Startup decks (built in by name, Startup-legal,
in every command that plays the built-in decks) and NetrunnerDB decklists of Startup decks as a
player pastes or exports them (text file, plain text, Markdown, BBCode, Jinteki.net, the JSON
APIs), a card the engine does not implement yet named as such."""

# ruff: noqa: E501  (the NetrunnerDB exports below are pasted as a player has them, long lines too)
from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import nr_fast
from nr_fast import BUILT_IN_DECKS, STARTUP_DECKS, Deck, DeckError
from nr_fast.cli import main
from nr_fast.cli_studio import add_deck_selection, select_decks
from nr_fast.decklist import parse_deck_text, parse_decklist, parse_nrdb_json

# ---------------------------------------------------------------------------------------------
# The example Startup decks


def test_the_startup_decks_are_built_in_by_name() -> None:
    assert STARTUP_DECKS == tuple(
        f"startup-{f}"
        for f in ("haas-bioroid", "jinteki", "nbn", "weyland", "anarch", "criminal", "shaper")
    )
    assert BUILT_IN_DECKS["startup"] == (STARTUP_DECKS[:4], STARTUP_DECKS[4:])
    assert Deck.starter(" Startup-NBN ").name == "startup-nbn"
    assert nr_fast.deck.resolve_deck("startup-criminal").identity.startswith(
        "Virtual Intelligence, P.I."
    )
    with pytest.raises(DeckError, match="startup-shaper"):
        Deck.starter("startup-syndicate")


@pytest.mark.parametrize("name", STARTUP_DECKS)
def test_each_startup_deck_is_startup_legal(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    deck = Deck.starter(name)
    assert deck.problems("startup") == []
    assert deck.validate(format="startup") is deck
    assert main(["deck", "check", name, "--format", "startup"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "legal"


def test_all_is_every_set_of_built_in_decks() -> None:
    corps, runners = BUILT_IN_DECKS["all"]
    for set_name in ("core", "sg", "2021", "startup"):
        assert set(BUILT_IN_DECKS[set_name][0]) <= set(corps)
        assert set(BUILT_IN_DECKS[set_name][1]) <= set(runners)
    assert len(corps) == 4 + 5 + 4 + 4 and len(runners) == 3 + 4 + 3 + 3


def _selected(*argv: str) -> tuple[list[str], list[str]]:
    import argparse

    parser = argparse.ArgumentParser()
    add_deck_selection(parser)
    corps, runners = select_decks(parser.parse_args(list(argv)))
    return [d.label for d in corps], [d.label for d in runners]


def test_all_starters_startup_and_all_select_the_startup_decks() -> None:
    assert _selected("--all-starters", "startup") == (
        list(STARTUP_DECKS[:4]),
        list(STARTUP_DECKS[4:]),
    )
    corps, runners = _selected("--all-starters", "all")
    assert set(STARTUP_DECKS[:4]) <= set(corps) and set(STARTUP_DECKS[4:]) <= set(runners)
    assert _selected("--all-starters", "startup", "--corp", "sg-jinteki") == (
        ["sg-jinteki"],
        list(STARTUP_DECKS[4:]),
    )


def test_cli_simulate_all_startup_decks(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--all-starters", "startup", "--games", "24", "--json", "--no-progress"]
    assert main(argv) == 0
    summaries = json.loads(capsys.readouterr().out)
    assert len(summaries) == 12
    assert {s["corp_name"] for s in summaries} == set(STARTUP_DECKS[:4])
    assert {s["runner_name"] for s in summaries} == set(STARTUP_DECKS[4:])
    assert all(s["games"] == 24 for s in summaries)


def test_cli_tournament_over_the_startup_decks(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--bots", "random,heuristic", "--games", "24", "--json"]
    assert main([*argv, "--all-starters", "startup"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["starters"] == "startup"
    played = {(m["corp_deck"], m["runner_deck"]) for m in result["matchups"]}
    assert played == {(c, r) for c in STARTUP_DECKS[:4] for r in STARTUP_DECKS[4:]}
    assert sum(p["games"] for p in result["pairings"]) == 48
    with pytest.raises(nr_fast.InvalidArgumentError, match="startup"):
        nr_fast.tournament(["random", "heuristic"], 12, starters="nope", progress=False)
    text_argv = ["tournament", "--bots", "random,heuristic", "--games", "12", "--no-progress"]
    assert main([*text_argv, "--all-starters", "startup"]) == 0
    assert "12 games per pair and seat over the 12 startup matchups" in capsys.readouterr().out


def test_cli_report_over_the_startup_decks(tmp_path: Any) -> None:
    pytest.importorskip("matplotlib")
    out = tmp_path / "startup.html"
    argv = ["report", "--all-starters", "startup", "--games", "12", "--no-progress"]
    assert main([*argv, "--out", str(out)]) == 0
    html = out.read_text(encoding="utf-8")
    assert "startup-nbn vs startup-criminal" in html


# ---------------------------------------------------------------------------------------------
# NetrunnerDB decklists of Startup decks, as a player copies them

#: NetrunnerDB's Markdown export of the startup-criminal deck, as pasted (sections by type,
#: each card a link to its NetrunnerDB page with its set, influence dots for other factions).
NRDB_MARKDOWN = """## Vic takes the tags (Startup)

[Virtual Intelligence, P.I.: “You Can Call Me Vic”](https://netrunnerdb.com/en/card/36009) _(Vantage Point)_

###Event (21)
* 3x [Clean Getaway](https://netrunnerdb.com/en/card/35014) _(Elevation)_
* 3x [Jailbreak](https://netrunnerdb.com/en/card/30028) _(System Gateway)_
* 2x [Lie Low](https://netrunnerdb.com/en/card/35015) _(Elevation)_
* 3x [Mutual Favor](https://netrunnerdb.com/en/card/30011) _(System Gateway)_
* 2x [Overclock](https://netrunnerdb.com/en/card/30029) _(System Gateway)_
* 3x [Sure Gamble](https://netrunnerdb.com/en/card/30030) _(System Gateway)_
* 3x [Transfer of Wealth](https://netrunnerdb.com/en/card/35017) _(Elevation)_
* 2x [Tread Lightly](https://netrunnerdb.com/en/card/30012) _(System Gateway)_

###Hardware (7)
* 3x [Borrowed Goods](https://netrunnerdb.com/en/card/36013) _(Vantage Point)_
* 2x [Docklands Pass](https://netrunnerdb.com/en/card/30013) _(System Gateway)_
* 2x [Pennyshaver](https://netrunnerdb.com/en/card/30014) _(System Gateway)_

###Resource (4)
* 2x [Red Team](https://netrunnerdb.com/en/card/30018) _(System Gateway)_
* 2x [Smartware Distributor](https://netrunnerdb.com/en/card/30033) _(System Gateway)_

###Icebreaker (10)
* 2x [Buzzsaw](https://netrunnerdb.com/en/card/30005) _(System Gateway)_ ●●
* 3x [Carmen](https://netrunnerdb.com/en/card/30015) _(System Gateway)_
* 3x [Marjanah](https://netrunnerdb.com/en/card/30016) _(System Gateway)_
* 2x [Mayfly](https://netrunnerdb.com/en/card/30032) _(System Gateway)_

###Program (3)
* 1x [Stowaway](https://netrunnerdb.com/en/card/36024) _(Vantage Point)_ ●
* 2x [Tranquilizer](https://netrunnerdb.com/en/card/30017) _(System Gateway)_

3 influence spent (max 15, available 12)
45 cards (min 45)
Cards up to Vantage Point

Decklist [published on NetrunnerDB](https://netrunnerdb.com/en/decklist/0c1d2e3f/vic-takes-the-tags).
"""

#: NetrunnerDB's BBCode export of the startup-jinteki deck, as pasted into a forum.
NRDB_BBCODE = """[b]Every ice hurts[/b]

[url=https://netrunnerdb.com/en/card/30043]Jinteki: Restoring Humanity[/url] (System Gateway)

[b]Agenda (10)[/b]
1x [url=https://netrunnerdb.com/en/card/30044]Longevity Serum[/url] [i](System Gateway)[/i]
3x [url=https://netrunnerdb.com/en/card/30068]Orbital Superiority[/url] [i](System Gateway)[/i]
3x [url=https://netrunnerdb.com/en/card/30069]Send a Message[/url] [i](System Gateway)[/i]
3x [url=https://netrunnerdb.com/en/card/30070]Superconducting Hub[/url] [i](System Gateway)[/i]

[b]Asset (5)[/b]
2x [url=https://netrunnerdb.com/en/card/30071]Regolith Mining License[/url] [i](System Gateway)[/i]
3x [url=https://netrunnerdb.com/en/card/30045]Urtica Cipher[/url] [i](System Gateway)[/i]

[b]Upgrade (2)[/b]
2x [url=https://netrunnerdb.com/en/card/30050]Anoetic Void[/url] [i](System Gateway)[/i]

[b]Operation (11)[/b]
3x [url=https://netrunnerdb.com/en/card/30048]Hansei Review[/url] [i](System Gateway)[/i]
3x [url=https://netrunnerdb.com/en/card/30075]Hedge Fund[/url] [i](System Gateway)[/i]
3x [url=https://netrunnerdb.com/en/card/30049]Neurospike[/url] [i](System Gateway)[/i]
2x [url=https://netrunnerdb.com/en/card/36063]Vulture Fund[/url] [i](Vantage Point)[/i] [color=#FF8C00]●●●●[/color]

[b]Barrier (3)[/b]
3x [url=https://netrunnerdb.com/en/card/35054]Semak-samun[/url] [i](Elevation)[/i]

[b]Code Gate (3)[/b]
3x [url=https://netrunnerdb.com/en/card/30046]Diviner[/url] [i](System Gateway)[/i]

[b]Sentry (11)[/b]
3x [url=https://netrunnerdb.com/en/card/35063]Doomscroll[/url] [i](Elevation)[/i] [color=#FF8C00]●●●●●●[/color]
2x [url=https://netrunnerdb.com/en/card/35052]Empiricist[/url] [i](Elevation)[/i]
3x [url=https://netrunnerdb.com/en/card/30047]Karunā[/url] [i](System Gateway)[/i]
1x [url=https://netrunnerdb.com/en/card/35080]Lamplighter[/url] [i](Elevation)[/i]
2x [url=https://netrunnerdb.com/en/card/30073]Tithe[/url] [i](System Gateway)[/i]
10 influence spent (max 15, available 5)
20 agenda points (between 18 and 19)
45 cards (min 40)
Cards up to Vantage Point

Decklist [url=https://netrunnerdb.com/en/decklist/9a8b7c6d/every-ice-hurts]published on NetrunnerDB[/url].
"""

#: NetrunnerDB's text-file export of a Startup deck built on Elevation and Vantage Point cards
#: (the slug name line, each card with its set, influence dots), many of them not implemented yet.
NRDB_TEXT_AU_CO = """-clone-wars-startup-
AU Co.: The Gold Standard in Clones (Elevation)

Agenda (10)
1x Longevity Serum (System Gateway)
3x Lotus Haze (Vantage Point)
3x Proprionegation (Elevation)
3x Sericulture Expansion (Elevation)

Asset (8)
3x Byte! (Elevation)
2x Esca (Vantage Point)
3x Phật Gioan Baotixita (Elevation)

Upgrade (2)
2x Mitra Aman (Elevation)

Operation (9)
3x Cultivate (Vantage Point)
3x Hedge Fund (System Gateway)
3x Petty Cash (Elevation)

Barrier (3)
3x Semak-samun (Elevation)

Code Gate (6)
3x Knowledge Seeker (Vantage Point)
3x Mycoweb (Elevation)

Sentry (7)
2x Empiricist (Elevation)
2x Lamplighter (Elevation)
3x Lionsmane (Vantage Point)

0 influence spent (max 15, available 15)
20 agenda points (between 20 and 21)
45 cards (min 45)
Cards up to Vantage Point
"""


def test_a_pasted_markdown_export_of_a_startup_deck_loads_and_plays() -> None:
    deck = Deck.parse(NRDB_MARKDOWN)
    assert deck.name == "Vic takes the tags (Startup)"
    starter = Deck.starter("startup-criminal")
    assert deck.identity == starter.identity
    assert dict(deck.cards) == dict(starter.cards)
    assert deck.problems("startup") == []
    sim = nr_fast.simulate("startup-nbn", deck, games=6, progress=False)
    assert sim.games == 6 and "none" not in sim.reasons()


def test_a_pasted_bbcode_export_of_a_startup_deck_loads_and_plays() -> None:
    deck = Deck.parse(NRDB_BBCODE)
    assert deck.name == "Every ice hurts"
    starter = Deck.starter("startup-jinteki")
    assert (deck.identity, dict(deck.cards)) == (starter.identity, dict(starter.cards))
    game = nr_fast.Game(corp=NRDB_BBCODE, runner="startup-shaper", seed=3)
    assert game.to_json() == nr_fast.Game(corp=deck, runner="startup-shaper", seed=3).to_json()
    sim = nr_fast.simulate(deck, "startup-shaper", games=6, progress=False)
    assert sim.games == 6 and "none" not in sim.reasons()


def test_an_unimplemented_startup_card_is_named_not_unknown() -> None:
    """Every card of a real Startup list is read; each one the engine does not implement yet is
    named as such by the deck check and by the game (whichever are implemented by then)."""
    deck = parse_decklist(NRDB_TEXT_AU_CO)
    assert deck.name == "-clone-wars-startup-"
    assert deck.identity == "AU Co.: The Gold Standard in Clones"
    assert deck.size == 45 and dict(deck.cards)["Phat Gioan Baotixita"] == 3
    implemented = {c["title"]: c["implemented"] for c in nr_fast.card_list()}
    missing = [t for t in (deck.identity, *dict(deck.cards)) if not implemented[t]]
    problems = deck.problems("startup")
    assert {p.rule for p in problems} <= {"implemented"}
    assert sorted(p.message for p in problems) == sorted(
        f"{t} is not implemented by the engine yet" for t in missing
    )
    if missing:
        with pytest.raises(DeckError, match="is not implemented by the engine yet"):
            nr_fast.Game(corp=deck, runner="startup-anarch", seed=1)
    else:  # pragma: no cover - once the whole of Startup is implemented
        nr_fast.Game(corp=deck, runner="startup-anarch", seed=1)


def _codes() -> dict[str, str]:
    return {c["title"]: str(c["code"]) for c in nr_fast.card_list()}


def test_the_netrunnerdb_json_apis_read_a_startup_deck() -> None:
    starter = Deck.starter("startup-shaper")
    codes = _codes()
    v2 = {
        "success": True,
        "data": [
            {
                "id": 1234,
                "name": "One rig for every lock",
                "cards": {codes[starter.identity]: 1, **{codes[t]: n for t, n in starter.cards}},
            }
        ],
    }
    deck = parse_deck_text(json.dumps(v2))
    assert (deck.identity, dict(deck.cards)) == (starter.identity, dict(starter.cards))
    assert deck.name == "One rig for every lock"
    # The v3 API names the identity apart from the card slots, every card by its id.
    from nr_fast.decklist import _slug

    v3 = {
        "data": {
            "id": "abc",
            "type": "decklists",
            "attributes": {
                "name": "v3",
                "identity_card_id": _slug(starter.identity),
                "card_slots": {_slug(t): n for t, n in starter.cards},
            },
        }
    }
    deck = parse_nrdb_json(v3)
    assert (deck.identity, dict(deck.cards)) == (starter.identity, dict(starter.cards))
    with pytest.raises(
        DeckError, match="the identity 'sure_gamble' is Sure Gamble, not an identity"
    ):
        parse_nrdb_json({"identity_card_id": "sure_gamble", "card_slots": {}})
    # A Standard card outside the card table, by code: read, then named as not implemented.
    bellona = nr_fast._core.standard_card("Bellona")
    assert bellona is not None
    weyland = Deck.starter("startup-weyland")
    cards = {codes[weyland.identity]: 1, **{codes[t]: n for t, n in weyland.cards}}
    deck = parse_nrdb_json({"cards": {**cards, bellona["code"]: 1}})
    rules = {p.rule for p in deck.problems("standard")}
    assert "implemented" in rules and "card titles" not in rules


# ---------------------------------------------------------------------------------------------
# Fuzzing the new shapes: any Startup deck, exported in any of NetrunnerDB's layouts, any case.

_SET_NAMES = {"sg": "System Gateway", "elev": "Elevation", "vp": "Vantage Point"}


def _card_facts() -> dict[str, dict[str, Any]]:
    return {c["title"]: c for c in nr_fast.card_list()}


def _export(deck: Deck, layout: str, name: str, case: str) -> str:
    """Write `deck` as NetrunnerDB's `layout` export would (a sketch of each, titles in `case`)."""
    facts = _card_facts()
    codes = _codes()

    def shown(title: str) -> str:
        return {"keep": title, "lower": title.lower(), "upper": title.upper()}[case]

    def set_name(title: str) -> str:
        sets = [p["set"] for p in facts[title]["printings"]] + [facts[title]["set"]]
        return next((_SET_NAMES[s] for s in sets if s in _SET_NAMES), "Core Set")

    def url(title: str) -> str:
        return f"https://netrunnerdb.com/en/card/{codes[title]}"

    groups: dict[str, list[tuple[str, int]]] = {}
    for title, n in deck.cards:
        groups.setdefault(facts[title]["type"].capitalize(), []).append((title, n))
    lines: list[str] = []
    ident = deck.identity
    if layout == "markdown":
        lines += [f"## {name}", "", f"[{shown(ident)}]({url(ident)}) _({set_name(ident)})_"]
    elif layout == "bbcode":
        lines += [
            f"[b]{name}[/b]",
            "",
            f"[url={url(ident)}]{shown(ident)}[/url] ({set_name(ident)})",
        ]
    elif layout == "jinteki":
        lines += [shown(ident)]
    else:
        lines += [name, shown(ident) + (f" ({set_name(ident)})" if layout == "text" else "")]
    for group, cards in groups.items():
        header = {
            "markdown": f"###{group} ({len(cards)})",
            "bbcode": f"[b]{group} ({len(cards)})[/b]",
        }.get(layout, f"{group} ({len(cards)})")
        if layout != "jinteki":
            lines += ["", header]
        for title, n in cards:
            t, s = shown(title), set_name(title)
            lines.append(
                {
                    "markdown": f"* {n}x [{t}]({url(title)}) _({s})_ ●",
                    "bbcode": f"{n}x [url={url(title)}]{t}[/url] [i]({s})[/i] "
                    "[color=#FF8C00]●[/color]",
                    "text": f"{n}x {t} ({s}) ••",
                    "plain": f"{n}x {t}",
                    "jinteki": f"{n} {t}",
                }[layout]
            )
    if layout != "jinteki":
        lines += ["", "15 influence spent (max 15, available 0)", f"{deck.size} cards (min 45)"]
        lines += ["Cards up to Vantage Point", "Decklist published on https://netrunnerdb.com."]
    return "\n".join(lines) + "\n"


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(STARTUP_DECKS),
    st.sampled_from(["markdown", "bbcode", "text", "plain", "jinteki"]),
    st.sampled_from(["keep", "lower", "upper"]),
    st.text(alphabet="abcdef ()'\"-:", min_size=1, max_size=20).filter(
        lambda s: s.strip() and s.strip()[0].isalpha()
    ),
)
def test_fuzz_any_startup_deck_in_any_netrunnerdb_layout_reads_back(
    name: str, layout: str, case: str, deck_name: str
) -> None:
    deck = Deck.starter(name)
    text = _export(deck, layout, f"My {deck_name.strip()}", case)
    read = Deck.parse(text)
    assert (read.identity, dict(read.cards)) == (deck.identity, dict(deck.cards))
    if layout != "jinteki":
        # The name as written, its runs of spaces made one.
        assert read.name == " ".join(f"My {deck_name}".split())


_MARKUP = st.sampled_from(
    [
        "[url=https://netrunnerdb.com/en/card/30075]",
        "[/url]",
        "[b]",
        "[/b]",
        "[i](Elevation)[/i]",
        "[color=#FF8C00]●●[/color]",
        "](https://netrunnerdb.com/en/card/35014)",
        "[",
        "]",
        "(",
        ")",
        "_(Vantage Point)_",
        "## ",
        "###",
        "* ",
        "- ",
        "3x ",
        "Hedge Fund",
        "Clean Getaway",
        "Off the Books",
        "Tāo Salonga: Telepresence Magician",
        "Agenda (3)",
        "\n",
        "https://",
        "//",
        "#",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_MARKUP | st.text(max_size=4), max_size=30))
def test_fuzz_any_marked_up_text_is_a_deck_or_a_deck_error(parts: list[str]) -> None:
    try:
        deck = parse_decklist("".join(parts), source="fuzz.md")
    except DeckError as exc:
        assert str(exc).startswith("fuzz.md")
    else:
        assert deck.size <= nr_fast.deck.MAX_DECK_CARDS
        titles = set(_card_facts())
        assert deck.identity in titles or nr_fast._core.standard_card(deck.identity)


def test_docs_list_the_startup_decks_as_built() -> None:
    """docs/decks.md prints each Startup deck's list as it is built in."""
    import pathlib

    docs = (pathlib.Path(__file__).resolve().parent.parent / "docs" / "decks.md").read_text(
        encoding="utf-8"
    )
    for name in STARTUP_DECKS:
        deck = Deck.starter(name)
        heading = f"### `{name}`: {deck.identity} ({deck.size} cards)\n\n"
        assert heading in docs, name
        listed = docs.split(heading, 1)[1].split("\n", 1)[0]
        assert listed == ", ".join(f"{n}x {t}" for t, n in deck.cards), name
