"""Bots: the engine's players as Python objects, the :class:`Bot` protocol, and :func:`play`.

The engine's bots (:class:`RandomBot`, :class:`HeuristicBot`, :class:`ISMCTSBot`; or
``make_bot("ismcts:2000", seed=1)``) choose in Rust, with the GIL released during a search. Any
Python object with a ``choose(game) -> int`` method is a :class:`Bot` too, and can play through
:func:`play` and :func:`~nr_fast.simulate` (more slowly: each decision goes through Python).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Union, runtime_checkable

from . import _core
from ._args import DEFAULT_POINTS_TO_WIN
from ._core import HeuristicBot, ISMCTSBot, RandomBot, game_seed
from .deck import deck_from_spec
from .errors import NrFastError
from .game import DeckSpec, Game

__all__ = [
    "BOT_SPECS",
    "LEVELS",
    "MAX_DECISIONS",
    "Bot",
    "BotArg",
    "HeuristicBot",
    "ISMCTSBot",
    "Level",
    "RandomBot",
    "RustBot",
    "bot_label",
    "bot_name",
    "game_seed",
    "is_rust_bot",
    "level",
    "make_bot",
    "play",
]

#: The bot specs :func:`make_bot`, :func:`play`, :func:`~nr_fast.simulate` and the tournament read.
BOT_SPECS: str = _core.bot_specs()

#: A game stopped after this many decisions is unfinished (as in the Rust ``simulate``).
MAX_DECISIONS: int = 100_000


@runtime_checkable
class Bot(Protocol):
    """A player: ``choose(game)`` returns the code of a legal action of the player deciding now.

    The game passed is the whole :class:`~nr_fast.Game`; a fair bot uses only what its side may
    know (``game.observation(game.current_side)``, ``game.legal_actions()``).
    """

    def choose(self, game: Game) -> int:
        """Return the code of a legal action of the player who must decide in `game`."""
        ...


#: One of the engine's bots.
RustBot = Union[RandomBot, HeuristicBot, ISMCTSBot]

#: What a bot argument may be: a spec string ("random", "heuristic", "ismcts", "ismcts:N") or an
#: object following the :class:`Bot` protocol (the engine's bots included).
BotArg = Union[str, Bot]


@dataclass(frozen=True)
class Level:
    """A difficulty level: a name, the bot it plays, and its measured rating (Elo, random = 0)."""

    name: str
    bot: str
    about: str
    rating: int
    rating_low: int
    rating_high: int

    def label(self) -> str:
        """Return the level as the web table and ``nr-fast play`` show it: name, bot, rating."""
        return f"{self.name} ({self.bot}, rating {self.rating})"


#: The difficulty levels, weakest first: one list, kept in the engine (``nr_engine::LEVELS``),
#: read the same by ``make_bot``, ``simulate``, ``nr-fast play``, the web table and the ladder.
LEVELS: tuple[Level, ...] = tuple(Level(*row) for row in _core.levels())


def level(name: str) -> Level | None:
    """Return the level called `name` (case-insensitive), or None."""
    key = name.strip().lower()
    return next((lv for lv in LEVELS if lv.name == key), None)


def bot_label(spec: str) -> str:
    """Return how `spec` is shown to a player: a level with its bot and rating, else the spec."""
    lv = level(spec)
    return lv.label() if lv is not None else spec


def bot_name(spec: str, iterations: int | None = None, time_ms: int | None = None) -> str:
    """Return the canonical name of the bot `spec` names (what :func:`make_bot` reads).

    The engine's one reader of bot names reads it (a level's name is read as its bot).
    `iterations` and/or `time_ms` (per decision), where given, replace a search bot's budget;
    `time_ms` alone (above 0) lets the clock alone stop the search: ``bot_name("ismcts-value",
    time_ms=200) == "ismcts-value@200ms"``. An unknown spec, or a budget for a bot that does not
    search, raises :class:`~nr_fast.errors.InvalidArgumentError` (a ``ValueError``).
    """
    return _core.bot_name(spec, iterations, time_ms)


def make_bot(spec: str, seed: int = 0) -> RustBot:
    """Return the engine bot named by `spec`, seeded with `seed`.

    `spec` is ``"random"``, ``"heuristic"``, ``"ismcts"`` (1,000 iterations per decision),
    ``"ismcts:N"``, ``"ismcts-value"`` / ``"ismcts-value:N"`` / ``"ismcts-value:N:D"`` (the search
    with the learned evaluation, docs/strength.md), ``"ismcts-pb"`` (biased towards the heuristic's
    move), a time budget and settings (``"ismcts@200ms"``, ``"ismcts:500+bias=3"``), or a
    difficulty level's name (:data:`LEVELS`: ``"easy"``, ``"normal"``, ``"hard"``, ``"expert"``;
    each level's ``rating`` is its measured strength). An unknown spec raises
    :class:`~nr_fast.errors.InvalidArgumentError` (a ``ValueError``) listing the valid ones.
    """
    return _core.make_bot(spec, seed)


def is_rust_bot(bot: object) -> bool:
    """Return whether `bot` is one of the engine's bots (which choose in Rust)."""
    return isinstance(bot, (RandomBot, HeuristicBot, ISMCTSBot))


def _resolve(bot: BotArg, seed: int, role: str) -> Bot:
    if isinstance(bot, str):
        return make_bot(bot, seed)
    if not callable(getattr(bot, "choose", None)):
        raise TypeError(
            f"{role} must be a bot spec ({BOT_SPECS}) or an object with a choose(game) method, "
            f"not {type(bot).__name__}"
        )
    return bot


def _starter(deck: DeckSpec) -> DeckSpec:
    """Read a deck given as text (a built-in deck's name or a decklist): see deck_from_spec."""
    if isinstance(deck, str):
        return deck_from_spec(deck)
    return deck


def play(
    corp: DeckSpec = None,
    runner: DeckSpec = None,
    corp_bot: BotArg = "random",
    runner_bot: BotArg = "random",
    seed: int = 0,
    max_decisions: int = MAX_DECISIONS,
    agenda_points_to_win: int = DEFAULT_POINTS_TO_WIN,
) -> Game:
    """Play one game between two bots and return the finished :class:`~nr_fast.Game`.

    Decks are as for :class:`~nr_fast.Game`, and a one-line string is a starter deck name
    (``"weyland"``), as in :func:`~nr_fast.simulate`. Each bot is a spec string, an engine bot
    object, or any object following :class:`Bot`. A bot given by spec is built fresh, seeded
    ``game_seed(seed, 1)`` for the Corp and ``game_seed(seed, 2)`` for the Runner, exactly as
    :func:`~nr_fast.simulate` seeds the bots of the game whose seed is `seed`; so
    ``play(..., seed=sim.columns["seed"][i])`` replays game ``i`` of a simulation. Bot objects
    are used as they are (their state carries over between games). The game (with its history)
    stops after `max_decisions` decisions if it has not ended by then. A bot that returns an
    illegal action raises :class:`~nr_fast.errors.IllegalActionError`. The game is won at
    `agenda_points_to_win` agenda points (default 7).
    """
    game = Game(_starter(corp), _starter(runner), seed, agenda_points_to_win)
    bots = {
        "corp": _resolve(corp_bot, game_seed(seed, 1), "corp_bot"),
        "runner": _resolve(runner_bot, game_seed(seed, 2), "runner_bot"),
    }
    decisions = 0
    while not game.is_over and decisions < max_decisions:
        side = game.current_side
        if side is None:  # pragma: no cover - the engine always has a decider while not over
            raise NrFastError("the game is not over but nobody must decide")
        game.apply(bots[side].choose(game))
        decisions += 1
    return game
