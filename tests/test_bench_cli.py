"""`nr-fast bench` (issue 26): the command prints the engine's report; the workload itself and
its pinned checksum are tested in Rust (rust/engine/tests/bench.rs)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from nr_fast import _core, cli

REPORT: dict[str, Any] = {
    "version": 1,
    "games": 924,
    "decisions": 217970,
    "checksum": "1e08dc93e1fc4bcf",
    "seconds": 2.0,
    "decisions_per_second": 108985.0,
    "threads": 2,
}


def test_bench_prints_the_report_and_passes_threads(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[int] = []

    def fake(threads: int) -> dict[str, Any]:
        seen.append(threads)
        return REPORT

    monkeypatch.setattr(_core, "bench", fake)
    assert cli.main(["bench", "--threads", "2"]) == 0
    out = capsys.readouterr().out
    assert "924 games, 217970 decisions, checksum 1e08dc93e1fc4bcf" in out
    assert "108,985 decisions/s" in out
    assert cli.main(["bench", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == REPORT
    assert seen == [2, 0]


def test_bench_refuses_a_bad_thread_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["bench", "--threads", "-1"]) == 1
    assert "--threads" in capsys.readouterr().err
