"""The balance studio's commands: ``nr-fast simulate`` and ``nr-fast report``.

``simulate`` plays matchup matrices, with statistics, exports and Ray; ``report`` writes a
self-contained HTML report.

Which matchups ``simulate`` plays: every deck of ``--corp`` (one or more) against every deck of
``--runner``; ``--decks FILE ...`` adds decklist files to the side of their identity;
``--all-starters`` fills a side *not given* with all its starter decks (so ``--all-starters
--corp weyland`` is Weyland against the three Runner starters, never a silently ignored
option). Without any of these: Jinteki against Shaper. More than one matchup prints the matrix
of Corp win rates (and ``--json`` a list of summaries).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections.abc import Callable, Sequence
from typing import Any

from ._args import add_points_argument
from .deck import BUILT_IN_DECKS, Deck, resolve_deck
from .errors import InvalidArgumentError
from .simulate import Simulation
from .study import Study, format_matrix, run_study

__all__ = [
    "ALL_STARTERS_HELP",
    "add_deck_selection",
    "add_report_parser",
    "add_simulate_options",
    "report_command",
    "select_decks",
    "simulate_command",
]

#: What ``--all-starters SET`` offers, for its help: each set of :data:`BUILT_IN_DECKS`.
ALL_STARTERS_HELP = (
    "every built-in deck of SET (core, the default: the 12 Core Set matchups; sg: the 20 System "
    "Gateway matchups; 2021: the 12 matchups of the example 2021-pool decks; startup: the 12 "
    "matchups of the example Startup decks; all: every one, mixed) for each side not given"
)


def add_deck_selection(p: argparse.ArgumentParser) -> None:
    """Add ``--corp``, ``--runner``, ``--decks`` and ``--all-starters`` to `p`."""
    deck_help = "a starter deck (see nr-fast deck check --help) or a decklist file"
    p.add_argument(
        "--corp", nargs="+", metavar="DECK", help=f"Corp deck(s): {deck_help} (default jinteki)"
    )
    p.add_argument(
        "--runner", nargs="+", metavar="DECK", help=f"Runner deck(s): {deck_help} (default shaper)"
    )
    p.add_argument(
        "--decks",
        nargs="+",
        metavar="FILE",
        default=[],
        help="decklist files (text or NetrunnerDB JSON), each added to its identity's side",
    )
    p.add_argument(
        "--all-starters",
        nargs="?",
        const="core",
        choices=sorted(BUILT_IN_DECKS),
        metavar="SET",
        help=f"{ALL_STARTERS_HELP} by --corp/--runner/--decks",
    )


def add_simulate_options(p: argparse.ArgumentParser) -> None:
    """Add the studio options of ``simulate``: statistics, exports, Ray, points to win."""
    add_points_argument(p, "each game is won at N agenda points")
    p.add_argument(
        "--stats",
        action="store_true",
        help="count per-card and per-side statistics and print the cards' win-rate impact",
    )
    p.add_argument("--csv", metavar="FILE", help="write every game as CSV")
    p.add_argument("--parquet", metavar="FILE", help="write every game as Parquet (pyarrow)")
    p.add_argument("--save", metavar="FILE", help="save the study (.npz) for nr-fast report --load")
    add_overrides_argument(p)
    p.add_argument(
        "--ray",
        nargs="?",
        const="",
        metavar="ADDRESS",
        help="run the games as chunks on a Ray cluster (no ADDRESS: a local one; 'auto' or "
        "ray://host:10001 for a running cluster); needs the 'ray' extra: pip install '.[ray]' "
        "in the checkout",
    )


def add_overrides_argument(p: argparse.ArgumentParser) -> None:
    """Add ``--overrides`` (what-if numbers, issue 29) to `p`."""
    p.add_argument(
        "--overrides",
        metavar="SPEC",
        help="play with cards' printed numbers changed: a JSON or TOML file {card: {number: "
        "value}} or CARD.NUMBER=VALUE[,...] (e.g. Cleaver.cost=4); see nr-fast whatif",
    )


def _overrides(args: argparse.Namespace) -> dict[str, dict[str, int]] | None:
    if not getattr(args, "overrides", None):
        return None
    from .experiment import load_overrides

    return load_overrides(args.overrides)


def select_decks(args: argparse.Namespace) -> tuple[list[Deck], list[Deck]]:
    """Return the Corp and Runner decks the options name (see the module docs)."""
    corps = [resolve_deck(d) for d in (args.corp or [])]
    runners = [resolve_deck(d) for d in (args.runner or [])]
    for path in args.decks:
        deck = resolve_deck(path)
        from .study import _side

        (corps if _side(deck) == "corp" else runners).append(deck)
    if args.all_starters:
        if corps and runners:
            raise InvalidArgumentError(
                "--all-starters fills a side not given; with decks of both sides given it would "
                "add nothing: drop --all-starters or the decks of one side"
            )
        corp_names, runner_names = BUILT_IN_DECKS[args.all_starters]
        corps = corps or [resolve_deck(c) for c in corp_names]
        runners = runners or [resolve_deck(r) for r in runner_names]
    corps = corps or [resolve_deck("jinteki")]
    runners = runners or [resolve_deck("shaper")]
    return corps, runners


def _bots(args: argparse.Namespace) -> tuple[str, str]:
    return (args.corp_bot or args.bot, args.runner_bot or args.bot)


def simulate_command(
    args: argparse.Namespace, argv: Sequence[str], fmt: Callable[[Simulation], str]
) -> int:
    """Run ``nr-fast simulate`` (text with `fmt` per matchup, or ``--json``)."""
    if args.games < 0 or args.seed < 0 or args.threads < 0:
        print("nr-fast: error: --games, --seed and --threads must be >= 0", file=sys.stderr)
        return 2
    if args.parquet:
        from .cli_experiment import require_studio

        require_studio("pyarrow")
    overrides = _overrides(args)
    corps, runners = select_decks(args)
    corp_bot, runner_bot = _bots(args)
    matrix = len(corps) * len(runners) > 1

    def shown(sim: Simulation) -> None:
        if not args.json and not matrix:
            print(fmt(sim), flush=True)
        elif not args.json:
            print(_one_line(sim), flush=True)

    study = run_study(
        corps,
        runners,
        games=args.games,
        corp_bot=corp_bot,
        runner_bot=runner_bot,
        seed=args.seed,
        threads=args.threads,
        stats=args.stats,
        backend="local" if args.ray is None else "ray",
        address=args.ray or None,
        progress=not args.no_progress,
        command=_command(argv),
        on_result=shown,
        agenda_points_to_win=args.agenda_points_to_win,
        overrides=overrides,
    )
    if args.json:
        out: Any = [s.summary() for s in study.sims] if matrix else study.sims[0].summary()
        if args.stats:
            impact = [r.as_dict() for r in study.card_impact(pooled=matrix)]
            if matrix:
                out = {"matchups": out, "card_impact": impact}
            else:
                out["card_impact"] = impact
        print(json.dumps(out))
    else:
        if matrix:
            print()
            print(format_matrix(study))
        if args.stats:
            print()
            print(format_impact(study, top=10))
    _export(study, args)
    return 130 if study.sims[-1].interrupted else 0


def _export(study: Study, args: argparse.Namespace) -> None:
    if args.csv:
        study.to_csv(args.csv)
    if args.parquet:
        study.to_parquet(args.parquet)
    if args.save:
        study.save(args.save)


def _command(argv: Sequence[str]) -> str:
    return "nr-fast " + " ".join(shlex.quote(a) for a in argv)


def _one_line(sim: Simulation) -> str:
    rate, low, high = sim.win_rate("corp")
    turns, _ = sim.length("turns")
    return (
        f"{sim.matchup}: {sim.games} games, Corp wins {100 * rate:.1f}% "
        f"[{100 * low:.1f}%, {100 * high:.1f}%], {turns:.1f} turns"
        + (" (interrupted)" if sim.interrupted else "")
    )


def format_impact(study: Study, top: int = 10, min_games: int = 30) -> str:
    """Render the pooled card impact as text, ranked by the interval's bound nearest zero.

    Per side the `top` highest and lowest, with the 95% interval and both sample sizes; cards
    used (or not used) in fewer than `min_games` games are listed apart, marked, not ranked.
    """
    rows = [r for r in study.card_impact(pooled=True) if r.matchup == "pooled"]
    lines = [
        "Card win-rate impact, pooled: the side's win rate when the card was played or "
        "installed minus when not. CORRELATION, not the card's effect (use nr-fast ablate for "
        f"that); ranked by the 95% interval's bound nearest 0; * fewer than {min_games} games",
        f"{'card':<32}{'side':<8}{'used':>8}{'win %':>8}{'not':>8}{'win %':>8}{'impact':>9}"
        f"{'95% CI':>18}",
    ]

    def line(r: Any, mark: str = "") -> str:
        low, high = r.impact_ci
        return (
            f"{(mark + r.title)[:31]:<32}{r.side:<8}{r.games_used:>8}{100 * r.rate_used[0]:>7.1f}%"
            f"{r.games_unused:>8}{100 * r.rate_unused[0]:>7.1f}%{100 * r.impact:>+8.1f}%"
            f"{f'[{100 * low:+.1f}, {100 * high:+.1f}]':>18}"
        )

    for side in ("corp", "runner"):
        mine = [r for r in rows if r.side == side and r.games_used and r.games_unused]
        enough = [r for r in mine if r.games >= min_games]
        shown = enough[:top] + [r for r in enough[-top:] if r not in enough[:top]]
        lines += [line(r) for r in shown]
        lines += [line(r, "*") for r in mine if r.games < min_games]
    return "\n".join(lines)


def add_report_parser(sub: Any) -> None:
    """Add the ``report`` subcommand to the subparsers `sub`."""
    rep = sub.add_parser(
        "report",
        help="run or load a study and write a self-contained HTML report",
        description="Run a study (the matchups chosen as for simulate; --all-starters alone "
        "for every starter matchup) with per-card statistics, or load one saved with "
        "simulate --save, and write one HTML file with its figures inline: the Corp x Runner "
        "win-rate matrix with intervals, win reasons per matchup, game lengths, the per-card "
        "impact chart, and the settings and command that reproduce it. Needs the 'studio' extra: "
        "pip install '.[studio]' in the checkout.",
    )
    add_deck_selection(rep)
    rep.add_argument("--games", type=int, default=10_000, help="games per matchup (default 10000)")
    bots = "random, heuristic, ismcts or ismcts:N"
    rep.add_argument(
        "--bot",
        default="heuristic",
        help=f"bot for both sides: {bots} (default heuristic; a report of random bots says so "
        "at its top)",
    )
    rep.add_argument("--corp-bot", help="bot for the Corp (overrides --bot)")
    rep.add_argument("--runner-bot", help="bot for the Runner (overrides --bot)")
    rep.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    rep.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    rep.add_argument("--load", metavar="FILE", help="load a study saved by simulate --save")
    rep.add_argument("--save", metavar="FILE", help="also save the study (.npz)")
    rep.add_argument(
        "--ray", nargs="?", const="", metavar="ADDRESS", help="run the games on Ray (as simulate)"
    )
    rep.add_argument("--out", "-o", default="report.html", help="HTML file (default report.html)")
    add_overrides_argument(rep)
    rep.add_argument(
        "--min-games",
        type=int,
        default=30,
        help="cards used or unused in fewer games are marked and left out of the impact chart "
        "(default 30)",
    )
    rep.add_argument("--no-progress", action="store_true", help="hide the progress bar")


def report_command(args: argparse.Namespace, argv: Sequence[str]) -> int:
    """Run ``nr-fast report``."""
    from .cli_experiment import require_studio

    require_studio("matplotlib")
    from .report import write_report

    if args.load:
        given = args.corp or args.runner or args.decks or args.all_starters
        if given:
            raise InvalidArgumentError("--load reads a saved study: give no decks with it")
        study = Study.load(args.load)
    else:
        if args.games < 0 or args.seed < 0 or args.threads < 0:
            print("nr-fast: error: --games, --seed and --threads must be >= 0", file=sys.stderr)
            return 2
        corps, runners = select_decks(args)
        corp_bot, runner_bot = _bots(args)
        study = run_study(
            corps,
            runners,
            games=args.games,
            corp_bot=corp_bot,
            runner_bot=runner_bot,
            seed=args.seed,
            threads=args.threads,
            stats=True,
            backend="local" if args.ray is None else "ray",
            address=args.ray or None,
            progress=not args.no_progress,
            command=_command(argv),
            overrides=_overrides(args),
        )
        if args.save:
            study.save(args.save)
    write_report(study, args.out, min_games=args.min_games)
    print(
        f"wrote {args.out} ({len(study.sims)} matchups, {sum(s.games for s in study.sims)} games)"
    )
    return 130 if study.sims and study.sims[-1].interrupted else 0
