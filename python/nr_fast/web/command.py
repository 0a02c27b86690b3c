"""The command line of the web table: ``nr-fast serve`` and ``nr-fast play --web``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from .._args import add_points_argument
from ..bots import bot_name
from ..deck import resolve_deck
from ..errors import InvalidArgumentError

__all__ = ["add_serve_arguments", "play_request", "serve_command"]

MISSING = (
    "nr-fast: error: the web table needs Starlette and uvicorn: pip install starlette uvicorn "
    "(or, in the nr_fast checkout, pip install '.[web]')"
)


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--host``, ``--port``, ``--open``, ``--agenda-points-to-win`` (``serve``, ``play``)."""
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: this machine only)",
    )
    parser.add_argument("--port", type=int, default=8765, help="port (default 8765)")
    parser.add_argument("--open", action="store_true", help="open the page in a browser")
    add_points_argument(parser, "the agenda points a new game is played to")


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) else "not UTF-8 text"
        raise InvalidArgumentError(f"cannot read {path!r}: {why}") from None


def play_request(args: argparse.Namespace) -> dict[str, Any]:
    """Return the new-game request (docs/web.md) that ``nr-fast play``'s options describe.

    The opponent is sent as given (any name :func:`~nr_fast.make_bot` reads, checked here by
    the same reader); decks are read here (a starter name or a decklist file) and sent as
    decklist text.
    """
    spec = str(args.opponent)
    bot_name(spec)  # an unknown bot is refused before the server starts
    request: dict[str, Any] = {"side": args.side, "seed": args.seed, "opponent": spec}
    if args.replay is not None:
        request["replay"] = _read(args.replay)
        request["at"] = args.at
    elif args.scenario is not None:
        request["scenario"] = _read(args.scenario)
    else:
        request["corp"] = resolve_deck(args.corp).to_text()
        request["runner"] = resolve_deck(args.runner).to_text()
        request["agenda_points_to_win"] = args.agenda_points_to_win
    return request


def serve_command(args: argparse.Namespace, start: dict[str, Any] | None = None) -> int:
    """Run the web table's server (until Ctrl+C); `start` is a game to have ready."""
    try:
        from .app import serve
    except ImportError:
        print(MISSING, file=sys.stderr)
        return 1
    if not 0 <= args.port <= 65535:
        print(f"nr-fast: error: --port must be from 0 to 65535, not {args.port}", file=sys.stderr)
        return 2
    try:
        serve(
            args.host,
            args.port,
            start=start,
            open_browser=args.open,
            points_to_win=args.agenda_points_to_win,
        )
    except KeyboardInterrupt:
        pass
    return 0
