"""Balance statistics of simulations: per-card win-rate impact, and exports.

``simulate(..., stats=True)`` counts, per game and per card title of either deck, how often
each card was drawn, played, installed, rezzed, scored, stolen, trashed and accessed, and the
turn it was first used (:attr:`~nr_fast.Simulation.card_stats`), plus per-side totals
(columns). From those, :func:`card_impact` compares each card's side's win rate in the games
where the card was used (played or installed at least once) with the games where it was not,
with 95% Wilson intervals and the sample sizes, per matchup and pooled over matchups.

**This is correlation, not causation**: a card gets used in games that go a certain way (long
games draw more cards; a losing Corp installs more ice), so a high impact says "games where
the card came out were won more often", not "adding the card wins games". Compare decks that
differ by the card itself for that.

:func:`to_pandas`, :func:`to_csv` and :func:`to_parquet` export the games of one or more
simulations with the deck names (pandas and pyarrow come with ``pip install '.[studio]'`` in the
checkout; CSV needs neither).
"""

from __future__ import annotations

import csv
import math
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from .errors import InvalidArgumentError
from .simulate import Simulation, wilson_interval

__all__ = ["CardImpact", "card_impact", "card_usage", "to_csv", "to_pandas", "to_parquet"]


@dataclass(frozen=True)
class CardImpact:
    """One card's win-rate impact: its side's wins with and without the card used.

    `matchup` is ``"corp deck vs runner deck"``, or ``"pooled"`` for the sum over matchups.
    """

    title: str
    side: str
    matchup: str
    games_used: int
    wins_used: int
    games_unused: int
    wins_unused: int

    @property
    def rate_used(self) -> tuple[float, float, float]:
        """Win rate of the card's side when it was used, with its 95% Wilson interval."""
        return _rate(self.wins_used, self.games_used)

    @property
    def rate_unused(self) -> tuple[float, float, float]:
        """Win rate of the card's side when it was not used, with its 95% Wilson interval."""
        return _rate(self.wins_unused, self.games_unused)

    @property
    def impact(self) -> float:
        """Win rate used minus win rate not used (NaN when either has no games)."""
        if self.games_used == 0 or self.games_unused == 0:
            return math.nan
        return self.rate_used[0] - self.rate_unused[0]

    @property
    def impact_ci(self) -> tuple[float, float]:
        """Return the 95% interval of :attr:`impact`; (-1, 1) without games.

        Newcombe's hybrid score interval of a difference of two independent proportions, from
        the two Wilson intervals.
        """
        if self.games_used == 0 or self.games_unused == 0:
            return (-1.0, 1.0)
        (p1, l1, u1), (p2, l2, u2) = self.rate_used, self.rate_unused
        d = p1 - p2
        return (d - math.hypot(p1 - l1, u2 - p2), d + math.hypot(u1 - p1, p2 - l2))

    @property
    def ranked(self) -> float:
        """Return the impact's interval bound nearest zero (0 when the interval holds 0).

        The rankings sort by it, so that a card seen in a few games does not top a table by
        chance.
        """
        low, high = self.impact_ci
        return low if low > 0 else high if high < 0 else 0.0

    @property
    def games(self) -> int:
        """The smaller of the two samples (games used, games not used)."""
        return min(self.games_used, self.games_unused)

    def as_dict(self) -> dict[str, Any]:
        """Return the row as plain data (rates and intervals included)."""
        used, unused = self.rate_used, self.rate_unused
        return {
            "title": self.title,
            "side": self.side,
            "matchup": self.matchup,
            "games_used": self.games_used,
            "wins_used": self.wins_used,
            "win_rate_used": used[0],
            "ci95_used": [used[1], used[2]],
            "games_unused": self.games_unused,
            "wins_unused": self.wins_unused,
            "win_rate_unused": unused[0],
            "ci95_unused": [unused[1], unused[2]],
            "impact": self.impact,
            "ci95_impact": list(self.impact_ci),
            "ranked": self.ranked,
            "kind": "correlation",
        }


def _rate(wins: int, games: int) -> tuple[float, float, float]:
    low, high = wilson_interval(wins, games)
    return (wins / games if games else 0.0, low, high)


def _need_stats(sim: Simulation) -> dict[str, npt.NDArray[Any]]:
    if not isinstance(sim, Simulation):
        raise TypeError(f"expected a Simulation, not {type(sim).__name__}")
    if sim.card_stats is None:
        raise InvalidArgumentError(
            f"{sim.matchup}: no card statistics; run simulate(..., stats=True)"
        )
    return sim.card_stats


def card_usage(sim: Simulation) -> npt.NDArray[np.bool_]:
    """Return whether each card was used in each game: bool array (games, titles).

    A card is used when a copy was played or installed at least once.
    """
    stats = _need_stats(sim)
    return np.asarray((stats["played"] > 0) | (stats["installed"] > 0))


def card_impact(sims: Simulation | Iterable[Simulation], pooled: bool = True) -> list[CardImpact]:
    """Return each card's win-rate impact, per matchup and (with `pooled`) over all of them.

    `sims` are simulations run with ``stats=True``. Rows come per matchup, in the order of
    `sims`, then the pooled rows (sums of games and wins over the matchups where the title
    appears), each sorted by :attr:`CardImpact.ranked` (the interval's bound nearest zero),
    largest first, then by impact. Correlation only (see the module docs).
    """
    if isinstance(sims, Simulation):
        sims = [sims]
    sims = list(sims)
    rows: list[CardImpact] = []
    totals: dict[tuple[str, str], list[int]] = {}
    for sim in sims:
        used = card_usage(sim)
        winner = sim.columns["winner"]
        per: list[CardImpact] = []
        for t, (title, side) in enumerate(zip(sim.card_titles, sim.card_sides)):
            won = winner == (0 if side == "corp" else 1)
            mask = used[:, t]
            n_used = int(mask.sum())
            w_used = int((won & mask).sum())
            n_unused = len(mask) - n_used
            w_unused = int(won.sum()) - w_used
            per.append(CardImpact(title, side, sim.matchup, n_used, w_used, n_unused, w_unused))
            acc = totals.setdefault((title, side), [0, 0, 0, 0])
            for i, v in enumerate((n_used, w_used, n_unused, w_unused)):
                acc[i] += v
        rows += _by_impact(per)
    if pooled:
        rows += _by_impact([CardImpact(t, s, "pooled", *v) for (t, s), v in totals.items()])
    return rows


def _by_impact(rows: list[CardImpact]) -> list[CardImpact]:
    return sorted(
        rows,
        key=lambda r: (-r.ranked, -r.impact) if not math.isnan(r.impact) else (math.inf, 0.0),
    )


def _columns(sim: Simulation) -> dict[str, Any]:
    """One simulation's games as named columns (numpy arrays or constants)."""
    n = sim.games
    out: dict[str, Any] = {
        "corp_deck": np.full(n, sim.corp_name or sim.corp, dtype=object),
        "runner_deck": np.full(n, sim.runner_name or sim.runner, dtype=object),
        "corp_identity": np.full(n, sim.corp, dtype=object),
        "runner_identity": np.full(n, sim.runner, dtype=object),
        "corp_bot": np.full(n, sim.corp_bot, dtype=object),
        "runner_bot": np.full(n, sim.runner_bot, dtype=object),
    }
    out.update(sim.columns)
    if sim.card_stats is not None:
        for stat, table in sim.card_stats.items():
            for t, title in enumerate(sim.card_titles):
                out[f"{stat}:{title}"] = table[:, t]
    return out


def _as_list(sims: Simulation | Sequence[Simulation]) -> list[Simulation]:
    if isinstance(sims, Simulation):
        return [sims]
    out = list(sims)
    for s in out:
        if not isinstance(s, Simulation):
            raise TypeError(f"expected Simulation objects, not {type(s).__name__}")
    return out


def to_pandas(sims: Simulation | Sequence[Simulation]) -> Any:
    """Return the games of `sims` as one pandas DataFrame (one row per game).

    Columns: ``corp_deck``/``runner_deck`` (deck names: starter faction or decklist file
    name), identities, bots, every result column, and with stats ``<stat>:<title>`` per card
    count (missing where a matchup lacks the card). Needs pandas (the ``studio`` extra).
    """
    import pandas as pd

    frames = [pd.DataFrame(_columns(s)) for s in _as_list(sims)]
    if not frames:
        return pd.DataFrame()
    return pd.concat(frames, ignore_index=True) if len(frames) > 1 else frames[0]


def to_csv(sims: Simulation | Sequence[Simulation], path: str | os.PathLike[str]) -> None:
    """Write the games of `sims` as CSV, the columns of :func:`to_pandas` (no extra needed)."""
    all_columns = [_columns(s) for s in _as_list(sims)]
    names: list[str] = []
    for cols in all_columns:
        names += [k for k in cols if k not in names]
    with open(path, "w", newline="", encoding="utf-8") as f:
        writer = csv.writer(f)
        writer.writerow(names)
        for cols in all_columns:
            n = len(next(iter(cols.values()))) if cols else 0
            values = [cols[k].tolist() if k in cols else [""] * n for k in names]
            writer.writerows(zip(*values))


def to_parquet(sims: Simulation | Sequence[Simulation], path: str | os.PathLike[str]) -> None:
    """Write the games of `sims` as one Parquet file (needs pyarrow: the ``studio`` extra)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    tables = [
        pa.table({k: (v.tolist() if v.dtype == object else v) for k, v in _columns(s).items()})
        for s in _as_list(sims)
    ]
    if not tables:
        raise InvalidArgumentError("no simulations to write")
    table = pa.concat_tables(tables, promote_options="default") if len(tables) > 1 else tables[0]
    pq.write_table(table, os.fspath(path))
