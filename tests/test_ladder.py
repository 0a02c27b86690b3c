"""The ladder (issue 28): Bradley-Terry on known results, reproducibility, levels, bad input."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

import nr_fast
from nr_fast.cli import main
from nr_fast.ladder import POOLS, SeatPairing, bootstrap_ratings, ladder
from nr_fast.tournament import bradley_terry, elo_ratings


def _expected_wins(elo: list[float], games: float) -> np.ndarray:
    """The expected wins matrix of bots with these Elo ratings, `games` games per pair."""
    n = len(elo)
    w = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            if i != j:
                w[i, j] = games / (1 + 10 ** ((elo[j] - elo[i]) / 400))
    return w


def test_bradley_terry_recovers_known_ratings() -> None:
    truth = [0.0, 150.0, 400.0, 700.0]
    fitted = elo_ratings(bradley_terry(_expected_wins(truth, 1e6), prior=0.0))
    assert np.allclose(fitted, truth, atol=0.01)


def test_bootstrap_interval_covers_the_known_ratings() -> None:
    # Seat pairings whose results are the expected ones for ratings 0, 200 and 500: the
    # point estimate is near the truth and the 95% interval holds it, narrower with more games.
    truth = [0.0, 200.0, 500.0]
    names = ["a", "b", "c"]

    def pairings(games: int) -> list[SeatPairing]:
        out = []
        for i in range(3):
            for j in range(3):
                if i != j:
                    p = 1 / (1 + 10 ** ((truth[j] - truth[i]) / 400))
                    wins = round(games * p)
                    out.append(SeatPairing(names[i], names[j], games, wins, games - wins))
        return out

    widths = []
    for games in (200, 2000):
        rating, low, high = bootstrap_ratings(names, pairings(games), samples=300, seed=1)
        assert np.all(low <= truth) and np.all(np.array(truth) <= high)
        assert np.allclose(rating, truth, atol=25)
        assert low[0] == high[0] == 0.0  # the anchor
        widths.append(float(high[2] - low[2]))
    assert widths[1] < widths[0] / 2


def test_ladder_plays_every_seat_pairing_over_the_pool() -> None:
    core = POOLS[0]
    assert core.name == "core" and len(core.matchups) == 12
    r = ladder(
        ["heuristic", "random"], games=14, seed=5, progress=False, bootstrap=50, timing_decisions=3
    )
    assert [(p.corp_bot, p.runner_bot) for p in r.pairings] == [
        ("heuristic", "random"),
        ("random", "heuristic"),
    ]
    for p in r.pairings:
        assert p.games == 14 and p.corp_wins + p.runner_wins + p.unfinished == 14
        # 14 games over 12 matchups: the first two get 2, the others 1; every matchup once.
        assert [m[3] for m in p.matchups] == [2, 2] + [1] * 10
        assert {(m[0], m[1]) for m in p.matchups} == set(core.matchups)
    assert r.anchor == "random"
    by = {x.bot: x for x in r.ratings}
    assert by["random"].rating == 0 and by["heuristic"].rating > 200
    assert by["heuristic"].rating_low <= by["heuristic"].rating <= by["heuristic"].rating_high
    assert by["heuristic"].games == 28 and by["heuristic"].corp_games == 14
    assert by["heuristic"].seconds_per_decision >= 0
    summary = json.loads(json.dumps(r.summary()))
    assert summary["pool"] == "core" and summary["games_per_seat_pairing"] == 14


def _table(r: nr_fast.LadderResult) -> dict[str, object]:
    out = r.summary()
    for key in ("seconds",):
        out.pop(key)
    for p in out["pairings"]:
        p.pop("seconds")
    return out


def test_ladder_is_reproducible_and_a_pairing_does_not_depend_on_the_others() -> None:
    def run(bots: list[str], threads: int) -> nr_fast.LadderResult:
        return ladder(
            bots,
            pool="sg",
            games=20,
            seed=9,
            threads=threads,
            progress=False,
            bootstrap=40,
            timing_decisions=0,
        )

    a, b = run(["random", "heuristic"], 1), run(["random", "heuristic"], 2)
    assert _table(a) == _table(b)
    c = run(["random", "heuristic", "ismcts:2"], 2)
    same = [p for p in c.pairings if "ismcts:2" not in (p.corp_bot, p.runner_bot)]
    assert [p.matchups for p in same] == [p.matchups for p in a.pairings]
    d = ladder(
        ["random", "heuristic"],
        pool="sg",
        games=20,
        seed=10,
        progress=False,
        bootstrap=0,
        timing_decisions=0,
    )
    assert [p.matchups for p in d.pairings] != [p.matchups for p in a.pairings]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"bots": ["random"]}, "at least 2 bots"),
        ({"bots": ["heuristic", "easy"]}, "'heuristic' and 'easy' are both heuristic"),
        ({"bots": ["random", "nope"]}, "unknown bot"),
        ({"bots": ["random", "heuristic"], "pool": "nope"}, "unknown pool 'nope'; the pools are"),
        ({"bots": ["random", "heuristic"], "games": 11}, r"games must lie in \[12, "),
        ({"bots": ["random", "heuristic"], "seed": -1}, "seed"),
        ({"bots": ["random", "heuristic"], "backend": "mpi"}, "backend must be"),
        ({"bots": ["random", "heuristic"], "bootstrap": -1}, "bootstrap"),
    ],
)
def test_ladder_refuses_bad_input_clearly(kwargs: dict[str, object], message: str) -> None:
    args = {"games": 12, "progress": False, "timing_decisions": 0, **kwargs}
    with pytest.raises(ValueError, match=message):
        ladder(**args)  # type: ignore[arg-type]


def test_ladder_refuses_bots_that_are_not_a_list_of_names() -> None:
    with pytest.raises(TypeError, match="list of bot specs"):
        ladder("random,heuristic", games=12)  # type: ignore[arg-type]


def test_ladder_command_prints_the_table_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "ladder",
        "--bots",
        "random,easy",
        "--pool",
        "2021",
        "--games",
        "12",
        "--seed",
        "3",
        "--no-progress",
        "--bootstrap",
        "20",
        "--timing",
        "2",
    ]
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "Ladder, pool 2021: random, easy; 12 games per seat pairing, seed 3" in text
    assert "easy" in text and "heuristic" in text and "95% CI" in text
    assert main([*argv, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["bots"] == ["random", "easy"] and data["specs"] == ["random", "heuristic"]
    assert main(["ladder", "--bots", "random", "--no-progress"]) == 1
    assert "at least 2 bots" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["ladder", "--pool", "nope"])
    assert exc.value.code == 2


def test_levels_are_one_list_read_everywhere() -> None:
    names = [lv.name for lv in nr_fast.LEVELS]
    assert names == ["easy", "normal", "hard", "expert"]
    for lv in nr_fast.LEVELS:
        # make_bot (and so simulate, play and the web table) reads a level as its bot.
        assert nr_fast.make_bot(lv.name).name == nr_fast.make_bot(lv.bot).name
        assert nr_fast.make_bot(lv.name.upper()).name == nr_fast.make_bot(lv.bot).name
        assert lv.rating_low <= lv.rating <= lv.rating_high
        assert str(lv.rating) in lv.label()
    ratings = [lv.rating for lv in nr_fast.LEVELS]
    # Issue 28: the levels are ordered by their measured ratings, weakest first.
    assert ratings == sorted(ratings), ratings
    assert nr_fast.level(" Hard ") is nr_fast.LEVELS[2] and nr_fast.level("godlike") is None
    assert not math.isnan(ratings[0])
    # A game between levels through simulate.
    sim = nr_fast.simulate(
        "weyland", "criminal", games=2, corp_bot="easy", runner_bot="easy", progress=False
    )
    assert sim.games == 2


def test_a_chain_plays_only_neighbours_and_still_rates_everyone() -> None:
    r = ladder(
        ["random", "heuristic", "ismcts:2"],
        games=12,
        seed=2,
        progress=False,
        bootstrap=30,
        timing_decisions=0,
        chain=True,
    )
    assert [(p.corp_bot, p.runner_bot) for p in r.pairings] == [
        ("random", "heuristic"),
        ("heuristic", "random"),
        ("heuristic", "ismcts:2"),
        ("ismcts:2", "heuristic"),
    ]
    assert r.chain and r.summary()["chain"] is True
    assert all(math.isfinite(x.rating) for x in r.ratings)
