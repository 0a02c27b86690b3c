"""How much paired games narrow a card experiment's interval (issue 29, docs/studio.md).

Runs 12 replications (seeds 1000 to 1011) of a what-if (Cleaver at 4 credits) and an ablation
(Cleaver replaced by Sure Gamble) of the Anarch Gateway starter against the five Gateway Corp
starters, 400 paired games per opponent, and prints the spread of the paired estimates against
independent ones (arm A of one replication against arm B of the next) and the mean 95%
half-widths. Run: python bench/studio_pairing.py
"""

from __future__ import annotations

import time
from collections.abc import Callable

import numpy as np

from nr_fast import experiment as ex

REPLICATIONS = 12


def measure(name: str, make: Callable[[int], ex.Experiment]) -> None:
    """Print the spread of paired and independent estimates of one experiment."""
    exps = [make(1000 + r) for r in range(REPLICATIONS)]
    paired = np.array([e.pooled.difference[0] for e in exps])
    ind = np.array(
        [
            exps[(r + 1) % REPLICATIONS].pooled.won_b.mean() - exps[r].pooled.won_a.mean()
            for r in range(REPLICATIONS)
        ]
    )
    half_p = np.mean([(e.pooled.difference[2] - e.pooled.difference[1]) / 2 for e in exps])
    half_i = np.mean([(e.pooled.independent_ci[2] - e.pooled.independent_ci[1]) / 2 for e in exps])
    print(
        f"{name}: sd of the estimate paired {100 * paired.std(ddof=1):.2f} points, independent "
        f"{100 * ind.std(ddof=1):.2f}; mean 95% half-width paired {100 * half_p:.2f}, "
        f"independent {100 * half_i:.2f}; mean estimate {100 * paired.mean():+.2f}"
    )


if __name__ == "__main__":
    start = time.perf_counter()
    measure(
        "what-if Cleaver.cost=4",
        lambda s: ex.whatif("sg-anarch", "Cleaver.cost=4", games=400, seed=s),
    )
    measure(
        "ablate Cleaver -> Sure Gamble",
        lambda s: ex.ablate("sg-anarch", "Cleaver", games=400, seed=s, substitute="Sure Gamble"),
    )
    print(f"{time.perf_counter() - start:.0f} s")
