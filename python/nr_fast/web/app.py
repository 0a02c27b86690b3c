"""The web table's server: a Starlette app (:func:`create_app`) and :func:`serve` (uvicorn).

Endpoints (docs/web.md): ``GET /`` the page; ``GET /api/options``; ``POST /api/games`` a new
game; ``GET /api/games/{id}`` the human side's view; ``POST /api/games/{id}/act`` a move;
``POST /api/games/{id}/step`` one move that asks no human (the bot's: shown one by one);
``POST /api/games/{id}/undo``; ``GET /api/games/{id}/replay`` (once over);
``GET /api/cards/{title}``. A refused request is answered ``{"error": message}`` with a 4xx
status and changes nothing: the whole request is checked before a move is made, a body over
:data:`MAX_BODY` is refused as soon as it passes the cap, and Starlette's own refusals (no such
path, a method not allowed, another host's name) are JSON too. Every call that reads or changes
a game runs in a worker thread (``run_in_threadpool``): a bot's search never blocks the event
loop.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from .. import BUILT_IN_DECKS, __version__
from .._args import DEFAULT_POINTS_TO_WIN, _check_points_to_win
from ..bots import LEVELS
from .session import OPPONENTS, GameRequest, RequestError, SessionStore, WebGame
from .views import card_view, table_view

__all__ = ["STATIC", "create_app", "serve"]

#: The page's files (plain HTML, CSS and JavaScript; no build step).
STATIC = Path(__file__).resolve().parent / "static"

#: The largest request body read (a pasted replay of a long game fits).
MAX_BODY = 4 * 1024 * 1024

Handler = Callable[[Request], Awaitable[Response]]


def _error(message: str, status: int) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _refusing(handler: Handler) -> Handler:
    """Answer a :class:`RequestError` raised by `handler` with its status and message."""

    async def wrapped(request: Request) -> Response:
        try:
            return await handler(request)
        except RequestError as exc:
            return _error(str(exc), exc.status)

    return wrapped


_DIGITS = re.compile(r"[0-9]+")
_WHOLE = re.compile(r"-?[0-9]{1,18}")


async def _body(request: Request) -> dict[str, Any]:
    """Read the request's JSON object.

    A body over :data:`MAX_BODY` is refused (413) as soon as its announced length or the bytes
    received so far pass the cap: it is never read whole.
    """
    length = request.headers.get("content-length", "")
    if _DIGITS.fullmatch(length) and int(length) > MAX_BODY:
        raise RequestError(f"the request is too large (over {MAX_BODY} bytes)", 413)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise RequestError(f"the request is too large (over {MAX_BODY} bytes)", 413)
        chunks.append(chunk)
    raw = b"".join(chunks)
    if not raw.strip():
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise RequestError("the request body is not valid JSON") from None
    if not isinstance(data, dict):
        raise RequestError("the request body must be a JSON object")
    return data


def _int_param(value: object, name: str, default: int | None) -> int | None:
    """Read a whole number given as a JSON number or as ASCII digits (an optional '-')."""
    if value is None or value == "":
        return default
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _WHOLE.fullmatch(value):
        return int(value)
    raise RequestError(f"{name} must be a whole number, not {str(value)[:40]!r}")


def _log_params(since: object, epoch: object) -> tuple[int, int | None]:
    """Check a request's ``since`` and ``epoch`` (before anything is changed)."""
    return _int_param(since, "since", 0) or 0, _int_param(epoch, "epoch", None)


def _view(web: WebGame, side: object, since: int, epoch: int | None) -> dict[str, Any]:
    """Return `side`'s view (the seat's when None), its log from `since` in log epoch `epoch`."""
    with web.lock:
        shown = web.check_view(side)
        return table_view(web, shown, since, epoch)


def _host_name(host: str) -> str:
    """Return the name of a Host header, without its port ("[::1]:80" -> "[::1]")."""
    if host.startswith("["):
        end = host.find("]")
        return host[: end + 1] if end >= 0 else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


class _HostCheck:
    """Refuse (a JSON 400) a request whose Host header names a host not allowed."""

    def __init__(self, app: ASGIApp, allowed_hosts: Sequence[str]) -> None:
        self.app = app
        self.allowed = {h.lower() for h in allowed_hosts}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            host = _host_name(Headers(scope=scope).get("host", "").strip().lower())
            if host not in self.allowed:
                message = (
                    f"the host {host[:60]!r} is not served here (use one of "
                    f"{', '.join(sorted(self.allowed))})"
                )
                if scope["type"] == "http":
                    await _error(message, 400)(scope, receive, send)
                else:
                    await send({"type": "websocket.close", "code": 1008})
                return
        await self.app(scope, receive, send)


async def _http_refusal(request: Request, exc: Exception) -> Response:
    """Answer Starlette's own refusals (no such path, a method not allowed) as JSON."""
    assert isinstance(exc, HTTPException)
    if exc.status_code == 404:
        message = f"no such page or endpoint: {request.url.path[:80]!r}"
    elif exc.status_code == 405:
        allowed = (exc.headers or {}).get("Allow", "")
        message = f"{request.method} is not allowed here" + (
            f" (allowed: {allowed})" if allowed else ""
        )
    else:
        message = str(exc.detail)
    return JSONResponse({"error": message}, status_code=exc.status_code, headers=exc.headers)


def create_app(
    store: SessionStore | None = None,
    allowed_hosts: Sequence[str] | None = None,
    points_to_win: int = DEFAULT_POINTS_TO_WIN,
) -> Starlette:
    """Return the web table as an ASGI app holding its games in `store` (a new one if None).

    With `allowed_hosts`, a request naming another host (a page of another site reaching this
    server through DNS rebinding) is refused. `points_to_win` is the agenda points the form
    offers for a new game (1 to 255; default 7).
    """
    games = store if store is not None else SessionStore()
    points_to_win = _check_points_to_win(points_to_win)

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html")

    async def options(request: Request) -> Response:
        return JSONResponse(
            {
                "version": __version__,
                "corp_decks": list(BUILT_IN_DECKS["all"][0]),
                "runner_decks": list(BUILT_IN_DECKS["all"][1]),
                "opponents": list(OPPONENTS),
                # The difficulty levels with their bots and measured ratings (Elo, random = 0).
                "levels": [asdict(lv) for lv in LEVELS],
                "sides": ["runner", "corp", "hotseat"],
                # The agenda points a new game is played to: the form's default and range.
                "points_to_win": {"default": points_to_win, "min": 1, "max": 255},
            }
        )

    @_refusing
    async def new_game(request: Request) -> Response:
        data = await _body(request)
        parsed = await run_in_threadpool(GameRequest.parse, data)
        web = games.new(parsed)
        view = await run_in_threadpool(_view, web, None, 0, None)
        return JSONResponse(view, status_code=201)

    @_refusing
    async def get_view(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        q = request.query_params
        since, epoch = _log_params(q.get("since"), q.get("epoch"))
        view = await run_in_threadpool(_view, web, q.get("side"), since, epoch)
        return JSONResponse(view)

    @_refusing
    async def act(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        data = await _body(request)
        since, epoch = _log_params(data.get("since"), data.get("epoch"))
        await run_in_threadpool(web.act, data.get("side"), data.get("code"), data.get("version"))
        view = await run_in_threadpool(_view, web, None, since, epoch)
        return JSONResponse(view)

    @_refusing
    async def step(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        data = await _body(request)
        since, epoch = _log_params(data.get("since"), data.get("epoch"))
        await run_in_threadpool(web.step)
        view = await run_in_threadpool(_view, web, None, since, epoch)
        return JSONResponse(view)

    @_refusing
    async def undo(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        data = await _body(request)
        taken = await run_in_threadpool(web.undo, data.get("side"))
        view = await run_in_threadpool(_view, web, None, 0, None)
        view["undone"] = taken
        return JSONResponse(view)

    @_refusing
    async def replay(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        text = await run_in_threadpool(web.replay_text)
        return Response(
            text,
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="nr_fast-{web.id}.json"'},
        )

    @_refusing
    async def card(request: Request) -> Response:
        return JSONResponse(card_view(request.path_params["title"]))

    routes = [
        Route("/", index),
        Route("/api/options", options),
        Route("/api/games", new_game, methods=["POST"]),
        Route("/api/games/{game}", get_view),
        Route("/api/games/{game}/act", act, methods=["POST"]),
        Route("/api/games/{game}/step", step, methods=["POST"]),
        Route("/api/games/{game}/undo", undo, methods=["POST"]),
        Route("/api/games/{game}/replay", replay),
        Route("/api/cards/{title:path}", card),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    middleware = []
    if allowed_hosts is not None:
        middleware.append(Middleware(_HostCheck, allowed_hosts=list(allowed_hosts)))
    app = Starlette(
        routes=routes, middleware=middleware, exception_handlers={HTTPException: _http_refusal}
    )
    app.state.games = games
    return app


def serve(
    host: str = "127.0.0.1",
    port: int = 8765,
    start: dict[str, Any] | None = None,
    open_browser: bool = False,
    points_to_win: int = DEFAULT_POINTS_TO_WIN,
) -> None:
    """Serve the table on `host`:`port` until interrupted, printing its address.

    With `start` (a new-game request, :meth:`GameRequest.parse`) that game is ready at the
    printed address. 127.0.0.1 by default: only this machine can reach it. `points_to_win` is
    the form's default agenda points to win.
    """
    import uvicorn

    store = SessionStore()
    address = f"http://{host}:{port}/"
    if start is not None:
        web = store.new(GameRequest.parse(start))
        address += f"#game={web.id}"
    print(f"nr-fast: the table is at {address} (Ctrl+C stops the server)", flush=True)
    if open_browser:
        import webbrowser

        webbrowser.open(address)
    # On a loopback address only this machine's names are accepted; on another the user chose
    # to be reachable by any name.
    loopback = host in ("127.0.0.1", "localhost", "::1")
    hosts = [host, "127.0.0.1", "localhost", "[::1]"] if loopback else None
    uvicorn.run(create_app(store, hosts, points_to_win), host=host, port=port, log_level="warning")
