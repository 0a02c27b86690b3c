"""Play a game against a bot in the terminal (``nr-fast play``).

Before each of your decisions the board is shown as your side sees it (:meth:`Game.render`),
with your legal actions numbered (an action keeps its number while it stays legal:
:class:`~nr_fast.commands.ActionNumbering`); you answer with a number, a label or a typed command
(``run hq``, ``click credit``, ``install Corroder``, ``pass``, ``jack out``:
:func:`~nr_fast.commands.resolve_command`). Your move is echoed, each turn gets a heading
("--- Corp's turn 3 ---"), a decision whose only choice is "pass" is taken for you (silently: it
is no decision), the bot's passes are not said (what follows them is),
everything that happened since your last decision is told as your side saw it
(:meth:`Game.log`), and the ice being encountered is named with its strength and subroutines as
your side knows them. The bot's moves are shown with labels that name only cards your side has
seen (:meth:`Game.label_for`). Servers are named as the board names them (HQ, R&D, Archives,
Server 2: :func:`~nr_fast.render.table_words`). Nothing hidden from your side is printed, not
even at the end of the game, nor learnt by an undo: an undo past a card seen since is refused.

The loop reads commands from a stream and writes to a stream (:func:`play_interactive`), so it
can be driven by a script; the end of the input leaves the game politely.
"""

from __future__ import annotations

import difflib
import importlib
import sys
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TextIO

from . import _core
from ._args import DEFAULT_POINTS_TO_WIN
from ._core import Action
from .bots import Bot, BotArg, _resolve, bot_label, game_seed, level
from .commands import ActionNumbering, CommandError, resolve_command
from .game import DeckSpec, Game
from .render import server_title, table_words

__all__ = [
    "HELP",
    "LineSource",
    "card_info_text",
    "encounter_text",
    "forced_pass",
    "newly_seen",
    "play_interactive",
    "rewind",
    "told_label",
]

HELP = """Commands:
  a number   take that action (from the numbered list; numbers stay while an action is legal)
  a command  e.g. 'run hq', 'run server 1', 'click credit', 'install Corroder',
             'rez Ice Wall', 'ability Armitage' (the start of a title will do), 'pass',
             'jack out', 'bid 2', or an action's label
  undo       take back your last decision (and the opponent's moves after it), unless
             you have seen a card since that you did not know then
  info CARD  describe a card, e.g. 'info Ice Wall'
  board      show the board again
  help, ?    show this help
  quit       leave the game"""

_SIDE_NAME = {"corp": "Corp", "runner": "Runner"}


class LineSource(Protocol):
    """Where the player's lines come from (a text file, ``sys.stdin``, a test's script)."""

    def readline(self) -> str:
        """Return the next line, with its newline; "" at the end of the input."""
        ...


def _subroutine(sub: Any) -> str:
    if isinstance(sub, Mapping):
        text = str(sub.get("text") or sub.get("label") or sub.get("name") or "?").rstrip(".")
        return text + (" (broken)" if sub.get("broken") else "")
    return str(sub).rstrip(".")


def encounter_text(observation: Mapping[str, Any], ice_id: int | None = None) -> str | None:
    """Name the ice being encountered in `observation` (None when no ice is encountered).

    Gives the ice's title, and its strength and subroutines where the observation shows them;
    for an ice the viewer has not seen only where it is. With `ice_id`, names that installed ice
    (an encounter the log told of, over by now) instead.
    """
    run = observation.get("run")
    servers = observation.get("corp", {}).get("servers", {})
    if ice_id is None:
        if not run or run.get("encounter") is None:
            return None
        ice_id, name = run["encounter"], run["server"]
    else:
        name = next(
            (n for n, s in servers.items() if any(c.get("id") == ice_id for c in s["ice"])), None
        )
        if name is None:
            return None
    ice = next((c for c in servers[name]["ice"] if c.get("id") == ice_id), None)
    where = f"on {server_title(name)}"
    if ice is None or ice.get("title") is None:
        return f"Encountering a facedown ice {where}"
    text = f"Encountering {ice['title']} {where}"
    if ice.get("strength") is not None:
        text += f", strength {ice['strength']}"
    subs = ice.get("subroutines")
    if subs:
        text += "; subroutines: " + "; ".join(_subroutine(s) for s in subs)
    return text


def card_info_text(title: str) -> str:
    """Describe the card named `title` (any case, accents optional) for ``info CARD``.

    Uses ``nr_fast.card_info`` where the package has it; otherwise the printed facts from
    :func:`nr_fast.card_list`. An unknown title gives a message with close titles.
    """
    import nr_fast

    info: Callable[[str], Any] | None = getattr(nr_fast, "card_info", None)
    wanted = _core.fold_title(title.strip())
    cards = nr_fast.card_list()
    card = next((c for c in cards if _core.fold_title(c["title"]) == wanted), None)
    if card is None:
        titles = {_core.fold_title(c["title"]): c["title"] for c in cards}
        close = difflib.get_close_matches(wanted, list(titles), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(titles[t] for t in close)}?" if close else ""
        return f"No card is called {title.strip()!r}{hint}"
    if info is not None:
        described = info(card["title"])
        try:
            describe: Any = importlib.import_module(".describe", __package__)
        except ImportError:
            describe = None
        if describe is not None and hasattr(describe, "describe_card"):
            return str(describe.describe_card(described))
        if isinstance(described, Mapping):
            return "\n".join(f"  {k}: {v}" for k, v in described.items())
    facts = [
        f"{k.replace('_', ' ')} {card[k]}"
        for k in (
            "cost",
            "strength",
            "memory_cost",
            "advancement_cost",
            "agenda_points",
            "trash_cost",
            "base_link",
            "influence",
        )
        if card.get(k) is not None
    ]
    subtypes = f" ({', '.join(card['subtypes'])})" if card.get("subtypes") else ""
    return (
        f"{card['title']}: {card['side']} {card['faction']} {card['type']}{subtypes}"
        + (f"; {', '.join(facts)}" if facts else "")
        + ("" if card.get("implemented", True) else " [not implemented]")
    )


def _span(by_number: Mapping[int, Any]) -> str:
    """Return the numbers shown, as "1 to 5" when they run without a gap."""
    numbers = sorted(by_number)
    if numbers == list(range(1, len(numbers) + 1)):
        return f"1 to {len(numbers)}"
    return ", ".join(str(n) for n in numbers)


def told_label(game: Game, label: str, code: int, viewer: str) -> str:
    """Return the label of move `code`, just applied, as `viewer` may read it.

    `label` is the label as read before the move (:meth:`Game.label_for`).

    A played operation or event is revealed once played (Rules Reference, "Operation",
    "Event"), and a rezzed card once rezzed ("Rez"); before the move the label could not name
    them, so they are named here.
    """
    kind, card = _core.decode_action(code)[:2]
    if kind not in ("play", "rez") or card is None:
        return label
    title = game.title_for(card, viewer)
    if title is None or title in label:
        return label
    # The same action labelled now that the viewer knows the card.
    after = game.label_for(code, viewer)
    if title in after:
        return after
    return f"play {title}" if kind == "play" else f"{label}: {title}"


def forced_pass(game: Game) -> Action | None:
    """Return the decider's only legal action if it is "pass" (taken without asking), else None."""
    if game.is_over:
        return None
    legal = game.legal_actions()
    if len(legal) == 1 and legal[0].kind == "pass":
        return legal[0]
    return None


def newly_seen(before: Game, after: Game, viewer: str) -> list[str]:
    """Return the titles `viewer` knows in `after` and did not know in `before`, sorted.

    `before` is `after` rewound (:func:`rewind`): the same cards, fewer moves. A card seen
    since (an ice rezzed or exposed on a run, a card drawn or accessed, an operation played)
    would be known after an undo to `before` without having been earned: undo refuses it.
    """
    titles = set()
    for card in range(256):  # every card instance (ids past the last card know no title)
        title = after.title_for(card, viewer)
        if title is not None and before.title_for(card, viewer) is None:
            titles.add(title)
    return sorted(titles)


def rewind(start: Game, game: Game, moves: int) -> Game:
    """Return `game` as it was after its first `moves` moves, replayed from `start`.

    `start` is a copy of `game` taken before any move after it (``len(start.history)`` moves
    played); `moves` is at least that many. Used by undo (the engine has no "take back").
    """
    rewound = start.clone()
    for _, _, code in game.history[len(rewound.history) : moves]:
        rewound.apply(code)
    return rewound


class _Session:
    """One game at the terminal: the game, where it started, and what was already told."""

    def __init__(self, game: Game, side: str, bot: Any, inp: LineSource, out: TextIO) -> None:
        self.game = game
        self.start = game.clone()
        self.side = side
        self.other = "runner" if side == "corp" else "corp"
        self.bot = bot
        self.inp, self.out = inp, out
        self.numbering = ActionNumbering()
        # History lengths just before each decision the player made (for undo).
        self.marks: list[int] = []
        self.heading: tuple[int, str] | None = None
        self.events_told = game.num_events

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def tell(self) -> None:
        """Print what happened since the last telling, as the player's side saw it.

        Each event's line (:meth:`Game.log`) in order; a heading where a new turn begins; after
        "Runner encounters ..." the ice with its strength and subroutines (from the
        observation).
        """
        game, since = self.game, self.events_told
        batch, lines = game.events(self.side, since=since), game.log(self.side, since=since)
        obs = game.observation(self.side)
        for event, line in zip(batch, lines):
            turn = event["turn"]
            if self.heading is None or turn != self.heading[0]:
                # The active side of the new turn: the side whose turn begins.
                active = next(
                    (e["side"] for e in batch if e["kind"] == "turn_begins" and e["turn"] == turn),
                    event["side"],
                )
                self.print_heading(turn, str(active))
            self.say(f"    - {table_words(line)}")
            card = event.get("card")
            if event["kind"] == "ice_encountered" and isinstance(card, Mapping):
                told = None if card.get("id") is None else encounter_text(obs, card["id"])
                if told:
                    self.say(f"      {told}")
        self.events_told = game.num_events

    def head_turn(self) -> None:
        """Print a heading when a new turn begins (if the events did not already)."""
        active = str(self.game.observation(self.side)["active"])
        turn = self.game.turn
        if self.heading is not None and turn == self.heading[0]:
            return
        self.print_heading(turn, active)

    def print_heading(self, turn: int, active: str) -> None:
        """Print the heading of turn `turn`, `active`'s turn."""
        self.heading = (turn, active)
        if turn == 0:
            self.say("--- Setup ---")
        elif active == self.side:
            self.say(f"--- Your turn {turn} ({_SIDE_NAME[active]}) ---")
        else:
            self.say(f"--- {_SIDE_NAME.get(active, active)}'s turn {turn} ---")

    def bot_move(self) -> None:
        """Let the bot move; say its move unless it passed (the events tell what follows)."""
        game = self.game
        code = self.bot.choose(game)
        label = game.label_for(code, self.side)
        applied = game.apply(code)
        if applied.kind != "pass":
            told = table_words(told_label(game, label, code, self.side))
            self.say(f"  {_SIDE_NAME[self.other]}: {told}")

    def show_choices(self, numbered: list[tuple[int, Any]]) -> None:
        self.say("Your decision:")
        for n, a in numbered:
            self.say(f"  {n:>3}. {table_words(a.label)}")

    def undo(self) -> bool:
        """Take back the player's last decision; False (with a message) when it cannot be.

        There may be no decision to take back; or the player has seen a card since that
        decision that it did not know then, and the undo is refused: it never hands back a
        choice with knowledge gained by making it (the Corp's ice seen on a run, a card drawn).
        """
        if not self.marks:
            self.say("Nothing to undo: you have made no decision yet.")
            return False
        mark = self.marks[-1]
        history = self.game.history
        rewound = rewind(self.start, self.game, mark)
        seen = newly_seen(rewound, self.game, self.side)
        if seen:
            shown = ", ".join(seen[:5]) + (f" and {len(seen) - 5} more" if len(seen) > 5 else "")
            self.say(
                f"Cannot undo '{table_words(history[mark][1])}': since then you have seen "
                f"{shown}, which you did not know then."
            )
            return False
        self.marks.pop()
        taken = history[mark][1]
        replies = sum(1 for s, _, _ in history[mark + 1 :] if s == self.other)
        self.game = rewound
        self.events_told = self.game.num_events
        self.heading = None
        plural = "" if replies == 1 else "s"
        self.say(
            f"Took back '{table_words(taken)}'"
            + (f" and {replies} move{plural} of the {_SIDE_NAME[self.other]}" if replies else "")
            + "."
        )
        return True

    def ask(self) -> int | None:
        """Show the board and the choices; return the chosen code, or None to leave the game.

        Handles undo, info, board and help itself (an undo starts the question again).
        """
        while True:
            game = self.game
            actions = game.legal_actions()
            numbered = self.numbering.number(game.decision, actions)
            by_number = dict(numbered)
            self.say(game.render(self.side))
            self.show_choices(numbered)
            while True:
                print("Your choice (number or command; ? for help): ", end="", file=self.out)
                self.out.flush()
                line = self.inp.readline()
                if not line:
                    self.say("\nEnd of input: leaving the game.")
                    return None
                said = line.strip()
                text = said.lower()
                if text in ("quit", "exit", "q"):
                    self.say("You left the game.")
                    return None
                if text in ("help", "?", "h"):
                    self.say(HELP)
                    continue
                if text == "board":
                    self.say(game.render(self.side))
                    self.show_choices(numbered)
                    continue
                if text == "undo":
                    if self.undo():
                        self.play_until_asked()
                        break
                    continue
                if text == "info" or text.startswith("info "):
                    name = said[4:].strip()
                    self.say(
                        card_info_text(name) if name else "Usage: info CARD, e.g. info Ice Wall"
                    )
                    continue
                if not text:
                    self.say(f"Type a number from {_span(by_number)}, a command, or ? for help.")
                    continue
                if text.isdigit() or (text[0] in "+-" and text[1:].isdigit()):
                    n = int(text)
                    if n in by_number:
                        return int(by_number[n].code)
                    self.say(f"{n} is out of range: type a number from {_span(by_number)}.")
                    continue
                try:
                    return int(resolve_command(said, actions).code)
                except CommandError as exc:
                    self.say(f"{exc}. Type ? for help.")
            if game.is_over:
                return None

    def play_until_asked(self) -> None:
        """Let the bot move and take forced passes until the player must decide or it is over."""
        game = self.game
        while not game.is_over:
            self.head_turn()
            if game.current_side != self.side:
                self.bot_move()
                self.tell()
                continue
            only = forced_pass(game)
            if only is not None:
                game.apply(only)  # a pass with no other choice is not a decision: not told
                self.tell()
                continue
            return

    def run(self) -> None:
        self.tell()
        while True:
            self.play_until_asked()
            if self.game.is_over:
                break
            code = self.ask()
            if self.game.is_over:
                break
            if code is None:
                return
            self.marks.append(len(self.game.history))
            applied = self.game.apply(code)
            self.say(f"  You: {table_words(applied.label)}")
            self.tell()
        game = self.game
        winner = game.winner or "nobody"
        verdict = "You win" if winner == self.side else "You lose"
        self.say(
            f"{verdict}: the {_SIDE_NAME.get(winner, winner)} won "
            f"({str(game.win_reason).replace('_', ' ')}) on turn "
            f"{game.turn}. Agenda points: Corp {game.agenda_points('corp')}, "
            f"Runner {game.agenda_points('runner')}."
        )


def _opponent_name(opponent: BotArg, bot: Bot) -> str:
    """Return the opponent as the player reads it: a level with bot and rating, else its name."""
    if isinstance(opponent, str) and level(opponent) is not None:
        return bot_label(opponent)
    return str(getattr(bot, "name", type(bot).__name__))


def play_interactive(
    side: str,
    opponent: BotArg,
    corp: DeckSpec = None,
    runner: DeckSpec = None,
    seed: int = 0,
    inp: LineSource | None = None,
    out: TextIO | None = None,
    start: Game | None = None,
    agenda_points_to_win: int = DEFAULT_POINTS_TO_WIN,
) -> Game:
    """Play `side` against `opponent` (a bot spec or object), reading choices from `inp`.

    The game is new (from `corp`, `runner` and `seed`, won at `agenda_points_to_win` agenda
    points) or, given `start`, a copy of that game
    (a replay position: :meth:`Game.from_replay` with ``moves``; a scenario:
    :meth:`Game.scenario`); the player cannot undo past its start. The opponent, given by spec,
    is seeded as in :func:`~nr_fast.play` (``game_seed(seed, 1)`` as the Corp,
    ``game_seed(seed, 2)`` as the Runner). Returns the game, finished or not (when you quit or
    the input ends).
    """
    inp = inp if inp is not None else sys.stdin
    out = out if out is not None else sys.stdout
    if side not in _SIDE_NAME:
        raise ValueError(f"side must be 'corp' or 'runner', not {side!r}")
    other = "runner" if side == "corp" else "corp"
    bot = _resolve(opponent, game_seed(seed, 1 if other == "corp" else 2), "opponent")
    game = start.clone() if start is not None else Game(corp, runner, seed, agenda_points_to_win)
    obs = game.observation(side)
    where = "" if start is None else f", from turn {game.turn} ({len(game.history)} moves played)"
    print(
        f"You are the {_SIDE_NAME[side]} ({obs[side]['identity']['title']}) against "
        f"{_opponent_name(opponent, bot)} as the {_SIDE_NAME[other]} "
        f"({obs[other]['identity']['title']}), seed {seed}{where}. Type ? for help.",
        file=out,
    )
    session = _Session(game, side, bot, inp, out)
    if start is None:
        session.events_told = 0  # a new game: tell its setup too
    session.run()
    return session.game
