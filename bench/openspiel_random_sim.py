"""Time of ``pyspiel.random_sim_test`` (serialization on) per game of ``nr_fast`` in OpenSpiel.

Usage: python bench/openspiel_random_sim.py [--seeds 6]

For one matchup of each card pool and seeds 0..N-1, runs ``random_sim_test(num_sims=1,
serialize=True)`` on ``load_game(corp, runner, seed)`` and prints the mean seconds per game and
per decision over the games that pass, and how many stopped on a decision with two actions that
read the same (OpenSpiel requires distinct action strings). Needs ``nr_fast[openspiel]``.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
import pyspiel

from nr_fast import openspiel as nos

POOLS = [("jinteki", "shaper"), ("sg-nbn", "sg-anarch"), ("2021-weyland", "2021-criminal")]


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=6)
    args = parser.parse_args()
    for corp, runner in POOLS:
        times, lengths, duplicates = [], [], 0
        for seed in range(args.seeds):
            game = nos.load_game(corp, runner, seed)
            lengths_seen: list[int] = []

            def checker(state: object, seen: list[int] = lengths_seen) -> None:
                seen.append(1)

            start = time.perf_counter()
            try:
                pyspiel.random_sim_test(
                    game, num_sims=1, serialize=True, verbose=False, state_checker_fn=checker
                )
            except pyspiel.SpielError as exc:
                if "Duplicate action string" not in str(exc):
                    raise
                duplicates += 1
                continue
            times.append(time.perf_counter() - start)
            lengths.append(len(lengths_seen) - 1)
        per_decision = 1e3 * sum(times) / max(sum(lengths), 1)
        print(
            f"{corp} v {runner}: {len(times)} games passed, {np.mean(times):.2f} s per game "
            f"(mean {np.mean(lengths):.0f} decisions, {per_decision:.2f} ms per decision); "
            f"{duplicates} stopped on duplicate action strings"
        )


if __name__ == "__main__":
    main()
