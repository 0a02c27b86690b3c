"""The web table refuses cleanly (issue 24): every refusal is ``{"error": ...}`` with a 4xx
status, a refused request changes nothing (the whole request is checked before a move is made),
a body over the cap is refused without being read whole, and a new-game request with a field
the table does not know is refused."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("httpx2")

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.testclient import TestClient

from nr_fast.web import app as web_app
from nr_fast.web.app import create_app
from nr_fast.web.session import SessionStore


@pytest.fixture
def client() -> TestClient:
    return TestClient(create_app())


def _new(client: TestClient, **request: Any) -> dict[str, Any]:
    response = client.post("/api/games", json=request)
    assert response.status_code == 201, response.text
    view: dict[str, Any] = response.json()
    return view


def _settle(client: TestClient, view: dict[str, Any]) -> dict[str, Any]:
    for _ in range(500):
        if not view["pending"]:
            return view
        view = client.post(f"/api/games/{view['id']}/step", json={}).json()
    raise AssertionError("the bot never stopped")


def _json_error(response: Any, status: int, words: str = "") -> str:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json"), response.text
    error = response.json()["error"]
    assert isinstance(error, str) and words in error, error
    return error


def _snapshot(client: TestClient, game_id: str) -> tuple[int, str]:
    web = client.app.state.games.get(game_id)  # type: ignore[attr-defined]
    return web.version, web.game.to_json()


# -- numbers in query strings and bodies -------------------------------------------------------

# Text that str.isdigit() accepts but int() does not, and signs doubled.
ODD_NUMBERS = ["²", "--5", "-", "+3", "٣", "1_000", " 4", "5 ", "0x10", "1e3", "9" * 40, "\x00"]


@pytest.mark.parametrize("value", ODD_NUMBERS)
@pytest.mark.parametrize("name", ["since", "epoch"])
def test_odd_numbers_in_the_query_are_a_400(client: TestClient, name: str, value: str) -> None:
    view = _new(client, side="runner", seed=3)
    response = client.get(f"/api/games/{view['id']}", params={name: value})
    if response.status_code != 200:
        _json_error(response, 400, f"{name} must be a whole number")


_SHARED: dict[str, Any] = {}
# Digits, signs and look-alikes often, any other character sometimes.
_QUERY_TEXT = st.one_of(
    st.text(st.sampled_from("0123456789-+ _.²³٣１\u00a0"), max_size=6), st.text(max_size=8)
)


def _shared_game() -> tuple[TestClient, str]:
    if not _SHARED:
        client = TestClient(create_app())
        _SHARED["client"] = client
        _SHARED["id"] = _new(client, side="runner", seed=5)["id"]
    return _SHARED["client"], _SHARED["id"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(since=_QUERY_TEXT, epoch=_QUERY_TEXT)
def test_any_query_string_gives_a_view_or_a_json_400(since: str, epoch: str) -> None:
    client, game_id = _shared_game()
    response = client.get(f"/api/games/{game_id}", params={"since": since, "epoch": epoch})
    if response.status_code == 200:
        assert "actions" in response.json()
    else:
        _json_error(response, 400, "must be a whole number")


@pytest.mark.parametrize("field", ["since", "epoch"])
@pytest.mark.parametrize("value", ["²", "--5", [1], {"a": 1}, 1.5, True])
def test_a_move_with_a_bad_since_or_epoch_is_refused_before_it_is_made(
    client: TestClient, field: str, value: Any
) -> None:
    view = _settle(client, _new(client, side="runner", seed=7))
    before = _snapshot(client, view["id"])
    body = {"side": "runner", "code": view["actions"][0]["code"], "version": view["version"]}
    _json_error(client.post(f"/api/games/{view['id']}/act", json={**body, field: value}), 400)
    assert _snapshot(client, view["id"]) == before


@pytest.mark.parametrize("value", ["²", "--5", [1]])
def test_a_step_with_a_bad_since_is_refused_before_the_bot_moves(
    client: TestClient, value: Any
) -> None:
    view = _new(client, side="runner", seed=7)
    assert view["pending"]  # the Corp bot decides first
    before = _snapshot(client, view["id"])
    _json_error(client.post(f"/api/games/{view['id']}/step", json={"since": value}), 400)
    assert _snapshot(client, view["id"]) == before


# -- every refusal is JSON ---------------------------------------------------------------------


def test_another_host_name_is_a_json_400() -> None:
    app = create_app(allowed_hosts=["127.0.0.1", "localhost", "[::1]"])
    assert TestClient(app, base_url="http://localhost:8765").get("/api/options").status_code == 200
    assert TestClient(app, base_url="http://[::1]:8765").get("/api/options").status_code == 200
    for base in ("http://evil.example", "http://evil.example:8765", "http://127.0.0.1.evil"):
        response = TestClient(app, base_url=base).get("/api/options")
        _json_error(response, 400, "host")


def test_unknown_paths_and_wrong_methods_are_json(client: TestClient) -> None:
    view = _new(client, side="corp", seed=2)
    _json_error(client.get("/api/nothing"), 404, "no such")
    _json_error(client.post("/api/nothing", json={}), 404, "no such")
    _json_error(client.get(f"/api/games/{view['id']}/act"), 405, "POST")
    _json_error(client.post("/api/options"), 405, "GET")
    _json_error(client.delete(f"/api/games/{view['id']}"), 405)
    _json_error(client.get("/static/no-such-file.js"), 404)


# -- the body cap ------------------------------------------------------------------------------


def _call(app: Any, path: str, chunks: int, chunk: bytes, length: bool) -> tuple[int, int, Any]:
    """POST `chunks` pieces of `chunk` to `path` straight through ASGI; return the status, the
    number of pieces the app read, and the answer's JSON."""
    read = 0
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        nonlocal read
        read += 1
        if read > chunks:
            return {"type": "http.disconnect"}
        return {"type": "http.request", "body": chunk, "more_body": read < chunks}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    headers = [(b"host", b"testserver"), (b"content-type", b"application/json")]
    if length:
        headers.append((b"content-length", str(chunks * len(chunk)).encode()))
    scope = {
        "type": "http",
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 1),
        "server": ("testserver", 80),
    }
    asyncio.run(app(scope, receive, send))
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return status, read, json.loads(body)


@pytest.mark.parametrize("length", [True, False])
def test_a_body_over_the_cap_is_refused_before_it_is_read_whole(
    monkeypatch: pytest.MonkeyPatch, length: bool
) -> None:
    monkeypatch.setattr(web_app, "MAX_BODY", 10_000)
    app = create_app()
    # 1,000 pieces of 1,000 bytes: a megabyte, a hundred times the cap.
    status, read, answer = _call(app, "/api/games", 1000, b" " * 1000, length)
    assert status == 413 and "too large" in answer["error"]
    assert read <= 12, f"{read} pieces were read before the refusal"
    assert len(app.state.games._games) == 0


def test_a_body_under_the_cap_is_read_in_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_app, "MAX_BODY", 10_000)
    app = create_app()
    status, _, answer = _call(app, "/api/games", 4, b'{"seed": 3}'.ljust(1000), True)
    assert status == 400 and "not valid JSON" in answer["error"]  # four objects in a row
    status, _, answer = _call(app, "/api/games", 1, b'{"seed": 3, "side": "corp"}', True)
    assert status == 201 and answer["side"] == "corp"


# -- the new-game request ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "request_",
    [
        {"sied": "corp"},
        {"side": "corp", "oponent": "random"},
        {"corp": "weyland", "points_to_win": 5},
        {"side": "runner", "": 1},
    ],
)
def test_an_unknown_field_of_a_new_game_is_a_400(
    client: TestClient, request_: dict[str, Any]
) -> None:
    unknown = next(k for k in request_ if k not in ("side", "corp"))
    error = _json_error(client.post("/api/games", json=request_), 400, "unknown field")
    assert repr(unknown) in error
    store = client.app.state.games  # type: ignore[attr-defined]
    assert isinstance(store, SessionStore) and len(store._games) == 0


def test_every_field_the_page_sends_is_known(client: TestClient) -> None:
    fields = {
        "side": "corp",
        "seed": 4,
        "opponent": "ismcts",
        "iterations": 10,
        "time_ms": 0,
        "corp": "nbn",
        "runner": "anarch",
        "agenda_points_to_win": 6,
    }
    assert _new(client, **fields)["side"] == "corp"
