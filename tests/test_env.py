"""The PettingZoo and Gymnasium environments (nr_fast.env) and the tensors they serve."""

from __future__ import annotations

import numpy as np
import pytest

import nr_fast

pettingzoo_test = pytest.importorskip("pettingzoo.test")
env_checker = pytest.importorskip("gymnasium.utils.env_checker")
from nr_fast.env import NetrunnerEnv, NetrunnerGymEnv  # noqa: E402


# api_test advises Box or Discrete observations; a Dict with an action mask is PettingZoo's own
# convention for games with illegal actions (its classic environments use it).
# The agents are named after the sides ("corp", "runner"), not "player_0".
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably:UserWarning")
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array:UserWarning")
@pytest.mark.filterwarnings("ignore:We recommend agents to be named:UserWarning")
def test_pettingzoo_api_test() -> None:
    pettingzoo_test.api_test(NetrunnerEnv(), num_cycles=300)


def test_pettingzoo_seed_test() -> None:
    pettingzoo_test.seed_test(NetrunnerEnv, num_cycles=100)


def test_gymnasium_check_env() -> None:
    env_checker.check_env(NetrunnerGymEnv(), skip_render_check=True)


def test_gymnasium_check_env_corp_side() -> None:
    env_checker.check_env(NetrunnerGymEnv(side="corp"), skip_render_check=True)


def _play_aec(env: NetrunnerEnv, seed: int) -> dict[str, float]:
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = {"corp": 0.0, "runner": 0.0}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        assert obs["action_mask"].dtype == np.int8
        legal = np.flatnonzero(obs["action_mask"])
        assert sorted(legal.tolist()) == sorted(env.game.legal_codes())
        env.step(int(rng.choice(legal)))
    return totals


def test_pettingzoo_full_episodes() -> None:
    env = NetrunnerEnv()
    for seed in range(3):
        totals = _play_aec(env, seed)
        assert sorted(totals.values()) == [-1.0, 1.0]
        assert totals[env.game.winner or ""] == 1.0


def test_pettingzoo_illegal_action_raises() -> None:
    env = NetrunnerEnv()
    env.reset(seed=0)
    with pytest.raises(nr_fast.IllegalActionError):
        env.step(2)  # click_credit during the mulligan


@pytest.mark.parametrize("side", ["runner", "corp"])
def test_gym_full_episodes(side: str) -> None:
    env = NetrunnerGymEnv(side=side)
    rng = np.random.default_rng(1)
    for episode in range(3):
        obs, _ = env.reset(seed=episode)
        done = False
        total = 0.0
        while not done:
            assert env.game.current_side == side
            legal = np.flatnonzero(obs["action_mask"])
            assert sorted(legal.tolist()) == sorted(env.game.legal_codes())
            obs, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
            total += reward
            done = terminated or truncated
        assert terminated and not truncated
        assert total == (1.0 if info["winner"] == side else -1.0)


def test_gym_same_seed_same_episode() -> None:
    def run(seed: int) -> list[int]:
        env = NetrunnerGymEnv()
        obs, _ = env.reset(seed=seed)
        codes = []
        for _ in range(50):
            code = int(np.flatnonzero(obs["action_mask"])[0])
            codes.append(code)
            obs, _, terminated, truncated, _ = env.step(code)
            if terminated or truncated:
                break
        return [*codes, len(env.game.history)]

    assert run(5) == run(5)


def test_gym_illegal_action_modes() -> None:
    env = NetrunnerGymEnv()
    obs, _ = env.reset(seed=0)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)
    with pytest.raises(nr_fast.IllegalActionError, match="episode ended"):
        env.step(illegal)
    strict = NetrunnerGymEnv(illegal_action="raise")
    strict.reset(seed=0)
    with pytest.raises(nr_fast.IllegalActionError, match="not legal"):
        strict.step(illegal)


class FirstLegal:
    def __init__(self) -> None:
        self.calls = 0

    def choose(self, game: nr_fast.Game) -> int:
        self.calls += 1
        return int(game.legal_action_codes()[0])


def test_gym_opponent_object() -> None:
    bot = FirstLegal()
    env = NetrunnerGymEnv(side="runner", opponent=bot)
    env.reset(seed=3)
    assert bot.calls >= 1  # the Corp decides first


def test_gym_bad_arguments() -> None:
    with pytest.raises(nr_fast.InvalidArgumentError):
        NetrunnerGymEnv(side="both")
    with pytest.raises(nr_fast.InvalidArgumentError):
        NetrunnerGymEnv(opponent=42)  # type: ignore[arg-type]
    with pytest.raises(nr_fast.InvalidArgumentError):
        NetrunnerGymEnv(illegal_action="ignore")


def test_gym_heuristic_opponent_plays_whole_episodes() -> None:
    # The opponent is a Rust bot built by nr_fast.make_bot from its spec.
    env = NetrunnerGymEnv(side="runner", opponent="heuristic")
    assert isinstance(env.opponent, nr_fast.HeuristicBot)
    rng = np.random.default_rng(0)
    for episode in range(2):
        obs, _ = env.reset(seed=episode)
        done = False
        reward = 0.0
        while not done:
            legal = np.flatnonzero(obs["action_mask"])
            obs, reward, terminated, truncated, _ = env.step(int(rng.choice(legal)))
            done = terminated or truncated
        assert reward in (-1.0, 1.0)
    with pytest.raises(ValueError, match="unknown bot"):
        NetrunnerGymEnv(opponent="alphazero")
