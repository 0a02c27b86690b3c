"""``nr_fast.profile`` and ``nr-fast profile``: where the time of a batch of games goes, by rule.

The games are played in Rust on one thread by an instrumented copy of the engine (the engine's
source built with its probes on; the normal engine, which every other function uses, carries
none: docs/performance.md, "nr-fast profile"). Every scope is timed and counted:

- ``decision``: carrying out a player's chosen action, by decision kind (``action``,
  ``paid_ability_window``, ``rez_ice``, ...);
- ``step``: executing a pending step of the rules machine, by step kind (``Run::Encounter``,
  ``Trigger``, ``Draw``, ...);
- ``legal``: legal-action generation, by the kind of the pending step;
- ``card`` and ``hook``: a card's hook asked, by card title and by hook (``triggers_on``, ...);
  ``unset``: a hook asked of a card that does not set it (nothing to call);
- ``label``, ``clone``, ``determinize``: action labels (with ``labels=True``), state copies and
  redeals (ISMCTS);
- ``game`` (setup), ``bot`` (a bot choosing) and ``apply`` (applying its choice and running the
  rules to the next decision): the roots of the tree.

``nr_fast.profile(...)`` returns a :class:`Profile`; ``pandas.DataFrame(p.table)`` is the flat
table (one row per category and name), ``pandas.DataFrame(p.tree)`` the tree of scopes. Times
include the probes' own cost (two clock reads a scope), so compare shares, not absolute times
against an uninstrumented run; counts are exact.
"""

from __future__ import annotations

import argparse
import html
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Union

from . import _core
from ._args import add_points_argument
from .deck import Deck, resolve_deck
from .errors import InvalidArgumentError

__all__ = ["Profile", "add_parser", "command", "profile"]

#: A deck as :func:`profile` takes it: a built-in deck's name, a decklist file or a Deck.
ProfileDeck = Union[str, "os.PathLike[str]", Deck]

#: Columns of :attr:`Profile.table`.
TABLE_COLUMNS = ("category", "name", "calls", "total_s", "self_s", "ns_per_call", "share")
#: Columns of :attr:`Profile.tree`.
TREE_COLUMNS = ("id", "parent", "category", "name", "calls", "total_s", "self_s")


@dataclass
class Profile:
    """A profile of a batch of games.

    ``table``: dict of columns (``category``, ``name``, ``calls``, ``total_s`` (seconds inside,
    children included, a scope inside one of the same row counted once), ``self_s`` (seconds not
    inside a child scope), ``ns_per_call``, ``share`` (``total_s`` over the batch's seconds)),
    one row per category and name, by category, then time. ``tree``: dict of columns (``id``,
    ``parent`` (-1 for the root), ``category``, ``name``, ``calls``, ``total_s``, ``self_s``),
    one row per scope under its parent scope, parents first; row 0 is the whole batch. Both are
    ready for ``pandas.DataFrame``.
    """

    games: int
    decisions: int
    seconds: float
    table: dict[str, list[Any]]
    tree: dict[str, list[Any]]

    def records(self) -> list[dict[str, Any]]:
        """Return :attr:`table` as a list of row dicts."""
        n = len(self.table["name"])
        return [{c: self.table[c][i] for c in TABLE_COLUMNS} for i in range(n)]

    def to_json(self) -> str:
        """Return the profile as JSON (the counts, ``table`` and ``tree``)."""
        return json.dumps(
            {
                "games": self.games,
                "decisions": self.decisions,
                "seconds": self.seconds,
                "table": self.table,
                "tree": self.tree,
            }
        )

    def format(self, top: int = 12) -> str:
        """Return the flat table as text: for each category its `top` rows by time."""
        us = 1e6 / max(self.decisions, 1)
        lines = [
            f"{self.games} games, {self.decisions} decisions, {self.seconds:.2f} s profiled "
            f"({us * self.seconds:.2f} µs a decision, probes included)",
            "",
            f"{'category':<12}{'name':<36}{'calls':>11}{'total s':>9}{'self s':>9}"
            f"{'ns/call':>9}{'share':>7}{'/decision':>10}",
        ]
        shown: dict[str, int] = {}
        for row in self.records():
            cat = row["category"]
            shown[cat] = shown.get(cat, 0) + 1
            if shown[cat] > top:
                continue
            lines.append(
                f"{cat:<12}{row['name'][:35]:<36}{row['calls']:>11,}{row['total_s']:>9.3f}"
                f"{row['self_s']:>9.3f}{row['ns_per_call']:>9.0f}{100 * row['share']:>6.1f}%"
                f"{row['calls'] / max(self.decisions, 1):>10.2f}"
            )
        hidden = sum(max(0, n - top) for n in shown.values())
        if hidden:
            lines.append(f"({hidden} more rows: --top N, --json or --html)")
        return "\n".join(lines)

    def to_html(self, title: str = "nr-fast profile") -> str:
        """Return a self-contained HTML page: an icicle of the scope tree and the table as bars."""
        return _html(self, title)


def profile(
    corp: ProfileDeck | Sequence[ProfileDeck] = "jinteki",
    runner: ProfileDeck | Sequence[ProfileDeck] = "shaper",
    games: int = 100,
    bot: str = "random",
    corp_bot: str | None = None,
    runner_bot: str | None = None,
    seed: int = 0,
    agenda_points_to_win: int | None = None,
    labels: bool = False,
) -> Profile:
    """Profile `games` games of every matchup of `corp` against `runner` (a deck or a list).

    Decks are as for :func:`nr_fast.simulate` (a built-in deck's name, a decklist file or a
    :class:`Deck`); bots are ``random``, ``heuristic``, ``ismcts`` or ``ismcts:N`` (`bot` for
    both sides unless `corp_bot`/`runner_bot` say otherwise); game ``i`` of a matchup is seeded
    as ``simulate`` seeds it, so the same games are played. With `labels`, every chosen action
    is labelled (as ``Game.apply`` does). One thread. Returns a :class:`Profile`, whose
    ``table`` and ``tree`` are ready for ``pandas.DataFrame``.
    """
    corps = _decks(corp)
    runners = _decks(runner)
    if not isinstance(games, int) or games < 0:
        raise InvalidArgumentError(f"games must be a non-negative integer, not {games!r}")
    matchups = [(c.to_dict(), r.to_dict()) for c in corps for r in runners]
    raw = _core.profile(
        matchups,
        games,
        corp_bot or bot,
        runner_bot or bot,
        seed,
        agenda_points_to_win=agenda_points_to_win,
        labels=labels,
    )
    return _from_raw(raw)


def _decks(spec: ProfileDeck | Sequence[ProfileDeck]) -> list[Deck]:
    if isinstance(spec, (str, os.PathLike, Deck)):
        return [resolve_deck(spec)]
    return [resolve_deck(s) for s in spec]


def _from_raw(raw: dict[str, Any]) -> Profile:
    seconds = float(raw["seconds"])
    t = raw["table"]
    calls = list(t["calls"])
    total = [ns / 1e9 for ns in t["total_ns"]]
    table = {
        "category": list(t["category"]),
        "name": list(t["name"]),
        "calls": calls,
        "total_s": total,
        "self_s": [ns / 1e9 for ns in t["self_ns"]],
        "ns_per_call": [1e9 * s / max(c, 1) for s, c in zip(total, calls)],
        "share": [s / seconds if seconds > 0 else 0.0 for s in total],
    }
    r = raw["tree"]
    tree = {
        "id": list(r["id"]),
        "parent": list(r["parent"]),
        "category": list(r["category"]),
        "name": list(r["name"]),
        "calls": list(r["calls"]),
        "total_s": [ns / 1e9 for ns in r["total_ns"]],
        "self_s": [ns / 1e9 for ns in r["self_ns"]],
    }
    return Profile(int(raw["games"]), int(raw["decisions"]), seconds, table, tree)


_COLOURS = {
    "game": "#9e9e9e",
    "bot": "#8d6e63",
    "apply": "#78909c",
    "decision": "#42a5f5",
    "step": "#66bb6a",
    "legal": "#ffa726",
    "card": "#ab47bc",
    "hook": "#ec407a",
    "unset": "#bdbdbd",
    "label": "#26c6da",
    "clone": "#d4e157",
    "determinize": "#ffee58",
    "all": "#607d8b",
}


def _html(p: Profile, title: str) -> str:
    t = p.tree
    n = len(t["id"])
    children: list[list[int]] = [[] for _ in range(n)]
    for i in range(1, n):
        children[t["parent"][i]].append(i)
    root_total = t["total_s"][0] or 1e-9
    cells: list[str] = []
    depth_max = 0

    def place(i: int, x: float, depth: int) -> None:
        nonlocal depth_max
        w = t["total_s"][i] / root_total
        if w < 0.002:
            return
        depth_max = max(depth_max, depth)
        cat, name = t["category"][i], t["name"][i]
        tip = (
            f"{cat}: {name}\n{t['calls'][i]:,} calls, {t['total_s'][i]:.4f} s "
            f"({100 * w:.1f}%), self {t['self_s'][i]:.4f} s"
        )
        cells.append(
            f'<div class="c" style="left:{100 * x:.3f}%;width:{100 * w:.3f}%;top:{depth * 22}px;'
            f'background:{_COLOURS.get(cat, "#90a4ae")}" title="{html.escape(tip)}">'
            f"{html.escape(name)}</div>"
        )
        for c in sorted(children[i], key=lambda c: -t["total_s"][c]):
            place(c, x, depth + 1)
            x += t["total_s"][c] / root_total

    place(0, 0.0, 0)
    bars: list[str] = []
    top = max((s for s in p.table["total_s"]), default=1e-9) or 1e-9
    for row in p.records():
        w = 100 * row["total_s"] / top
        bars.append(
            f"<tr><td>{html.escape(row['category'])}</td><td>{html.escape(row['name'])}</td>"
            f"<td class=n>{row['calls']:,}</td><td class=n>{row['total_s']:.4f}</td>"
            f"<td class=n>{row['self_s']:.4f}</td><td class=n>{row['ns_per_call']:.0f}</td>"
            f'<td class=bar><div style="width:{w:.2f}%;background:'
            f'{_COLOURS.get(row["category"], "#90a4ae")}"></div></td></tr>'
        )
    legend = " ".join(
        f'<span class="k" style="background:{c}">{k}</span>' for k, c in _COLOURS.items()
    )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
body{{font:13px system-ui,sans-serif;margin:1.5em;color:#222}}
.ice{{position:relative;height:{(depth_max + 1) * 22}px;border:1px solid #ccc}}
.c{{position:absolute;height:20px;overflow:hidden;white-space:nowrap;font-size:11px;
line-height:20px;padding-left:2px;box-sizing:border-box;border-right:1px solid #fff;
border-bottom:1px solid #fff;cursor:default}}
.k{{padding:1px 6px;margin-right:4px;border-radius:3px}}
table{{border-collapse:collapse;margin-top:1em}}td,th{{padding:2px 8px;text-align:left}}
td.n{{text-align:right;font-variant-numeric:tabular-nums}}td.bar{{width:320px}}
td.bar div{{height:12px}}tr:nth-child(even){{background:#f6f6f6}}
</style></head><body>
<h1>{html.escape(title)}</h1>
<p>{p.games} games, {p.decisions} decisions, {p.seconds:.2f} s profiled (probes included).
The icicle: each scope under the scope it ran in, its width its share of the batch's time
(hover for counts).</p>
<p>{legend}</p>
<div class="ice">{"".join(cells)}</div>
<h2>By category and name</h2>
<table><tr><th>category</th><th>name</th><th>calls</th><th>total s</th><th>self s</th>
<th>ns/call</th><th>total (largest = full bar)</th></tr>
{"".join(bars)}
</table></body></html>
"""


def add_parser(sub: Any) -> None:
    """Add ``nr-fast profile`` to the subcommands `sub`."""
    from .cli_studio import add_deck_selection

    p = sub.add_parser(
        "profile",
        help="profile a batch of games: time and counts by rule step, decision, card hook",
        description="Play a seeded batch of games (decks as for simulate) on one thread with "
        "an instrumented engine and print where the time went: per decision kind, rules step, "
        "legal-action generation, card hook (by card title and by hook), label, clone and "
        "redeal (docs/performance.md).",
    )
    add_deck_selection(p)
    p.add_argument("--games", type=int, default=100, help="games per matchup (default 100)")
    p.add_argument("--bot", default="random", help="bot for both sides (default random)")
    p.add_argument("--corp-bot", help="bot for the Corp (overrides --bot)")
    p.add_argument("--runner-bot", help="bot for the Runner (overrides --bot)")
    p.add_argument("--seed", type=int, default=0, help="master seed (default 0)")
    p.add_argument("--labels", action="store_true", help="label every chosen action too")
    p.add_argument("--top", type=int, default=12, help="rows shown per category (default 12)")
    p.add_argument("--json", action="store_true", help="print the profile as JSON")
    p.add_argument("--html", metavar="FILE", help="also write an HTML page with an icicle chart")
    add_points_argument(p, "each game is won at N agenda points")


def command(args: argparse.Namespace) -> int:
    """Run ``nr-fast profile``."""
    from .cli_studio import select_decks

    if args.games < 0:
        raise InvalidArgumentError("--games must be a non-negative integer")
    if args.seed < 0:
        raise InvalidArgumentError("--seed must be a non-negative integer")
    corps, runners = select_decks(args)
    p = profile(
        corps,
        runners,
        games=args.games,
        bot=args.bot,
        corp_bot=args.corp_bot,
        runner_bot=args.runner_bot,
        seed=args.seed,
        agenda_points_to_win=args.agenda_points_to_win,
        labels=args.labels,
    )
    if args.html:
        with open(args.html, "w", encoding="utf-8") as f:
            f.write(p.to_html())
    print(p.to_json() if args.json else p.format(args.top))
    return 0
