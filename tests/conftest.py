"""Shared test settings: the hypothesis profiles of the fuzz tests, and child processes that
Ctrl-C reaches.

``ci`` (the default) keeps every fuzz test short; ``NR_FAST_FUZZ=long`` selects ``long``, a
long fuzzing run (see README, "Fuzzing").
"""

from __future__ import annotations

import os
import signal
import subprocess
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import settings

settings.register_profile("ci", max_examples=200, deadline=None)
settings.register_profile("long", max_examples=100_000, deadline=None)
settings.load_profile("long" if os.environ.get("NR_FAST_FUZZ") == "long" else "ci")


def _default_sigint() -> None:
    # A child inherits an ignored SIGINT (a run under nohup, some CI runners), and Python then
    # leaves it ignored: give the child the default, so Python installs KeyboardInterrupt.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


#: Starts a child process (``subprocess.Popen`` arguments; text pipes for stdout and stderr).
Spawn = Callable[..., "subprocess.Popen[str]"]


@pytest.fixture
def interruptible() -> Iterator[Spawn]:
    """Start child processes that SIGINT reaches, whatever this process ignores.

    Each child gets SIGINT's default action before it starts (so Python turns it into
    KeyboardInterrupt), and is killed if still running and waited for when the test ends: no
    process is left behind, whatever the test's outcome.
    """
    started: list[subprocess.Popen[str]] = []

    def spawn(args: list[str], **kwargs: Any) -> subprocess.Popen[str]:
        kwargs.setdefault("stdout", subprocess.PIPE)
        kwargs.setdefault("stderr", subprocess.PIPE)
        proc = subprocess.Popen(args, text=True, preexec_fn=_default_sigint, **kwargs)
        started.append(proc)
        return proc

    yield spawn
    for proc in started:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()  # wait for it, and close its pipes
