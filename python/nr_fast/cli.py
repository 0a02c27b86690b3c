"""The ``nr-fast`` command.

- ``nr-fast random-game --seed N [--corp jinteki] [--runner shaper]`` plays one whole game between
  two uniform random players (a ``random.Random(N)`` choosing among the legal actions), then prints
  the result and a condensed log: for each turn, the actions its player took in the action phase.
  Decks are starter deck names or decklist files (Jinteki vs Shaper by default, the Core
  rulebook's first-game suggestion).
- ``nr-fast simulate --corp jinteki --runner shaper --games 100000 --bot random --seed 1`` plays
  a batch in Rust on every core and prints win rates with 95% Wilson intervals, the split by win
  reason, game length and speed (``--json`` for machine-readable output, ``--all-starters`` or
  several ``--corp``/``--runner``/``--decks`` decks for a matrix of matchups, ``--stats`` for
  per-card statistics, ``--csv``/``--parquet``/``--save`` exports, ``--ray`` for a cluster;
  see :mod:`nr_fast.cli_studio`); ``nr-fast whatif`` and ``nr-fast ablate`` are paired card
  experiments (:mod:`nr_fast.cli_experiment`).
- ``nr-fast report --all-starters --games 100000 -o report.html`` runs (or ``--load``) a
  study and writes a self-contained HTML report with its figures (:mod:`nr_fast.report`).
- ``nr-fast random-game --seed N --replay FILE`` also writes the game as a replay file (JSON, see
  ``Game.to_replay``); ``nr-fast replay FILE [--moves K] [--side runner]`` plays a replay file
  again, checking every move, and prints it turn by turn (with ``--side``, as that side saw it).
- ``nr-fast profile --all-starters 2021 --games 100 [--html FILE] [--json]`` plays a seeded
  batch with an instrumented engine and prints the time and counts by decision kind, rules
  step, legal actions, card hook, label, clone and redeal (:mod:`nr_fast.profiling`).
- ``nr-fast tournament --bots random,heuristic,ismcts:1000 --games 200`` plays every pair of bots
  in both seats over the 12 starter matchups and prints the Corp win rate of each seat pairing
  and a Bradley-Terry rating table (Elo scale).
- ``nr-fast play --side runner --opponent ismcts:2000 --corp weyland --runner criminal --seed 7``
  plays a game against a bot in the terminal (``--replay FILE --at N`` or ``--scenario FILE``
  to start from a position); with ``--web`` in the browser instead.
- ``nr-fast serve [--port 8765]`` serves the web table (the ``web`` extra; docs/web.md) on
  127.0.0.1 and prints its address.
- ``nr-fast cards [--set core|sg|su21|elev|vp]`` lists the cards and whether each is implemented
  and tested.
- ``nr-fast deck check DECK [--format core|2021|startup|standard|any]`` reports every
  deckbuilding rule a deck breaks (and, with a format, every card outside its pool; with
  startup or standard, every banned card and broken restriction too).
- ``nr-fast sweep --games N --seed S`` plays random games checking every state (see
  :mod:`nr_fast.sweep`).
- ``nr-fast --version`` prints the version.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import textwrap
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

from . import __version__, _core, card_info, card_list
from ._args import add_points_argument
from ._pipes import quiet_on_closed_pipe
from .bots import LEVELS
from .cli_experiment import add_experiment_parsers, experiment_command
from .cli_ladder import add_ladder_parser, ladder_command
from .cli_studio import (
    add_deck_selection,
    add_report_parser,
    add_simulate_options,
    report_command,
    simulate_command,
)
from .deck import (
    BUILT_IN_DECKS,
    EXAMPLE_2021_DECKS,
    FORMATS,
    SG_STARTER_DECKS,
    STARTER_DECKS,
    STARTUP_DECKS,
    Deck,
    resolve_deck,
)
from .describe import describe_card
from .errors import DeckWarning, NrFastError
from .game import Game
from .interactive import play_interactive
from .profiling import add_parser as add_profile_parser
from .profiling import command as profile_command
from .replay import format_replay
from .simulate import BOTS, Simulation
from .sweep import add_parser as add_sweep_parser
from .sweep import command as sweep_command
from .tournament import TournamentResult, tournament
from .web.command import add_serve_arguments, play_request, serve_command

__all__ = [
    "GameRecord",
    "TurnLog",
    "agenda_points",
    "format_simulation",
    "format_tournament",
    "main",
    "play_random_game",
]

#: The decision during which a player spends clicks; the log lists these actions in full.
ACTION_PHASE = "action"
#: The decision before the first turn; the log lists both players' choices.
MULLIGAN = "mulligan"


@dataclass
class TurnLog:
    """What happened in one turn: the action-phase labels, and how many other choices.

    Turn 0 holds the mulligan decisions.
    """

    turn: int
    side: str | None
    actions: list[str] = field(default_factory=list)
    other_choices: int = 0
    mulligans: list[str] = field(default_factory=list)


@dataclass
class GameRecord:
    """The outcome of a finished (or stopped) game, with its per-turn log."""

    seed: int
    game: Game
    actions_taken: int
    turns: list[TurnLog]
    corp_identity: str = ""
    runner_identity: str = ""

    @property
    def finished(self) -> bool:
        """Whether the game reached its end."""
        return self.game.is_over


def agenda_points(game: Game) -> dict[str, int]:
    """Return each side's agenda points."""
    return {side: game.agenda_points(side) for side in ("corp", "runner")}


def play_random_game(
    seed: int,
    max_actions: int = 100_000,
    corp: Deck | None = None,
    runner: Deck | None = None,
    agenda_points_to_win: int = 7,
) -> GameRecord:
    """Play one game between two uniform random players (default decks: Jinteki vs Shaper).

    The game and the players both use `seed`, so the same seed gives the same game. Stops after
    `max_actions` actions if the game has not ended by then. The game is won at
    `agenda_points_to_win` agenda points.
    """
    corp = corp or Deck.default("corp")
    runner = runner or Deck.default("runner")
    game = Game(corp=corp, runner=runner, seed=seed, agenda_points_to_win=agenda_points_to_win)
    rng = random.Random(seed)
    turns: list[TurnLog] = []
    taken = 0
    while not game.is_over and taken < max_actions:
        turn, side, decision = game.turn, game.current_side, game.decision
        codes = game.legal_codes()
        if not codes:
            raise NrFastError(
                f"the game is not over but {side} has no legal action ({decision} decision)"
            )
        applied = game.apply(rng.choice(codes))
        taken += 1
        if not turns or turns[-1].turn != turn:
            turns.append(TurnLog(turn=turn, side=None))
        log = turns[-1]
        if decision == ACTION_PHASE:
            log.side = log.side or side
            log.actions.append(applied.label)
        elif decision == MULLIGAN:
            log.mulligans.append(f"{side}: {applied.label}")
        else:
            log.other_choices += 1
    return GameRecord(
        seed=seed,
        game=game,
        actions_taken=taken,
        turns=turns,
        corp_identity=corp.identity,
        runner_identity=runner.identity,
    )


def _condense(labels: list[str]) -> list[str]:
    """Merge runs of the same label into "label (xN)"."""
    out: list[str] = []
    run_label: str | None = None
    run = 0
    for label in [*labels, None]:
        if label == run_label:
            run += 1
            continue
        if run_label is not None:
            out.append(run_label if run == 1 else f"{run_label} (x{run})")
        run_label, run = label, 1
    return out


def format_record(record: GameRecord, log: str = "summary") -> str:
    """Render a game record as text: the result, then (unless `log` is "none") the turn log."""
    game = record.game
    points = agenda_points(game)
    lines = [
        f"nr-fast {__version__}: random game, seed {record.seed}",
        f"{record.corp_identity} vs {record.runner_identity}",
    ]
    if game.is_over:
        lines.append(
            f"Result: {game.winner} wins ({game.win_reason}) on turn {game.turn}, "
            f"after {record.actions_taken} actions"
        )
    else:
        lines.append(
            f"Result: stopped without a winner after {record.actions_taken} actions "
            f"(turn {game.turn})"
        )
    lines.append(f"Agenda points: corp {points['corp']}, runner {points['runner']}")
    if log == "none":
        return "\n".join(lines)
    lines.append("")
    lines.append("Turn log (action-phase actions; other choices counted):")
    for t in record.turns:
        head = f"T{t.turn:<3} {t.side or '-':<6} "
        body = "; ".join(t.mulligans + _condense(t.actions)) or "(no action phase)"
        if t.other_choices:
            plural = "s" if t.other_choices > 1 else ""
            body += f"  [+{t.other_choices} other choice{plural}]"
        wrapped = textwrap.wrap(
            body, width=100, initial_indent=head, subsequent_indent=" " * len(head)
        )
        lines.extend(wrapped or [head])
    return "\n".join(lines)


def _record_json(record: GameRecord) -> str:
    game = record.game
    return json.dumps(
        {
            "seed": record.seed,
            "finished": game.is_over,
            "winner": game.winner,
            "win_reason": game.win_reason,
            "turns": game.turn,
            "actions": record.actions_taken,
            "agenda_points": agenda_points(game),
        }
    )


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``nr-fast`` command."""
    parser = argparse.ArgumentParser(
        prog="nr-fast", description="Android: Netrunner rules engine for machines."
    )
    parser.add_argument("--version", action="version", version=f"nr-fast {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    rg = sub.add_parser(
        "random-game",
        help="play one seeded game between two uniform random players",
        description="Play one game between two players that pick uniformly at random among "
        "the legal actions, and print the result and a turn log.",
    )
    deck_help = (
        f"a built-in deck ({', '.join(STARTER_DECKS)}; {', '.join(SG_STARTER_DECKS)}; "
        f"{', '.join(EXAMPLE_2021_DECKS)}; {', '.join(STARTUP_DECKS)}) "
        "or a decklist file"
    )
    rg.add_argument("--corp", default="jinteki", help=f"Corp deck: {deck_help} (default jinteki)")
    rg.add_argument("--runner", default="shaper", help=f"Runner deck: {deck_help} (default shaper)")
    rg.add_argument("--seed", type=int, default=0, help="seed of the game and players (default 0)")
    add_points_argument(rg, "the game is won at N agenda points")
    rg.add_argument(
        "--max-actions",
        type=int,
        default=100_000,
        help="stop after this many actions if the game has not ended (default 100000)",
    )
    rg.add_argument(
        "--log",
        choices=("summary", "none"),
        default="summary",
        help="print the condensed turn log (summary, default) or only the result (none)",
    )
    rg.add_argument(
        "--json", action="store_true", help="print the result as one line of JSON instead"
    )
    rg.add_argument(
        "--replay",
        metavar="FILE",
        help="also write the game as a replay file (JSON; `nr-fast replay FILE` prints it)",
    )
    rp = sub.add_parser(
        "replay",
        help="play a replay file again and print it turn by turn",
        description="Play a replay file (written by `random-game --replay` or Game.save_replay) "
        "again from its decks and seed, checking that every move is legal and has its recorded "
        "label, and print each turn's moves and the result.",
    )
    rp.add_argument("file", help="the replay file (JSON)")
    rp.add_argument(
        "--moves", type=int, metavar="K", help="stop after the first K moves (default: all)"
    )
    rp.add_argument(
        "--side",
        choices=("corp", "runner"),
        help="tell the game as this side saw it: hidden cards stay unnamed (default: all)",
    )
    sim = sub.add_parser(
        "simulate",
        help="play many games between bots in Rust and report win rates",
        description="Play a batch of games between two bots in Rust on every core and print "
        "win rates with 95% Wilson intervals, wins by reason, game length and games per minute.",
    )
    add_deck_selection(sim)
    sim.add_argument("--games", type=int, default=10_000, help="games to play (default 10000)")
    bots = (
        f"{', '.join(BOTS)}, ismcts:N, ismcts-pb, ismcts-value[:N], a time budget (ismcts@200ms) "
        f"or a level ({', '.join(lv.name for lv in LEVELS)})"
    )
    sim.add_argument(
        "--bot",
        default="heuristic",
        help=f"bot for both sides: {bots} (default heuristic: random bots' win rates say "
        "little about balance)",
    )
    sim.add_argument("--corp-bot", help="bot for the Corp (overrides --bot)")
    sim.add_argument("--runner-bot", help="bot for the Runner (overrides --bot)")
    sim.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    sim.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    sim.add_argument(
        "--json", action="store_true", help="print the summary as JSON (progress stays on stderr)"
    )
    sim.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    add_simulate_options(sim)
    add_report_parser(sub)
    add_experiment_parsers(sub)
    add_sweep_parser(sub)
    bench = sub.add_parser(
        "bench",
        help="play the fixed benchmark workload: a behaviour checksum and decisions per second",
        description="Play the fixed, versioned benchmark workload (seeded games over every "
        "built-in pool, each with random, heuristic and a small ISMCTS on both sides) and print "
        "the decisions played, a checksum of every game's outcome and final state (it changes "
        "only when the rules change; the engine's tests pin it) and decisions per second.",
    )
    bench.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    bench.add_argument("--json", action="store_true", help="print the report as JSON")
    add_profile_parser(sub)
    tour = sub.add_parser(
        "tournament",
        help="play every pair of bots in both seats and rate them",
        description="Play every pair of bots in both seats (A as Corp against B as Runner and "
        "B as Corp against A as Runner), --games games per pair and seat split evenly over the "
        "12 Core Set starter matchups (or those of --all-starters SET), and print the Corp win "
        "rate of each seat pairing with its 95% Wilson interval and a Bradley-Terry rating table "
        "on the Elo scale (first bot = 0).",
    )
    tour.add_argument(
        "--bots",
        default="heuristic,random",
        help="comma-separated bot specs: random, heuristic, ismcts, ismcts:N (default "
        "heuristic,random: the sensible bot rated against the random baseline)",
    )
    tour.add_argument(
        "--games", type=int, default=120, help="games per pair and seat (default 120)"
    )
    tour.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    tour.add_argument("--threads", type=int, default=0, help="worker threads (default: all cores)")
    tour.add_argument(
        "--all-starters",
        nargs="?",
        const="core",
        default="core",
        choices=sorted(BUILT_IN_DECKS),
        metavar="SET",
        help="the matchups played: every built-in Corp deck of SET against every Runner deck "
        "of SET (core, the default: the 12 Core Set matchups; sg; 2021; startup: the 12 "
        "pairings of the example Startup decks; all)",
    )
    tour.add_argument("--json", action="store_true", help="print the result as JSON")
    tour.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    add_points_argument(tour, "each game is won at N agenda points")
    add_ladder_parser(sub)
    play = sub.add_parser(
        "play",
        help="play a game against a bot in the terminal",
        description="Play one side of a game against a bot. Before each of your decisions the "
        "board is shown as your side sees it, with your legal actions numbered (a number stays "
        "while its action is legal); type a number, a label or a command such as 'run hq' or "
        "'install Corroder' to act, 'undo' to take back your last decision, 'info CARD', "
        "'board' to see the board again, '?' for help, 'quit' to leave.",
    )
    play.add_argument(
        "--side", choices=("corp", "runner"), default="runner", help="your side (default runner)"
    )
    play.add_argument(
        "--opponent",
        default="heuristic",
        help="the bot: a spec (random, heuristic, ismcts, ismcts:N, ismcts-pb, ismcts-value[:N], "
        "ismcts@200ms; any name make_bot reads) or a difficulty level ("
        + "; ".join(lv.label() for lv in LEVELS)
        + "; ratings on the Elo scale, random = 0) (default heuristic)",
    )
    play.add_argument("--corp", default="jinteki", help=f"Corp deck: {deck_help} (default jinteki)")
    play.add_argument(
        "--runner", default="shaper", help=f"Runner deck: {deck_help} (default shaper)"
    )
    play.add_argument("--seed", type=int, default=0, help="seed of the game and bot (default 0)")
    play.add_argument(
        "--replay",
        metavar="FILE",
        help="start from a position of this replay file (see --at) instead of a new game; "
        "its decks are used",
    )
    play.add_argument(
        "--at",
        type=int,
        metavar="N",
        help="with --replay: start after the replay's first N moves (default: all of them)",
    )
    play.add_argument(
        "--scenario",
        metavar="FILE",
        help="start from the position of this scenario file (JSON, docs/scenario.md)",
    )
    play.add_argument(
        "--web",
        action="store_true",
        help="play in the browser: serve the web table with this game ready (docs/web.md)",
    )
    add_serve_arguments(play)
    serve = sub.add_parser(
        "serve",
        help="serve the web table: play against the bots in a browser",
        description="Serve the web table (needs the 'web' extra) and print its address; the "
        "page starts games against any bot, or hot-seat (docs/web.md).",
    )
    add_serve_arguments(serve)
    cards = sub.add_parser(
        "cards",
        help="list the cards and whether each is implemented and tested",
        description="List the cards the engine knows, in code order, with their status. "
        "An implemented card has scenario tests of its ability and of each of its rulings "
        "(the test suite's card coverage test fails otherwise).",
    )
    cards.add_argument(
        "--set",
        dest="set_code",
        default=None,
        help=(
            "only this set: core, sg (System Gateway) or su21 (System Update 2021), "
            "reprints included"
        ),
    )
    cards.add_argument("--json", action="store_true", help="print the list as JSON")
    cards.add_argument(
        "--describe",
        action="store_true",
        help="print each card's type, stats and what it does (with --json: card_info dicts)",
    )
    deck = sub.add_parser("deck", help="deck tools", description="Deck tools.")
    deck_sub = deck.add_subparsers(dest="deck_command", metavar="DECK_COMMAND", required=True)
    check = deck_sub.add_parser(
        "check",
        help="report every deckbuilding rule a deck breaks",
        description="Check a deck against the deckbuilding rules (Rules Reference, "
        "'Deckbuilding'); exit status 1 if it breaks any.",
    )
    check.add_argument("deck", help=deck_help)
    check.add_argument(
        "--format",
        choices=FORMATS,
        default=None,
        help="also name every card outside this card pool: core (the Core Set 2012), 2021 "
        "(System Gateway and System Update 2021), startup (System Gateway, Elevation, Vantage "
        "Point; its banned cards and 3-point agenda limit too), standard (today's Standard; its "
        "banned cards too) or any (default: sets mix freely)",
    )
    return parser


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def format_simulation(sim: Simulation) -> str:
    """Render a simulation's summary as text."""
    lines = [
        f"{sim.corp} ({sim.corp_bot}) vs {sim.runner} ({sim.runner_bot}): "
        f"{sim.games} games, seed {sim.seed}" + (" (interrupted)" if sim.interrupted else "")
    ]
    reasons = sim.reasons()
    for side in ("corp", "runner"):
        rate, low, high = sim.win_rate(side)
        split = ", ".join(
            f"{name.replace('_', ' ')} {_pct(n / sim.games).strip()}"
            for name, n in reasons.get(side, {}).items()
        )
        lines.append(
            f"  {side.capitalize():<6} wins {_pct(rate)}  95% CI [{_pct(low)}, {_pct(high)}]"
            + (f"  ({split})" if split else "")
        )
    if "none" in reasons:
        lines.append(f"  Unfinished: {reasons['none']['unfinished']}")
    turns, turns_sd = sim.length("turns")
    decisions, decisions_sd = sim.length("decisions")
    lines.append(
        f"  Length: {turns:.1f} ± {turns_sd:.1f} turns, "
        f"{decisions:.0f} ± {decisions_sd:.0f} decisions"
    )
    lines.append(f"  Speed: {sim.games_per_minute:,.0f} games/minute ({sim.seconds:.2f} s)")
    return "\n".join(lines)


def _matchups_played(starters: str) -> str:
    """Return what a tournament over the built-in decks of `starters` played, in words."""
    from .tournament import starter_matchups

    n = len(starter_matchups(starters))
    return "the 12 starter matchups" if starters == "core" else f"the {n} {starters} matchups"


def format_tournament(result: TournamentResult) -> str:
    """Render a tournament's result as text: one row per seat pairing, then the ratings."""
    width = max(10, *(len(b) for b in result.bots)) + 2
    lines = [
        f"Tournament: {', '.join(result.bots)}; {result.games} games per pair and seat over "
        f"{_matchups_played(result.starters)}, seed {result.seed}"
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
        f"Ratings: Bradley-Terry (MM fit, {0.5} virtual wins each way per pair), Elo scale, "
        f"{result.bots[0]} = 0",
        f"{'bot':<{width}}{'rating':>8}{'games':>8}{'wins':>7}{'win %':>8}"
        f"{'as Corp':>10}{'as Runner':>11}",
    ]
    for r in sorted(result.ratings, key=lambda r: -r.rating):
        share = r.wins / r.games if r.games else 0.0
        corp = f"{r.corp_wins}/{r.corp_games}"
        runner = f"{r.runner_wins}/{r.runner_games}"
        lines.append(
            f"{r.bot:<{width}}{r.rating:>8.0f}{r.games:>8}{r.wins:>7}{_pct(share):>8}"
            f"{corp:>10}{runner:>11}"
        )
    lines.append(f"({result.seconds:.1f} s)")
    return "\n".join(lines)


def _tournament_command(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    result = tournament(
        bots,
        args.games,
        seed=args.seed,
        threads=args.threads,
        progress=not (args.no_progress or args.json),
        agenda_points_to_win=args.agenda_points_to_win,
        starters=args.all_starters,
    )
    print(json.dumps(result.summary()) if args.json else format_tournament(result))
    return 130 if result.interrupted else 0


def _read_text(path: str) -> str | None:
    """Return the text of the file `path`, or None after printing why it cannot be read."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        print(f"nr-fast: error: cannot read {path!r}: {why}", file=sys.stderr)
        return None


def _play_command(args: argparse.Namespace) -> int:
    start: Game | None = None
    if args.replay is not None:
        text = _read_text(args.replay)
        if text is None:
            return 1
        start = Game.from_replay(text, moves=args.at)
    elif args.scenario is not None:
        text = _read_text(args.scenario)
        if text is None:
            return 1
        start = Game.scenario(text)
    play_interactive(
        args.side,
        args.opponent,
        corp=None if start is not None else resolve_deck(args.corp),
        runner=None if start is not None else resolve_deck(args.runner),
        seed=args.seed,
        start=start,
        agenda_points_to_win=args.agenda_points_to_win,
    )
    return 0


def _cards_command(set_code: str | None, as_json: bool, describe: bool = False) -> int:
    cards = card_list(set_code)
    if not cards:
        print(f"nr-fast: error: no cards in set {set_code!r}", file=sys.stderr)
        return 1
    if describe:
        cards = [card_info(c["code"]) for c in cards]
    if as_json:
        print(json.dumps(cards, ensure_ascii=False))
        return 0
    for c in cards:
        if describe:
            print(describe_card(c))
            continue
        status = "implemented, tested" if c["implemented"] else "NOT implemented"
        if c["implemented"] and c["rulings"]:
            plural = "s" if c["rulings"] > 1 else ""
            status += f" (+{c['rulings']} ruling{plural})"
        print(f"{c['code']}  {c['title']:<44} {c['faction']:<19} {c['type']:<9} {status}")
    done = sum(c["implemented"] for c in cards)
    print(f"{done} of {len(cards)} cards implemented and tested")
    return 0 if done == len(cards) else 1


def _deck_check(spec: str, format: str | None = None) -> int:
    deck = resolve_deck(spec)
    problems = deck.problems(format)
    print(
        f"{deck.label} ({deck.identity}): {deck.size} cards"
        if deck.name
        else f"{deck.identity}: {deck.size} cards"
    )
    for p in problems:
        print(f"  {p}")
    print("legal" if not problems else f"{len(problems)} rule(s) broken")
    return 1 if problems else 0


def _replay_command(path: str, moves: int | None, side: str | None = None) -> int:
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as exc:
        print(f"nr-fast: error: cannot read {path!r}: {exc.strerror}", file=sys.stderr)
        return 1
    print(format_replay(text, moves=moves, side=side), end="")
    return 0


def _bench_command(threads: int, as_json: bool) -> int:
    if not 0 <= threads <= 1024:
        raise NrFastError("--threads must be between 0 and 1024")
    r = _core.bench(threads)
    if as_json:
        print(json.dumps(r, sort_keys=True))
    else:
        print(
            f"bench v{r['version']}: {r['games']} games, {r['decisions']} decisions, "
            f"checksum {r['checksum']}, {r['seconds']:.2f} s on {r['threads']} threads, "
            f"{r['decisions_per_second']:,.0f} decisions/s"
        )
    return 0


@quiet_on_closed_pipe
def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``nr-fast`` command with `argv` (default: the process arguments).

    Returns the exit status; a closed stdout (``nr-fast cards | head``) ends it quietly with 1.
    """
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    if args.command == "random-game":
        if args.seed < 0:
            parser.error("--seed must be a non-negative integer")
        try:
            corp, runner = resolve_deck(args.corp), resolve_deck(args.runner)
            record = play_random_game(
                args.seed,
                max_actions=args.max_actions,
                corp=corp,
                runner=runner,
                agenda_points_to_win=args.agenda_points_to_win,
            )
        except NrFastError as exc:
            print(f"nr-fast: error: {exc}", file=sys.stderr)
            return 1
        if args.replay:
            try:
                record.game.save_replay(args.replay)
            except OSError as exc:
                print(
                    f"nr-fast: error: cannot write {args.replay!r}: {exc.strerror}", file=sys.stderr
                )
                return 1
        print(_record_json(record) if args.json else format_record(record, args.log))
        return 0 if record.finished else 1
    with warnings.catch_warnings():
        # A deck played though illegal (simulate's DeckWarning) is said as the command's warning.
        warnings.simplefilter("always", DeckWarning)
        warnings.showwarning = _say_warning
        return _run_command(parser, args, argv)


def _say_warning(
    message: Warning | str,
    category: type[Warning],
    filename: str,
    lineno: int,
    file: TextIO | None = None,
    line: str | None = None,
) -> None:
    print(f"nr-fast: warning: {message}", file=sys.stderr)


def _run_command(parser: argparse.ArgumentParser, args: argparse.Namespace, argv: list[str]) -> int:
    try:
        if args.command == "replay":
            return _replay_command(args.file, args.moves, args.side)
        if args.command == "simulate":
            return simulate_command(args, argv, format_simulation)
        if args.command == "report":
            return report_command(args, argv)
        if args.command in ("whatif", "ablate"):
            return experiment_command(args, argv)
        if args.command == "bench":
            return _bench_command(args.threads, args.json)
        if args.command == "sweep":
            return sweep_command(args)
        if args.command == "profile":
            return profile_command(args)
        if args.command == "tournament":
            return _tournament_command(args)
        if args.command == "ladder":
            return ladder_command(args)
        if args.command == "play":
            if args.seed < 0:
                parser.error("--seed must be a non-negative integer")
            if args.replay is not None and args.scenario is not None:
                parser.error("give --replay or --scenario, not both")
            if args.at is not None and args.replay is None:
                parser.error("--at needs --replay")
            if args.web:
                return serve_command(args, play_request(args))
            return _play_command(args)
        if args.command == "serve":
            return serve_command(args)
        if args.command == "cards":
            return _cards_command(args.set_code, args.json, args.describe)
        if args.command == "deck":
            return _deck_check(args.deck, args.format)
    except NrFastError as exc:
        print(f"nr-fast: error: {exc}", file=sys.stderr)
        return 1
    parser.error(f"unknown command {args.command!r}")
    return 2  # pragma: no cover


if __name__ == "__main__":
    sys.exit(main())
