"""The exceptions nr_fast raises.

Every exception of the package derives from :class:`NrFastError`. Those caused by a wrong input
(an illegal action, a bad scenario, an unknown card, a malformed deck or JSON text, a bad argument
value) are also subclasses of :class:`ValueError`, so code that already catches ``ValueError`` keeps
working. The extension module ``nr_fast._core`` raises these same classes.
"""

from __future__ import annotations

__all__ = [
    "DeckError",
    "DeckWarning",
    "DecklistCardError",
    "IllegalActionError",
    "InternalError",
    "InvalidArgumentError",
    "NrFastError",
    "ReplayError",
    "ScenarioError",
    "SerializationError",
    "UnknownCardError",
]


class NrFastError(Exception):
    """Base class of every exception raised by nr_fast."""


class IllegalActionError(NrFastError, ValueError):
    """The action is not legal in the current state; the state was not changed.

    The message lists the legal actions' labels.
    """


class ScenarioError(NrFastError, ValueError):
    """A scenario description cannot be turned into a valid game."""


class UnknownCardError(NrFastError, ValueError):
    """A card title (or code) is not in the engine's card table."""


class DeckError(NrFastError, ValueError):
    """A deck is malformed or refers to cards the engine cannot play."""


class SerializationError(NrFastError, ValueError):
    """Serialized game text (``Game.to_json``, a pickle) could not be read."""


class ReplayError(NrFastError, ValueError):
    """A replay is malformed, or does not reproduce: the message names the field or the move."""


class InvalidArgumentError(NrFastError, ValueError):
    """An argument has a bad value: an unknown side, action kind or server, a bad code."""


class InternalError(NrFastError, RuntimeError):
    """The engine failed unexpectedly (a bug in nr_fast); the game's state was left unchanged.

    Please report it together with the game's ``to_json()`` text.
    """


class DecklistCardError(DeckError, UnknownCardError):
    """A decklist names a card the engine does not know.

    Both a :class:`DeckError` (the decklist is bad) and an :class:`UnknownCardError`.
    """


class DeckWarning(UserWarning):
    """A deck breaks deckbuilding rules but is played anyway.

    :func:`nr_fast.simulate` plays what it is given, and says so with this warning.
    """
