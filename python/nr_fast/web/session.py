"""The games the web table holds: one :class:`WebGame` per game, in a :class:`SessionStore`.

The server holds the real :class:`~nr_fast.Game`; the page only ever gets what a human side may
know (:mod:`nr_fast.web.views`). A web game is played by one human against a bot, or by two
humans at one screen (hot-seat). Every change (a move, an undo) bumps :attr:`WebGame.version`;
a move sent for an older version is refused as stale, so a page that missed a change cannot act
on a table it no longer shows.

The moves shown in the log are kept as each human side may read them (:func:`told_label`), never
as the mover's label: a bot's label may name a card the human has not seen.
"""

from __future__ import annotations

import random
import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .._args import DEFAULT_POINTS_TO_WIN
from ..bots import LEVELS, Bot, _resolve, _starter, bot_name, game_seed, level
from ..errors import NrFastError
from ..game import Game
from ..interactive import forced_pass, newly_seen, rewind, told_label

__all__ = [
    "MAX_GAMES",
    "MAX_ITERATIONS",
    "OPPONENTS",
    "REQUEST_FIELDS",
    "SIDES",
    "GameRequest",
    "RequestError",
    "SessionStore",
    "ToldMove",
    "WebGame",
    "make_opponent",
]

#: The two sides, in the order the table lists them.
SIDES = ("corp", "runner")
#: The most games one server keeps; the oldest is dropped to make room.
MAX_GAMES = 64
#: The most ISMCTS iterations per decision a request may ask for.
MAX_ITERATIONS = 1_000_000
#: Bots the page offers: the difficulty levels (nr_fast.LEVELS, each a bot and budget with its
#: rating), then the bots by name (the searches take a number of iterations or a time budget).
#: A request may name any bot make_bot reads ("ismcts-value:500", "ismcts@200ms").
OPPONENTS = (
    *(lv.name for lv in LEVELS),
    "random",
    "heuristic",
    "ismcts",
    "ismcts-pb",
    "ismcts-value",
)
_SIDE_NAME = {"corp": "Corp", "runner": "Runner"}
#: The fields of a new-game request (docs/web.md); any other is refused.
REQUEST_FIELDS = (
    "side",
    "seed",
    "corp",
    "runner",
    "agenda_points_to_win",
    "opponent",
    "iterations",
    "time_ms",
    "replay",
    "at",
    "scenario",
)


class RequestError(NrFastError, ValueError):
    """A request the table refuses; `status` is the HTTP status to answer with.

    400: malformed; 403: a view the asker may not see; 404: no such game; 409: stale, illegal
    or not the asker's decision now.
    """

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class ToldMove:
    """One move after the start: who made it, and its label as each human side reads it."""

    side: str
    labels: dict[str, str]
    #: The game's event count just before the move (its events follow this index).
    events_before: int
    #: Whether the move was a pass (of any kind: "pass priority", "do not rez ...") nobody
    #: needs told: the bot's, or a human's taken without asking (the only choice).
    quiet: bool = False


def _int(data: Mapping[str, Any], key: str, low: int, high: int, default: int | None) -> int | None:
    value = data.get(key, default)
    if value is None or value == "":
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise RequestError(f"{key} must be a whole number, not {value!r}")
    if not low <= value <= high:
        raise RequestError(f"{key} must be from {low} to {high}, not {value}")
    return value


def make_opponent(data: Mapping[str, Any], seed: int) -> tuple[Bot, str]:
    """Return the bot a new-game request asks for, and its name as the page shows it.

    ``opponent`` is any bot name :func:`~nr_fast.make_bot` reads (one reader, the engine's:
    :func:`~nr_fast.bots.bot_name`): a difficulty level ("easy", "normal", "hard", "expert":
    shown with its bot and rating), "random", "heuristic" (the default), "ismcts",
    "ismcts-pb", "ismcts-value", with a budget and settings ("ismcts-value:500", "ismcts@200ms",
    "ismcts:500+c=1"). For a search bot, ``iterations`` (per decision) and/or ``time_ms`` (a
    time budget per decision), where given, replace the name's budget.
    """
    spec = data.get("opponent", "heuristic")
    iterations = _int(data, "iterations", 1, MAX_ITERATIONS, None)
    time_ms = _int(data, "time_ms", 0, 60_000, None)
    if not isinstance(spec, str) or not spec.strip():
        raise RequestError(f"opponent must be one of {', '.join(OPPONENTS)}, not {spec!r}")
    lv = level(spec)
    if lv is not None:
        if iterations is not None or time_ms is not None:
            raise RequestError(
                f"the level {lv.name!r} sets its own budget ({lv.bot}): give no iterations or "
                "time_ms with it"
            )
        return _resolve(lv.name, seed, "opponent"), lv.label()
    try:
        name = bot_name(spec, iterations, time_ms)
    except ValueError as exc:
        raise RequestError(
            f"opponent must be one of {', '.join(OPPONENTS)} or a name make_bot reads: {exc}"
        ) from None
    return _resolve(name, seed, "opponent"), name


@dataclass
class GameRequest:
    """A new-game request, checked: who plays, and the starting game."""

    humans: tuple[str, ...]
    game: Game
    seed: int
    opponent: Bot | None
    opponent_name: str
    from_start: bool

    @classmethod
    def parse(cls, data: object) -> GameRequest:
        """Check a new-game request (a JSON object) and build its game.

        Fields: ``side`` ("corp", "runner" or "hotseat"), ``corp`` and ``runner`` (a starter
        deck name or decklist text), ``seed``, the opponent (:func:`make_opponent`), and at most
        one starting position: ``replay`` (replay JSON text, with ``at``: after that many moves)
        or ``scenario`` (JSON text or object, docs/scenario.md). A new game (no starting
        position) is played to ``agenda_points_to_win`` agenda points (1 to 255; default 7); a
        replay or scenario says its own.
        """
        if not isinstance(data, Mapping):
            raise RequestError("a new game is asked for with a JSON object")
        unknown = [k for k in data if k not in REQUEST_FIELDS]
        if unknown:
            raise RequestError(
                f"unknown field {str(unknown[0])[:40]!r} in a new-game request (the fields are "
                f"{', '.join(REQUEST_FIELDS)})"
            )
        side = data.get("side", "runner")
        if side not in ("corp", "runner", "hotseat"):
            raise RequestError(f"side must be 'corp', 'runner' or 'hotseat', not {side!r}")
        seed = _int(data, "seed", 0, 2**63 - 1, None)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        replay, scenario = data.get("replay"), data.get("scenario")
        if replay not in (None, "") and scenario not in (None, ""):
            raise RequestError("give a replay or a scenario, not both")
        points = _int(data, "agenda_points_to_win", 1, 255, None) or DEFAULT_POINTS_TO_WIN
        if points != DEFAULT_POINTS_TO_WIN and (replay or scenario):
            raise RequestError(
                "agenda_points_to_win is for a new game: a replay or scenario says its own"
            )
        try:
            if replay not in (None, ""):
                if not isinstance(replay, str):
                    raise RequestError("replay must be the text of a replay file")
                at = _int(data, "at", 0, 10**7, None)
                game = Game.from_replay(replay, moves=at)
            elif scenario not in (None, ""):
                if not isinstance(scenario, (str, Mapping)):
                    raise RequestError("scenario must be JSON text or an object")
                game = Game.scenario(scenario)
            else:
                decks = []
                for who in SIDES:
                    deck = data.get(who) or None
                    if deck is not None and not isinstance(deck, str):
                        raise RequestError(f"{who} must be a starter deck name or decklist text")
                    decks.append(_starter(deck))
                game = Game(decks[0], decks[1], seed, points)
        except RequestError:
            raise
        except (NrFastError, ValueError, TypeError) as exc:
            raise RequestError(str(exc)) from None
        from_start = replay in (None, "") and scenario in (None, "")
        if side == "hotseat":
            return cls(SIDES, game, seed, None, "", from_start)
        other = "runner" if side == "corp" else "corp"
        try:
            bot, name = make_opponent(data, game_seed(seed, 1 if other == "corp" else 2))
        except RequestError:
            raise
        except (NrFastError, ValueError, TypeError) as exc:
            raise RequestError(str(exc)) from None
        return cls((side,), game, seed, bot, name, from_start)


@dataclass
class WebGame:
    """One game on the web table: the real game, who is human, and what was told."""

    id: str
    game: Game
    humans: tuple[str, ...]
    opponent: Bot | None = None
    opponent_name: str = ""
    seed: int = 0
    #: Bumped by every change; a move must name the version it was chosen in.
    version: int = 0
    #: Bumped by every undo: the log shown so far is no longer a prefix of the new one.
    epoch: int = 0
    moves: list[ToldMove] = field(default_factory=list)
    #: Per human side, the history lengths just before each of its decisions (for undo).
    marks: dict[str, list[int]] = field(default_factory=dict)
    #: The side whose view the hot-seat screen shows now (the last human to decide).
    seat: str = "runner"
    start: Game = field(init=False)
    #: The index of the first event the log tells (0 for a new game: its setup is told).
    first_event: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    def __post_init__(self) -> None:
        self.start = self.game.clone()
        self.marks = {side: [] for side in self.humans}
        self.seat = self.humans[0]
        self._update_seat()

    @property
    def hotseat(self) -> bool:
        """Whether both sides are human (one screen, each hand hidden between turns)."""
        return len(self.humans) == 2

    def _update_seat(self) -> None:
        side = self.game.current_side
        if side in self.humans and not self.pending:
            self.seat = side

    @property
    def pending(self) -> bool:
        """Whether the next move is made without asking a human (a bot's, or a forced pass)."""
        game = self.game
        if game.is_over:
            return False
        return game.current_side not in self.humans or forced_pass(game) is not None

    def _human(self, side: object, why: str = "") -> str:
        """Return `side` if a human plays it; refuse a malformed side or the bot's."""
        if side not in SIDES:
            raise RequestError(f"side must be 'corp' or 'runner', not {side!r}")
        if side not in self.humans:
            raise RequestError(f"the {_SIDE_NAME[str(side)]} is played by the bot{why}", 403)
        return str(side)

    def check_view(self, side: object) -> str:
        """Return the side whose view is asked for (None: the seat); refuse any other side."""
        if side is None or side == "":
            return self.seat
        side = self._human(side, ": its view is not shown")
        if self.hotseat and side != self.seat and not self.game.is_over:
            raise RequestError(
                f"it is the {_SIDE_NAME[self.seat]}'s seat: the {_SIDE_NAME[side]}'s view is "
                "shown when the screen is passed",
                403,
            )
        return side

    def _apply(self, code: int, label: str | None = None, forced: bool = False) -> None:
        """Apply move `code` of the deciding side; record how each human reads it."""
        game = self.game
        mover = str(game.current_side)
        before = {h: game.label_for(code, h) for h in self.humans if h != mover}
        events_before = game.num_events
        applied = game.apply(code)
        labels = {h: told_label(game, before[h], code, h) for h in before}
        if mover in self.humans:
            labels[mover] = label if label is not None else applied.label
        quiet = applied.kind == "pass" and (forced or mover not in self.humans)
        self.moves.append(ToldMove(mover, labels, events_before, quiet))
        self.version += 1
        self._update_seat()

    def step(self) -> bool:
        """Make one move that asks no human (a bot's or a forced pass); False when there is none.

        The bot's search runs here, so the server calls this off its event loop.
        """
        with self.lock:
            if not self.pending:
                return False
            game = self.game
            only = forced_pass(game)
            if only is not None:
                self._apply(only.code, f"{only.label} (the only choice, taken)", forced=True)
                return True
            assert self.opponent is not None
            self._apply(int(self.opponent.choose(game)))
            return True

    def act(self, side: object, code: object, version: object) -> None:
        """Apply the move `code` chosen by human `side` in version `version` of the table.

        Refuses (changing nothing) a malformed request, a version that is not the current one,
        a side that does not decide now, and a code that is not a legal action now.
        """
        side = self._human(side)
        for name, value in (("code", code), ("version", version)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise RequestError(f"{name} must be a whole number, not {value!r}")
        assert isinstance(code, int) and isinstance(version, int)
        with self.lock:
            if version != self.version:
                raise RequestError(
                    f"stale move: it was chosen on version {version} of the table, which is now "
                    f"at version {self.version}; nothing was changed",
                    409,
                )
            game = self.game
            if game.is_over:
                raise RequestError("the game is over", 409)
            if game.current_side != side or self.pending:
                raise RequestError(
                    f"it is not the {_SIDE_NAME[side]}'s decision now; nothing was changed",
                    409,
                )
            legal = {a.code: a for a in game.legal_actions()}
            if code not in legal:
                raise RequestError(
                    f"action {code} is not a legal action now; nothing was changed", 409
                )
            self.marks[side].append(len(game.history))
            self._apply(code, legal[code].label)

    def undo(self, side: object) -> str:
        """Take back `side`'s last decision and every move after it; return what was taken back.

        Refused (409, changing nothing) when a human side has seen a card since that decision
        that it did not know then (:func:`~nr_fast.interactive.newly_seen`): an undo never
        hands back a choice with what making it revealed.
        """
        side = self._human(side)
        with self.lock:
            marks = self.marks[side]
            if not marks:
                raise RequestError("nothing to undo: no decision of yours since the start", 409)
            mark = marks[-1]
            rewound = rewind(self.start, self.game, mark)
            for human in (side, *[h for h in self.humans if h != side]):
                seen = newly_seen(rewound, self.game, human)
                if seen:
                    what = ", ".join(seen) if human == side else "a card"
                    raise RequestError(
                        f"cannot undo: since that decision the {_SIDE_NAME[human]} has seen "
                        f"{what}, not known then",
                        409,
                    )
            marks.pop()
            for other in self.humans:
                self.marks[other] = [m for m in self.marks[other] if m < mark]
            taken = self.moves[mark - len(self.start.history)].labels[side]
            self.game = rewound
            del self.moves[mark - len(self.start.history) :]
            self.version += 1
            self.epoch += 1
            self._update_seat()
            return taken

    def replay_text(self) -> str:
        """Return the game as a replay (JSON), once it is over.

        A replay records the seed and decks, and so every hidden card: before the end it would
        show a human what its side may not know.
        """
        with self.lock:
            if not self.game.is_over:
                raise RequestError(
                    "the replay can be downloaded once the game is over (it records the seed, "
                    "and so every hidden card)",
                    409,
                )
            if not self.game.replayable:
                raise RequestError(
                    "a game started from a scenario cannot be written as a replay", 409
                )
            return self.game.to_replay()


class SessionStore:
    """The server's games by id (at most :data:`MAX_GAMES`: the oldest goes first)."""

    def __init__(self, limit: int = MAX_GAMES) -> None:
        self._games: dict[str, WebGame] = {}
        self._lock = threading.Lock()
        self.limit = limit

    def new(self, request: GameRequest) -> WebGame:
        """Start the game `request` asks for; return it."""
        web = WebGame(
            secrets.token_urlsafe(9),
            request.game,
            request.humans,
            request.opponent,
            request.opponent_name,
            request.seed,
        )
        if not request.from_start:
            web.first_event = request.game.num_events
        with self._lock:
            while len(self._games) >= self.limit:
                del self._games[next(iter(self._games))]
            self._games[web.id] = web
        return web

    def get(self, game_id: str) -> WebGame:
        """Return the game `game_id`; :class:`RequestError` (404) when there is none."""
        with self._lock:
            web = self._games.get(game_id)
        if web is None:
            raise RequestError(f"no game {game_id!r} on this server (it may have ended)", 404)
        return web
