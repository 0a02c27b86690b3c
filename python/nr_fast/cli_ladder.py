"""``nr-fast ladder``: the round robin of named bots over a pool's matchups, rated (ladder.py)."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

from ._args import add_points_argument
from .errors import InvalidArgumentError
from .ladder import LEVELS, POOLS, LadderResult, ladder, resume_ladder

__all__ = ["add_ladder_parser", "format_ladder", "ladder_command"]


def add_ladder_parser(sub: Any) -> None:
    """Add the ``ladder`` subcommand to the subparsers `sub`."""
    levels = ", ".join(f"{lv.name} = {lv.bot}" for lv in LEVELS)
    p = sub.add_parser(
        "ladder",
        help="rate bots: a round robin over a pool's matchups, both seats, with intervals",
        description="Play every pair of bots in both seats over every matchup of a built-in "
        "pool (every Corp deck against every Runner deck), --games games per seat pairing, and "
        "print each seat pairing's Corp win rate with its 95% Wilson interval, each bot's "
        "record by seat, Bradley-Terry ratings on the Elo scale (random = 0 when it plays, else "
        "the first bot) with 95% bootstrap intervals, and time per decision. Same --seed, same "
        "table. Difficulty levels: " + levels + ".",
    )
    p.add_argument(
        "--bots",
        default="random,heuristic",
        help="comma-separated bot specs or level names: random, heuristic, ismcts, ismcts:N, "
        + ", ".join(lv.name for lv in LEVELS)
        + " (default random,heuristic)",
    )
    p.add_argument(
        "--levels",
        action="store_true",
        help="rate the difficulty levels: the bots are random and every level (--bots ignored)",
    )
    p.add_argument(
        "--chain",
        action="store_true",
        help="play only neighbours in the list (each bot against the next, both seats) rather "
        "than every pair: for bots too slow for a full round robin",
    )
    p.add_argument(
        "--pool",
        default="core",
        choices=[pool.name for pool in POOLS],
        help="the built-in pool whose matchups are played (default core): "
        + "; ".join(f"{pool.name}: {pool.about}" for pool in POOLS),
    )
    p.add_argument(
        "--games",
        type=int,
        default=400,
        help="games per seat pairing, split evenly over the pool's matchups (default 400)",
    )
    p.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    p.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    p.add_argument(
        "--bootstrap",
        type=int,
        default=1000,
        help="bootstrap resamples for the rating intervals (default 1000; 0: none)",
    )
    p.add_argument(
        "--timing",
        type=int,
        default=60,
        metavar="N",
        help="decisions per bot timed for its time per decision, one thread (default 60; 0: "
        "not timed)",
    )
    p.add_argument(
        "--ray",
        nargs="?",
        const="",
        metavar="ADDRESS",
        help="play the batches as tasks on a Ray cluster (no ADDRESS: a local one), as "
        "simulate --ray; needs the 'ray' extra",
    )
    p.add_argument(
        "--resume",
        metavar="FILE",
        help="finish a ladder saved with --json (one stopped by Ctrl-C or a time limit): its "
        "bots, pool, games, seed, --chain and points are the file's, and only the batches it "
        "did not play are played",
    )
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    add_points_argument(p, "each game is won at N agenda points")


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def format_ladder(result: LadderResult) -> str:
    """Render a ladder's result as text: seat pairings, then the rating table."""
    width = max(10, *(len(b) for b in result.bots)) + 2
    lines = [
        f"Ladder, pool {result.pool}: {', '.join(result.bots)}; {result.games} games per seat "
        f"pairing, seed {result.seed}"
        + (" (neighbours only)" if result.chain else "")
        + (" (interrupted)" if result.interrupted else ""),
        "",
        f"{'Corp bot':<{width}}{'Runner bot':<{width}}{'games':>7}  Corp win % [95% CI]",
    ]
    for p in result.pairings:
        rate, low, high = p.corp_win_rate()
        lines.append(
            f"{p.corp_bot:<{width}}{p.runner_bot:<{width}}{p.games:>7}  "
            f"{_pct(rate)} [{_pct(low)}, {_pct(high)}]"
        )
    lines += [
        "",
        f"Ratings: Bradley-Terry, Elo scale, {result.anchor} = 0, 95% bootstrap interval "
        f"({result.bootstrap} resamples); win % with 95% Wilson interval",
        f"{'bot':<{width}}{'spec':<14}{'rating':>7}{'95% CI':>14}{'games':>7}  {'win %':<21}"
        f"{'as Corp':<21}{'as Runner':<21}{'CPU ms/dec.':>11}",
    ]
    for r in sorted(result.ratings, key=lambda r: -r.rating):
        cells = []
        for seat in ("both", "corp", "runner"):
            rate, low, high = r.win_rate(seat)
            cells.append(f"{100 * rate:.1f} [{100 * low:.1f}, {100 * high:.1f}]")
        ms = "-" if math.isnan(r.seconds_per_decision) else f"{1000 * r.seconds_per_decision:.3f}"
        ci = f"[{r.rating_low:.0f}, {r.rating_high:.0f}]"
        lines.append(
            f"{r.bot:<{width}}{r.spec:<14}{r.rating:>7.0f}{ci:>14}{r.games:>7}  "
            f"{cells[0]:<21}{cells[1]:<21}{cells[2]:<21}{ms:>11}"
        )
    lines.append(f"({result.seconds:.1f} s)")
    return "\n".join(lines)


def ladder_command(args: argparse.Namespace) -> int:
    """Run ``nr-fast ladder``."""
    if args.seed < 0 or args.threads < 0 or args.bootstrap < 0 or args.timing < 0:
        print(
            "nr-fast: error: --seed, --threads, --bootstrap and --timing must be >= 0",
            file=sys.stderr,
        )
        return 2
    options: dict[str, Any] = {
        "threads": args.threads,
        "progress": not (args.no_progress or args.json),
        "bootstrap": args.bootstrap,
        "timing_decisions": args.timing,
        "backend": "local" if args.ray is None else "ray",
        "address": args.ray or None,
    }
    if args.resume is not None:
        try:
            with open(args.resume, encoding="utf-8") as f:
                saved = json.load(f)
        except (OSError, UnicodeDecodeError, ValueError, RecursionError) as e:
            raise InvalidArgumentError(f"cannot read the ladder {args.resume!r}: {e}") from e
        result = resume_ladder(saved, **options)
    else:
        if args.levels:
            bots = ["random", *(lv.name for lv in LEVELS)]
        else:
            bots = [b.strip() for b in args.bots.split(",") if b.strip()]
        result = ladder(
            bots,
            pool=args.pool,
            games=args.games,
            seed=args.seed,
            agenda_points_to_win=args.agenda_points_to_win,
            chain=args.chain,
            **options,
        )
    print(json.dumps(result.summary()) if args.json else format_ladder(result))
    return 130 if result.interrupted else 0
