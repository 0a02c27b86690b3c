"""Fuzz tests (hypothesis) of every way a position enters the engine from Python.

``Game.scenario``, ``Game.from_json`` and unpickling take outside data: whatever they are given,
they either succeed (and the game plays on) or raise one of the documented exceptions, never a
panic (``InternalError``) or another exception. ``NR_FAST_FUZZ=long`` runs many more examples
(tests/conftest.py).
"""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import nr_fast
from nr_fast import (
    Game,
    InternalError,
    InvalidArgumentError,
    ScenarioError,
    SerializationError,
    UnknownCardError,
)

CARDS = nr_fast.card_list()
CORP_IDS = [c["title"] for c in CARDS if c["side"] == "corp" and c["type"] == "identity"]
RUNNER_IDS = [c["title"] for c in CARDS if c["side"] == "runner" and c["type"] == "identity"]
CORP_CARDS = [c["title"] for c in CARDS if c["side"] == "corp" and c["type"] != "identity"]
RUNNER_CARDS = [c["title"] for c in CARDS if c["side"] == "runner" and c["type"] != "identity"]

counts = st.one_of(st.integers(0, 5), st.sampled_from([100, 101, 255, 256, 65535, -1, 2**32]))


def card(titles: list[str], hosted: bool) -> st.SearchStrategy[Any]:
    facts = st.fixed_dictionaries(
        {"title": st.sampled_from(titles)},
        optional={
            "rezzed": st.booleans(),
            "faceup": st.booleans(),
            "advancement": counts,
            "credits": counts,
            "virus": counts,
            "power": counts,
            "chosen": st.sampled_from(["hq ice 0", "remote1 root 0", "rig 0", "rig 9", "x"]),
            "hosted": st.lists(st.sampled_from(RUNNER_CARDS), max_size=2)
            if hosted
            else st.just([]),
        },
    )
    return st.one_of(st.sampled_from(titles), facts)


def cards(titles: list[str], hosted: bool = False) -> st.SearchStrategy[list[Any]]:
    return st.lists(card(titles, hosted), max_size=4)


servers = st.dictionaries(
    st.sampled_from(["hq", "rd", "archives", "remote1", "remote2", "remote99"]),
    st.fixed_dictionaries({"ice": cards(CORP_CARDS, True), "root": cards(CORP_CARDS)}),
    max_size=3,
)

scenarios = st.fixed_dictionaries(
    {
        "corp": st.fixed_dictionaries(
            {
                "identity": st.sampled_from(CORP_IDS + RUNNER_IDS[:1]),
                "hq": cards(CORP_CARDS),
                "rd": cards(CORP_CARDS),
                "archives": cards(CORP_CARDS),
                "servers": servers,
            },
            optional={"credits": counts, "clicks": counts, "bad_publicity": counts},
        ),
        "runner": st.fixed_dictionaries(
            {
                "identity": st.sampled_from(RUNNER_IDS),
                "grip": cards(RUNNER_CARDS),
                "stack": cards(RUNNER_CARDS),
                "rig": cards(RUNNER_CARDS, True),
            },
            optional={"credits": counts, "tags": counts},
        ),
    },
    optional={
        "active": st.sampled_from(["corp", "runner", "nobody"]),
        "phase": st.sampled_from(["action", "turn_start", "action_start", "later"]),
        "turn": st.one_of(st.integers(0, 50), st.just(2**32 - 1)),
        "seed": st.integers(0, 2**64 - 1),
    },
)


def play_on(game: Game, picks: list[int]) -> None:
    """Play a few legal actions; the game must always offer one until it ends."""
    for p in picks:
        if game.is_over:
            return
        legal = game.legal_actions()
        assert legal, "a live game offers a legal action"
        game.apply(legal[p % len(legal)].code)


@given(scenarios, st.lists(st.integers(0, 1000), max_size=20))
def test_scenarios_are_refused_cleanly_or_play_on(
    scenario: dict[str, Any], picks: list[int]
) -> None:
    try:
        game = Game.scenario(scenario)
    except (ScenarioError, UnknownCardError):
        return
    play_on(game, picks)


@given(st.text(max_size=200))
def test_scenario_text_of_any_kind_is_refused_cleanly(text: str) -> None:
    try:
        Game.scenario(text)
    except (ScenarioError, UnknownCardError):
        pass


def test_a_deeply_nested_scenario_is_refused_cleanly() -> None:
    hosted: dict[str, Any] = {"title": "Datasucker"}
    for _ in range(5000):
        hosted = {"title": "Djinn", "hosted": [hosted]}
    scenario = {
        "corp": {"identity": "Haas-Bioroid: Engineering the Future"},
        "runner": {"identity": "Noise: Hacker Extraordinaire", "rig": [hosted]},
    }
    try:
        Game.scenario(scenario)
    except ScenarioError:
        pass
    else:
        raise AssertionError("a deeply nested scenario was accepted")
    text = '{"corp": ' * 100_000
    try:
        Game.scenario(text)
    except ScenarioError:
        pass
    else:
        raise AssertionError("accepted")


def saved_game(seed: int, moves: int) -> dict[str, Any]:
    game = Game(seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_actions()
        game.apply(rng.choice(legal).code)
    state: dict[str, Any] = json.loads(game.to_json())
    return state


def leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += leaves(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += leaves(v, (*path, i))
    return out


replacements: st.SearchStrategy[Any] = st.one_of(
    st.integers(-1, 300),
    st.sampled_from([65535, 2**32 - 1, 2**64, None, True, "hq", "corp", "runner", [], {}]),
)


@given(
    st.integers(0, 20),
    st.integers(0, 200),
    st.lists(st.tuples(st.integers(0, 10**6), replacements), min_size=1, max_size=3),
    st.lists(st.integers(0, 1000), max_size=10),
)
def test_mutated_saved_games_are_refused_or_play_on(
    seed: int, moves: int, edits: list[tuple[int, Any]], picks: list[int]
) -> None:
    state = saved_game(seed, moves)
    for pick, value in edits:
        paths = leaves(state)[1:]
        path = paths[pick % len(paths)]
        parent = state
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = value
    text = json.dumps(state)
    try:
        game = Game.from_json(text)
    except SerializationError:
        return
    play_on(game, picks)
    payload = pickle.dumps(game)
    assert pickle.loads(payload).to_json() == game.to_json()


@given(st.integers(0, 10), st.integers(0, 10**6), st.binary(min_size=1, max_size=3))
def test_garbled_pickles_raise_documented_errors(seed: int, at: int, junk: bytes) -> None:
    game = Game(seed=seed)
    data = game.__getstate__()
    text: str = data["state"]
    i = at % len(text)
    data["state"] = text[:i] + junk.decode("latin-1") + text[i + len(junk) :]
    fresh = Game.__new__(Game)
    try:
        fresh.__setstate__(data)
    except SerializationError:
        pass


@given(
    st.one_of(
        st.none(),
        st.integers(),
        st.dictionaries(st.sampled_from(["state", "history", "decks", "seed"]), st.integers()),
        st.fixed_dictionaries(
            {"state": st.just(Game(seed=1).to_json()), "history": st.lists(st.integers())}
        ),
    )
)
def test_malformed_pickled_data_raises_serialization_error(data: Any) -> None:
    fresh = Game.__new__(Game)
    try:
        fresh.__setstate__(data)
    except SerializationError:
        pass


def test_sweep_runs_checks_and_reports() -> None:
    report = nr_fast.sweep(24, seed=3, deep_every=8)
    assert report.games == 24
    assert report.ok, report.failures
    assert report.decisions > 24 * 50
    again = nr_fast.sweep(24, seed=3, threads=1, deep_every=8)
    assert (again.games, again.decisions) == (report.games, report.decisions)
    for bad in (-1, 2**64):
        try:
            nr_fast.sweep(bad)
        except InvalidArgumentError:
            pass
        else:
            raise AssertionError("accepted")


def test_no_internal_error_escapes() -> None:
    assert issubclass(InternalError, RuntimeError)


def test_sweep_command_prints_counts_and_speed(capsys: Any) -> None:
    from nr_fast.cli import main

    assert main(["sweep", "--games", "12", "--seed", "2", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("12 games, ") and "0 panics, 0 invariant breaks" in out
    assert "games/min" in out
    assert main(["sweep", "--games", "-1", "--no-progress"]) == 1
