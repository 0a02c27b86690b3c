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

from typing import Any

from . import _core
from ._core import Action, parse_server, server_name
from .errors import (
    DeckError,
    IllegalActionError,
    InternalError,
    InvalidArgumentError,
    NrFastError,
    ScenarioError,
    SerializationError,
    UnknownCardError,
)
from .game import ACTION_KINDS, NUM_ACTIONS, SIDES, DeckSpec, Game, HistoryEntry, _check_code

__all__ = [
    "ACTION_KINDS",
    "NUM_ACTIONS",
    "SIDES",
    "Action",
    "DeckError",
    "DeckSpec",
    "Game",
    "HistoryEntry",
    "IllegalActionError",
    "InternalError",
    "InvalidArgumentError",
    "NrFastError",
    "ScenarioError",
    "SerializationError",
    "UnknownCardError",
    "__version__",
    "decode_action",
    "default_decklist",
    "parse_decklist",
    "parse_server",
    "server_name",
]

#: The package version (the version of the Rust crates it was built from).
__version__: str = _core.__version__


def default_decklist(side: str) -> dict[str, Any]:
    """Return the default deck of `side` ("corp" or "runner") as {"identity", "cards"}.

    ``Game()`` plays these two decks when none is given.
    """
    return _core.default_decklist(side)


def parse_decklist(text: str) -> dict[str, Any]:
    """Read decklist text into {"identity": title, "cards": {title: count}}.

    The first line is the identity; each further line is a count and a title, like
    ``"3x Hedge Fund"`` or ``"3 Hedge Fund"``. Raises :class:`DeckError` for malformed text.
    """
    return _core.parse_decklist(text)


def decode_action(code: int) -> dict[str, Any]:
    """Return the fields of action `code` (kind, card, server, target, amount) as a dict.

    The fields do not depend on the game; labels and titles do (see :meth:`Game.action`).
    """
    kind, card, server, target, amount = _core.decode_action(_check_code(code))
    return {"kind": kind, "card": card, "server": server, "target": target, "amount": amount}
