"""OpenSpiel's IS-MCTS against nr_fast's own ISMCTS, through ``pyspiel.load_game("nr_fast")``.

    python examples/openspiel_ismcts.py [GAMES] [ITERATIONS] [MATCHUPS] [POINTS]

Both searches run the same algorithm with the same settings: `ITERATIONS` simulations per
decision, UCB1 exploration, one random rollout to the end of the game, rewards +1/-1 (OpenSpiel,
``uct_c=1.4``) or 1/0 (nr_fast, ``exploration=0.7``: the same bonus for half the reward range).
OpenSpiel's bot is its Python ``ISMCTSBot`` (the C++ one cannot search a game written in Python,
docs/openspiel.md); it redeals through ``state.resample_from_infostate``, i.e. nr_fast's
``determinize``. Each pair of games swaps the seats. Prints games won with 95% Wilson intervals
and the mean time per decision with two or more legal actions. Needs the ``openspiel`` extra (``pip install '.[openspiel]'`` in the checkout).
"""

from __future__ import annotations

import sys
import time
from typing import Any

import numpy as np
from open_spiel.python.algorithms import ismcts, mcts

import nr_fast
from nr_fast import openspiel as nos

MATCHUPS = [
    ("jinteki", "shaper"),
    ("weyland", "criminal"),
    ("haas-bioroid", "anarch"),
    ("nbn", "shaper"),
]


def play(
    game: Any, openspiel_side: str, iterations: int, seed: int
) -> tuple[str | None, dict[str, list[float]]]:
    """Play one game; return the winner's name ("openspiel"/"nr_fast") and decision times."""
    rs = np.random.RandomState(seed)
    os_bot = ismcts.ISMCTSBot(
        game,
        mcts.RandomRolloutEvaluator(1, rs),
        1.4,
        iterations,
        random_state=rs,
        # Codes name card instances: in two redeals a drawn card can be another copy with
        # another code (docs/openspiel.md, "Action codes and information sets").
        allow_inconsistent_action_sets=True,
    )
    nr_bot = nr_fast.ISMCTSBot(
        iterations=iterations, exploration=0.7, rollout="random", rollout_depth=0, seed=seed
    )
    times: dict[str, list[float]] = {"openspiel": [], "nr_fast": []}
    state = game.new_initial_state()
    while not state.is_terminal():
        side = nos.PLAYER_SIDES[state.current_player()]
        who = "openspiel" if side == openspiel_side else "nr_fast"
        start = time.perf_counter()
        action = os_bot.step(state) if who == "openspiel" else nr_bot.choose(state.game)
        if len(state.legal_actions()) > 1:
            times[who].append(time.perf_counter() - start)
        state.apply_action(int(action))
    winner = state.game.winner
    if winner is None:
        return None, times
    return ("openspiel" if winner == openspiel_side else "nr_fast"), times


def main(games: int = 2, iterations: int = 10, matchups: int = 1, points: int = 7) -> None:
    """Play `games` games per matchup (seats alternate) and print the results."""
    for corp, runner in MATCHUPS[:matchups]:
        wins = {"openspiel": 0, "nr_fast": 0}
        seat_wins = {"corp": 0, "runner": 0}
        times: dict[str, list[float]] = {"openspiel": [], "nr_fast": []}
        for i in range(games):
            game = nos.load_game(corp, runner, seed=i, points_to_win=points)
            os_side = "corp" if i % 2 == 0 else "runner"
            winner, t = play(game, os_side, iterations, seed=i)
            if winner is not None:
                wins[winner] += 1
                seat_wins[
                    os_side
                    if winner == "openspiel"
                    else ("runner" if os_side == "corp" else "corp")
                ] += 1
            for k in times:
                times[k] += t[k]
            print(
                f"{corp} v {runner} game {i}: OpenSpiel IS-MCTS as {os_side}, winner {winner}",
                flush=True,
            )
        low, high = nr_fast.wilson_interval(wins["openspiel"], games)
        rate = wins["openspiel"] / games
        print(
            f"{corp} v {runner}: OpenSpiel IS-MCTS won {wins['openspiel']}/{games} "
            f"({rate:.2f}, 95% {low:.2f}-{high:.2f}); seats won: {seat_wins}"
        )
        for k, v in times.items():
            if v:
                print(
                    f"  {k}: {1000 * float(np.mean(v)):.1f} ms per decision over {len(v)} "
                    f"decisions, {iterations} iterations"
                )


if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    main(*args)
