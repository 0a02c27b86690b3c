"""Commands that write to stdout exit quietly when the reader goes away (``nr-fast cards | head``).

The standard Python recipe: catch :class:`BrokenPipeError`, point stdout at ``/dev/null`` so that
the interpreter's last flush at exit cannot fail again, and exit with status 1.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from typing import TypeVar

__all__ = ["quiet_on_closed_pipe"]

_F = TypeVar("_F", bound=Callable[..., int])


def quiet_on_closed_pipe(main: _F) -> _F:
    """Wrap a command's `main`: a closed stdout makes it return 1 with no traceback."""

    @functools.wraps(main)
    def wrapper(*args: object, **kwargs: object) -> int:
        try:
            status = main(*args, **kwargs)
            sys.stdout.flush()  # a broken pipe shows up here, not in the exit-time flush
            return status
        except BrokenPipeError:
            try:
                devnull = os.open(os.devnull, os.O_WRONLY)
                os.dup2(devnull, sys.stdout.fileno())
            except (OSError, ValueError):  # stdout has no file descriptor (captured)
                pass
            return 1

    return wrapper  # type: ignore[return-value]
