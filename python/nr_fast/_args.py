"""Checks of the values callers pass to the API: sides, integers, seeds and action codes.

Each raises TypeError for a value of the wrong type and
:class:`~nr_fast.errors.InvalidArgumentError` for one out of range, naming the argument.
"""

from __future__ import annotations

import operator

from . import _core
from ._core import Action
from .errors import InvalidArgumentError

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
