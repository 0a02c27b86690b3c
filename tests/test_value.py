"""The learned evaluation's data and trainer (issue 28; docs/strength.md)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

import nr_fast
from nr_fast import _core, train_value


def _random_game(seed: int, steps: int) -> nr_fast.Game:
    game = nr_fast.Game(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(int(rng.choice(game.legal_action_codes())))
    return game


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_value_features_are_the_same_under_a_redeal(side: str) -> None:
    # Rules Reference, "Information": a redeal of what `side` has not seen is indistinguishable.
    names = _core.value_feature_names()
    for seed in range(4):
        game = _random_game(seed, 30 + 17 * seed)
        x = game.value_features(side)
        assert x.shape == (len(names),) and x.dtype == np.float32
        for s in range(3):
            np.testing.assert_array_equal(game.determinize(side, s).value_features(side), x)


def test_value_positions_are_seeded_and_labelled() -> None:
    corp, runner = _core.starter_decklist("jinteki"), _core.starter_decklist("shaper")
    a = _core.value_positions(corp, runner, 6, "heuristic", "heuristic", seed=3, every=15)
    b = _core.value_positions(
        corp, runner, 6, "heuristic", "heuristic", seed=3, every=15, threads=1
    )
    n = len(a["corp_won"])
    assert n > 20 and a["features"].shape == (n, len(_core.value_feature_names()))
    for k in ("features", "corp_won", "formula", "game"):
        np.testing.assert_array_equal(a[k], b[k])
    assert set(np.unique(a["corp_won"])) <= {0, 1}
    assert ((a["formula"] >= 0) & (a["formula"] <= 1)).all()
    with pytest.raises(ValueError):
        _core.value_positions(corp, runner, 1, every=0)


def test_train_value_writes_weights_the_engine_layout_names(tmp_path: Path) -> None:
    out = tmp_path / "v.json"
    argv = ["--seed", "2", "-o", str(out), "--train-pools", "core", "--holdout-pool", "sg"]
    argv += ["--games", "2", "--holdout-games", "1", "--epochs", "1", "--hidden", "4"]
    assert train_value.main(argv) == 0
    w = json.loads(out.read_text())
    assert w["version"] == 1 and w["features"] == _core.value_feature_names()
    assert len(w["w1"]) == 4 and len(w["w1"][0]) == len(w["features"])
    assert "held_out_pool_sg" in w["training"]["validation"]


def test_shipped_weights_name_the_engines_features() -> None:
    root = Path(__file__).resolve().parents[1]
    w = json.loads((root / "data/value/value-v1.json").read_text())
    assert w["features"] == _core.value_feature_names()
