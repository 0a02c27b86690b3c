"""The scripts in examples/ run (with small sizes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("script", "arg", "expect"),
    [
        ("random_agent.py", "2", "game 1:"),
        ("pettingzoo_loop.py", "1", "episode 0:"),
        ("train_tiny_policy.py", "4", "win rate vs random after"),
        ("text_seat.py", "1", "game 0:"),
    ],
)
def test_example_runs(script: str, arg: str, expect: str) -> None:
    pytest.importorskip("pettingzoo")
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    out = subprocess.run(
        [sys.executable, str(ROOT / "examples" / script), arg],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=True,
    )
    assert expect in out.stdout
