"""A study as one self-contained HTML file with matplotlib figures (``nr-fast report``).

:func:`report` runs a study (or takes one, :class:`~nr_fast.study.Study`) and
:func:`write_report` writes it: the Corp x Runner win-rate matrix as a heatmap with 95% Wilson
intervals, the win reasons per matchup, the game-length distributions, the per-card win-rate
impact chart (pooled over matchups, with intervals and sample sizes), and the settings and the
command that reproduce it. Figures are PNG images inlined as base64 ``data:`` URIs, so the file
needs nothing else (no network, no scripts). Needs matplotlib (``pip install '.[studio]'`` in the
checkout).
"""

from __future__ import annotations

import base64
import html
import io
import math
import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from . import _core
from .deck import Deck
from .study import Study, run_study

__all__ = ["FIGURES", "report", "write_report"]

#: The figures of a report, by element id, in order.
FIGURES: tuple[str, ...] = ("fig-matrix", "fig-reasons", "fig-length", "fig-impact")


def _png(fig: Any) -> str:
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    import matplotlib.pyplot as plt

    plt.close(fig)
    return base64.b64encode(buf.getvalue()).decode("ascii")


def _matrix_figure(study: Study) -> Any:
    import matplotlib.pyplot as plt

    corps, runners = study.corps, study.runners
    m = study.matrix()
    grid = np.full((len(corps), len(runners)), np.nan)
    fig, ax = plt.subplots(figsize=(2.2 + 2.0 * len(runners), 1.2 + 0.9 * len(corps)))
    for i, c in enumerate(corps):
        for j, r in enumerate(runners):
            cell = m.get(c, {}).get(r)
            if cell is None:
                continue
            grid[i, j] = cell[0]
            ax.text(
                j,
                i,
                f"{100 * cell[0]:.1f}%\n[{100 * cell[1]:.1f}, {100 * cell[2]:.1f}]\nn={cell[3]:,}",
                ha="center",
                va="center",
                fontsize=8,
                # Readable on the colour map's dark ends (win rates far from 50%).
                color="white" if abs(cell[0] - 0.5) > 0.3 else "black",
            )
    image = ax.imshow(grid, cmap="RdBu_r", vmin=0.0, vmax=1.0, aspect="auto")
    ax.set_xticks(range(len(runners)), runners, rotation=20, ha="right")
    ax.set_yticks(range(len(corps)), corps)
    ax.set_xlabel("Runner deck")
    ax.set_ylabel("Corp deck")
    ax.set_title("Corp win rate (95% Wilson interval)")
    fig.colorbar(image, ax=ax, label="Corp win rate")
    return fig


def _reasons_figure(study: Study) -> Any:
    import matplotlib.pyplot as plt

    labels = [s.matchup for s in study.sims]
    parts: list[tuple[str, str, int]] = [
        ("corp", "agenda_points", 0),
        ("corp", "flatline", 1),
        ("runner", "agenda_points", 0),
        ("runner", "decked_out", 2),
        ("none", "unfinished", 255),
    ]
    colors = ["#1f4e9c", "#6b8fd6", "#b2182b", "#ef8a62", "#999999"]
    fig, ax = plt.subplots(figsize=(8, 0.9 + 0.35 * len(labels)))
    left = np.zeros(len(labels))
    for (side, reason, code), color in zip(parts, colors):
        widths = []
        for s in study.sims:
            w = s.columns["winner"]
            who = {"corp": 0, "runner": 1, "none": -1}[side]
            n = int(np.count_nonzero((w == who) & (s.columns["reason"] == code)))
            widths.append(n / s.games if s.games else 0.0)
        ax.barh(labels, widths, left=left, color=color, label=f"{side}: {reason.replace('_', ' ')}")
        left += np.array(widths)
    ax.set_xlim(0, 1)
    ax.invert_yaxis()
    ax.set_xlabel("share of games")
    ax.set_title("Win reasons per matchup")
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.12 - 0.3 / max(1, len(labels))), ncol=3)
    return fig


def _length_figure(study: Study) -> Any:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 4))
    top = max([int(s.columns["turns"].max()) for s in study.sims if s.games] or [1])
    bins = np.arange(0, min(top, 200) + 2) - 0.5
    for s in study.sims:
        if s.games:
            ax.hist(
                np.minimum(s.columns["turns"], bins[-1]),
                bins=list(bins),
                histtype="step",
                density=True,
                label=s.matchup,
            )
    ax.set_xlabel("turns")
    ax.set_ylabel("share of games")
    ax.set_title("Game length per matchup")
    if len(study.sims) <= 12:
        ax.legend(fontsize=7)
    return fig


def _impact_figure(study: Study, top: int) -> Any:
    import matplotlib.pyplot as plt

    has_stats = all(s.card_stats is not None for s in study.sims) and study.sims
    rows = [r for r in study.card_impact(pooled=True) if r.matchup == "pooled"] if has_stats else []
    rows = [r for r in rows if r.games_used and r.games_unused]
    fig, axes = plt.subplots(1, 2, figsize=(12, 1.5 + 0.28 * top), squeeze=False)
    for ax, side in zip(axes[0], ("corp", "runner")):
        mine = sorted((r for r in rows if r.side == side), key=lambda r: r.impact)
        # The highest and the lowest impacts (all of them when there are few).
        if len(mine) > top:
            mine = mine[: top // 2] + mine[-(top - top // 2) :]
        if not mine:
            ax.text(0.5, 0.5, "no card statistics", ha="center", va="center")
            ax.set_axis_off()
            continue
        y = np.arange(len(mine))
        impact = np.array([100 * r.impact for r in mine])
        # Interval of the difference from the two Wilson intervals (half-widths in quadrature).
        err = np.array(
            [
                100
                * math.hypot(
                    (r.rate_used[2] - r.rate_used[1]) / 2, (r.rate_unused[2] - r.rate_unused[1]) / 2
                )
                for r in mine
            ]
        )
        ax.barh(y, impact, xerr=err, color=["#1f4e9c" if v >= 0 else "#b2182b" for v in impact])
        ax.set_yticks(y, [f"{r.title} (n={r.games_used:,}/{r.games_unused:,})" for r in mine])
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_xlabel("win rate when used minus when not (points)")
        ax.set_title(f"{side.capitalize()} cards: win-rate impact (correlation)")
    fig.tight_layout()
    return fig


def _settings_table(study: Study) -> str:
    rows = [
        ("nr_fast version", _core.__version__),
        *((k, str(v)) for k, v in study.settings.items()),
    ]
    rows.append(("games in all", f"{sum(s.games for s in study.sims):,}"))
    rows.append(("seconds simulating", f"{sum(s.seconds for s in study.sims):.1f}"))
    body = "".join(f"<tr><th>{html.escape(k)}</th><td>{html.escape(v)}</td></tr>" for k, v in rows)
    return f"<table>{body}</table>"


def _summary_table(study: Study) -> str:
    head = (
        "<tr><th>matchup</th><th>games</th><th>Corp wins [95% CI]</th>"
        "<th>reasons</th><th>turns (mean ± sd)</th></tr>"
    )
    rows = []
    for s in study.sims:
        rate, low, high = s.win_rate("corp")
        reasons = "; ".join(
            f"{side} {name.replace('_', ' ')} {n:,}"
            for side, by in s.reasons().items()
            for name, n in by.items()
        )
        mean, sd = s.length("turns")
        rows.append(
            f"<tr><td>{html.escape(s.matchup)}</td><td>{s.games:,}</td>"
            f"<td>{100 * rate:.1f}% [{100 * low:.1f}%, {100 * high:.1f}%]</td>"
            f"<td>{html.escape(reasons)}</td><td>{mean:.1f} ± {sd:.1f}</td></tr>"
        )
    return f"<table>{head}{''.join(rows)}</table>"


_STYLE = """
body { font-family: sans-serif; margin: 2em; max-width: 1200px; color: #222; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; font-size: 0.9em; }
img { max-width: 100%; display: block; margin: 1em 0; }
pre { background: #f4f4f4; padding: 0.6em; overflow-x: auto; }
.note { color: #555; font-size: 0.9em; }
"""


def render_html(study: Study, top: int = 15) -> str:
    """Return the report of `study` as one HTML document (figures inline)."""
    import matplotlib

    matplotlib.use("Agg")
    figures = {
        "fig-matrix": ("Corp x Runner win-rate matrix", _matrix_figure(study)),
        "fig-reasons": ("Win reasons per matchup", _reasons_figure(study)),
        "fig-length": ("Game length distributions", _length_figure(study)),
        "fig-impact": ("Per-card win-rate impact (pooled)", _impact_figure(study, top)),
    }
    sections = []
    for fid in FIGURES:
        title, fig = figures[fid]
        data = _png(fig)
        sections.append(
            f'<h2>{html.escape(title)}</h2>\n<img id="{fid}" alt="{html.escape(title)}" '
            f'src="data:image/png;base64,{data}">'
        )
    command = html.escape(study.command or "(from Python: nr_fast.report(...))")
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>nr_fast balance report</title>
<style>{_STYLE}</style>
</head>
<body>
<h1>nr_fast balance report</h1>
<p>{len(study.sims)} matchups, {sum(s.games for s in study.sims):,} games.</p>
{_summary_table(study)}
{sections[0]}
{sections[1]}
{sections[2]}
{sections[3]}
<p class="note">Impact is the card's side's win rate in games where the card was played or
installed minus its win rate in games where it was not, with the sample sizes (used/not used).
It is a correlation, not a cause: cards come out in games that go a certain way.</p>
<h2>Settings and command</h2>
{_settings_table(study)}
<pre id="command">{command}</pre>
</body>
</html>
"""


def write_report(study: Study, path: str | os.PathLike[str]) -> None:
    """Write the report of `study` to `path` (UTF-8 HTML, self-contained)."""
    text = render_html(study)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def report(
    path: str | os.PathLike[str],
    corps: Sequence[str | Deck] | None = None,
    runners: Sequence[str | Deck] | None = None,
    games: int = 10_000,
    study: Study | None = None,
    **options: Any,
) -> Study:
    """Run a study with per-card statistics (or take `study`) and write its report to `path`.

    `corps` and `runners` default to every starter deck of the side; `options` go to
    :func:`~nr_fast.study.run_study` (bots, seed, threads, backend, progress). Returns the study.
    """
    from .deck import STARTER_DECKS

    if study is None:
        study = run_study(
            list(corps) if corps is not None else list(STARTER_DECKS[:4]),
            list(runners) if runners is not None else list(STARTER_DECKS[4:]),
            games,
            stats=True,
            **options,
        )
    write_report(study, path)
    return study
