"""The web table's server: a Starlette app (:func:`create_app`) and :func:`serve` (uvicorn).

Endpoints (docs/web.md): ``GET /`` the page; ``GET /api/options``; ``POST /api/games`` a new
game; ``GET /api/games/{id}`` the human side's view; ``POST /api/games/{id}/act`` a move;
``POST /api/games/{id}/step`` one move that asks no human (the bot's: shown one by one);
``POST /api/games/{id}/undo``; ``GET /api/games/{id}/replay`` (once over);
``GET /api/cards/{title}``. A refused request is answered ``{"error": message}`` with a 4xx
status and changes nothing. Every call that reads or changes a game runs in a worker thread
(``run_in_threadpool``): a bot's search never blocks the event loop.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from .. import EXAMPLE_2021_DECKS, SG_STARTER_DECKS, STARTER_DECKS, __version__
from .._args import DEFAULT_POINTS_TO_WIN, _check_points_to_win
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


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise RequestError(f"the request is too large (over {MAX_BODY} bytes)", 413)
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
    if value is None or value == "":
        return default
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lstrip("-").isdigit() and len(value) < 19:
        return int(value)
    raise RequestError(f"{name} must be a whole number, not {value!r}")


def _view(web: WebGame, side: object, since: object, epoch: object) -> dict[str, Any]:
    """Return `side`'s view (the seat's when None), its log from `since` in log epoch `epoch`."""
    with web.lock:
        shown = web.check_view(side)
        start = _int_param(since, "since", 0)
        return table_view(web, shown, start or 0, _int_param(epoch, "epoch", None))


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
                "corp_decks": list(
                    STARTER_DECKS[:4] + SG_STARTER_DECKS[:5] + EXAMPLE_2021_DECKS[:4]
                ),
                "runner_decks": list(
                    STARTER_DECKS[4:] + SG_STARTER_DECKS[5:] + EXAMPLE_2021_DECKS[4:]
                ),
                "opponents": list(OPPONENTS),
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
        view = await run_in_threadpool(_view, web, q.get("side"), q.get("since"), q.get("epoch"))
        return JSONResponse(view)

    @_refusing
    async def act(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        data = await _body(request)
        await run_in_threadpool(web.act, data.get("side"), data.get("code"), data.get("version"))
        view = await run_in_threadpool(_view, web, None, data.get("since"), data.get("epoch"))
        return JSONResponse(view)

    @_refusing
    async def step(request: Request) -> Response:
        web = games.get(request.path_params["game"])
        data = await _body(request)
        await run_in_threadpool(web.step)
        view = await run_in_threadpool(_view, web, None, data.get("since"), data.get("epoch"))
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
        middleware.append(Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts)))
    app = Starlette(routes=routes, middleware=middleware)
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
