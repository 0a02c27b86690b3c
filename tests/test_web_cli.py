"""`nr-fast serve` and `nr-fast play --web` (issue 17): the server starts on 127.0.0.1, prints
its address, and has the game `play --web` describes ready there."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

ROOT = Path(__file__).resolve().parent.parent
SCENARIO = ROOT / "tests" / "golden" / "weyland_vs_criminal_seed2.json"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _cmd(args: list[str]) -> list[str]:
    return [
        sys.executable,
        "-c",
        "import sys; from nr_fast.cli import main; sys.exit(main())",
        *args,
    ]


@contextmanager
def _served(args: list[str]) -> Iterator[str]:
    """Start `nr-fast ARGS`; yield the address it prints; stop it."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    with subprocess.Popen(
        _cmd(args), stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
    ) as proc:
        try:
            assert proc.stdout is not None
            line = proc.stdout.readline()
            assert "nr-fast: the table is at http://127.0.0.1:" in line, line
            yield line.split(" at ", 1)[1].split()[0]
        finally:
            proc.terminate()
            proc.wait(timeout=20)


def _get(url: str) -> Any:
    import time

    for _ in range(100):  # the address is printed just before uvicorn listens
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                return json.loads(response.read())
        except OSError:
            time.sleep(0.1)
    raise AssertionError(f"nothing answers at {url}")


def test_serve_prints_its_address_and_serves_the_table() -> None:
    port = _free_port()
    with _served(["serve", "--port", str(port)]) as address:
        assert address == f"http://127.0.0.1:{port}/"
        assert _get(address + "api/options")["runner_decks"][:3] == ["anarch", "criminal", "shaper"]


def test_play_web_has_the_game_ready() -> None:
    port = _free_port()
    args = ["play", "--web", "--side", "corp", "--opponent", "ismcts:20", "--seed", "3"]
    with _served([*args, "--corp", "nbn", "--port", str(port)]) as address:
        base, _, game = address.partition("#game=")
        view = _get(f"{base}api/games/{game}")
        assert view["side"] == "corp" and view["opponent"] == "ismcts:20"
        assert view["observation"]["corp"]["identity"]["title"].startswith("NBN")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "--web", "--opponent", "ismcts:x"], 'unknown bot "ismcts:x"'),
        (["play", "--web", "--opponent", "alphago"], 'unknown bot "alphago"'),
        (["play", "--web", "--scenario", "/nonexistent.json"], "cannot read '/nonexistent.json'"),
        (["play", "--web", "--scenario", str(SCENARIO)], "nr-fast: error: "),
        (["serve", "--port", "70000"], "--port must be from 0 to 65535"),
    ],
)
def test_bad_web_options_are_clear_errors(args: list[str], message: str) -> None:
    result = subprocess.run(_cmd(args), capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    assert message in result.stderr and "Traceback" not in result.stderr
