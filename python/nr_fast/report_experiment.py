"""Paired card experiments (:mod:`nr_fast.experiment`) as one self-contained HTML page.

:func:`write_experiment_report` writes, for one or more ablations or what-ifs: a warning if
random bots played, a forest plot of the difference in win rate per opponent and pooled with
the paired 95% interval beside the interval independent games would give, a sortable table
(rates with Wilson intervals, difference, both intervals, n, games whose result changed), a
ranking when several cards were ablated, and what reproduces it (the command, the decklists
themselves, the overrides with their printed values, the bots, the seed, the engine version
and commit). Figures are inline PNGs (``nr_fast.report_experiment.FIGURES``); the one script
sorts the tables. Needs matplotlib (the ``studio`` extra).
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from .experiment import Experiment, value_of_card
from .report import (
    _SORT_SCRIPT,
    _STYLE,
    SIDE_COLOURS,
    _png,
    decklists_html,
    overrides_html,
    random_warning,
    sortable_table,
)

__all__ = ["FIGURES", "render_experiment_html", "write_experiment_report"]

#: Figure ids of an experiment page: one forest plot per experiment, ``fig-exp-<i>``.
FIGURES = "fig-exp-{}"


def _forest(exp: Experiment) -> Any:
    import matplotlib.pyplot as plt

    rows = exp.rows
    fig, ax = plt.subplots(figsize=(8, 1.2 + 0.45 * len(rows)))
    y = np.arange(len(rows))
    colour = SIDE_COLOURS[exp.side]
    for k, r in enumerate(rows):
        d, lo, hi = r.difference
        _, ilo, ihi = r.independent_ci
        ax.plot([100 * ilo, 100 * ihi], [k + 0.18] * 2, color="#999999", linewidth=2)
        ax.plot([100 * lo, 100 * hi], [k] * 2, color=colour, linewidth=3)
        ax.plot([100 * d], [k], "o", color=colour, markersize=6 if r.opponent != "pooled" else 8)
    ax.plot([], [], color=colour, linewidth=3, label="95% interval, paired games")
    ax.plot([], [], color="#999999", linewidth=2, label="95% interval independent games give")
    ax.set_yticks(y, [f"{r.opponent} (n={r.games:,})" for r in rows])
    ax.invert_yaxis()
    ax.axvline(0, color="black", linewidth=0.8)
    ax.set_xlabel(f"{exp.deck} win rate: B minus A (points)")
    ax.set_title(f"{exp.kind}: B = {exp.label_b}"[:90])
    ax.legend(loc="lower right", fontsize=7)
    ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return fig


_Cell = tuple[str, float | str]


def _table(exp: Experiment, i: int) -> str:
    rows: list[list[_Cell]] = []
    for r in exp.rows:
        d, lo, hi = r.difference
        _, ilo, ihi = r.independent_ci
        a, b = r.rate_a, r.rate_b
        rows.append(
            [
                (r.opponent, r.opponent),
                (f"{r.games:,}", r.games),
                (f"{100 * a[0]:.1f}% [{100 * a[1]:.1f}, {100 * a[2]:.1f}]", a[0]),
                (f"{100 * b[0]:.1f}% [{100 * b[1]:.1f}, {100 * b[2]:.1f}]", b[0]),
                (f"{100 * d:+.1f}", d),
                (f"[{100 * lo:+.1f}, {100 * hi:+.1f}]", lo),
                (f"[{100 * ilo:+.1f}, {100 * ihi:+.1f}]", ilo),
                (f"{100 * (1 - r.narrowing):.0f}%", r.narrowing),
                (f"{r.changed:,}", r.changed),
            ]
        )
    head = [
        "opponent",
        "n (paired games)",
        f"A win % [95%]: {exp.label_a}",
        "B win % [95%]",
        "B - A (points)",
        "95% CI, paired",
        "95% CI, independent",
        "pairing narrows by",
        "games changed",
    ]
    return sortable_table(head, rows, f"table-exp-{i}")


def _ranking(exps: Sequence[Experiment]) -> str:
    rows: list[list[_Cell]] = []
    for e in exps:
        v, lo, hi = value_of_card(e)
        rows.append(
            [
                (e.label_b, e.label_b),
                (f"{e.pooled.games:,}", e.pooled.games),
                (f"{100 * v:+.1f}", v),
                (f"[{100 * lo:+.1f}, {100 * hi:+.1f}]", lo),
            ]
        )
    rows.sort(key=lambda r: -float(r[3][1]))  # by the lower bound
    head = ["card removed -> replacement", "n", "value (A - B, points)", "95% CI (ranked by low)"]
    return sortable_table(head, rows, "table-ranking")


def render_experiment_html(exps: Sequence[Experiment], command: str = "") -> str:
    """Return the page of `exps` as one HTML document."""
    import matplotlib

    matplotlib.use("Agg")
    bots = [str(e.settings.get("corp_bot")) for e in exps]
    bots += [str(e.settings.get("runner_bot")) for e in exps]
    parts = []
    if len(exps) > 1 and all(e.kind == "ablation" for e in exps):
        parts.append(
            "<h2>Cards ranked by what removing them costs</h2><p class='note'>Value = win rate "
            "as built minus without the card, pooled over the opponents, with the 95% paired "
            "interval; ranked by the interval's lower bound.</p>" + _ranking(exps)
        )
    for i, e in enumerate(exps):
        fid = FIGURES.format(i)
        title = f"{e.kind}: {e.deck} ({e.side}); A = {e.label_a}; B = {e.label_b}"
        parts.append(
            f"<h2>{html.escape(title)}</h2>\n"
            f'<img id="{fid}" alt="{html.escape(title)}" '
            f'src="data:image/png;base64,{_png(_forest(e))}">\n'
            f"{_table(e, i)}\n"
            f"<p class='note'>{e.pooled.games:,} paired games pooled, played in rounds "
            f"{', '.join(str(n) for n in e.rounds)} per opponent; {e.seconds:.1f} s.</p>"
            f"{overrides_html(e.settings.get('overrides_b') or [])}"
        )
    first = exps[0].settings if exps else {}
    decklists = {first.get("deck_a", ""): first.get("decklist_a", "")}
    for e in exps:
        decklists[str(e.settings.get("deck_b"))] = str(e.settings.get("decklist_b"))
    decklists.update(first.get("opponent_decklists", {}))
    settings = {
        k: v
        for k, v in first.items()
        if k
        not in (
            "decklist_a",
            "decklist_b",
            "opponent_decklists",
            "overrides_a",
            "overrides_b",
            "command",
        )
    }
    setting_rows = "".join(
        f"<tr><th>{html.escape(k)}</th><td>{html.escape(str(v))}</td></tr>"
        for k, v in settings.items()
    )
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>nr_fast card experiment</title>
<style>{_STYLE}</style>
</head>
<body>
<h1>nr_fast card experiment</h1>
{random_warning(bots)}
<p>Paired games: game i of arm A and of arm B against an opponent share their seed (common
random numbers), so they differ only where the change matters. The difference B - A is the
mean of the per-game differences; its 95% interval is mean ± 1.96 sd/sqrt(n). The grey
interval is what two independent runs of the same size would give. Click a column to sort.</p>
{"".join(parts)}
<h2>What reproduces this page</h2>
<table>{setting_rows}</table>
<h3>Command</h3>
<pre id="command">{html.escape(command or "(from Python: nr_fast.experiment)")}</pre>
<h3>Decklists</h3>
{decklists_html({k: v for k, v in decklists.items() if k})}
<script>{_SORT_SCRIPT}</script>
</body>
</html>
"""


def write_experiment_report(
    exps: Sequence[Experiment], path: str | os.PathLike[str], command: str = ""
) -> None:
    """Write the page of `exps` to `path` (UTF-8 HTML, self-contained)."""
    text = render_experiment_html(exps, command)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
