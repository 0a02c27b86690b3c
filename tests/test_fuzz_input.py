"""Fuzzing of every input read from outside: decklist text, deck dicts, replays (mutated real
replays from tests/golden) and action codes. Each may raise only its documented exceptions.

The ``ci`` hypothesis profile (the default, tests/conftest.py) keeps this short; for a long
run: ``NR_FAST_FUZZ=long python -m pytest tests/test_fuzz_input.py`` (README, "Fuzzing").
"""

from __future__ import annotations

import json
import pathlib
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nr_fast import (
    NUM_ACTIONS,
    Deck,
    DeckError,
    Game,
    InvalidArgumentError,
    ReplayError,
    UnknownCardError,
)

GOLDEN = pathlib.Path(__file__).resolve().parent / "golden"
REPLAYS = [p.read_text(encoding="utf-8") for p in sorted(GOLDEN.glob("*.json"))]
# The shortest golden replay first: mutations replay up to the mutated move.
REPLAYS.sort(key=len)

TITLES = st.sampled_from(
    [
        "Sure Gamble",
        "Déjà Vu",
        "deja vu",
        "Noise: Hacker Extraordinaire",
        "Hedge Fund",
        "Haas-Bioroid: Engineering the Future",
        "Identity:",
        "",
    ]
)
COUNTS = st.one_of(
    st.integers(min_value=-5, max_value=5),
    st.integers(min_value=190, max_value=210),
    st.integers(),
    st.just(10**9),
)
JSON_VALUES = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=20)
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=10,
)


@st.composite
def decklist_text(draw: st.DrawFn) -> str:
    lines = draw(
        st.lists(
            st.tuples(st.one_of(st.none(), COUNTS), st.booleans(), TITLES | st.text(max_size=30)),
            max_size=20,
        )
    )
    out = []
    for count, x, title in lines:
        prefix = "" if count is None else f"{count}{'x' if x else ''} "
        out.append(prefix + title)
    return "\n".join(out)


@given(st.one_of(decklist_text(), st.text()))
def test_fuzz_deck_parse(text: str) -> None:
    try:
        deck = Deck.parse(text)
    except DeckError:
        return
    assert deck.identity
    assert deck.size <= 198
    try:
        Game(runner=deck)
    except (DeckError, UnknownCardError):
        pass


@given(
    st.one_of(TITLES, JSON_VALUES),
    st.one_of(
        st.dictionaries(st.one_of(TITLES, st.text(max_size=20)), COUNTS, max_size=10),
        st.lists(st.tuples(TITLES, COUNTS), max_size=10),
        JSON_VALUES,
    ),
    st.sampled_from(["corp", "runner"]),
)
def test_fuzz_deck_dicts(identity: Any, cards: Any, side: str) -> None:
    deck = {"identity": identity, "cards": cards}
    try:
        Game(corp=deck) if side == "corp" else Game(runner=deck)
    except (DeckError, UnknownCardError):
        pass


def _mutate(replay: dict[str, Any], path: list[Any], value: Any) -> None:
    """Replace the value at `path` (keys and indices, taken modulo the sizes) by `value`."""
    node: Any = replay
    for i, key in enumerate(path):
        last = i == len(path) - 1
        if isinstance(node, dict) and node:
            k = sorted(node)[key % len(node)] if isinstance(key, int) else key
            if last or not isinstance(node.get(k), (dict, list)):
                node[k] = value
                return
            node = node[k]
        elif isinstance(node, list) and node:
            k = key % len(node) if isinstance(key, int) else 0
            if last or not isinstance(node[k], (dict, list)):
                node[k] = value
                return
            node = node[k]
        else:
            return


@settings(suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(range(len(REPLAYS))),
    st.lists(st.integers(min_value=0, max_value=1000), min_size=1, max_size=4),
    st.one_of(JSON_VALUES, COUNTS, TITLES),
)
def test_fuzz_mutated_replays(which: int, path: list[int], value: Any) -> None:
    replay = json.loads(REPLAYS[which])
    _mutate(replay, path, value)
    try:
        Game.from_replay(json.dumps(replay))
    except ReplayError:
        pass


@given(
    st.sampled_from(range(len(REPLAYS))),
    st.integers(min_value=0),
    st.integers(min_value=0, max_value=20),
    st.text(max_size=5),
)
def test_fuzz_replay_text(which: int, at: int, cut: int, insert: str) -> None:
    text = REPLAYS[which]
    at %= len(text)
    try:
        Game.from_replay(text[:at] + insert + text[at + cut :])
    except ReplayError:
        pass


_GAME = Game(seed=5)
for _ in range(40):
    _GAME.apply(_GAME.legal_actions()[0])


@given(st.one_of(st.integers(), st.integers(min_value=0, max_value=NUM_ACTIONS)))
def test_fuzz_action_codes(code: int) -> None:
    if 0 <= code < NUM_ACTIONS:
        action = _GAME.action(code)
        assert action.code == code
        for side in ("corp", "runner"):
            assert isinstance(_GAME.label_for(code, side), str)
        return
    for call in (
        lambda: _GAME.action(code),
        lambda: _GAME.label_for(code, "corp"),
        lambda: _GAME.label_for(code, "runner"),
    ):
        try:
            call()
        except InvalidArgumentError:
            continue
        raise AssertionError(f"code {code} accepted")
