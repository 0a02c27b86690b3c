"""Steps per second of the VecGame-backed Gymnasium vector env against SyncVectorEnv.

Usage: python bench/gym_vector_throughput.py [--envs 16 64] [--seconds 5] [--threads 1]

Both play the same self-play games (Jinteki v Shaper starter decks) through the Gymnasium
vector API, each step choosing a uniformly random legal code per game from the returned
``action_mask`` (the same numpy function for both, ``random_legal_actions``):

- ``NetrunnerVectorEnv(n)``: one ``VecGame.step`` per step (Rust, GIL released);
- ``gymnasium.vector.SyncVectorEnv`` of `n` ``NetrunnerSelfPlayEnv``: `n` Python ``step`` calls.

Prints environment steps (decisions) per second for each, and their ratio; and the vector env
with ``copy=False`` and actions drawn from ``VecGame.codes`` (no copy and no scan of the
28,956-wide masks: what the environment itself costs).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import numpy as np

from nr_fast.gym_vector import NetrunnerSelfPlayEnv, NetrunnerVectorEnv, random_legal_actions


def _rate(env: Any, seconds: float, from_codes: bool = False) -> float:
    rng = np.random.default_rng(0)
    obs, _ = env.reset(seed=0)
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        if from_codes:  # the VecGame's own list of legal codes: no scan of the masks
            actions = env.vec.random_actions(rng)
        else:
            actions = random_legal_actions(obs["action_mask"], rng)
        obs = env.step(actions)[0]
        steps += env.num_envs
    return steps / (time.perf_counter() - start)


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--envs", type=int, nargs="+", default=[16, 64])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    for n in args.envs:
        vec = NetrunnerVectorEnv(n, "jinteki", "shaper", threads=args.threads)
        sync = gymnasium.vector.SyncVectorEnv(
            [lambda: NetrunnerSelfPlayEnv("jinteki", "shaper") for _ in range(n)],
            autoreset_mode=gymnasium.vector.AutoresetMode.SAME_STEP,
        )
        fast, slow = _rate(vec, args.seconds), _rate(sync, args.seconds)
        views = NetrunnerVectorEnv(n, "jinteki", "shaper", threads=args.threads, copy=False)
        codes = _rate(views, args.seconds, from_codes=True)
        print(
            f"n={n}: NetrunnerVectorEnv {fast:,.0f} steps/s, SyncVectorEnv {slow:,.0f} steps/s, "
            f"x{fast / slow:.1f}; NetrunnerVectorEnv(copy=False), actions from VecGame.codes "
            f"{codes:,.0f} steps/s"
        )


if __name__ == "__main__":
    main()
