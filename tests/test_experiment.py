"""Issue 29, the designer's questions: what-if numbers, card ablation with paired games, run to
a precision, and defaults that mean something (heuristic bots, extras checked first)."""

from __future__ import annotations

import json
import pathlib

import numpy as np
import pytest

import nr_fast
from nr_fast import experiment as ex
from nr_fast.cli import main
from nr_fast.errors import InvalidArgumentError

DECK = "sg-anarch"
FIELD = ["sg-weyland", "sg-nbn"]


@pytest.fixture(scope="module")
def cleaver4() -> ex.Experiment:
    return ex.whatif(DECK, "Cleaver.cost=4", FIELD, games=400, seed=5)


def test_arm_a_is_the_plain_simulation(cleaver4: ex.Experiment) -> None:
    sim = nr_fast.simulate(
        "sg-weyland",
        DECK,
        games=400,
        seed=5,
        corp_bot="heuristic",
        runner_bot="heuristic",
        progress=False,
    )
    assert np.array_equal(cleaver4.rows[0].won_a, sim.columns["winner"] == 1)
    dearer = nr_fast.simulate(
        "sg-weyland",
        DECK,
        games=400,
        seed=5,
        corp_bot="heuristic",
        runner_bot="heuristic",
        progress=False,
        overrides={"Cleaver": {"cost": 4}},
    )
    assert np.array_equal(cleaver4.rows[0].won_b, dearer.columns["winner"] == 1)
    assert dearer.overrides == [
        {"code": "30006", "title": "Cleaver", "number": "cost", "value": 4, "printed": 3}
    ]


def test_paired_result_agrees_with_two_independent_runs(cleaver4: ex.Experiment) -> None:
    # Two independent runs (other seeds, same sizes) estimate the same difference: the two
    # intervals overlap (their centres are within the sum of the half-widths).
    wins = []
    for seed, ov in ((1, None), (2, {"Cleaver": {"cost": 4}})):
        won = [
            nr_fast.simulate(
                c,
                DECK,
                games=400,
                seed=seed,
                corp_bot="heuristic",
                runner_bot="heuristic",
                progress=False,
                overrides=ov,
            ).columns["winner"]
            == 1
            for c in FIELD
        ]
        wins.append(int(np.concatenate(won).sum()))
    ind = ex.independent_interval(wins[0], wins[1], 800)
    paired = cleaver4.pooled.difference
    half = (paired[2] - paired[1]) / 2 + (ind[2] - ind[1]) / 2
    assert abs(paired[0] - ind[0]) <= half, (paired, ind)


def test_pairing_narrows_the_interval(cleaver4: ex.Experiment) -> None:
    p = cleaver4.pooled
    assert p.games == 800 and p.changed < p.games // 2
    assert p.narrowing < 0.8, p.narrowing
    mean, low, high = p.difference
    ind = p.independent_ci
    assert low <= mean <= high and ind[1] < low and high < ind[2]


def test_paired_interval_formula() -> None:
    a = np.array([1, 1, 0, 0, 1, 0, 1, 1])
    b = np.array([1, 0, 0, 0, 1, 1, 0, 1])
    d = b - a
    mean, low, high = ex.paired_interval(a, b)
    assert mean == pytest.approx(d.mean())
    half = 1.959963984540054 * d.std(ddof=1) / np.sqrt(len(d))
    assert (low, high) == pytest.approx((mean - half, mean + half))
    assert ex.paired_interval([1], [0]) == (-1.0, -1.0, 1.0)


def test_run_to_a_precision_doubles_until_every_interval_is_narrow() -> None:
    wide = ex.whatif(DECK, "Cleaver.cost=4", ["sg-weyland"], games=50, until_width=1.5)
    assert wide.rounds == [50]
    capped = ex.whatif(
        DECK, "Cleaver.cost=4", ["sg-weyland"], games=50, until_width=1e-6, budget=300
    )
    assert capped.rounds == [50, 100, 200, 300] and capped.pooled.games == 300
    assert capped.settings["games_played"] == 300
    # The same games a single run of that size plays (game i depends only on seed and i).
    once = ex.whatif(DECK, "Cleaver.cost=4", ["sg-weyland"], games=300)
    assert np.array_equal(once.pooled.won_a, capped.pooled.won_a)
    assert np.array_equal(once.pooled.won_b, capped.pooled.won_b)


def test_first_extends_a_batch() -> None:
    whole = nr_fast.simulate("jinteki", "shaper", games=60, seed=9, progress=False)
    tail = nr_fast.simulate("jinteki", "shaper", games=20, seed=9, first=40, progress=False)
    assert np.array_equal(whole.columns["seed"][40:], tail.columns["seed"])
    assert np.array_equal(whole.columns["winner"][40:], tail.columns["winner"])


def test_ablation_replaces_every_copy() -> None:
    deck = nr_fast.Deck.starter(DECK)
    without, how = ex.ablated_deck(deck, "cleaver", "Sure Gamble")
    assert without.count("Cleaver") == 0 and without.count("Sure Gamble") == 6
    assert without.size == deck.size and how == "3x Cleaver -> 3x Sure Gamble"
    # A starter deck holds three of everything: the filler leaves the copies out (45 -> 42,
    # above the identity's 40).
    assert ex.filler(deck, "Cleaver") == [("", 3)]
    text = 'Rene "Loup" Arcemont: Party Animal\n2x Cleaver\n3x Sure Gamble\n1x Mayfly\n'
    small = nr_fast.Deck.parse(text)
    assert ex.filler(small, "Cleaver") == [("Mayfly", 2)]
    with pytest.raises(InvalidArgumentError, match="not in the deck"):
        ex.ablated_deck(deck, "Hedge Fund")


def test_ablation_result_and_ranking() -> None:
    exps = [
        ex.ablate(DECK, card, ["sg-weyland"], games=200, substitute="Sure Gamble")
        for card in ("Cleaver", "Mayfly")
    ]
    for e in exps:
        assert e.kind == "ablation" and e.pooled.games == 200
        assert e.settings["decklist_b"].count("Sure Gamble") == 1
    text = ex.format_ranking(exps)
    values = [ex.value_of_card(e) for e in exps]
    order = sorted(range(2), key=lambda i: -values[i][1])
    first = text.splitlines()[2]
    assert exps[order[0]].label_b[:20] in first


def test_overrides_from_text_json_toml_and_refusals(tmp_path: pathlib.Path) -> None:
    assert ex.load_overrides("Cleaver.cost=4; Ice Wall.strength=2") == {
        "Cleaver": {"cost": 4},
        "Ice Wall": {"strength": 2},
    }
    j = tmp_path / "o.json"
    j.write_text(json.dumps({"30006": {"break_cost": 2}}), encoding="utf-8")
    assert ex.load_overrides(j) == {"Cleaver": {"break_cost": 2}}
    t = tmp_path / "o.toml"
    t.write_text('["Hadrian\'s Wall"]\nsubroutines = 3\n', encoding="utf-8")
    assert ex.load_overrides(t) == {"Hadrian's Wall": {"subroutines": 3}}
    for bad, msg in [
        ("Hedge Fund.strength=3", "only ice and icebreakers have a strength"),
        ("Enigma.subroutines=3", "not all the same printed subroutine"),
        ("Cleaver.colour=3", "unknown number"),
        ("Cleaver.cost=x", "must be an integer"),
        ("Cleaver=3", "CARD.NUMBER=VALUE"),
    ]:
        with pytest.raises(InvalidArgumentError, match=msg):
            ex.load_overrides(bad)
    with pytest.raises(nr_fast.NrFastError, match="did you mean 'Cleaver'"):
        ex.load_overrides("Cleever.cost=4")
    with pytest.raises(InvalidArgumentError, match="only ice"):
        nr_fast.simulate(games=1, overrides={"Hedge Fund": {"strength": 1}}, progress=False)


def test_influence_override_reaches_deckbuilding() -> None:
    deck = nr_fast.Deck.starter("2021-anarch")
    assert deck.problems() == []
    faction = nr_fast._core.card_info(deck.identity)["faction"]
    splash = next(t for t, _ in deck.cards if nr_fast._core.card_info(t)["faction"] != faction)
    rules = [p.rule for p in deck.problems(overrides={splash: {"influence": 20}})]
    assert "influence limit" in rules


def test_game_takes_overrides() -> None:
    overrides = {"Ice Wall": {"strength": 3}}
    g = nr_fast._core.GameState(None, None, 1, overrides=overrides)
    assert '"table":[{"card":"01103","number":"strength","value":3}]' in g.to_json()
    assert "table" not in nr_fast._core.GameState(None, None, 1).to_json()


def test_whatif_command_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["whatif", DECK, "--set", "Cleaver.cost=4", "--against", "sg-weyland"]
    assert main([*argv, "--games", "60", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    (e,) = out["experiments"]
    assert e["kind"] == "what-if" and e["b"] == "Cleaver cost=4"
    assert e["rows"][-1]["opponent"] == "pooled" and e["rows"][-1]["games"] == 60
    assert e["settings"]["overrides_b"][0]["printed"] == 3
    assert e["settings"]["command"].startswith("nr-fast whatif sg-anarch --set Cleaver.cost=4")
    assert e["settings"]["corp_bot"] == "heuristic"
    assert main(["whatif", DECK, "--games", "10", "--json"]) == 1
    assert "give an override" in capsys.readouterr().err


def test_ablate_every_card_ranks_them(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["ablate", DECK, "--card", "all", "--substitute", "Sure Gamble"]
    assert main([*argv, "--against", "sg-weyland", "--games", "20", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Cards by what removing them costs the deck")
    assert out.count("ablation: sg-anarch") == 15


def test_defaults_are_the_heuristic_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "20", "--json", "--no-progress"]) == 0
    s = json.loads(capsys.readouterr().out)
    assert (s["corp_bot"], s["runner_bot"]) == ("heuristic", "heuristic")
    study = nr_fast.run_study(["nbn"], ["shaper"], games=5, progress=False)
    assert study.sims[0].corp_bot == "heuristic"
    assert "nr_fast " in study.settings["engine"]
    assert study.settings["decklists"]["nbn"].startswith("NBN: Making News")
    from nr_fast.cli import build_parser

    assert build_parser().parse_args(["tournament"]).bots == "heuristic,random"
    assert build_parser().parse_args(["report"]).bot == "heuristic"


def test_extras_are_checked_before_playing(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import importlib.util

    real = importlib.util.find_spec

    def missing(name: str, *args: object) -> object:
        return None if name in ("matplotlib", "pyarrow") else real(name, *args)  # type: ignore[arg-type]

    def no_games(*args: object, **kwargs: object) -> None:
        raise AssertionError("played games before checking the extras")

    monkeypatch.setattr(importlib.util, "find_spec", missing)
    monkeypatch.setattr("nr_fast.cli_studio.run_study", no_games)
    monkeypatch.setattr("nr_fast.study.simulate", no_games)
    assert main(["report", "--games", "10", "--no-progress"]) == 1
    assert "pip install '.[studio]'" in capsys.readouterr().err
    assert main(["simulate", "--games", "10", "--parquet", "x.parquet"]) == 1
    assert "pyarrow not installed" in capsys.readouterr().err
    with pytest.raises(InvalidArgumentError, match=r"pip install '\.\[studio\]'"):
        nr_fast.report("x.html", ["nbn"], ["shaper"], games=10)
