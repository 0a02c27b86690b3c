"""Issue 16, "Balance studio": simulation past one machine on Ray (the 'ray' extra), against a
local cluster started here with 2 CPUs. Kept short: one cluster for the module."""

from __future__ import annotations

import json
import pathlib
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import nr_fast
from nr_fast.cli import main
from nr_fast.ray_backend import chunk_bounds, simulate_ray

ray = pytest.importorskip("ray")
pytestmark = pytest.mark.filterwarnings("ignore")


@pytest.fixture(scope="module", autouse=True)
def cluster() -> Iterator[None]:
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    ray.shutdown()


def _same(a: nr_fast.Simulation, b: nr_fast.Simulation) -> None:
    assert list(a.columns) == list(b.columns)
    for name in b.columns:
        assert np.array_equal(a.columns[name], b.columns[name]), name
    assert a.card_titles == b.card_titles
    if b.card_stats is not None:
        assert a.card_stats is not None
        for name in b.card_stats:
            assert np.array_equal(a.card_stats[name], b.card_stats[name]), name


def test_chunk_bounds_cover_every_game_once() -> None:
    assert chunk_bounds(10, 3) == [(0, 4), (4, 3), (7, 3)]
    assert chunk_bounds(2, 8) == [(0, 1), (1, 1)]
    assert chunk_bounds(0, 4) == [(0, 0)]


@pytest.mark.parametrize("stats", [False, True])
def test_ray_results_are_the_local_results(stats: bool) -> None:
    kw: dict[str, Any] = {"games": 1001, "seed": 9, "stats": stats, "progress": False}
    local = nr_fast.simulate("haas-bioroid", "shaper", **kw)
    far = nr_fast.simulate("haas-bioroid", "shaper", backend="ray", chunks=7, **kw)
    _same(far, local)
    assert far.corp_name == "haas-bioroid" and "1001 games" in repr(far)


def test_a_lost_worker_chunk_is_retried(tmp_path: pathlib.Path) -> None:
    deck = nr_fast.Deck.starter
    marker = tmp_path / "crashed"
    columns, card = simulate_ray(
        deck("jinteki").to_dict(),
        deck("criminal").to_dict(),
        300,
        "random",
        "random",
        5,
        0,
        True,
        chunks=3,
        progress=False,
        _crash_once=str(marker),
    )
    assert marker.exists()  # the first attempt of a chunk lost its worker process
    local = nr_fast.simulate("jinteki", "criminal", games=300, seed=5, stats=True, progress=False)
    for name in local.columns:
        assert np.array_equal(columns[name], local.columns[name]), name
    assert local.card_stats is not None
    assert np.array_equal(card["card_stats"]["installed"], local.card_stats["installed"])


def test_cli_simulate_ray(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--corp", "nbn", "--runner", "anarch", "--games", "400", "--seed", "2"]
    assert main([*argv, "--json", "--no-progress", "--ray"]) == 0
    far = json.loads(capsys.readouterr().out)
    assert main([*argv, "--json", "--no-progress"]) == 0
    local = json.loads(capsys.readouterr().out)
    for key in ("games", "corp_wins", "runner_wins", "reasons", "turns_mean", "decisions_mean"):
        assert far[key] == local[key], key


def test_ray_refuses_python_bots_and_events() -> None:
    class Bot:
        def choose(self, game: nr_fast.Game) -> int:
            return int(game.legal_codes()[0])

    with pytest.raises(nr_fast.InvalidArgumentError, match="backend='ray'"):
        nr_fast.simulate(games=2, corp_bot=Bot(), backend="ray", progress=False)
    with pytest.raises(nr_fast.InvalidArgumentError, match="backend='ray'"):
        nr_fast.simulate(games=2, count_events=True, backend="ray", progress=False)
    with pytest.raises(nr_fast.InvalidArgumentError, match="backend must be"):
        nr_fast.simulate(games=2, backend="spark", progress=False)


def test_ray_ladder_is_the_local_ladder() -> None:
    # Issue 28: the ladder's batches as Ray tasks are the same games as on this machine.
    kw: dict[str, Any] = {
        "games": 14,
        "seed": 4,
        "progress": False,
        "bootstrap": 20,
        "timing_decisions": 0,
    }
    local = nr_fast.ladder(["random", "heuristic"], **kw)
    far = nr_fast.ladder(["random", "heuristic"], backend="ray", **kw)
    assert [p.matchups for p in far.pairings] == [p.matchups for p in local.pairings]
    assert [r.rating for r in far.ratings] == [r.rating for r in local.ratings]
