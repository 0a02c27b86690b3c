"""The sweep: many seeded random games checked at every step, for finding engine defects.

``sweep(games, seed)`` plays random games over 24 matchups, the 12 Core Set starter matchups and
the 12 pairings of the example Startup decks, in Rust on every core (game ``i`` plays matchup
``i % 24`` with a seed made from ``seed`` and ``i``, so a run is reproducible on any number of
threads). After every action the engine checks every invariant of the state
(``check_invariants`` in Rust: each card in exactly one place, memory, counters, references,
a legal action in a live game, ...); one game in ``deep_every`` also checks that a copy of the
state replays each action identically and that each side's observation is unchanged when its
unseen cards are redealt. A panic is caught and counted. ``nr-fast sweep --games N --seed S``
runs it from the command line with a progress bar; Ctrl-C stops it cleanly.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field
from typing import Any

from tqdm import tqdm

from . import _core
from .errors import InvalidArgumentError

__all__ = ["SweepReport", "sweep"]

_U64 = 2**64


@dataclass
class SweepReport:
    """Counts of a sweep and its first failed games (lowest index first, at most 16)."""

    games: int
    decisions: int
    panics: int
    invariant_breaks: int
    unfinished: int
    failures: list[dict[str, Any]] = field(default_factory=list)
    interrupted: bool = False
    seconds: float = 0.0

    @property
    def ok(self) -> bool:
        """Whether every game finished with every check passing."""
        return self.panics == 0 and self.invariant_breaks == 0 and self.unfinished == 0

    @property
    def games_per_minute(self) -> float:
        """Games played per minute of wall-clock time."""
        return 60.0 * self.games / self.seconds if self.seconds > 0 else 0.0


def sweep(
    games: int,
    seed: int = 0,
    threads: int = 0,
    deep_every: int = 1024,
    progress: bool = False,
) -> SweepReport:
    """Play `games` random games checked at every step and return the counts.

    `threads` 0 uses every core; `deep_every` 0 skips the costly checks. Raises
    :class:`~nr_fast.InvalidArgumentError` for a negative or too large number.
    """
    for name, value in (
        ("games", games),
        ("seed", seed),
        ("threads", threads),
        ("deep_every", deep_every),
    ):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an int, not {type(value).__name__}")
        if not 0 <= value < _U64:
            raise InvalidArgumentError(f"{name} must be between 0 and 2**64 - 1, not {value}")
    if threads > 1024:
        raise InvalidArgumentError(f"threads must be at most 1024, not {threads}")
    start = time.perf_counter()
    with tqdm(total=games, unit="game", disable=not progress, smoothing=0.1) as bar:

        def report(done: int) -> None:
            bar.update(done - bar.n)

        counts, interrupted = _core.sweep(games, seed, threads, deep_every, report)
    return SweepReport(
        games=counts["games"],
        decisions=counts["decisions"],
        panics=counts["panics"],
        invariant_breaks=counts["invariant_breaks"],
        unfinished=counts["unfinished"],
        failures=list(counts["failures"]),
        interrupted=interrupted,
        seconds=time.perf_counter() - start,
    )


def add_parser(sub: Any) -> None:
    """Add the ``sweep`` command to the ``nr-fast`` subcommand parsers `sub`."""
    sw = sub.add_parser(
        "sweep",
        help="play many random games checking every state, to find engine defects",
        description="Play random games over the 12 Core Set starter matchups and the 12 "
        "pairings of the example Startup decks on every core, checking every invariant after "
        "every action; print the counts and games per minute.",
    )
    sw.add_argument("--games", type=int, default=100_000, help="games to play (default 100000)")
    sw.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    sw.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    sw.add_argument(
        "--deep-every", type=int, default=1024, help="costly checks on one game in N (default 1024)"
    )
    sw.add_argument("--no-progress", action="store_true", help="hide the progress bar")


def command(args: argparse.Namespace) -> int:
    """Run ``nr-fast sweep``: 0 if every check passed, 1 on failures, 130 if interrupted."""
    r = sweep(args.games, args.seed, args.threads, args.deep_every, not args.no_progress)
    print(
        f"{r.games} games, {r.decisions} decisions, {r.panics} panics, "
        f"{r.invariant_breaks} invariant breaks, {r.unfinished} unfinished "
        f"({r.games_per_minute:,.0f} games/min)"
    )
    for f in r.failures:
        print(
            f"  game {f['index']} ({f['corp']} vs {f['runner']}, seed {f['seed']}): "
            f"{f['kind']} after {f['decision']} decisions: {f['message']}",
            file=sys.stderr,
        )
    if r.interrupted:
        print("interrupted", file=sys.stderr)
        return 130
    return 0 if r.ok else 1
