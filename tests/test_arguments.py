"""Arguments across the whole API: wrong values raise InvalidArgumentError naming the argument and
its range, wrong types raise TypeError, and any ``__index__`` integer (numpy's) is accepted."""

from __future__ import annotations

import math
import pickle
import subprocess
import sys
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import nr_fast
from nr_fast import (
    Game,
    InvalidArgumentError,
    SerializationError,
    VecGame,
    _core,
    wilson_interval,
)

HUGE = [2**63, 2**64, 2**100, -1, -(2**63), -(2**64)]


def _game_calls() -> dict[str, Callable[[Any], object]]:
    game = Game(seed=1)
    state = _core.GameState()
    vec = VecGame(2)
    return {
        "server_name": nr_fast.server_name,
        "core.server_name": _core.server_name,
        "decode_action": nr_fast.decode_action,
        "core.decode_action": _core.decode_action,
        "Game.action": game.action,
        "Game.apply": game.apply,
        "Game.card_title": game.card_title,
        "Game.label_for": lambda v: game.label_for(v, "corp"),
        "Game.find(server)": lambda v: game.find(server=v),
        "Game.find(card)": lambda v: game.find(card=v),
        "GameState.action": state.action,
        "GameState.apply": state.apply,
        "GameState.card_title": state.card_title,
        "GameState.label_for": lambda v: state.label_for(v, "corp"),
        "VecGame.game": vec.game,
        "VecGame.episode": vec.episode,
        "core.VecGame.game": vec._core.game,
        "core.VecGame.episode": vec._core.episode,
    }


SEEDED: dict[str, Callable[[Any], object]] = {
    "Game(seed)": lambda s: Game(seed=s),
    "GameState(seed)": lambda s: _core.GameState(None, None, s),
    "Game.determinize": lambda s: Game().determinize("corp", s),
    "GameState.determinize": lambda s: _core.GameState().determinize("corp", s),
    "episode_seed(seed)": lambda s: nr_fast.episode_seed(s, 0, 0),
    "episode_seed(index)": lambda s: nr_fast.episode_seed(0, s, 0),
    "episode_seed(episode)": lambda s: nr_fast.episode_seed(0, 0, s),
    "core.episode_seed": lambda s: _core.episode_seed(s, 0, 0),
    "VecGame(seed)": lambda s: VecGame(1, seed=s),
    "core.VecGame(seed)": lambda s: _core.VecGame(1, None, None, s, 1),
    "VecGame.reset": lambda s: VecGame(1).reset(s),
    "core.VecGame.reset": lambda s: _core.VecGame(1).reset(s),
    "game_seed": lambda s: nr_fast.game_seed(s, 0),
    "RandomBot": lambda s: nr_fast.RandomBot(seed=s),
    "make_bot": lambda s: nr_fast.make_bot("random", s),
    "simulate(seed)": lambda s: nr_fast.simulate(games=0, seed=s, progress=False),
    "core.simulate(seed)": lambda s: _core.simulate(None, None, 0, None, None, s),
}


@pytest.mark.parametrize("name", sorted(_game_calls()))
@pytest.mark.parametrize("value", HUGE)
def test_huge_and_negative_ints_are_invalid_arguments(name: str, value: int) -> None:
    call = _game_calls()[name]
    with pytest.raises(InvalidArgumentError) as info:
        call(value)
    assert str(value) in str(info.value)


@pytest.mark.parametrize("name", sorted(SEEDED))
@pytest.mark.parametrize("value", [2**64, 2**100, -1, -(2**64)])
def test_seeds_out_of_u64_are_invalid_arguments(name: str, value: int) -> None:
    with pytest.raises(InvalidArgumentError) as info:
        SEEDED[name](value)
    message = str(info.value)
    assert str(value) in message
    assert "2**64" in message


@pytest.mark.parametrize("name", sorted(SEEDED))
@pytest.mark.parametrize("value", [2**63, 2**64 - 1, np.uint64(2**64 - 1), np.int64(5)])
def test_every_u64_seed_is_accepted(name: str, value: Any) -> None:
    SEEDED[name](value)


@pytest.mark.parametrize("name", sorted(SEEDED))
@pytest.mark.parametrize("value", ["1", 1.0, True, [1]])
def test_seeds_of_the_wrong_type(name: str, value: object) -> None:
    with pytest.raises(TypeError):
        SEEDED[name](value)


@pytest.mark.parametrize(
    "call",
    [
        lambda v: VecGame(v),
        lambda v: _core.VecGame(v),
        lambda v: VecGame(1, threads=v),
        lambda v: _core.VecGame(1, None, None, 0, v),
        lambda v: nr_fast.simulate(games=v, progress=False),
        lambda v: nr_fast.simulate(games=1, threads=v, progress=False),
        lambda v: _core.simulate(None, None, v),
        lambda v: _core.simulate(None, None, 1, None, None, 0, v),
        lambda v: nr_fast.ISMCTSBot(threads=v),
        lambda v: nr_fast.ISMCTSBot(iterations=v),
    ],
)
@pytest.mark.parametrize("value", HUGE)
def test_counts_and_thread_counts(call: Callable[[Any], object], value: int) -> None:
    with pytest.raises(InvalidArgumentError, match="must lie in"):
        call(value)


def test_numpy_integers_work_wherever_an_int_is_taken() -> None:
    game = Game(seed=3)
    code = np.int64(game.legal_codes()[0])
    assert game.action(code).code == int(code)
    assert game.label_for(code, "runner")
    game.apply(code)
    assert game.history[-1][2] == int(code)
    assert nr_fast.decode_action(np.int32(0))["kind"]
    assert nr_fast.server_name(np.uint8(3)) == "remote1"
    assert game.card_title(np.int16(0)) is not None
    assert game.find(server=np.int64(0)) is not None
    vec = VecGame(np.int64(2), seed=np.uint64(7), threads=np.int8(1))
    assert len(vec) == 2
    assert vec.game(np.int64(1)).turn >= 0
    assert vec.episode(np.uint16(0)) == 0
    assert nr_fast.episode_seed(np.uint64(1), np.int64(2), np.int64(3)) == nr_fast.episode_seed(
        1, 2, 3
    )
    state = _core.GameState(None, None, np.uint64(1))
    state.apply(np.int64(state.legal_codes()[0]))
    sim = nr_fast.simulate(games=np.int64(2), seed=np.int64(1), threads=np.int64(1), progress=False)
    assert sim.games == 2
    assert wilson_interval(np.int64(3), np.int64(5)) == wilson_interval(3, 5)


@pytest.mark.parametrize("side", [None, 0, 1.5, b"corp", ["corp"]])
def test_a_side_that_is_not_a_str_is_a_type_error(side: object) -> None:
    game = Game()
    with pytest.raises(TypeError, match="side"):
        game.observation(side)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.determinize(side, 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.observation_tensor(side)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.agenda_points(side)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        game.label_for(0, side)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        _core.GameState().observation_json(side)  # type: ignore[arg-type]


def test_other_wrong_types_are_type_errors() -> None:
    game = Game()
    with pytest.raises(TypeError):
        game.find(3)  # type: ignore[arg-type]
    sim = nr_fast.simulate(games=2, progress=False)
    with pytest.raises(TypeError):
        sim.wins(0)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="side"):
        sim.wins("both")
    with pytest.raises(InvalidArgumentError, match="side"):
        sim.win_rate("hq")
    with pytest.raises(InvalidArgumentError, match="column"):
        sim.length("credits")


@pytest.mark.parametrize(
    "state",
    [
        {},
        {"state": Game().to_json()},
        {"history": []},
        {"state": 5, "history": []},
        {"state": "not json", "history": []},
        {"state": Game().to_json(), "history": 5},
        {"state": Game().to_json(), "history": [("corp", "x")]},
        {"state": Game().to_json(), "history": [("corp", "x", "y")]},
        {"state": Game().to_json(), "history": [("hq", "x", 1)]},
        {"state": Game().to_json(), "history": [], "decks": 5},
        {"state": Game().to_json(), "history": [], "seed": -1},
        {"state": Game().to_json(), "history": [], "seed": "1"},
        [],
        None,
    ],
)
def test_a_bad_pickle_state_is_a_serialization_error(state: Any) -> None:
    game = Game.__new__(Game)
    with pytest.raises(SerializationError):
        game.__setstate__(state)


def test_a_pickled_game_round_trips() -> None:
    game = Game(seed=2)
    for _ in range(30):
        game.apply(game.legal_codes()[-1])
    back = pickle.loads(pickle.dumps(game))
    assert back.history == game.history
    assert back.to_json() == game.to_json()
    assert back.to_replay() == game.to_replay()


@pytest.mark.parametrize(
    ("wins", "games"),
    [(5, 3), (-1, 3), (1, -1), (-1, -1), (4, 0)],
)
def test_wilson_interval_refuses_impossible_counts(wins: int, games: int) -> None:
    with pytest.raises(InvalidArgumentError, match=r"wins|n \(games\)"):
        wilson_interval(wins, games)


def test_wilson_interval_types_and_bounds() -> None:
    with pytest.raises(TypeError):
        wilson_interval(1.5, 3)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="z"):
        wilson_interval(1, 3, z=math.nan)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(3, 3)[1] == 1.0
    low, high = wilson_interval(5, 10)
    assert 0.0 < low < 0.5 < high < 1.0


def test_vec_game_too_big_for_memory_raises_memory_error() -> None:
    """Inside the documented range, a VecGame that cannot fit raises MemoryError (no abort)."""
    code = (
        "import resource, nr_fast\n"
        "need = nr_fast.VecGame.bytes_needed(2**20)\n"
        "assert need > 2**31, need\n"
        "resource.setrlimit(resource.RLIMIT_AS, (2**31, 2**31))\n"
        "try:\n"
        "    nr_fast.VecGame(2**20)\n"
        "except MemoryError as exc:\n"
        "    print('MemoryError', exc)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.startswith("MemoryError"), out.stdout
    assert "bytes" in out.stdout


def test_vec_game_bytes_needed() -> None:
    one = VecGame.bytes_needed(1)
    assert one > 1000
    assert VecGame.bytes_needed(10) == 10 * one
    with pytest.raises(InvalidArgumentError):
        VecGame.bytes_needed(0)


def test_cli_on_a_closed_pipe_exits_quietly() -> None:
    """`nr-fast cards | head`: the reader is gone; no BrokenPipeError traceback."""
    for args in (["cards"], ["cards", "--json"], ["random-game", "--seed", "1"]):
        proc = subprocess.Popen(
            [sys.executable, "-m", "nr_fast", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.close()  # before the command writes: its first write hits a closed pipe
        err = proc.stderr.read().decode()
        proc.stderr.close()
        proc.wait(timeout=60)
        assert "Traceback" not in err, err
        assert "BrokenPipeError" not in err, err
        assert proc.returncode == 1, (args, proc.returncode, err)


@pytest.mark.parametrize("value", HUGE)
def test_tournament_counts_and_seeds(value: int) -> None:
    cases: list[dict[str, Any]] = [
        {"games": value},
        {"games": 12, "seed": value},
        {"games": 12, "threads": value},
    ]
    for kwargs in cases:
        if kwargs.get("seed") == 2**63:
            continue  # a valid seed
        with pytest.raises(InvalidArgumentError, match="must lie in"):
            nr_fast.tournament(["random", "heuristic"], progress=False, **kwargs)


@pytest.mark.parametrize(
    "kwargs",
    [{"code": 2**63}, {"code": -1}, {"card": 2**64}, {"target": 256}, {"amount": -1}],
)
def test_action_constructor_fields_out_of_range(kwargs: dict[str, int]) -> None:
    fields: dict[str, Any] = {"code": 0, "kind": "pass", "label": "pass", **kwargs}
    with pytest.raises(InvalidArgumentError, match="must lie in"):
        nr_fast.Action(**fields)
    with pytest.raises(TypeError):
        nr_fast.Action(**{**fields, **dict.fromkeys(kwargs, "1")})


@pytest.mark.parametrize("value", [10**400, 1e300, -0.5, float("nan"), float("inf")])
def test_exploration_out_of_range_is_invalid_not_overflow(value: Any) -> None:
    """A number too large for the f32 the search holds is out of range, never OverflowError."""
    with pytest.raises(nr_fast.InvalidArgumentError, match="exploration"):
        nr_fast.ISMCTSBot(exploration=value)


@pytest.mark.parametrize("value", ["0.7", True, None.__class__])
def test_exploration_of_another_type_is_a_type_error(value: Any) -> None:
    with pytest.raises(TypeError):
        nr_fast.ISMCTSBot(exploration=value)


def test_exploration_takes_ints_and_numpy_floats() -> None:
    assert nr_fast.ISMCTSBot(exploration=2).exploration == 2.0
    assert nr_fast.ISMCTSBot(exploration=np.float32(0.5)).exploration == 0.5
