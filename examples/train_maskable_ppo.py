"""Train the Runner with sb3-contrib's MaskablePPO against the random Corp (``gymnasium.make``).

    python examples/train_maskable_ppo.py [--timesteps 40000] [--eval-games 300]
        [--envs 8] [--seed 0] [--curve docs/train-maskable-ppo.png] [--csv CURVE.csv]

Needs the ``train`` extra (``pip install '.[train]'`` in the checkout: stable-baselines3,
sb3-contrib, torch, matplotlib). The environment is ``gymnasium.make("nr_fast/Netrunner-v0",
side="runner", opponent="random")``; MaskablePPO reads its legal actions through
``action_masks()``, so the policy only ever samples legal codes. The policy sees the observation
tensor (docs/tensors.md) squashed by ``log1p``; the mask is not an input. Before and after
training the script plays `--eval-games` games against the random Corp (the same seeds both
times, the policy sampling its actions) and prints the Runner's win rate with a 95% Wilson
interval; the curve (win rate of the training episodes, per rollout) goes to `--curve` as a PNG.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
import torch
from gymnasium import spaces
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.monitor import Monitor
from stable_baselines3.common.vec_env import DummyVecEnv

import nr_fast
import nr_fast.env  # registers "nr_fast/Netrunner-v0"

EVAL_SEED = 1_000_000  # evaluation games are dealt from seeds the training never uses


class TensorOnly(gymnasium.ObservationWrapper[npt.NDArray[np.float32], int, Any]):
    """The observation tensor alone, squashed by log1p (the mask goes through action_masks)."""

    def __init__(self, env: gymnasium.Env[Any, int]) -> None:
        super().__init__(env)
        shape = env.observation_space["observation"].shape  # type: ignore[index]
        self.observation_space = spaces.Box(0.0, 20.0, shape, np.float32)

    def observation(self, observation: dict[str, npt.NDArray[Any]]) -> npt.NDArray[np.float32]:
        """Return ``log1p`` of the tensor (its entries are counts and flags, all >= 0)."""
        return np.log1p(np.maximum(observation["observation"], 0.0)).astype(np.float32)


def make_env(seed: int) -> gymnasium.Env[Any, int]:
    """Make the Runner against the random Corp, through gymnasium.make, masks exposed."""
    env = gymnasium.make("nr_fast/Netrunner-v0", side="runner", opponent="random")
    env.reset(seed=seed)
    # No ActionMasker: MaskablePPO finds NetrunnerGymEnv.action_masks() through the wrappers.
    return Monitor(TensorOnly(env))


def win_rate(model: MaskablePPO, games: int, seed: int, batch: int = 64) -> tuple[int, float]:
    """Play `games` games, the policy sampling; return the wins and the seconds taken.

    Game `g` is dealt from seed ``seed + g``; `batch` games at a time share one forward pass.
    """
    start = time.perf_counter()
    envs = [make_env(seed) for _ in range(min(batch, games))]
    masks = [env.get_wrapper_attr("action_masks") for env in envs]
    next_game, wins = 0, 0
    obs: dict[int, npt.NDArray[np.float32]] = {}
    for i, env in enumerate(envs):
        obs[i], _ = env.reset(seed=seed + next_game)
        next_game += 1
    while obs:
        active = sorted(obs)
        actions, _ = model.predict(
            np.stack([obs[i] for i in active]),
            action_masks=np.stack([masks[i]() for i in active]),
            deterministic=False,
        )
        for i, action in zip(active, actions):
            o, reward, terminated, truncated, _ = envs[i].step(int(action))
            obs[i] = o
            if terminated or truncated:
                wins += reward > 0
                if next_game < games:
                    obs[i], _ = envs[i].reset(seed=seed + next_game)
                    next_game += 1
                else:
                    del obs[i]
    return wins, time.perf_counter() - start


def uniform_win_rate(games: int, seed: int) -> int:
    """Return the wins of a uniformly random Runner on the same deals (the reference)."""
    env = make_env(seed)
    masks = env.get_wrapper_attr("action_masks")
    rng = np.random.default_rng(seed)
    wins = 0
    for game in range(games):
        env.reset(seed=seed + game)
        while True:
            _, reward, terminated, truncated, _ = env.step(int(rng.choice(np.flatnonzero(masks()))))
            if terminated or truncated:
                wins += reward > 0
                break
    return wins


class Curve(BaseCallback):
    """Record the win rate of the training episodes finished in each rollout."""

    def __init__(self) -> None:
        super().__init__()
        self.points: list[tuple[int, int, int]] = []  # (timesteps, episodes, wins)
        self._episodes = 0
        self._wins = 0

    def _on_step(self) -> bool:
        for info in self.locals["infos"]:
            episode = info.get("episode")
            if episode is not None:
                self._episodes += 1
                self._wins += episode["r"] > 0
        return True

    def _on_rollout_end(self) -> None:
        self.points.append((self.num_timesteps, self._episodes, self._wins))
        if len(self.points) % 5 == 0:
            recent = self.points[-5:]
            episodes, wins = sum(p[1] for p in recent), sum(p[2] for p in recent)
            print(
                f"  {self.num_timesteps} steps: won {wins} of the last {episodes} training games",
                flush=True,
            )
        self._episodes = self._wins = 0


def report(name: str, wins: int, games: int, seconds: float) -> None:
    """Print a win rate with its 95% Wilson interval."""
    low, high = nr_fast.wilson_interval(wins, games)
    print(
        f"win rate vs random {name}: {wins}/{games} = {wins / games:.3f} "
        f"(95% {low:.3f}-{high:.3f}; {seconds:.0f} s)",
        flush=True,
    )


def plot(points: list[tuple[int, int, int]], path: str, before: float, after: float) -> None:
    """Draw the win rate of the training episodes per rollout (and a moving average)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps = np.array([p[0] for p in points])
    episodes = np.array([p[1] for p in points], dtype=float)
    wins = np.array([p[2] for p in points], dtype=float)
    rate = np.divide(wins, episodes, out=np.full_like(wins, np.nan), where=episodes > 0)
    window = max(1, min(5, len(points)))
    kernel = np.ones(window)
    smooth = np.convolve(wins, kernel, "valid") / np.maximum(
        np.convolve(episodes, kernel, "valid"), 1
    )
    fig, ax = plt.subplots(figsize=(7, 4), dpi=110)
    ax.plot(steps, rate, ".", alpha=0.4, label="training episodes, per rollout")
    ax.plot(steps[window - 1 :], smooth, "-", label=f"moving average ({window} rollouts)")
    ax.axhline(before, color="grey", ls="--", label=f"evaluation before: {before:.2f}")
    ax.axhline(after, color="green", ls="--", label=f"evaluation after: {after:.2f}")
    ax.set_xlabel("Runner decisions (environment steps)")
    ax.set_ylabel("Runner win rate vs the random Corp")
    ax.set_ylim(0, 1)
    ax.set_title("nr_fast/Netrunner-v0: MaskablePPO (sb3-contrib), Shaper v Jinteki")
    ax.legend(loc="lower right", fontsize=8)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path)
    print(f"curve written to {path}")


def main() -> None:
    """Parse the command line, train, evaluate, draw."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--timesteps", type=int, default=40_000)
    parser.add_argument("--eval-games", type=int, default=300)
    parser.add_argument("--envs", type=int, default=4)
    parser.add_argument("--n-steps", type=int, default=256, help="steps per env per rollout")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--batch-size", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--threads", type=int, default=1, help="torch threads")
    parser.add_argument("--curve", default="", help="PNG of the learning curve")
    parser.add_argument("--csv", default="", help="the curve's points as CSV")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    # The distribution's argument checks cost a pass over every (batch x 28,956) logit.
    torch.distributions.Distribution.set_default_validate_args(False)
    env = DummyVecEnv([lambda i=i: make_env(args.seed + 1000 * i) for i in range(args.envs)])
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=args.n_steps,
        batch_size=args.batch_size,
        n_epochs=args.epochs,
        learning_rate=args.lr,
        ent_coef=0.0,
        gamma=0.995,
        seed=args.seed,
        verbose=0,
    )
    start = time.perf_counter()
    wins_uniform = uniform_win_rate(args.eval_games, EVAL_SEED)
    report("(uniform random Runner)", wins_uniform, args.eval_games, time.perf_counter() - start)
    wins_before, seconds = win_rate(model, args.eval_games, EVAL_SEED)
    report("before", wins_before, args.eval_games, seconds)
    curve = Curve()
    start, cpu = time.perf_counter(), time.process_time()
    model.learn(total_timesteps=args.timesteps, callback=curve)
    print(
        f"trained {model.num_timesteps} steps in {time.perf_counter() - start:.0f} s "
        f"({time.process_time() - cpu:.0f} s of CPU time)",
        flush=True,
    )
    wins_after, seconds = win_rate(model, args.eval_games, EVAL_SEED)
    report("after", wins_after, args.eval_games, seconds)
    if args.csv:
        with open(args.csv, "w", encoding="utf-8") as f:
            f.write("timesteps,episodes,wins\n")
            f.writelines(f"{s},{e},{w}\n" for s, e, w in curve.points)
    if args.curve:
        plot(
            curve.points,
            args.curve,
            wins_before / args.eval_games,
            wins_after / args.eval_games,
        )


if __name__ == "__main__":
    main()
