"""Batch simulation: whole games played by Rust bots on every core, with confidence intervals.

``simulate(corp, runner, games, ...)`` plays the games in Rust (rayon) with the GIL released and
returns a :class:`Simulation`: one numpy array per column (winner, win reason, turns, decisions,
agenda points and final credits of each side, seed) plus the summary a balance study needs: win
rates with 95% Wilson score intervals, the split by win reason, and game length. Game ``i`` of a
batch depends only on ``seed`` and ``i``, never on the thread count. A tqdm progress bar shows long
runs; Ctrl-C stops the batch and keeps the games finished so far (``interrupted`` is then True).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt
from tqdm import tqdm

from . import _core
from .deck import Deck
from .errors import InvalidArgumentError

__all__ = ["BOTS", "REASONS", "Simulation", "simulate", "wilson_interval"]

#: Bot names accepted by :func:`simulate`.
BOTS: tuple[str, ...] = ("random",)

#: Win reason names by code (the ``reason`` column); 255 marks a game stopped unfinished.
REASONS: dict[int, str] = {0: "agenda_points", 1: "flatline", 2: "decked_out", 255: "unfinished"}

_Z95 = 1.959963984540054


def wilson_interval(wins: int, n: int, z: float = _Z95) -> tuple[float, float]:
    """Return the Wilson score interval for `wins` successes in `n` trials (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if wins == 0 else max(0.0, centre - half)
    high = 1.0 if wins == n else min(1.0, centre + half)
    return (low, high)


@dataclass
class Simulation:
    """The games of one batch (one entry per finished game in each column) and their summary."""

    corp: str
    runner: str
    corp_bot: str
    runner_bot: str
    seed: int
    requested: int
    interrupted: bool
    seconds: float
    columns: dict[str, npt.NDArray[Any]]

    @property
    def games(self) -> int:
        """Number of finished games."""
        return len(self.columns["winner"])

    def wins(self, side: str) -> int:
        """Return how many games `side` ("corp" or "runner") won."""
        code = {"corp": 0, "runner": 1}[side]
        return int(np.count_nonzero(self.columns["winner"] == code))

    def win_rate(self, side: str) -> tuple[float, float, float]:
        """Return `side`'s win rate and its 95% Wilson interval as (rate, low, high)."""
        n, k = self.games, self.wins(side)
        low, high = wilson_interval(k, n)
        return (k / n if n else 0.0, low, high)

    def reasons(self) -> dict[str, dict[str, int]]:
        """Return wins by side and reason: {"corp": {"agenda_points": n, ...}, "runner": ...}."""
        out: dict[str, dict[str, int]] = {}
        for side, code in (("corp", 0), ("runner", 1)):
            mask = self.columns["winner"] == code
            reasons = self.columns["reason"][mask]
            out[side] = {
                name: int(np.count_nonzero(reasons == r))
                for r, name in REASONS.items()
                if r != 255 and np.any(reasons == r)
            }
        unfinished = int(np.count_nonzero(self.columns["winner"] == -1))
        if unfinished:
            out["none"] = {"unfinished": unfinished}
        return out

    def length(self, column: str = "turns") -> tuple[float, float]:
        """Return the mean and standard deviation of a column (``turns`` or ``decisions``)."""
        values = self.columns[column].astype(np.float64)
        if len(values) == 0:
            return (0.0, 0.0)
        return (float(values.mean()), float(values.std()))

    @property
    def games_per_minute(self) -> float:
        """Finished games per minute of wall-clock time."""
        return self.games * 60.0 / self.seconds if self.seconds > 0 else 0.0

    def summary(self) -> dict[str, Any]:
        """Return the summary as plain data (what ``nr-fast simulate --json`` prints)."""
        out: dict[str, Any] = {
            "corp": self.corp,
            "runner": self.runner,
            "corp_bot": self.corp_bot,
            "runner_bot": self.runner_bot,
            "seed": self.seed,
            "games": self.games,
            "requested": self.requested,
            "interrupted": self.interrupted,
        }
        for side in ("corp", "runner"):
            rate, low, high = self.win_rate(side)
            out[f"{side}_wins"] = self.wins(side)
            out[f"{side}_win_rate"] = rate
            out[f"{side}_ci95"] = [low, high]
        out["reasons"] = self.reasons()
        for column in ("turns", "decisions"):
            mean, std = self.length(column)
            out[f"{column}_mean"] = mean
            out[f"{column}_std"] = std
        out["seconds"] = self.seconds
        out["games_per_minute"] = self.games_per_minute
        return out


def simulate(
    corp: Deck | str | None = None,
    runner: Deck | str | None = None,
    games: int = 1000,
    corp_bot: str = "random",
    runner_bot: str = "random",
    seed: int = 0,
    threads: int = 0,
    progress: bool = True,
) -> Simulation:
    """Play `games` games between two bots in Rust and return them with their summary.

    Decks are :class:`Deck` objects, starter deck names (``"jinteki"``) or decklist text; None
    is the default deck (Jinteki vs Shaper). `threads` 0 uses every core. `progress` shows a
    tqdm bar. Raises :class:`DeckError` for a bad deck and :class:`InvalidArgumentError` for a
    bad bot name, game count or thread count.
    """
    for name, value in (("games", games), ("seed", seed), ("threads", threads)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an int, not {type(value).__name__}")
    if games < 0 or games >= 2**63:
        raise InvalidArgumentError(f"games must be a non-negative int, not {games}")
    if not 0 <= seed < 2**64:
        raise InvalidArgumentError(f"seed must lie in [0, 2**64), not {seed}")
    if not 0 <= threads <= 1024:
        raise InvalidArgumentError(f"threads must lie in [0, 1024], not {threads}")
    corp_deck, runner_deck = _deck(corp, "corp"), _deck(runner, "runner")
    start = time.perf_counter()
    with tqdm(total=games, unit="game", disable=not progress, smoothing=0.1) as bar:

        def report(done: int) -> None:
            bar.update(done - bar.n)

        columns, interrupted = _core.simulate(
            corp_deck.to_dict(),
            runner_deck.to_dict(),
            games,
            corp_bot,
            runner_bot,
            seed,
            threads,
            report,
        )
    return Simulation(
        corp=corp_deck.identity,
        runner=runner_deck.identity,
        corp_bot=corp_bot,
        runner_bot=runner_bot,
        seed=seed,
        requested=games,
        interrupted=interrupted,
        seconds=time.perf_counter() - start,
        columns=columns,
    )


def _deck(spec: Deck | str | None, side: str) -> Deck:
    if spec is None:
        return Deck.default(side)
    if isinstance(spec, Deck):
        return spec
    if isinstance(spec, str) and "\n" not in spec:
        return Deck.starter(spec)
    if isinstance(spec, str):
        return Deck.parse(spec)
    raise TypeError(f"a deck is a Deck, a starter name or decklist text, not {type(spec).__name__}")
