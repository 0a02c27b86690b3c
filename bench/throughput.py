"""Throughput in one run: Rust batch simulation and the cost of the Python surface.

Usage: python bench/throughput.py [--games N] [--python-games M] [--seed S] [--threads T]

Prints:
- games/minute and decisions/second of ``nr_fast.simulate`` (random vs random, Jinteki vs Shaper
  starter decks, all cores unless --threads);
- ns per ``Game.clone()`` of a mid-game state, through Python;
- ns per ``Game.apply(code)`` (the FFI call) and per ``legal_codes()``, in random games;
- ``VecGame`` steps/second with random legal actions chosen in numpy (codes only; with
  observations; with observations and masks, the actions drawn from the masks).

Rust-only figures (clone, legal actions, apply, a whole game) come from ``cargo bench -p nr_engine``
(rust/engine/benches/engine.rs).
"""

from __future__ import annotations

import argparse
import random
import time

import nr_fast


def _midgame(seed: int, decisions: int) -> nr_fast.Game:
    game = nr_fast.Game(seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_codes()))
    return game


def main() -> None:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200_000, help="games for simulate")
    parser.add_argument("--python-games", type=int, default=300, help="games through Python")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=0)
    parser.add_argument("--vec-games", type=int, default=1024, help="games of VecGame")
    parser.add_argument("--vec-steps", type=int, default=200, help="VecGame steps")
    args = parser.parse_args()

    sim = nr_fast.simulate(games=args.games, seed=args.seed, threads=args.threads, progress=False)
    decisions = int(sim.columns["decisions"].sum())
    print(
        f"simulate: {sim.games} games in {sim.seconds:.2f} s: "
        f"{sim.games_per_minute:,.0f} games/minute, {decisions / sim.seconds:,.0f} decisions/s"
    )

    mid = _midgame(args.seed, 40)
    n = 20_000
    start = time.perf_counter()
    for _ in range(n):
        mid.clone()
    print(f"Game.clone(): {(time.perf_counter() - start) / n * 1e9:,.0f} ns")

    rng = random.Random(args.seed)
    apply_s = legal_s = 0.0
    steps = 0
    for i in range(args.python_games):
        game = nr_fast.Game(seed=args.seed + i)
        while not game.is_over:
            t0 = time.perf_counter()
            codes = game.legal_codes()
            t1 = time.perf_counter()
            code = rng.choice(codes)  # not timed
            t2 = time.perf_counter()
            game.apply(code)
            t3 = time.perf_counter()
            legal_s += t1 - t0
            apply_s += t3 - t2
            steps += 1
    print(
        f"Python: {steps} decisions; Game.apply {apply_s / steps * 1e9:,.0f} ns, "
        f"legal_codes {legal_s / steps * 1e9:,.0f} ns per decision"
    )
    vec_bench(args.vec_games, args.vec_steps, args.seed)


def vec_bench(n: int, steps: int, seed: int, threads: int = 1) -> None:
    """Print VecGame steps/s (one step = one decision in one game) with random legal actions."""
    import numpy as np

    rng = np.random.default_rng(seed)
    for observe, mask, how in [
        (False, False, "codes only"),
        (True, False, "with observations"),
        (True, True, "obs + masks, actions drawn from the masks"),
    ]:
        v = nr_fast.VecGame(n, seed=seed, threads=threads)
        start = time.perf_counter()
        for _ in range(steps):
            if mask:
                # Random legal action from the boolean masks, in numpy.
                r = rng.random(v.mask.shape, dtype=np.float32) * v.mask
                actions = r.argmax(axis=1)
            else:
                actions = v.random_actions(rng)
            v.step(actions, observe=observe, mask=mask)
        rate = n * steps / (time.perf_counter() - start)
        print(f"VecGame(n={n}, threads={threads}) {how}: {rate:,.0f} steps/s")


if __name__ == "__main__":
    main()
