"""The PettingZoo AEC loop with masked random actions.

python examples/pettingzoo_loop.py [GAMES]
"""

from __future__ import annotations

import sys

import numpy as np

from nr_fast.env import NetrunnerEnv


def main(games: int = 3) -> None:
    """Play `games` episodes of NetrunnerEnv and print each side's return."""
    env = NetrunnerEnv()
    rng = np.random.default_rng(0)
    for episode in range(games):
        env.reset(seed=episode)
        returns = {agent: 0.0 for agent in env.possible_agents}
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            returns[agent] += reward
            if terminated or truncated:
                action = None
            else:
                action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            env.step(action)
        print(f"episode {episode}: {returns}")
    env.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
