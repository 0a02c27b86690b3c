"""Random legal actions through Game.action_mask: python examples/random_agent.py [GAMES]."""

from __future__ import annotations

import sys

import numpy as np

import nr_fast


def main(games: int = 5) -> None:
    """Play `games` games between two random agents and print the winners."""
    rng = np.random.default_rng(0)
    wins = {"corp": 0, "runner": 0}
    for seed in range(games):
        game = nr_fast.Game(seed=seed)
        while not game.is_over:
            legal = np.flatnonzero(game.action_mask())
            game.apply(int(rng.choice(legal)))
        wins[game.winner or "corp"] += 1
        print(f"game {seed}: {game.winner} wins ({game.win_reason}) on turn {game.turn}")
    print(wins)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
