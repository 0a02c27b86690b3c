"""Issue 16, "Balance studio": per-card and per-side statistics, win-rate impact, exports."""

from __future__ import annotations

import csv
import math
import pathlib

import numpy as np
import pytest

import nr_fast
from nr_fast import InvalidArgumentError, RandomBot, Simulation, simulate
from nr_fast.simulate import CARD_STATS, SIDE_STATS
from nr_fast.stats import card_impact, card_usage, to_csv


@pytest.fixture(scope="module")
def sim() -> Simulation:
    return simulate("weyland", "criminal", games=600, seed=4, stats=True, progress=False)


def test_stats_games_are_the_plain_games(sim: Simulation) -> None:
    plain = simulate("weyland", "criminal", games=600, seed=4, progress=False)
    for name, column in plain.columns.items():
        assert np.array_equal(sim.columns[name], column), name
    assert plain.card_stats is None and plain.card_titles == ()


def test_card_stats_layout_and_consistency(sim: Simulation) -> None:
    assert sim.card_stats is not None
    assert tuple(sim.card_stats) == CARD_STATS
    n, t = sim.games, len(sim.card_titles)
    assert t == len(sim.card_sides) == len(set(sim.card_titles))
    assert sim.card_sides[0] == "corp" and sim.card_sides[-1] == "runner"
    for table in sim.card_stats.values():
        assert table.shape == (n, t) and table.dtype == np.uint16
    used = card_usage(sim)
    assert np.array_equal(used, sim.card_stats["first_used"] > 0)
    assert np.all(sim.card_stats["first_used"] <= sim.columns["turns"][:, None] + 1)
    # Agendas: scored points add up to the Corp's points for decks without other point sources.
    side = np.array(sim.card_sides)
    assert np.all(sim.card_stats["scored"][:, side == "runner"] == 0)
    assert np.all(sim.card_stats["stolen"][:, side == "runner"] == 0)
    assert np.all(sim.card_stats["rezzed"][:, side == "runner"] == 0)
    # Every card of a 45-card deck is drawn at most its copies (draws are counted per copy,
    # and a card put back and drawn again counts again: at most the games' draws in total).
    assert sim.card_stats["drawn"].sum() > 0


def test_side_totals(sim: Simulation) -> None:
    for name in SIDE_STATS:
        assert sim.columns[name].shape == (sim.games,) and sim.columns[name].dtype == np.uint32
    c = sim.columns
    runs = c["runs_hq"] + c["runs_rd"] + c["runs_archives"] + c["runs_remote"]
    ok = (
        c["runs_successful_hq"]
        + c["runs_successful_rd"]
        + c["runs_successful_archives"]
        + c["runs_successful_remote"]
    )
    assert np.all(ok <= runs) and runs.sum() > 0
    # Clicks spent on runs are at most the runs begun (Rules Reference, "Making a Run").
    assert np.all(c["runner_clicks_run"] <= runs)
    assert c["corp_clicks_run"].sum() == 0 and c["runner_clicks_advance"].sum() == 0
    assert c["corp_clicks_credit"].sum() > 0 and c["runner_clicks_draw"].sum() > 0
    # Weyland's Scorched Earth deals meat damage; tags come from the Corp's cards.
    assert c["damage_meat"].sum() > 0


def test_card_impact_counts_add_up(sim: Simulation) -> None:
    rows = card_impact(sim)
    per = [r for r in rows if r.matchup == "weyland vs criminal"]
    pooled = [r for r in rows if r.matchup == "pooled"]
    assert len(per) == len(pooled) == len(sim.card_titles)
    winner = sim.columns["winner"]
    used = card_usage(sim)
    for r in per:
        assert r.games_used + r.games_unused == sim.games
        t = sim.card_titles.index(r.title)
        won = winner == (0 if r.side == "corp" else 1)
        assert r.wins_used == int((won & used[:, t]).sum())
        assert r.wins_unused == int((won & ~used[:, t]).sum())
        rate, low, high = r.rate_used
        assert low <= rate <= high
        if r.games_used and r.games_unused:
            assert math.isclose(r.impact, r.rate_used[0] - r.rate_unused[0])
    # Ranked by the interval's bound nearest zero (issue 29), then by impact.
    keys = [(r.ranked, r.impact) for r in per if not math.isnan(r.impact)]
    assert keys == sorted(keys, reverse=True)
    for r in per:
        if not math.isnan(r.impact):
            low, high = r.impact_ci
            assert low <= r.impact <= high


def test_pooled_impact_sums_matchups() -> None:
    a = simulate("nbn", "anarch", games=200, seed=1, stats=True, progress=False)
    b = simulate("nbn", "shaper", games=300, seed=2, stats=True, progress=False)
    rows = card_impact([a, b])
    hedge = [r for r in rows if r.title == "Hedge Fund"]
    assert [r.matchup for r in hedge] == ["nbn vs anarch", "nbn vs shaper", "pooled"]
    assert hedge[2].games_used == hedge[0].games_used + hedge[1].games_used
    assert hedge[2].wins_unused == hedge[0].wins_unused + hedge[1].wins_unused
    # A Runner card appears only in its matchup.
    sure_gamble = [r for r in rows if r.title == "Sure Gamble"]
    assert {r.matchup for r in sure_gamble} == {"nbn vs anarch", "nbn vs shaper", "pooled"}


def test_stats_refusals() -> None:
    with pytest.raises(InvalidArgumentError, match="not both"):
        simulate(games=1, stats=True, count_events=True, progress=False)
    with pytest.raises(InvalidArgumentError, match="Rust bots"):
        simulate(games=1, stats=True, corp_bot=_PyBot(), progress=False)
    plain = simulate(games=3, progress=False)
    with pytest.raises(InvalidArgumentError, match="stats=True"):
        card_impact(plain)


class _PyBot:
    def choose(self, game: nr_fast.Game) -> int:
        return int(game.legal_codes()[0])


def test_repr_is_one_line(sim: Simulation) -> None:
    text = repr(sim)
    assert "\n" not in text and text.startswith("<Simulation weyland (random) vs criminal")
    assert "600 games" in text and "Corp wins" in text and "with stats" in text
    assert "Deck" not in repr(simulate(games=2, progress=False, corp_bot=RandomBot(1)))


def test_csv_export_keeps_deck_names(sim: Simulation, tmp_path: pathlib.Path) -> None:
    path = tmp_path / "games.csv"
    to_csv([sim], path)
    with open(path, encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == sim.games
    assert rows[0]["corp_deck"] == "weyland" and rows[0]["runner_deck"] == "criminal"
    assert rows[0]["corp_identity"].startswith("Weyland Consortium")
    assert int(rows[5]["turns"]) == int(sim.columns["turns"][5])
    assert int(rows[7]["drawn:Hedge Fund"]) == int(
        sim.card_stats["drawn"][7, sim.card_titles.index("Hedge Fund")]  # type: ignore[index]
    )


def test_pandas_and_parquet(sim: Simulation, tmp_path: pathlib.Path) -> None:
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    df = sim.to_pandas()
    assert len(df) == sim.games and set(df["corp_deck"]) == {"weyland"}
    assert "installed:Crypsis" in df.columns
    path = tmp_path / "games.parquet"
    sim.to_parquet(path)
    back = pd.read_parquet(path)
    assert list(back.columns) == list(df.columns)
    assert back["turns"].tolist() == df["turns"].tolist()
