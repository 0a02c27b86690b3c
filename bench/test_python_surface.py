"""pytest-benchmark figures of the Python surface: ``pytest bench --benchmark-only``.

Each benchmark times one call on a mid-game position of the default decks (Jinteki vs Shaper).
"""

from __future__ import annotations

import random
from typing import Any

import nr_fast


def _midgame() -> nr_fast.Game:
    game = nr_fast.Game(seed=3)
    rng = random.Random(3)
    for _ in range(30):
        game.apply(rng.choice(game.legal_codes()))
    assert not game.is_over
    return game


def test_legal_codes(benchmark: Any) -> None:
    game = _midgame()
    assert benchmark(game.legal_codes)


def test_clone(benchmark: Any) -> None:
    game = _midgame()
    benchmark(game.clone)


def test_apply(benchmark: Any) -> None:
    """One ``Game.apply`` on a fresh copy of the same position (the copy is not timed)."""
    game = _midgame()
    code = game.legal_codes()[0]

    def setup() -> tuple[tuple[nr_fast.Game, int], dict[str, Any]]:
        return (game.clone(), code), {}

    benchmark.pedantic(lambda g, c: g.apply(c), setup=setup, rounds=5000)


def test_observation(benchmark: Any) -> None:
    game = _midgame()
    benchmark(game.observation, "runner")


def test_simulate_1000_games(benchmark: Any) -> None:
    sim = benchmark.pedantic(nr_fast.simulate, kwargs={"games": 1000, "progress": False}, rounds=3)
    assert sim.games == 1000


def test_vec_game_step_codes_only(benchmark: Any) -> None:
    """One ``VecGame.step`` of 256 games, actions from ``codes``, no observations or masks."""
    import numpy as np

    v = nr_fast.VecGame(256, seed=1)
    rng = np.random.default_rng(1)
    benchmark(lambda: v.step(v.random_actions(rng), observe=False, mask=False))


def test_vec_game_step_observe(benchmark: Any) -> None:
    """One ``VecGame.step`` of 256 games writing observations and masks."""
    import numpy as np

    v = nr_fast.VecGame(256, seed=1)
    rng = np.random.default_rng(1)
    benchmark(lambda: v.step(v.random_actions(rng)))


def test_observation_tensor(benchmark: Any) -> None:
    game = _midgame()
    assert benchmark(game.observation_tensor, "runner").shape == nr_fast.OBSERVATION_SHAPE
