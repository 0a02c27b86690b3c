"""nr_fast: a fast Android: Netrunner rules engine (Rust core) for AI and simulation.

The whole game is a resumable state machine in Rust; this package drives it from Python::

    import nr_fast

    game = nr_fast.Game(seed=1)
    game.legal_actions()          # the choices of the player who must decide now
    game.do("click_credit")       # take the unique legal action matching some fields
    game.observation("runner")    # what the Runner may know, as a dict

See docs/api.md for the whole API.
"""

from __future__ import annotations

from typing import Any, SupportsIndex

from . import _core
from ._args import _check_code
from ._core import Action, parse_server, server_name
from .bots import (
    LEVELS,
    Bot,
    HeuristicBot,
    ISMCTSBot,
    Level,
    RandomBot,
    game_seed,
    level,
    make_bot,
    play,
)
from .deck import (
    BUILT_IN_DECKS,
    EXAMPLE_2021_DECKS,
    FORMATS,
    SG_STARTER_DECKS,
    STARTER_DECKS,
    STARTUP_DECKS,
    Deck,
    DeckProblem,
)
from .errors import (
    DeckError,
    DecklistCardError,
    DeckWarning,
    IllegalActionError,
    InternalError,
    InvalidArgumentError,
    NrFastError,
    ReplayError,
    ScenarioError,
    SerializationError,
    UnknownCardError,
)
from .game import (
    ACTION_KINDS,
    INFORMATION_STATE_SHAPE,
    NUM_ACTIONS,
    OBSERVATION_SHAPE,
    REPLAY_FORMAT,
    REPLAY_VERSION,
    SIDES,
    DeckSpec,
    Game,
    HistoryEntry,
)
from .ladder import POOLS, LadderResult, Pool, ladder, resume_ladder
from .profiling import Profile, profile
from .report import report
from .simulate import Simulation, simulate, wilson_interval
from .study import Study, run_study
from .sweep import SweepReport, sweep
from .tournament import TournamentResult, tournament
from .vec import MAX_LEGAL, VecGame, episode_seed

__all__ = [
    "ACTION_KINDS",
    "BUILT_IN_DECKS",
    "EXAMPLE_2021_DECKS",
    "FORMATS",
    "INFORMATION_STATE_SHAPE",
    "LEVELS",
    "MAX_LEGAL",
    "NUM_ACTIONS",
    "OBSERVATION_SHAPE",
    "POOLS",
    "REPLAY_FORMAT",
    "REPLAY_VERSION",
    "SG_STARTER_DECKS",
    "SIDES",
    "STARTER_DECKS",
    "STARTUP_DECKS",
    "Action",
    "Bot",
    "Deck",
    "DeckError",
    "DeckProblem",
    "DeckSpec",
    "DeckWarning",
    "DecklistCardError",
    "Game",
    "HeuristicBot",
    "HistoryEntry",
    "ISMCTSBot",
    "IllegalActionError",
    "InternalError",
    "InvalidArgumentError",
    "LadderResult",
    "Level",
    "NrFastError",
    "Pool",
    "Profile",
    "RandomBot",
    "ReplayError",
    "ScenarioError",
    "SerializationError",
    "Simulation",
    "Study",
    "SweepReport",
    "TournamentResult",
    "UnknownCardError",
    "VecGame",
    "__version__",
    "card_info",
    "card_list",
    "decode_action",
    "episode_seed",
    "game_seed",
    "ladder",
    "level",
    "make_bot",
    "parse_server",
    "play",
    "profile",
    "report",
    "resume_ladder",
    "run_study",
    "server_name",
    "simulate",
    "sweep",
    "tensor_layout",
    "tournament",
    "wilson_interval",
]

#: The package version (the version of the Rust crates it was built from).
__version__: str = _core.__version__


def card_info(title: str) -> dict[str, Any]:
    """Return one card's facts and what it does, as a dict.

    `title` is matched as players write it (any case, with or without accents) or is a card
    code; an unknown title raises :class:`UnknownCardError` with a "did you mean" suggestion.
    Keys: ``code``, ``title``, ``side``, ``faction``, ``type``, ``subtypes``, ``influence``
    (not identities), ``unique``, ``deck_limit``, ``set`` (of the first printing), ``printings``
    (later printings in other sets, as ``{"set", "code"}`` dicts: a reprint such as Hedge Fund in
    System Gateway is the same card), ``implemented`` and ``summary`` (what
    the card does, in the project's own words); the stats that apply to the card's type:
    ``cost``, ``strength`` (ice and icebreakers), ``memory_cost`` (programs), ``trash_cost``,
    ``advancement_requirement`` and ``agenda_points`` (agendas), ``minimum_deck_size``,
    ``influence_limit`` and ``base_link`` (identities), ``recurring_credits``; for ice,
    ``subroutines`` (what each does, in order) and ``clicks_to_break`` (bioroids); for
    icebreakers, ``breaker``: ``breaks`` (ice subtypes, empty for an AI breaker),
    ``break_cost``, ``subroutines_per_break``, ``boost_cost``, ``boost_strength`` and
    ``boost_lasts`` (``"encounter"``, ``"run"``, or None without a strength ability).
    """
    if not isinstance(title, str):
        raise TypeError(f"title must be a str, not {type(title).__name__}")
    return _core.card_info(title)


def card_list(set_code: str | None = None) -> list[dict[str, Any]]:
    """Return every card the engine knows, or one set's (``"core"``, ``"sg"``, ``"su21"``, ...).

    The sets are ``"core"``, ``"sg"``, ``"su21"``, ``"elev"`` and ``"vp"``. Cards come in code
    order. A set's cards include its reprints (System Gateway's Hedge Fund and Sure Gamble, the
    Core Set cards; System Update 2021's 27 reprints of Core Set and Gateway titles; Elevation and
    Vantage Point reprint none). Each card is a dict of printed facts (no card text) plus
    ``printings``, ``implemented`` and ``rulings`` (how many official rulings it has, each covered
    by a test).
    """
    cards = _core.card_list()
    return [c for c in cards if set_code is None or _in_set(c, set_code)]


def _in_set(card: dict[str, Any], set_code: str) -> bool:
    """Whether `card` is printed in `set_code`, first or as a reprint."""
    return card["set"] == set_code or any(p["set"] == set_code for p in card["printings"])


def decode_action(code: SupportsIndex) -> dict[str, Any]:
    """Return the fields of action `code` (kind, card, server, target, amount) as a dict.

    The fields do not depend on the game; labels and titles do (see :meth:`Game.action`).
    """
    kind, card, server, target, amount = _core.decode_action(_check_code(code))
    return {"kind": kind, "card": card, "server": server, "target": target, "amount": amount}


def tensor_layout() -> list[tuple[str, int, int]]:
    """Return the blocks of the information-state tensor as (name, offset, size).

    The observation tensor is the blocks that end at or before ``OBSERVATION_SHAPE[0]``; the
    information state adds the rest. docs/tensors.md describes each block.
    """
    return _core.tensor_layout()


def __getattr__(name: str) -> Any:
    # ``nr_fast.env`` needs pettingzoo and gymnasium: it is imported only when asked for.
    if name == "env":
        import importlib

        return importlib.import_module(".env", __name__)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
