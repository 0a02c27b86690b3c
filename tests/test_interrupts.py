"""Issue 24, "Tests a user's machine can run": the Ctrl-C tests pass when this process ignores
SIGINT (a run under nohup, some CI runners), and leave no process behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CTRL_C_TESTS = [
    "tests/test_simulate.py::test_ctrl_c_stops_cleanly_with_the_games_finished",
    "tests/test_threads.py::test_ctrl_c_stops_an_ismcts_search",
]


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # as nohup leaves it


def test_the_ctrl_c_tests_pass_with_sigint_ignored() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *CTRL_C_TESTS],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
        preexec_fn=_ignore_sigint,
        check=False,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    assert "2 passed" in result.stdout
