"""Checks of the values callers pass to the API: sides, integers, seeds and action codes.

Each raises TypeError for a value of the wrong type and
:class:`~nr_fast.errors.InvalidArgumentError` for one out of range, naming the argument.
"""

from __future__ import annotations

import argparse
import operator
from collections.abc import Mapping
from typing import Any

from . import _core
from ._core import Action
from .errors import InvalidArgumentError, ReplayError

#: The two sides, as every nr_fast API spells them.
SIDES: tuple[str, str] = ("corp", "runner")

_MAX_U64 = 2**64 - 1


def _check_side(side: object) -> str:
    if not isinstance(side, str):
        raise TypeError(f"side must be a str ('corp' or 'runner'), not {type(side).__name__}")
    if side not in SIDES:
        raise InvalidArgumentError(f"side must be 'corp' or 'runner', not {side!r}")
    return side


def _as_int(name: str, value: object) -> int:
    """Return `value` as an int: an int or any ``__index__`` integer (numpy's), never a bool.

    Raises TypeError naming `name` for anything else.
    """
    if type(value) is int:
        return value
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{name} must be an int, not {type(value).__name__}") from None


def _bound(value: int) -> str:
    return {_MAX_U64: "2**64 - 1", 2**63 - 1: "2**63 - 1"}.get(value, str(value))


def _check_int(name: str, value: object, low: int, high: int) -> int:
    """Return `value` (see :func:`_as_int`) if it lies in [low, high]; else InvalidArgumentError."""
    v = _as_int(name, value)
    if not low <= v <= high:
        raise InvalidArgumentError(f"{name} must lie in [{_bound(low)}, {_bound(high)}], not {v}")
    return v


def _check_seed(seed: object, name: str = "seed") -> int:
    """Return a seed: any int (or ``__index__`` integer) in [0, 2**64 - 1]."""
    return _check_int(name, seed, 0, _MAX_U64)


#: Agenda points a player needs to win unless a game says otherwise (Rules Reference, "Winning
#: the Game"; a System Gateway starter game plays to 6).
DEFAULT_POINTS_TO_WIN = 7


def _check_points_to_win(points: object) -> int:
    """Return the ``agenda_points_to_win`` game option: an int in [1, 255]."""
    return _check_int("agenda_points_to_win", points, 1, 255)


def add_points_argument(parser: argparse.ArgumentParser, what: str) -> None:
    """Add ``--agenda-points-to-win N`` (1 to 255; default 7), checked as it is read."""
    parser.add_argument(
        "--agenda-points-to-win",
        type=_points,
        default=DEFAULT_POINTS_TO_WIN,
        metavar="N",
        help=f"{what}: 1 to 255 (default 7; 6 for a System Gateway starter game)",
    )


def _points(text: str) -> int:
    try:
        return _check_points_to_win(int(text))
    except (ValueError, InvalidArgumentError) as exc:
        raise argparse.ArgumentTypeError(
            f"--agenda-points-to-win must be a whole number from 1 to 255, not {text!r}"
        ) from exc


def _replay_points(data: Mapping[str, Any]) -> int:
    """Return a replay's points needed to win (7 when it names none, as older replays)."""
    try:
        return _check_points_to_win(data.get("agenda_points_to_win", DEFAULT_POINTS_TO_WIN))
    except (InvalidArgumentError, TypeError) as exc:
        raise ReplayError(f"the replay's 'agenda_points_to_win': {exc}") from None


def _check_code(code: object) -> int:
    """Return an action code: an :class:`Action`'s, or an int in [0, _core.NUM_ACTIONS)."""
    if type(code) is int:
        c: int = code
    elif isinstance(code, Action):
        return code.code
    elif isinstance(code, bool) or not hasattr(type(code), "__index__"):
        raise TypeError(f"expected an Action or an int action code, not {type(code).__name__}")
    else:
        c = _as_int("code", code)
    if not 0 <= c < _core.NUM_ACTIONS:
        raise InvalidArgumentError(
            f"{c} is not an action code: codes lie in [0, {_core.NUM_ACTIONS})"
        )
    return c
