"""``nr-fast whatif`` and ``nr-fast ablate``: paired card experiments (issue 29).

``nr-fast whatif sg-anarch --set Cleaver.cost=4`` plays the deck with the cards as printed and
with the override, against the other side's starter decks of its set, with the same seeds on
both sides, and prints the difference in win rate with its 95% interval from the pairing (and
the interval independent games would give). ``nr-fast ablate sg-anarch --card Cleaver`` does
the same with every copy of the card replaced (``--substitute`` or the deck's own filler);
``--card all`` ablates every card of the deck, ranked by the interval's bound. ``--until-width
W`` plays on until every interval is narrower than W (or ``--budget`` runs out); ``--report
FILE`` writes the result as a self-contained HTML page (needs the ``studio`` extra).
"""

from __future__ import annotations

import argparse
import json
import shlex
import time
from collections.abc import Sequence
from typing import Any

from .errors import InvalidArgumentError

__all__ = ["add_experiment_parsers", "experiment_command", "require_studio"]

#: What to install for the report and Parquet extras (nr_fast is installed from its checkout).
STUDIO_HINT = "install the studio extra: pip install '.[studio]' in the nr_fast checkout"


def require_studio(*modules: str) -> None:
    """Raise :class:`InvalidArgumentError` naming the install command if a module is missing.

    Called before any game is played, so a missing extra costs no time.
    """
    import importlib.util

    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise InvalidArgumentError(f"{', '.join(missing)} not installed: {STUDIO_HINT}")


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("deck", help="the deck studied: a built-in deck name or a decklist file")
    p.add_argument(
        "--against",
        nargs="+",
        metavar="DECK",
        help="opponent decks (default: the other side's starter decks of the deck's set)",
    )
    p.add_argument("--games", type=int, default=2000, help="paired games per opponent (2000)")
    p.add_argument(
        "--until-width",
        type=float,
        metavar="W",
        help="play on (doubling) until every 95%% interval of the difference is narrower than "
        "W (e.g. 0.04 = 4 points), or the budget runs out",
    )
    p.add_argument(
        "--budget",
        type=int,
        help="most games per arm and opponent with --until-width (64x --games)",
    )
    p.add_argument("--bot", default="heuristic", help="bot for both sides (default heuristic)")
    p.add_argument("--corp-bot", help="bot for the Corp (overrides --bot)")
    p.add_argument("--runner-bot", help="bot for the Runner (overrides --bot)")
    p.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    p.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--report", metavar="FILE", help="also write an HTML page (the studio extra)")
    p.add_argument("--no-progress", action="store_true", help="hide the progress bars")


def add_experiment_parsers(sub: Any) -> None:
    """Add the ``whatif`` and ``ablate`` subcommands to the subparsers `sub`."""
    w = sub.add_parser(
        "whatif",
        help="what if a card's numbers were different: paired games with and without",
        description="Play the deck with the cards as printed and with overridden printed "
        "numbers, the same seeds on both sides (paired games), and print the difference in "
        "the deck's win rate with its 95% interval. Example: nr-fast whatif sg-anarch --set "
        "Cleaver.cost=4",
    )
    _common(w)
    w.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="CARD.NUMBER=VALUE",
        help="an override (repeatable), e.g. Cleaver.cost=4; numbers: cost, strength, "
        "advancement_requirement, agenda_points, trash_cost, memory_cost, influence, "
        "break_cost, boost_cost, boost_strength, subroutines_per_break, subroutines",
    )
    w.add_argument("--overrides", metavar="FILE", help="overrides from a JSON or TOML file")
    a = sub.add_parser(
        "ablate",
        help="what a card does for its deck: paired games with and without it",
        description="Play the deck as built and with every copy of a card replaced (by "
        "--substitute, or by the deck's own filler: more copies of its other cards), the same "
        "seeds on both sides, and print the difference in win rate with its 95% interval. "
        "--card all ablates every card, ranked by the interval's bound.",
    )
    _common(a)
    a.add_argument(
        "--card", action="append", required=True, help="the card to remove (repeatable; 'all')"
    )
    a.add_argument("--substitute", help="the card that replaces it (default: the deck's filler)")


def experiment_command(args: argparse.Namespace, argv: Sequence[str]) -> int:
    """Run ``nr-fast whatif`` or ``nr-fast ablate``."""
    from . import experiment as ex
    from .deck import resolve_deck

    if args.report:
        require_studio("matplotlib")
    if args.games < 2 or args.seed < 0 or args.threads < 0:
        raise InvalidArgumentError("--games must be >= 2, --seed and --threads >= 0")
    options: dict[str, Any] = {
        "corp_bot": args.corp_bot or args.bot,
        "runner_bot": args.runner_bot or args.bot,
        "seed": args.seed,
        "threads": args.threads,
        "until_width": args.until_width,
        "budget": args.budget,
        "progress": not (args.no_progress or args.json),
    }
    deck = resolve_deck(args.deck)
    start = time.perf_counter()
    if args.command == "whatif":
        overrides: dict[str, dict[str, int]] = {}
        for source in ([args.overrides] if args.overrides else []) + list(args.set):
            for card, numbers in ex.load_overrides(source).items():
                overrides.setdefault(card, {}).update(numbers)
        if not overrides:
            raise InvalidArgumentError("give an override: --set CARD.NUMBER=VALUE or --overrides")
        results = [ex.whatif(deck, overrides, args.against, args.games, **options)]
    else:
        titles = list(args.card)
        if any(t.lower() == "all" for t in titles):
            titles = [t for t, _ in deck.cards]
        results = [
            ex.ablate(deck, t, args.against, args.games, substitute=args.substitute, **options)
            for t in titles
        ]
    seconds = time.perf_counter() - start
    command = "nr-fast " + " ".join(shlex.quote(a) for a in argv)
    for r in results:
        r.settings["command"] = command
    if args.json:
        print(json.dumps({"experiments": [r.summary() for r in results], "seconds": seconds}))
    else:
        if len(results) > 1:
            print(ex.format_ranking(results))
            print()
        for r in results:
            print(r.format())
            print()
        print(f"{seconds:.1f} s")
    if args.report:
        from .report_experiment import write_experiment_report

        write_experiment_report(results, args.report, command=command)
        print(f"wrote {args.report}")
    return 0
