"""A tiny softmax policy for the Runner trained with REINFORCE, numpy only.

python examples/train_tiny_policy.py [EPISODES]

The policy scores each legal action code a with theta[a] + w[a] . x (x: the scaled observation
tensor, features hashed down to 64), samples among the legal codes only, and is updated once per
episode with the return (+1/-1) minus a running baseline. It prints the win rate against the
random Corp before and after training (usually a small gain: a starting point, not a strong bot).
"""

from __future__ import annotations

import sys

import numpy as np

import nr_fast
from nr_fast.env import NetrunnerGymEnv

FEATURES = 64


class Policy:
    """Linear softmax over the legal codes."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self.theta = np.zeros(nr_fast.NUM_ACTIONS)
        self.w = np.zeros((nr_fast.NUM_ACTIONS, FEATURES))
        self.project = rng.normal(
            0, 1 / np.sqrt(nr_fast.OBSERVATION_SHAPE[0]), (nr_fast.OBSERVATION_SHAPE[0], FEATURES)
        )

    def features(self, obs: np.ndarray) -> np.ndarray:
        """Return the projected, squashed observation."""
        return np.tanh(np.log1p(np.abs(obs)) @ self.project)

    def act(self, obs: dict[str, np.ndarray]) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
        """Sample a legal code; return it with the legal codes, their probabilities and x."""
        legal = np.flatnonzero(obs["action_mask"])
        x = self.features(obs["observation"])
        logits = self.theta[legal] + self.w[legal] @ x
        p = np.exp(logits - logits.max())
        p /= p.sum()
        k = self.rng.choice(len(legal), p=p)
        return int(legal[k]), legal, p, x


def win_rate(policy: Policy, episodes: int, seed: int) -> float:
    """Return the Runner's win rate against the random Corp."""
    env = NetrunnerGymEnv(side="runner")
    wins = 0
    for e in range(episodes):
        obs, _ = env.reset(seed=seed + e)
        while True:
            code, *_ = policy.act(obs)
            obs, reward, terminated, truncated, _ = env.step(code)
            if terminated or truncated:
                wins += reward > 0
                break
    return wins / episodes


def main(episodes: int = 300, lr: float = 0.5) -> None:
    """Train for `episodes` episodes and print the win rate before and after."""
    rng = np.random.default_rng(0)
    policy = Policy(rng)
    evaluate = max(10, min(episodes, 100))
    print(f"win rate vs random before: {win_rate(policy, evaluate, 10_000):.2f}")
    env = NetrunnerGymEnv(side="runner")
    baseline = 0.0
    for e in range(episodes):
        obs, _ = env.reset(seed=e)
        trace = []
        while True:
            code, legal, p, x = policy.act(obs)
            trace.append((code, legal, p, x))
            obs, reward, terminated, truncated, _ = env.step(code)
            if terminated or truncated:
                break
        advantage = reward - baseline
        baseline += 0.1 * (reward - baseline)
        for code, legal, p, x in trace:
            grad = -p
            grad[np.searchsorted(legal, code)] += 1.0
            step = lr * advantage / len(trace)
            policy.theta[legal] += step * grad
            policy.w[legal] += step * np.outer(grad, x)
    print(f"win rate vs random after:  {win_rate(policy, evaluate, 10_000):.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
