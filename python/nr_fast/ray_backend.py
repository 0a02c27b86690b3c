"""Simulation past one machine: a batch split into chunks run as Ray tasks (docs/scaling.md).

``simulate(..., backend="ray")`` and ``nr-fast simulate --ray [ADDRESS]`` come here. The games
``0 .. games`` are split into contiguous chunks; each chunk is one Ray task that runs the same
Rust ``simulate`` on games ``first .. first + count`` (``_core.simulate(..., first=...)``), and
the columns are concatenated in game order. Game ``i`` depends only on ``(seed, i)``, so the
results are identical to a local run with the same seed, whatever the number of chunks or
workers. A chunk whose worker dies is run again (Ray's task retries, ``max_retries``).

Needs Ray (the ``ray`` extra: ``pip install '.[ray]'`` in the checkout) on the driver and on every
worker, with the same ``nr_fast`` version.
"""

from __future__ import annotations

import os
from typing import Any

import numpy as np
from tqdm import tqdm

from . import _core

__all__ = ["MAX_RETRIES", "chunk_bounds", "simulate_ray"]

#: How many times a chunk is run again after its worker is lost.
MAX_RETRIES: int = 3


def chunk_bounds(games: int, chunks: int) -> list[tuple[int, int]]:
    """Split games ``0 .. games`` into `chunks` contiguous (first, count) parts, sizes within 1."""
    chunks = max(1, min(chunks, games)) if games else 1
    base, extra = divmod(games, chunks)
    out, first = [], 0
    for c in range(chunks):
        count = base + (1 if c < extra else 0)
        out.append((first, count))
        first += count
    return out


def _run_chunk(
    settings: dict[str, Any], first: int, count: int, crash_once: str | None
) -> dict[str, Any]:
    """One chunk of a batch, in a Ray worker.

    Returns the columns of games ``first .. first + count`` of the batch ``settings``
    describes (decks, bot specs, seed, threads, stats, points to win).
    """
    if crash_once is not None and not os.path.exists(crash_once):
        # Test hook (tests/test_ray.py): the first attempt loses its worker process.
        with open(crash_once, "w", encoding="utf-8") as f:
            f.write(str(os.getpid()))
        os._exit(1)
    columns, _ = _core.simulate(
        settings["corp"],
        settings["runner"],
        count,
        settings["corp_bot"],
        settings["runner_bot"],
        settings["seed"],
        settings["threads"],
        None,
        False,
        settings["stats"],
        first,
        settings["points_to_win"],
    )
    return columns


def _spec(bot: Any) -> str:
    if isinstance(bot, str):
        return bot
    name = getattr(bot, "name", None)
    if not isinstance(name, str):
        raise TypeError(f"backend='ray' takes bot specs, not {type(bot).__name__}")
    return name


def simulate_ray(
    corp: dict[str, Any],
    runner: dict[str, Any],
    games: int,
    corp_bot: Any,
    runner_bot: Any,
    seed: int,
    threads: int,
    stats: bool,
    address: str | None = None,
    chunks: int | None = None,
    progress: bool = True,
    _crash_once: str | None = None,
    agenda_points_to_win: int = 7,
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play the batch on Ray; return (columns, per-card entries) as the local path does.

    Connects to the cluster at `address` (``"auto"``, ``"ray://host:10001"``) unless Ray is
    already initialised (None: the running one, or a new local one). `chunks` defaults to two
    per CPU of the cluster; each chunk runs on `threads` threads (0: one per CPU the task
    holds, which is 1).
    """
    import ray

    if not ray.is_initialized():
        ray.init(address=address, log_to_driver=False)
    resources = ray.cluster_resources()  # type: ignore[no-untyped-call, unused-ignore]
    cpus = max(1, int(resources.get("CPU", 1)))
    bounds = chunk_bounds(games, chunks if chunks is not None else 2 * cpus)
    # Deck and bot checks happen up front, locally, so that a bad setting is one clear error.
    _core.simulate(corp, runner, 0, _spec(corp_bot), _spec(runner_bot), seed, 1, None)
    task = ray.remote(num_cpus=1, max_retries=MAX_RETRIES)(_run_chunk)
    settings = {
        "corp": corp,
        "runner": runner,
        "corp_bot": _spec(corp_bot),
        "runner_bot": _spec(runner_bot),
        "seed": seed,
        "threads": threads or 1,
        "stats": stats,
        "points_to_win": agenda_points_to_win,
    }
    refs = {
        task.remote(settings, first, count, _crash_once): i
        for i, (first, count) in enumerate(bounds)
    }
    parts: list[dict[str, Any] | None] = [None] * len(bounds)
    pending = list(refs)
    with tqdm(total=games, unit="game", disable=not progress, smoothing=0.1) as bar:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                i = refs[ref]
                parts[i] = ray.get(ref)
                bar.update(bounds[i][1])
    return merge_chunks([p for p in parts if p is not None])


def merge_chunks(parts: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]]:
    """Concatenate chunk columns in order; split off the per-card entries (local layout)."""
    from .simulate import pop_card_stats

    columns: dict[str, Any] = {}
    cards: list[dict[str, Any]] = [pop_card_stats(p) for p in parts]
    for name in parts[0]:
        columns[name] = np.concatenate([p[name] for p in parts])
    card: dict[str, Any] = {}
    if cards and cards[0]:
        card = {
            "card_titles": cards[0]["card_titles"],
            "card_sides": cards[0]["card_sides"],
            "card_stats": {
                k: np.concatenate([c["card_stats"][k] for c in cards], axis=0)
                for k in cards[0]["card_stats"]
            },
        }
    return columns, card
