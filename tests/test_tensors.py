"""Action masks, observation tensors (hidden information) and VecGame from Python."""

from __future__ import annotations

import numpy as np
import pytest

import nr_fast


def _random_game(seed: int, steps: int) -> nr_fast.Game:
    game = nr_fast.Game(seed=seed)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if game.is_over:
            break
        game.apply(int(rng.choice(game.legal_action_codes())))
    return game


def test_mask_and_codes_match_legal_actions() -> None:
    game = _random_game(1, 60)
    mask = game.action_mask()
    assert mask.dtype == np.bool_ and mask.shape == (nr_fast.NUM_ACTIONS,)
    codes = game.legal_action_codes()
    assert codes.dtype == np.int64
    assert codes.tolist() == game.legal_codes()
    assert np.flatnonzero(mask).tolist() == sorted(game.legal_codes())


def test_tensor_shapes_and_layout() -> None:
    game = nr_fast.Game(seed=0)
    assert game.observation_tensor("corp").shape == nr_fast.OBSERVATION_SHAPE
    assert game.information_state_tensor("runner").shape == nr_fast.INFORMATION_STATE_SHAPE
    layout = nr_fast.tensor_layout()
    assert layout[0] == ("global", 0, len(nr_fast._core.GLOBAL_NAMES))
    assert sum(size for _, _, size in layout) == nr_fast.INFORMATION_STATE_SHAPE[0]
    with pytest.raises(nr_fast.InvalidArgumentError):
        game.observation_tensor("both")


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_determinize_keeps_the_sides_tensor(side: str) -> None:
    # Rules Reference, "Information": a redeal of what `side` has not seen is indistinguishable.
    other = "runner" if side == "corp" else "corp"
    changed = 0
    for seed in range(4):
        game = _random_game(seed, 40 + 13 * seed)
        obs, info = game.observation_tensor(side), game.information_state_tensor(side)
        for s in range(3):
            d = game.determinize(side, s)
            np.testing.assert_array_equal(d.observation_tensor(side), obs)
            np.testing.assert_array_equal(d.information_state_tensor(side), info)
            changed += not np.array_equal(
                d.observation_tensor(other), game.observation_tensor(other)
            )
    assert changed > 0


def test_visible_change_changes_the_tensor() -> None:
    game = nr_fast.Game(seed=2)
    game.do("keep")
    game.do("keep")
    before = game.observation_tensor("runner")
    game.do("click_credit")
    after = game.observation_tensor("runner")
    k = nr_fast._core.GLOBAL_NAMES.index("corp_credits")
    assert (before[k], after[k]) == (5.0, 6.0)


def test_vec_game_random_play() -> None:
    v = nr_fast.VecGame(8, seed=3)
    rng = np.random.default_rng(0)
    obs, mask = v.reset()
    assert obs.shape == (8, nr_fast.OBSERVATION_SHAPE[0]) and mask.shape == (8, nr_fast.NUM_ACTIONS)
    finished = 0
    for _ in range(400):
        actions = np.array([rng.choice(np.flatnonzero(row)) for row in v.mask])
        obs, mask, rewards, done = v.step(actions)
        assert (rewards.sum(axis=1) == 0).all()
        assert (np.abs(rewards[done]) == 1).all()
        finished += int(done.sum())
    assert finished > 0
    g = v.game(5)
    np.testing.assert_array_equal(v.obs[5], g.observation_tensor(g.current_side or "corp"))
    assert np.flatnonzero(v.mask[5]).tolist() == sorted(g.legal_codes())
    assert not v.obs.flags.writeable


def test_vec_game_errors() -> None:
    v = nr_fast.VecGame(3)
    with pytest.raises(ValueError, match="game 1: action code 2 is not legal"):
        v.step(np.array([0, 2, 0]))
    with pytest.raises(nr_fast.InvalidArgumentError, match="shape"):
        v.step(np.array([0, 0]))
    with pytest.raises(nr_fast.InvalidArgumentError):
        nr_fast.VecGame(0)


def test_episode_seed_replays_a_game() -> None:
    assert nr_fast.episode_seed(7, 2, 0) == nr_fast.episode_seed(7, 2, 0)
    v = nr_fast.VecGame(3, seed=7)
    assert v.game(2).to_json() == nr_fast.Game(seed=nr_fast.episode_seed(7, 2, 0)).to_json()
