"""Play a game against a bot in the terminal (``nr-fast play``).

Before each of your decisions the board is shown as your side sees it (from
:meth:`Game.observation`), with your legal actions numbered; the bot's moves are narrated with
labels that name only cards your side has seen (:meth:`Game.label_for`). Nothing hidden from your
side is printed, not even at the end of the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TextIO

from .bots import BotArg, _resolve, game_seed
from .game import DeckSpec, Game

__all__ = ["HELP", "format_board", "play_interactive"]

HELP = """Commands:
  a number   take that action (from the numbered list)
  board      show the board again
  help, ?    show this help
  quit       leave the game"""

_SIDE_NAME = {"corp": "Corp", "runner": "Runner"}


def _card(card: Mapping[str, Any], hidden: str = "hidden card") -> str:
    title = card.get("title")
    text = str(title) if title is not None else f"[{hidden}]"
    if title is not None and card.get("rezzed") is False:
        text += " (unrezzed)"
    extras = []
    for key in ("advancement", "credits", "virus", "agenda_counters", "power"):
        if card.get(key):
            extras.append(f"{card[key]} {key.replace('_', ' ')}")
    if card.get("host") is not None:
        extras.append(f"hosted on #{card['host']}")
    return text + (f" ({', '.join(extras)})" if extras else "")


def _cards(cards: list[Mapping[str, Any]], hidden: str = "hidden card") -> str:
    return ", ".join(_card(c, hidden) for c in cards) if cards else "-"


def _pile(titles: list[str | None]) -> str:
    known = [t for t in titles if t is not None]
    unknown = len(titles) - len(known)
    parts = list(known) + ([f"{unknown} unknown"] if unknown else [])
    return ", ".join(parts) if parts else "-"


def _hand(hand: Any) -> str:
    if isinstance(hand, dict):
        known = hand.get("known") or []
        return f"{hand['count']} cards" + (f" (known: {', '.join(known)})" if known else "")
    return _pile(hand)


def format_board(observation: Mapping[str, Any], side: str) -> str:
    """Render an observation (what `side` may know) as text."""
    corp, runner = observation["corp"], observation["runner"]
    lines = [
        f"--- Turn {observation['turn']} ({_SIDE_NAME.get(observation['active'], '?')}'s turn)"
        f", you are the {_SIDE_NAME[side]} ---",
        f"Corp   {corp['identity']['title']}: {corp['credits']} credits, {corp['clicks']} clicks, "
        f"{corp['agenda_points']} agenda points, bad publicity {corp['bad_publicity']}",
        f"  HQ: {_hand(corp['hq'])}",
        f"  R&D: {len(corp['rd'])} cards    Archives: {_cards(corp['archives'], 'facedown card')}",
        f"  Score area: {_cards(corp['score_area'])}",
    ]
    for name, server in corp["servers"].items():
        if not server["ice"] and not server["root"]:
            continue
        # Ice is listed outermost first.
        ice = _cards(list(reversed(server["ice"])), "unrezzed ice")
        root = _cards(server["root"], "unrezzed card")
        lines.append(f"  {name}: ice (outermost first) {ice}; in root: {root}")
    lines += [
        f"Runner {runner['identity']['title']}: {runner['credits']} credits, "
        f"{runner['clicks']} clicks, {runner['agenda_points']} agenda points, "
        f"{runner['tags']} tags, link {runner['link']}, memory "
        f"{runner['memory_used']}/{runner['memory_limit']}, brain damage "
        f"{runner['brain_damage']}",
        f"  Grip: {_hand(runner['grip'])}",
        f"  Stack: {len(runner['stack'])} cards    Heap: {_cards(runner['heap'])}",
        f"  Rig: {_cards(runner['rig'])}",
        f"  Score area: {_cards(runner['score_area'])}",
    ]
    run = observation.get("run")
    if run:
        lines.append(
            f"Run on {run['server']}: position {run['position']}"
            + (", encountering ice" if run.get("encounter") is not None else "")
        )
    return "\n".join(lines)


def _ask(game: Game, side: str, inp: TextIO, out: TextIO) -> int | None:
    """Show the board and the choices; return the chosen code, or None to leave the game."""
    actions = game.legal_actions()

    def show_choices() -> None:
        print(f"Your decision ({game.decision}):", file=out)
        for i, a in enumerate(actions, 1):
            print(f"  {i:>3}. {a.label}", file=out)

    print(format_board(game.observation(side), side), file=out)
    show_choices()
    while True:
        print(f"Choose 1-{len(actions)} (help: ?): ", end="", file=out, flush=True)
        line = inp.readline()
        if not line:
            print("\nEnd of input: leaving the game.", file=out)
            return None
        text = line.strip().lower()
        if text in ("quit", "exit", "q"):
            print("You left the game.", file=out)
            return None
        if text in ("help", "?", "h"):
            print(HELP, file=out)
            continue
        if text == "board":
            print(format_board(game.observation(side), side), file=out)
            show_choices()
            continue
        if not text:
            print(f"Type a number from 1 to {len(actions)}, or ? for help.", file=out)
            continue
        try:
            n = int(text)
        except ValueError:
            print(f"{line.strip()!r} is not a number: type 1 to {len(actions)}, or ?.", file=out)
            continue
        if not 1 <= n <= len(actions):
            print(f"{n} is out of range: type a number from 1 to {len(actions)}.", file=out)
            continue
        return actions[n - 1].code


def play_interactive(
    side: str,
    opponent: BotArg,
    corp: DeckSpec = None,
    runner: DeckSpec = None,
    seed: int = 0,
    inp: TextIO | None = None,
    out: TextIO | None = None,
) -> Game:
    """Play `side` against `opponent` (a bot spec or object), reading choices from `inp`.

    The opponent, given by spec, is seeded as in :func:`~nr_fast.play` (``game_seed(seed, 1)``
    as the Corp, ``game_seed(seed, 2)`` as the Runner). Returns the game, finished or not (when
    you quit or the input ends).
    """
    import sys

    inp = inp if inp is not None else sys.stdin
    out = out if out is not None else sys.stdout
    if side not in _SIDE_NAME:
        raise ValueError(f"side must be 'corp' or 'runner', not {side!r}")
    other = "runner" if side == "corp" else "corp"
    bot = _resolve(opponent, game_seed(seed, 1 if other == "corp" else 2), "opponent")
    game = Game(corp, runner, seed)
    obs = game.observation(side)
    print(
        f"You are the {_SIDE_NAME[side]} ({obs[side]['identity']['title']}) against "
        f"{getattr(bot, 'name', type(bot).__name__)} as the {_SIDE_NAME[other]} "
        f"({obs[other]['identity']['title']}), seed {seed}. Type ? for help.",
        file=out,
    )
    while not game.is_over:
        if game.current_side == side:
            code = _ask(game, side, inp, out)
            if code is None:
                return game
            game.apply(code)
        else:
            code = bot.choose(game)
            label = game.label_for(code, side)
            applied = game.apply(code)
            # A played operation or event is revealed once played (Rules Reference,
            # "Operation", "Event"); before that the label could not name it.
            title = None if applied.card is None else game.title_for(applied.card, side)
            if applied.kind == "play" and title is not None:
                # The deciding side's label: "play Hedge Fund (5 credits)".
                label = applied.label
            print(f"  {_SIDE_NAME[other]}: {label}", file=out)
    winner = game.winner or "nobody"
    verdict = "You win" if winner == side else "You lose"
    print(
        f"{verdict}: the {_SIDE_NAME.get(winner, winner)} won ({game.win_reason}) on turn "
        f"{game.turn}. Agenda points: Corp {game.agenda_points('corp')}, "
        f"Runner {game.agenda_points('runner')}.",
        file=out,
    )
    return game
