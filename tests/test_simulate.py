"""Batch simulation from Python: numpy columns, reproducibility, summaries, the command."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable

import numpy as np
import pytest

import nr_fast
from nr_fast import Deck, simulate, wilson_interval
from nr_fast.cli import main


def test_columns_are_numpy_arrays_one_entry_per_game() -> None:
    sim = simulate("jinteki", "shaper", games=200, seed=3, progress=False)
    assert sim.games == 200 and not sim.interrupted
    dtypes = {
        "index": np.uint64,
        "seed": np.uint64,
        "winner": np.int8,
        "reason": np.uint8,
        "turns": np.uint32,
        "decisions": np.uint32,
        "corp_points": np.uint8,
        "runner_points": np.uint8,
        "corp_credits": np.uint16,
        "runner_credits": np.uint16,
    }
    for name, dtype in dtypes.items():
        column = sim.columns[name]
        assert isinstance(column, np.ndarray) and column.dtype == dtype, name
        assert column.shape == (200,), name
    assert list(sim.columns["index"]) == list(range(200))
    assert set(np.unique(sim.columns["winner"])) <= {0, 1}
    # An agenda-points win means 7 points for the winner.
    agenda = sim.columns["reason"] == 0
    corp_won = sim.columns["winner"] == 0
    assert np.all(sim.columns["corp_points"][agenda & corp_won] >= 7)
    assert np.all(sim.columns["runner_points"][agenda & ~corp_won] >= 7)


def test_same_seed_same_games_whatever_the_threads() -> None:
    one = simulate("nbn", "criminal", games=150, seed=9, threads=1, progress=False)
    two = simulate("nbn", "criminal", games=150, seed=9, threads=2, progress=False)
    for name in one.columns:
        assert np.array_equal(one.columns[name], two.columns[name]), name
    other = simulate("nbn", "criminal", games=150, seed=10, threads=2, progress=False)
    assert not np.array_equal(one.columns["seed"], other.columns["seed"])


def test_summary_counts_add_up() -> None:
    sim = simulate(Deck.starter("haas-bioroid"), Deck.starter("shaper"), games=300, progress=False)
    assert sim.wins("corp") + sim.wins("runner") == 300
    reasons = sim.reasons()
    assert sum(reasons["corp"].values()) == sim.wins("corp")
    assert sum(reasons["runner"].values()) == sim.wins("runner")
    rate, low, high = sim.win_rate("corp")
    assert low <= rate <= high
    assert (low, high) == wilson_interval(sim.wins("corp"), 300)
    summary = sim.summary()
    assert summary["games"] == 300 and summary["corp"] == "Haas-Bioroid: Engineering the Future"
    json.dumps(summary)


def test_wilson_interval_known_values() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4)
    assert high == pytest.approx(0.5962, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and 0.0 < high < 0.35


def test_progress_callback_sees_every_game() -> None:
    seen: list[int] = []
    columns, interrupted = nr_fast._core.simulate(
        Deck.starter("jinteki").to_dict(),
        Deck.starter("shaper").to_dict(),
        100,
        "random",
        "random",
        0,
        2,
        seen.append,
    )
    assert not interrupted and len(columns["winner"]) == 100
    assert seen and seen[-1] == 100 and seen == sorted(seen)


def test_bad_arguments_are_clear_errors() -> None:
    with pytest.raises(nr_fast.InvalidArgumentError, match="unknown bot"):
        simulate(games=1, corp_bot="genius", progress=False)
    with pytest.raises(nr_fast.InvalidArgumentError):
        simulate(games=-1, progress=False)
    with pytest.raises(TypeError):
        simulate(games=1.5, progress=False)  # type: ignore[arg-type]
    with pytest.raises(nr_fast.DeckError):
        simulate("no-such-faction", games=1, progress=False)
    with pytest.raises(nr_fast.UnknownCardError, match="Nope"):
        simulate("Jinteki: Personal Evolution\n3x Nope", games=1, progress=False)


def test_zero_games() -> None:
    sim = simulate(games=0, progress=False)
    assert sim.games == 0 and sim.win_rate("corp") == (0.0, 0.0, 1.0)


def test_cli_simulate_text(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--games", "200", "--seed", "1", "--no-progress"])
    assert code == 0
    out = capsys.readouterr().out
    assert "Jinteki: Personal Evolution (heuristic) vs Kate" in out  # the default (issue 29)
    assert "Corp   wins" in out and "95% CI" in out
    assert "turns" in out and "games/minute" in out


def test_cli_simulate_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--corp", "nbn", "--runner", "anarch", "--games", "100", "--json"]
    assert main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 100
    assert summary["corp_wins"] + summary["runner_wins"] == 100
    assert summary["corp_ci95"][0] <= summary["corp_win_rate"] <= summary["corp_ci95"][1]


def test_cli_simulate_all_starters(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--all-starters", "--games", "20", "--json"]) == 0
    table = json.loads(capsys.readouterr().out)
    assert len(table) == 12
    pairs = {(row["corp"], row["runner"]) for row in table}
    assert len(pairs) == 12


def test_cli_simulate_bad_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--corp", "nowhere.txt", "--games", "1"]) == 1
    assert "neither a built-in deck" in capsys.readouterr().err


def test_ctrl_c_stops_cleanly_with_the_games_finished(
    interruptible: Callable[..., subprocess.Popen[str]],
) -> None:
    """SIGINT during `nr-fast simulate` stops the batch and reports the games finished so far."""
    import signal
    import sys
    import time

    proc = interruptible(
        [sys.executable, "-m", "nr_fast", "simulate", "--games", "100000000", "--json"]
    )
    time.sleep(2.0)
    proc.send_signal(signal.SIGINT)
    try:
        out, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:  # pragma: no cover - the failure being tested
        # The fixture kills and waits for it: never leave a 100-million-game batch running.
        raise AssertionError("simulate ignored SIGINT") from None
    assert proc.returncode == 130, err
    summary = json.loads(out)
    assert summary["interrupted"] is True
    assert 0 < summary["games"] < 100_000_000
    assert summary["corp_wins"] + summary["runner_wins"] == summary["games"]
