"""More games of nr_fast's ISMCTS against OpenSpiel's IS-MCTS, one JSON line per game.

Usage:
    python bench/openspiel_ismcts_games.py play OUT.jsonl [--first 4] [--last 1000]
        [--iterations 50] [--points 7]
    python bench/openspiel_ismcts_games.py report OUT.jsonl [OUT2.jsonl ...]

``play`` plays rounds of games: in round `i` (seeds ``--first`` .. ``--last``), one game of each
starter matchup of ``examples/openspiel_ismcts.py``, dealt from seed `i`, OpenSpiel's bot the
Corp when `i` is even and the Runner when `i` is odd (the example's own seats and seeds, so the
rounds extend its games). Each finished game is appended to OUT at once (winner, seats, time of
every decision with two or more legal actions), so a run that is stopped keeps its games.
``report`` prints the games won with 95% Wilson intervals per matchup, per seat and in all, and
the time per decision, as a Markdown table. Needs ``nr_fast[openspiel]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import time
from pathlib import Path
from typing import Any

import numpy as np

import nr_fast
from nr_fast import openspiel as nos

_EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "openspiel_ismcts.py"


def _example() -> Any:
    spec = importlib.util.spec_from_file_location("openspiel_ismcts", _EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def play(args: argparse.Namespace) -> None:
    """Play rounds and append one JSON line per game."""
    example = _example()
    with open(args.out, "a", encoding="utf-8") as out:
        for i in range(args.first, args.last + 1):
            for corp, runner in example.MATCHUPS:
                game = nos.load_game(corp, runner, seed=i, points_to_win=args.points)
                os_side = "corp" if i % 2 == 0 else "runner"
                start = time.perf_counter()
                winner, times = example.play(game, os_side, args.iterations, seed=i)
                row = {
                    "corp": corp,
                    "runner": runner,
                    "seed": i,
                    "iterations": args.iterations,
                    "openspiel_side": os_side,
                    "winner": winner,
                    "seconds": time.perf_counter() - start,
                    "openspiel_times": times["openspiel"],
                    "nr_fast_times": times["nr_fast"],
                }
                out.write(json.dumps(row) + "\n")
                out.flush()
                print(f"seed {i} {corp} v {runner}: OpenSpiel as {os_side}, winner {winner}")


def _interval(won: int, n: int) -> str:
    low, high = nr_fast.wilson_interval(won, n) if n else (0.0, 1.0)
    return f"{won} / {n} | {low:.2f}-{high:.2f}"


def report(args: argparse.Namespace) -> None:
    """Print the Markdown summary of the games in the files."""
    rows = [json.loads(line) for path in args.files for line in open(path, encoding="utf-8")]
    groups: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        groups.setdefault(f"{row['corp']} v {row['runner']}", []).append(row)
    print(
        "| matchup | games | OpenSpiel IS-MCTS won | 95% interval | seat that won: Corp / Runner "
        "| OpenSpiel ms per decision | nr_fast ms per decision |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")

    def line(name: str, group: list[dict[str, Any]]) -> None:
        won = sum(r["winner"] == "openspiel" for r in group)
        decided = [r for r in group if r["winner"] is not None]
        corp_seat = sum(
            (r["winner"] == "openspiel") == (r["openspiel_side"] == "corp") for r in decided
        )
        os_t = [t for r in group for t in r["openspiel_times"]]
        nr_t = [t for r in group for t in r["nr_fast_times"]]
        print(
            f"| {name} | {len(group)} | {_interval(won, len(group))} | "
            f"{corp_seat} / {len(decided) - corp_seat} | "
            f"{1e3 * float(np.mean(os_t)):,.0f} ({len(os_t)}) | "
            f"{1e3 * float(np.mean(nr_t)):.1f} ({len(nr_t)}) |"
        )

    for name, group in groups.items():
        line(name, group)
    line("all", rows)
    for seat in ("corp", "runner"):
        group = [r for r in rows if r["openspiel_side"] == seat]
        if group:
            line(f"OpenSpiel as the {seat.capitalize()}", group)
    decided = [r for r in rows if r["winner"] is not None]
    runner = sum((r["winner"] == "openspiel") == (r["openspiel_side"] == "runner") for r in decided)
    low, high = nr_fast.wilson_interval(runner, len(decided)) if decided else (0.0, 1.0)
    print(
        f"\nRunner seat won {runner} / {len(decided)} (95% {low:.2f}-{high:.2f}); "
        f"{len(rows) - len(decided)} drawn; {sum(r['seconds'] for r in rows) / 60:.0f} minutes."
    )


def main() -> None:
    """Parse the command line."""
    parser = argparse.ArgumentParser(description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("out")
    p.add_argument("--first", type=int, default=4)
    p.add_argument("--last", type=int, default=1000)
    p.add_argument("--iterations", type=int, default=50)
    p.add_argument("--points", type=int, default=7)
    r = sub.add_parser("report")
    r.add_argument("files", nargs="+")
    args = parser.parse_args()
    play(args) if args.command == "play" else report(args)


if __name__ == "__main__":
    main()
