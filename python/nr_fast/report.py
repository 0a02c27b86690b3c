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
import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from . import _core
from .deck import Deck
from .study import Study, run_study

__all__ = ["FIGURES", "report", "write_report"]

#: One colour per side, in every figure: the Corp blue, the Runner red.
CORP_COLOUR = "#1f4e9c"
RUNNER_COLOUR = "#b2182b"
SIDE_COLOURS = {"corp": CORP_COLOUR, "runner": RUNNER_COLOUR}

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
    # Blue where the Corp wins, red where the Runner does (the side colours).
    image = ax.imshow(grid, cmap="RdBu", vmin=0.0, vmax=1.0, aspect="auto")
    ax.set_xticks(range(len(runners)), runners, rotation=20, ha="right")
    ax.set_yticks(range(len(corps)), corps)
    ax.set_xlabel("Runner deck")
    ax.set_ylabel("Corp deck")
    ax.set_title("Corp win rate (95% Wilson interval)")
    fig.colorbar(image, ax=ax, label="Corp win rate")
    return fig


def _reasons_figure(study: Study) -> Any:
    import matplotlib.pyplot as plt

    labels = [f"{s.matchup} (n={s.games:,})" for s in study.sims]
    parts: list[tuple[str, str, int]] = [
        ("corp", "agenda_points", 0),
        ("corp", "flatline", 1),
        ("runner", "agenda_points", 0),
        ("runner", "decked_out", 2),
        ("none", "unfinished", 255),
    ]
    colors = [CORP_COLOUR, "#6b8fd6", RUNNER_COLOUR, "#ef8a62", "#999999"]
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
    """Draw game length per matchup as box plots on one shared axis, one row per matchup.

    Median, quartiles, 5th and 95th percentiles, the mean as a dot, and each row's n.
    """
    import matplotlib.pyplot as plt

    sims = [s for s in study.sims if s.games]
    fig, ax = plt.subplots(figsize=(8, 1.0 + 0.38 * max(1, len(sims))))
    if not sims:
        ax.text(0.5, 0.5, "no games", ha="center", va="center")
        ax.set_axis_off()
        return fig
    data = [s.columns["turns"].astype(float) for s in sims]
    box = ax.boxplot(
        data,
        orientation="horizontal",
        whis=(5, 95),
        showfliers=False,
        showmeans=True,
        patch_artist=True,
        meanprops={
            "marker": "o",
            "markerfacecolor": "black",
            "markeredgecolor": "black",
            "markersize": 3,
        },
        medianprops={"color": "black"},
    )
    for patch in box["boxes"]:
        patch.set_facecolor("#dddddd")
    ax.set_yticks(range(1, len(sims) + 1), [f"{s.matchup} (n={s.games:,})" for s in sims])
    ax.invert_yaxis()
    ax.set_xlabel("turns (box: quartiles; whiskers: 5th-95th percentile; dot: mean)")
    ax.set_title("Game length per matchup")
    ax.grid(axis="x", alpha=0.3)
    return fig


def _impact_rows(study: Study) -> list[Any]:
    has_stats = bool(study.sims) and all(s.card_stats is not None for s in study.sims)
    rows = [r for r in study.card_impact(pooled=True) if r.matchup == "pooled"] if has_stats else []
    return [r for r in rows if r.games_used and r.games_unused]


def _impact_figure(study: Study, top: int, min_games: int = 30) -> Any:
    import matplotlib.pyplot as plt

    rows = [r for r in _impact_rows(study) if r.games >= min_games]
    fig, axes = plt.subplots(1, 2, figsize=(12, 1.5 + 0.28 * top), squeeze=False)
    for ax, side in zip(axes[0], ("corp", "runner")):
        # Ranked by the interval's bound nearest zero (not by the point estimate).
        mine = sorted((r for r in rows if r.side == side), key=lambda r: (r.ranked, r.impact))
        # The highest and the lowest (all of them when there are few).
        if len(mine) > top:
            mine = mine[: top // 2] + mine[-(top - top // 2) :]
        if not mine:
            ax.text(0.5, 0.5, "no card statistics", ha="center", va="center")
            ax.set_axis_off()
            continue
        y = np.arange(len(mine))
        impact = np.array([100 * r.impact for r in mine])
        low = np.array([100 * r.impact_ci[0] for r in mine])
        high = np.array([100 * r.impact_ci[1] for r in mine])
        ax.errorbar(
            impact,
            y,
            xerr=[impact - low, high - impact],
            fmt="o",
            color=SIDE_COLOURS[side],
            ecolor=SIDE_COLOURS[side],
            capsize=2,
        )
        ax.set_yticks(y, [f"{r.title} (n={r.games_used:,}/{r.games_unused:,})" for r in mine])
        ax.axvline(0, color="black", linewidth=0.8)
        ax.set_xlabel("win rate when used minus when not, points (95% interval)")
        ax.set_title(f"{side.capitalize()} cards: impact (CORRELATION, not effect)")
        ax.grid(axis="x", alpha=0.3)
    fig.tight_layout()
    return fig


#: Sorts a table by the clicked column (numbers by value, text by text); no other script.
_SORT_SCRIPT = """
document.querySelectorAll("table.sortable th").forEach(function (th, col) {
  th.addEventListener("click", function () {
    var table = th.closest("table");
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var down = th.getAttribute("data-dir") !== "down";
    table.querySelectorAll("th").forEach(function (h) { h.removeAttribute("data-dir"); });
    th.setAttribute("data-dir", down ? "down" : "up");
    rows.sort(function (a, b) {
      var x = a.cells[col].getAttribute("data-v") || a.cells[col].textContent;
      var y = b.cells[col].getAttribute("data-v") || b.cells[col].textContent;
      var nx = parseFloat(x), ny = parseFloat(y);
      var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
      return down ? -c : c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});
"""


def sortable_table(
    head: Sequence[str], rows: Sequence[Sequence[tuple[str, float | str]]], table_id: str
) -> str:
    """Render an HTML table sortable by clicking a column: each cell is (text, sort value)."""
    th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
    body = "".join(
        "<tr>"
        + "".join(f'<td data-v="{html.escape(str(v))}">{html.escape(t)}</td>' for t, v in row)
        + "</tr>"
        for row in rows
    )
    return (
        f'<table class="sortable" id="{table_id}"><thead><tr>{th}</tr></thead>'
        f"<tbody>{body}</tbody></table>"
    )


def _impact_table(study: Study, min_games: int) -> str:
    rows = []
    for r in _impact_rows(study):
        low, high = r.impact_ci
        few = r.games < min_games
        rows.append(
            [
                (("* " if few else "") + r.title, r.title),
                (r.side, r.side),
                (f"{r.games_used:,}", r.games_used),
                (f"{100 * r.rate_used[0]:.1f}%", r.rate_used[0]),
                (f"{r.games_unused:,}", r.games_unused),
                (f"{100 * r.rate_unused[0]:.1f}%", r.rate_unused[0]),
                (f"{100 * r.impact:+.1f}", r.impact),
                (f"[{100 * low:+.1f}, {100 * high:+.1f}]", low),
                (f"{100 * r.ranked:+.1f}" if not few else "-", r.ranked if not few else -9),
            ]
        )
    head = [
        "card",
        "side",
        "used (n)",
        "win % used",
        "not used (n)",
        "win % not",
        "impact",
        "95% CI",
        "ranked by",
    ]
    return sortable_table(head, rows, "table-impact")


def _settings_table(study: Study) -> str:
    skip = {"decklists", "overrides"}
    rows = [
        ("nr_fast version", _core.__version__),
        *((k, str(v)) for k, v in study.settings.items() if k not in skip),
    ]
    rows.append(("games in all", f"{sum(s.games for s in study.sims):,}"))
    rows.append(("seconds simulating", f"{sum(s.seconds for s in study.sims):.1f}"))
    body = "".join(f"<tr><th>{html.escape(k)}</th><td>{html.escape(v)}</td></tr>" for k, v in rows)
    return f"<table>{body}</table>"


def overrides_html(overrides: Sequence[dict[str, Any]]) -> str:
    """Render the what-if numbers as a table (or a line saying the cards are as printed)."""
    if not overrides:
        return "<p>Cards as printed (no overrides).</p>"
    body = "".join(
        f"<tr><td>{html.escape(str(o['title']))} ({html.escape(str(o['code']))})</td>"
        f"<td>{html.escape(str(o['number']))}</td><td>{o['printed']}</td><td>{o['value']}</td></tr>"
        for o in overrides
    )
    return (
        '<table id="overrides"><tr><th>card</th><th>number</th><th>printed</th>'
        f"<th>in this study</th></tr>{body}</table>"
    )


def decklists_html(decklists: dict[str, str]) -> str:
    """Render each decklist itself, as text that ``nr-fast deck check`` and ``--decks`` read."""
    if not decklists:
        return "<p>(decklists not recorded: a study saved before they were)</p>"
    return "".join(
        f"<details><summary>{html.escape(name)}</summary><pre>{html.escape(text)}</pre></details>"
        for name, text in decklists.items()
    )


def _bots(study: Study) -> list[str]:
    return sorted({s.corp_bot for s in study.sims} | {s.runner_bot for s in study.sims})


def random_warning(bots: Sequence[str]) -> str:
    """Return the warning at the top of a report played with random bots ('' otherwise)."""
    if not any(str(b).startswith("random") for b in bots):
        return ""
    return (
        '<p class="warn" id="random-warning"><strong>Played by random bots.</strong> Random '
        "players choose uniformly among legal actions: their win rates say little about how "
        "the cards play, and nothing about balance. Use --bot heuristic (the default) or "
        "ismcts.</p>"
    )


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
.warn { background: #fff3cd; border: 1px solid #e0c36c; padding: 0.6em; }
table.sortable th { cursor: pointer; background: #f0f0f0; }
table.sortable th[data-dir=down]::after { content: " \\25BC"; }
table.sortable th[data-dir=up]::after { content: " \\25B2"; }
details { margin: 0.3em 0; }
"""


def render_html(study: Study, top: int = 15, min_games: int = 30) -> str:
    """Return the report of `study` as one HTML document (figures inline).

    Cards used or unused in fewer than `min_games` games are marked in the impact table and
    left out of the impact chart.
    """
    import matplotlib

    matplotlib.use("Agg")
    figures = {
        "fig-matrix": ("Corp x Runner win-rate matrix", _matrix_figure(study)),
        "fig-reasons": ("Win reasons per matchup", _reasons_figure(study)),
        "fig-length": ("Game length per matchup", _length_figure(study)),
        "fig-impact": (
            "Per-card win-rate impact (pooled; correlation)",
            _impact_figure(study, top, min_games),
        ),
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
{random_warning(_bots(study))}
<p>{len(study.sims)} matchups, {sum(s.games for s in study.sims):,} games; bots
{html.escape(", ".join(_bots(study)))}.
Every rate comes with its 95% interval and its number of games (n).</p>
{overrides_html(study.settings.get("overrides") or (study.sims[0].overrides if study.sims else []))}
{_summary_table(study)}
{sections[0]}
{sections[1]}
{sections[2]}
{sections[3]}
<p class="note">Impact is the card's side's win rate in games where the card was played or
installed minus its win rate in games where it was not, with the sample sizes (used/not used)
and the 95% interval of the difference. <strong>It is a correlation, not the card's
effect</strong>: cards come out in games that go a certain way. For what a card does, run the
paired experiment <code>nr-fast ablate DECK --card TITLE</code>. Cards are ranked by the
interval's bound nearest zero; * marks cards with fewer than {min_games} games used or not
used (not ranked, not charted). Click a column to sort.</p>
{_impact_table(study, min_games)}
<h2>What reproduces this report</h2>
{_settings_table(study)}
<h3>Command</h3>
<pre id="command">{command}</pre>
<h3>Decklists</h3>
{decklists_html(study.settings.get("decklists") or {})}
<script>{_SORT_SCRIPT}</script>
</body>
</html>
"""


def write_report(study: Study, path: str | os.PathLike[str], min_games: int = 30) -> None:
    """Write the report of `study` to `path` (UTF-8 HTML, self-contained)."""
    text = render_html(study, min_games=min_games)
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
    :func:`~nr_fast.study.run_study` (bots, default heuristic; seed, threads, backend,
    progress, overrides). Checks that matplotlib is installed before playing. Returns the
    study.
    """
    from .cli_experiment import require_studio
    from .deck import STARTER_DECKS

    require_studio("matplotlib")
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
