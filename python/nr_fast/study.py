"""Studies: every Corp deck against every Runner deck, as a matchup matrix.

:func:`run_study` plays each matchup of some Corp decks and some Runner decks (the starter
decks, decklist files, :class:`~nr_fast.Deck` objects) with :func:`~nr_fast.simulate` and
returns a :class:`Study`: the simulations, the settings, the command that reproduces it, a
matrix of Corp win rates (:meth:`Study.matrix`, :func:`format_matrix`), the per-card impact
(with ``stats=True``) and exports. :meth:`Study.save` and :meth:`Study.load` keep one in a
single ``.npz`` file (numpy only, no pickle), which ``nr-fast report --load`` reads.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .deck import Deck, resolve_deck
from .errors import InvalidArgumentError, NrFastError
from .simulate import Simulation, simulate


def engine_version() -> str:
    """Return the engine's version and the git commit it was built from, where known."""
    from .experiment import engine_version as version

    return version()


def describe_overrides(overrides: Mapping[str, Mapping[str, int]] | None) -> list[dict[str, Any]]:
    """Return the overrides as the engine checked them (see :mod:`nr_fast.experiment`)."""
    from .experiment import describe_overrides as describe

    return describe(overrides)


__all__ = ["Study", "format_matrix", "run_study"]

_FORMAT = "nr_fast-study"


@dataclass
class Study:
    """The simulations of a study (one per matchup, Corp-major order) and its settings."""

    sims: list[Simulation]
    settings: dict[str, Any] = field(default_factory=dict)
    command: str = ""

    @property
    def corps(self) -> list[str]:
        """The Corp deck names, in order of first appearance."""
        return list(dict.fromkeys(s.corp_name or s.corp for s in self.sims))

    @property
    def runners(self) -> list[str]:
        """The Runner deck names, in order of first appearance."""
        return list(dict.fromkeys(s.runner_name or s.runner for s in self.sims))

    def get(self, corp: str, runner: str) -> Simulation | None:
        """Return the simulation of a matchup by deck names, or None."""
        for s in self.sims:
            if (s.corp_name or s.corp, s.runner_name or s.runner) == (corp, runner):
                return s
        return None

    def matrix(self) -> dict[str, dict[str, tuple[float, float, float, int]]]:
        """Return {corp: {runner: (Corp win rate, low, high, games)}} (95% Wilson)."""
        out: dict[str, dict[str, tuple[float, float, float, int]]] = {}
        for s in self.sims:
            rate, low, high = s.win_rate("corp")
            out.setdefault(s.corp_name or s.corp, {})[s.runner_name or s.runner] = (
                rate,
                low,
                high,
                s.games,
            )
        return out

    def card_impact(self, pooled: bool = True) -> list[Any]:
        """Return the per-card impact rows (see :func:`nr_fast.stats.card_impact`)."""
        from .stats import card_impact

        return card_impact(self.sims, pooled=pooled)

    def to_pandas(self) -> Any:
        """Return every game of the study as one DataFrame (see :func:`nr_fast.stats.to_pandas`)."""
        from .stats import to_pandas

        return to_pandas(self.sims)

    def to_csv(self, path: str | os.PathLike[str]) -> None:
        """Write every game of the study as CSV."""
        from .stats import to_csv

        to_csv(self.sims, path)

    def to_parquet(self, path: str | os.PathLike[str]) -> None:
        """Write every game of the study as Parquet (needs pyarrow)."""
        from .stats import to_parquet

        to_parquet(self.sims, path)

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write the study to one ``.npz`` file (numpy arrays and a JSON header, no pickle)."""
        meta: dict[str, Any] = {
            "format": _FORMAT,
            "version": 1,
            "settings": self.settings,
            "command": self.command,
            "sims": [],
        }
        arrays: dict[str, Any] = {}
        for i, s in enumerate(self.sims):
            meta["sims"].append(
                {
                    "corp": s.corp,
                    "runner": s.runner,
                    "corp_name": s.corp_name,
                    "runner_name": s.runner_name,
                    "corp_bot": s.corp_bot,
                    "runner_bot": s.runner_bot,
                    "seed": s.seed,
                    "requested": s.requested,
                    "interrupted": s.interrupted,
                    "seconds": s.seconds,
                    "columns": list(s.columns),
                    "card_titles": list(s.card_titles),
                    "card_sides": list(s.card_sides),
                    "card_stats": None if s.card_stats is None else list(s.card_stats),
                }
            )
            for name, col in s.columns.items():
                arrays[f"{i}/col/{name}"] = col
            for name, table in (s.card_stats or {}).items():
                arrays[f"{i}/card/{name}"] = table
        arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
        with open(path, "wb") as f:
            np.savez_compressed(f, **arrays)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Study:
        """Read a study written by :meth:`save`; raises :class:`NrFastError` if it is not one."""
        shown = os.fspath(path)
        try:
            data = np.load(path, allow_pickle=False)
            meta = json.loads(bytes(data["meta"]).decode())
        except (OSError, ValueError, KeyError) as exc:
            raise NrFastError(f"{shown!r} is not a saved study: {exc}") from None
        if not isinstance(meta, dict) or meta.get("format") != _FORMAT:
            raise NrFastError(f"{shown!r} is not a saved study")
        sims = []
        for i, m in enumerate(meta["sims"]):
            stats = m["card_stats"]
            sims.append(
                Simulation(
                    corp=m["corp"],
                    runner=m["runner"],
                    corp_bot=m["corp_bot"],
                    runner_bot=m["runner_bot"],
                    seed=m["seed"],
                    requested=m["requested"],
                    interrupted=m["interrupted"],
                    seconds=m["seconds"],
                    columns={c: data[f"{i}/col/{c}"] for c in m["columns"]},
                    corp_name=m["corp_name"],
                    runner_name=m["runner_name"],
                    card_titles=tuple(m["card_titles"]),
                    card_sides=tuple(m["card_sides"]),
                    card_stats=None if stats is None else {k: data[f"{i}/card/{k}"] for k in stats},
                )
            )
        return cls(sims=sims, settings=meta["settings"], command=meta["command"])


def run_study(
    corps: Sequence[str | Deck],
    runners: Sequence[str | Deck],
    games: int,
    corp_bot: str = "heuristic",
    runner_bot: str = "heuristic",
    seed: int = 0,
    threads: int = 0,
    stats: bool = False,
    backend: str = "local",
    address: str | None = None,
    progress: bool = True,
    command: str = "",
    on_result: Any = None,
    agenda_points_to_win: int = 7,
    overrides: Mapping[str, Mapping[str, int]] | None = None,
) -> Study:
    """Play every Corp deck of `corps` against every Runner deck of `runners`.

    Decks are starter names, decklist file paths or :class:`Deck` objects; each matchup plays
    `games` games with the same `seed` (so a matchup's results do not depend on the others).
    `on_result`, if given, is called with each :class:`Simulation` as it finishes. Stops after
    an interrupted matchup (Ctrl-C), keeping those played. Each game is won at
    `agenda_points_to_win` agenda points (default 7).
    """
    if not corps or not runners:
        raise InvalidArgumentError("a study needs at least one Corp and one Runner deck")
    corp_decks = [resolve_deck(c) for c in corps]
    runner_decks = [resolve_deck(r) for r in runners]
    for deck, side in [(d, "corp") for d in corp_decks] + [(d, "runner") for d in runner_decks]:
        if _side(deck) != side:
            raise InvalidArgumentError(f"{deck.label} is not a {side} deck")
    sims: list[Simulation] = []
    for corp in corp_decks:
        for runner in runner_decks:
            sim = simulate(
                corp,
                runner,
                games=games,
                corp_bot=corp_bot,
                runner_bot=runner_bot,
                seed=seed,
                threads=threads,
                progress=progress,
                stats=stats,
                backend=backend,
                address=address,
                agenda_points_to_win=agenda_points_to_win,
                overrides=overrides,
            )
            sims.append(sim)
            if on_result is not None:
                on_result(sim)
            if sim.interrupted:
                break
        if sims and sims[-1].interrupted:
            break
    settings = {
        "corps": [d.label for d in corp_decks],
        "runners": [d.label for d in runner_decks],
        "games": games,
        "corp_bot": corp_bot,
        "runner_bot": runner_bot,
        "seed": seed,
        "stats": stats,
        "backend": backend,
        "engine": engine_version(),
        "overrides": describe_overrides(overrides),
        "decklists": {d.label: d.to_text() for d in corp_decks + runner_decks},
    }
    if agenda_points_to_win != 7:
        settings["agenda_points_to_win"] = agenda_points_to_win
    return Study(sims=sims, settings=settings, command=command)


def _side(deck: Deck) -> str:
    from . import _core

    side = _core.card_info(deck.identity)["side"]
    return str(side)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def format_matrix(study: Study) -> str:
    """Render the Corp win-rate matrix as a text table (rows Corp decks, columns Runner decks).

    Each cell is the Corp win rate with its 95% Wilson interval; ``-`` marks a matchup not
    played. The last column and row are each deck's mean over its matchups.
    """
    corps, runners = study.corps, study.runners
    m = study.matrix()
    first = max([14, *(len(c) + 2 for c in corps)])
    width = max([22, *(len(r) + 2 for r in runners)])
    head = f"{'Corp wins':<{first}}" + "".join(f"{r:>{width}}" for r in runners)
    lines = [head + f"{'mean':>8}"]
    for corp in corps:
        row = f"{corp:<{first}}"
        rates = []
        for runner in runners:
            cell = m.get(corp, {}).get(runner)
            if cell is None:
                row += f"{'-':>{width}}"
            else:
                rates.append(cell[0])
                row += f"{_pct(cell[0])} [{_pct(cell[1])}, {_pct(cell[2])}]".rjust(width)
        row += f"{_pct(sum(rates) / len(rates)) if rates else '-':>8}"
        lines.append(row)
    means = []
    for runner in runners:
        rates = [m[c][runner][0] for c in corps if runner in m.get(c, {})]
        means.append(_pct(sum(rates) / len(rates)) if rates else "-")
    lines.append(f"{'mean':<{first}}" + "".join(f"{x:>{width}}" for x in means))
    return "\n".join(lines)
