"""``nr_fast.profile`` and ``nr-fast profile`` (issue 26): the instrumented engine's profile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import nr_fast
from nr_fast import InvalidArgumentError
from nr_fast.cli import main
from nr_fast.profiling import TABLE_COLUMNS, TREE_COLUMNS


def test_profile_returns_dataframe_ready_columns() -> None:
    p = nr_fast.profile("jinteki", "shaper", games=3, seed=1)
    assert p.games == 3 and p.decisions > 100
    assert set(p.table) == set(TABLE_COLUMNS)
    assert set(p.tree) == set(TREE_COLUMNS)
    assert len({len(c) for c in p.table.values()}) == 1
    assert len({len(c) for c in p.tree.values()}) == 1
    rows = p.records()
    decided = sum(r["calls"] for r in rows if r["category"] == "decision")
    assert decided == p.decisions
    categories = {r["category"] for r in rows}
    assert {"decision", "step", "legal", "card", "hook", "bot", "apply", "game"} <= categories
    assert p.tree["parent"][0] == -1
    assert all(0 <= s <= 1.0 + 1e-9 for s in p.table["share"])


def test_profile_plays_the_games_simulate_plays() -> None:
    """Same seeds as simulate: the decision counts agree with simulate's games."""
    p = nr_fast.profile("nbn", "criminal", games=4, bot="random", seed=5)
    sim = nr_fast.simulate("nbn", "criminal", games=4, seed=5, threads=1, progress=False)
    assert p.decisions == int(sim.columns["decisions"].sum())


def test_profile_of_several_matchups_and_ismcts_redeals() -> None:
    p = nr_fast.profile(["nbn", "weyland"], "anarch", games=1, bot="ismcts:2", labels=True)
    assert p.games == 2
    names = {(r["category"], r["name"]) for r in p.records()}
    assert ("determinize", "determinize") in names and ("clone", "clone") in names
    assert ("label", "label") in names


def test_profile_refuses_a_bad_bot_and_games() -> None:
    with pytest.raises(InvalidArgumentError):
        nr_fast.profile(games=1, bot="nobody")
    with pytest.raises(InvalidArgumentError):
        nr_fast.profile(games=-1)


def test_profile_command_prints_a_table_json_and_writes_html(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = tmp_path / "p.html"
    assert main(["profile", "--games", "2", "--html", str(page)]) == 0
    out = capsys.readouterr().out
    assert "decisions" in out and "step" in out and "hook" in out
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!doctype html>") and 'class="ice"' in text
    assert main(["profile", "--games", "1", "--all-starters", "2021", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 12 and set(data["table"]) == set(TABLE_COLUMNS)
