"""Throughput of the Python surface: random games per second and the cost of one Game.apply.

Usage: python bench/throughput.py [--games N] [--seed S]

The Rust-only figures (clone, legal actions, apply, a whole game) come from
``cargo bench -p nr_engine`` (rust/engine/benches/engine.rs).
"""

from __future__ import annotations

import argparse
import random
import time

import nr_fast


def main() -> None:
    """Play random games through the Python API and print what they cost."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    decisions = 0
    start = time.perf_counter()
    for i in range(args.games):
        game = nr_fast.Game(seed=args.seed + i)
        while not game.is_over:
            game.apply(rng.choice(game.legal_codes()))
            decisions += 1
    elapsed = time.perf_counter() - start
    per_minute = args.games / elapsed * 60
    print(f"{args.games} random games in {elapsed:.2f} s: {per_minute:,.0f} games/minute")
    print(
        f"{decisions / elapsed:,.0f} decisions/s through Python "
        f"({elapsed / decisions * 1e9:,.0f} ns per legal_codes + apply)"
    )


if __name__ == "__main__":
    main()
