"""Gymnasium ids, action masks, the self-play env and the VecGame-backed vector env (issue 27)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
env_checker = pytest.importorskip("gymnasium.utils.env_checker")
pytest.importorskip("pettingzoo")

import nr_fast  # noqa: E402
import nr_fast.env  # noqa: E402
from nr_fast.gym_vector import (  # noqa: E402
    NetrunnerSelfPlayEnv,
    NetrunnerVectorEnv,
    random_legal_actions,
)


def test_make_netrunner_v0_with_action_masks() -> None:
    env = gymnasium.make("nr_fast/Netrunner-v0", side="corp", opponent="random")
    obs, _ = env.reset(seed=3)
    masks = env.unwrapped.action_masks()
    assert masks.dtype == np.bool_ and masks.shape == (nr_fast.NUM_ACTIONS,)
    assert np.array_equal(masks, obs["action_mask"].astype(bool))
    assert masks.any()
    env_checker.check_env(env.unwrapped, skip_render_check=True)
    env.close()


def test_make_by_module_path_without_import() -> None:
    env = gymnasium.make("nr_fast.env:nr_fast/NetrunnerSelfPlay-v0")
    assert isinstance(env.unwrapped, NetrunnerSelfPlayEnv)


def test_self_play_env_passes_gymnasium_check_env() -> None:
    env_checker.check_env(NetrunnerSelfPlayEnv(), skip_render_check=True)


def test_self_play_illegal_action_is_a_loss_of_the_mover() -> None:
    env = NetrunnerSelfPlayEnv()
    obs, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] and info["corp_reward"] == -1.0 and info["runner_reward"] == 1.0
    with pytest.raises(nr_fast.IllegalActionError):
        env.step(0)
    strict = NetrunnerSelfPlayEnv(illegal_action="raise")
    strict.reset(seed=1)
    with pytest.raises(nr_fast.IllegalActionError):
        strict.step(illegal)


def _make_vec(n: int, **kwargs: Any) -> Any:
    return gymnasium.make_vec(
        "nr_fast/NetrunnerSelfPlay-v0",
        num_envs=n,
        vectorization_mode="vector_entry_point",
        **kwargs,
    )


def test_make_vec_gives_the_vecgame_env_with_batched_spaces() -> None:
    env = _make_vec(3, corp="nbn", runner="anarch")
    assert isinstance(env, NetrunnerVectorEnv) and isinstance(env, gymnasium.vector.VectorEnv)
    assert env.num_envs == 3
    assert env.observation_space == gymnasium.vector.utils.batch_space(
        env.single_observation_space, 3
    )
    assert env.action_space == gymnasium.vector.utils.batch_space(env.single_action_space, 3)
    assert env.metadata["autoreset_mode"] == gymnasium.vector.AutoresetMode.SAME_STEP
    obs, info = env.reset(seed=5)
    assert obs in env.observation_space
    assert info["side"].shape == (3,)
    rng = np.random.default_rng(0)
    for _ in range(50):
        actions = random_legal_actions(obs["action_mask"], rng)
        assert actions in env.action_space
        obs, rewards, terminated, truncated, info = env.step(actions)
        assert obs in env.observation_space
        assert rewards.shape == terminated.shape == truncated.shape == (3,)
        assert rewards.dtype == np.float64 and terminated.dtype == truncated.dtype == np.bool_
        assert set(info) == {"side", "corp_reward", "runner_reward"}
    masks = env.action_masks()
    assert np.array_equal(masks, obs["action_mask"].astype(bool))
    env.close()


def test_vector_env_reset_and_step_are_deterministic_and_data_not_reused() -> None:
    a, b = NetrunnerVectorEnv(4), NetrunnerVectorEnv(4)
    obs_a, _ = a.reset(seed=9)
    obs_b, _ = b.reset(seed=9)
    kept = {k: v.copy() for k, v in obs_a.items()}
    rng_a, rng_b = np.random.default_rng(1), np.random.default_rng(1)
    for _ in range(30):
        step_a = a.step(random_legal_actions(obs_a["action_mask"], rng_a))
        step_b = b.step(random_legal_actions(obs_b["action_mask"], rng_b))
        assert env_checker.data_equivalence(step_a, step_b)
        obs_a, obs_b = step_a[0], step_b[0]
    assert env_checker.data_equivalence(kept, a.reset(seed=9)[0])
    other = NetrunnerVectorEnv(4)
    assert not np.array_equal(other.reset(seed=10)[0]["observation"], kept["observation"])


def test_one_vector_game_is_the_self_play_env() -> None:
    """NetrunnerVectorEnv(1) and NetrunnerSelfPlayEnv seeded alike play the same games, episode
    after episode (the engine's VecGame reset and the env's reset seed alike)."""
    vec, single = (
        NetrunnerVectorEnv(1, corp="weyland", runner="criminal"),
        NetrunnerSelfPlayEnv(corp="weyland", runner="criminal"),
    )
    obs_v, info_v = vec.reset(seed=4)
    obs_s, info_s = single.reset(seed=4)
    rng = np.random.default_rng(4)
    episodes = 0
    for _ in range(3000):
        assert np.array_equal(obs_v["observation"][0], obs_s["observation"])
        assert np.array_equal(obs_v["action_mask"][0], obs_s["action_mask"])
        assert info_v["side"][0] == info_s["side"]
        action = random_legal_actions(obs_v["action_mask"], rng)
        obs_v, r_v, te_v, tr_v, info_v = vec.step(action)
        obs_s, r_s, te_s, tr_s, info_s = single.step(int(action[0]))
        assert (r_v[0], te_v[0], tr_v[0]) == (r_s, te_s, tr_s)
        assert (info_v["corp_reward"][0], info_v["runner_reward"][0]) == (
            info_s["corp_reward"],
            info_s["runner_reward"],
        )
        if te_s:
            assert info_s["corp_reward"] == -info_s["runner_reward"] != 0
            episodes += 1
            obs_s, info_s = single.reset()
    assert episodes >= 2


def test_vector_env_illegal_code_raises_and_steps_nothing() -> None:
    env = NetrunnerVectorEnv(2)
    obs, _ = env.reset(seed=2)
    legal = random_legal_actions(obs["action_mask"], np.random.default_rng(0))
    bad = legal.copy()
    bad[1] = int(np.flatnonzero(obs["action_mask"][1] == 0)[0])
    before = env.vec.game(0).to_json()
    with pytest.raises(nr_fast.IllegalActionError, match="game 1"):
        env.step(bad)
    assert env.vec.game(0).to_json() == before
    with pytest.raises(nr_fast.InvalidArgumentError):
        env.reset(seed=[1, 2])


def test_action_space_sample_with_masks_is_legal() -> None:
    env = NetrunnerVectorEnv(2)
    obs, _ = env.reset(seed=0)
    env.action_space.seed(0)
    actions = env.action_space.sample(mask=tuple(obs["action_mask"]))
    env.step(actions)  # legal: no error


def test_vector_env_copy_false_returns_read_only_views() -> None:
    env = NetrunnerVectorEnv(2, copy=False)
    obs, _ = env.reset(seed=1)
    assert not obs["observation"].flags.writeable and not obs["action_mask"].flags.writeable
    copied = NetrunnerVectorEnv(2).reset(seed=1)[0]
    assert env_checker.data_equivalence({k: np.array(v) for k, v in obs.items()}, copied)


def test_vector_env_passes_gymnasium_passive_checks_and_episode_statistics() -> None:
    """Gymnasium's own tools on the vector env: its passive checker's ``check_obs`` on every
    batched observation, and its ``RecordEpisodeStatistics`` vector wrapper, which reads
    ``metadata["autoreset_mode"]``: the episode lengths and returns it records are those of the
    games (SAME_STEP: the step that ends a game counts, the next one starts the next game)."""
    from gymnasium.utils.passive_env_checker import check_obs
    from gymnasium.wrappers.vector import DictInfoToList, RecordEpisodeStatistics

    n = 3
    env = RecordEpisodeStatistics(NetrunnerVectorEnv(n, corp="nbn", runner="criminal"))
    obs, _ = env.reset(seed=11)
    check_obs(obs, env.observation_space, "reset")
    rng = np.random.default_rng(11)
    lengths, returns = np.zeros(n, np.int64), np.zeros(n)
    episodes = 0
    for _ in range(1500):
        obs, rewards, terminated, truncated, info = env.step(
            random_legal_actions(obs["action_mask"], rng)
        )
        check_obs(obs, env.observation_space, "step")
        lengths += 1
        returns += rewards
        done = terminated | truncated
        assert ("episode" in info) == bool(done.any())
        for i in np.flatnonzero(done):
            assert info["_episode"][i]
            assert info["episode"]["l"][i] == lengths[i]
            assert info["episode"]["r"][i] == returns[i]
            assert abs(rewards[i]) == 1.0  # the move that ends a game wins or loses it
            episodes += 1
        lengths[done], returns[done] = 0, 0.0
    assert episodes >= 3
    infos = DictInfoToList(NetrunnerVectorEnv(2)).reset(seed=1)[1]
    assert isinstance(infos, list) and len(infos) == 2 and set(infos[0]) == {"side"}
