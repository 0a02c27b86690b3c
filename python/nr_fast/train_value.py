"""Train the learned evaluation the search bot ``ismcts-value`` reads (issue 28).

``python -m nr_fast.train_value --seed 1 -o data/value/value-v1.json`` plays the training games in
Rust (``_core.value_positions``: bots on every matchup of the training pools, each kept position
described by what its side to move may know, with the game's result), trains a small dense
network in plain numpy (one hidden layer of rectified linear units, a logistic output, Adam on
the log-loss; no extra package), and writes the weights with the validation figures: log-loss,
accuracy and Brier score on the held-out pool (default ``startup``, none of whose decks the
network saw) and on held-out games of the training pools, next to the fixed formula
``corp_value`` the search used before. The same seed gives the same file on the same machine.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from nr_fast import _core

Array = npt.NDArray[np.float32]

#: (Corp bot, Runner bot, share of the games) of the training games: mostly the heuristic bot
#: against itself (what the search's rollouts play), some against the random bot for coverage.
BOT_MIX: tuple[tuple[str, str, float], ...] = (
    ("heuristic", "heuristic", 1.0),
    ("heuristic", "random", 0.125),
    ("random", "heuristic", 0.125),
)


def positions(
    pools: list[str], games: int, seed: int, every: int, threads: int
) -> dict[str, npt.NDArray[Any]]:
    """Play ``games`` games per matchup of each pool (times the shares of ``BOT_MIX``)."""
    table = {name: (corps, runners) for name, _, corps, runners in _core.pools()}
    parts: list[dict[str, npt.NDArray[Any]]] = []
    for p in pools:
        if p not in table:
            raise ValueError(f"no pool {p!r}; the pools are {', '.join(table)}")
        corps, runners = table[p]
        m = 0
        for c in corps:
            for r in runners:
                for k, (cb, rb, share) in enumerate(BOT_MIX):
                    n = max(1, round(games * share))
                    s = (seed * 1_000_003 + hash_name(p) * 101 + m) * 7 + k
                    d = _core.value_positions(
                        _core.starter_decklist(c),
                        _core.starter_decklist(r),
                        n,
                        cb,
                        rb,
                        seed=s % 2**63,
                        every=every,
                        threads=threads,
                    )
                    d["game"] = d["game"].astype(np.int64) + (m * 8 + k) * 10_000_000
                    parts.append(d)
                m += 1
    return {k: np.concatenate([d[k] for d in parts]) for k in parts[0]}


def hash_name(name: str) -> int:
    """Return a stable small number for a pool name (Python's ``hash`` of a str is salted)."""
    return sum((i + 1) * ord(ch) for i, ch in enumerate(name))


def metrics(p: npt.NDArray[Any], y: npt.NDArray[Any]) -> dict[str, float]:
    """Log-loss, accuracy and Brier score of predicted Corp-win chances ``p`` for results ``y``."""
    q = np.clip(p.astype(np.float64), 1e-6, 1 - 1e-6)
    t = y.astype(np.float64)
    return {
        "log_loss": float(-np.mean(t * np.log(q) + (1 - t) * np.log(1 - q))),
        "accuracy": float(np.mean((q > 0.5) == (t > 0.5))),
        "brier": float(np.mean((q - t) ** 2)),
        "positions": len(t),
    }


class Mlp:
    """One hidden layer of ReLU units and a logistic output, trained by Adam on the log-loss."""

    def __init__(self, inputs: int, hidden: int, rng: np.random.Generator) -> None:
        self.w1 = (rng.standard_normal((hidden, inputs)) * np.sqrt(2.0 / inputs)).astype(np.float32)
        self.b1 = np.zeros(hidden, np.float32)
        self.w2 = (rng.standard_normal(hidden) * np.sqrt(1.0 / hidden)).astype(np.float32)
        self.b2 = np.zeros(1, np.float32)

    def params(self) -> list[Array]:
        """Return the weight arrays (updated in place by :meth:`fit`)."""
        return [self.w1, self.b1, self.w2, self.b2]

    def predict(self, x: Array) -> Array:
        """Return the Corp-win chance of each row of ``x`` (normalised features)."""
        h = np.maximum(x @ self.w1.T + self.b1, 0)
        z = h @ self.w2 + self.b2[0]
        out: Array = (1 / (1 + np.exp(-z))).astype(np.float32)
        return out

    def fit(
        self,
        x: Array,
        y: Array,
        rng: np.random.Generator,
        epochs: int,
        batch: int = 512,
        lr: float = 1e-3,
        l2: float = 1e-4,
    ) -> None:
        """Train on normalised features ``x`` and results ``y`` for ``epochs`` passes."""
        params = self.params()
        m = [np.zeros_like(p) for p in params]
        v = [np.zeros_like(p) for p in params]
        b1, b2, eps, step = 0.9, 0.999, 1e-8, 0
        for _ in range(epochs):
            order = rng.permutation(len(x))
            for i in range(0, len(x), batch):
                idx = order[i : i + batch]
                xb, yb = x[idx], y[idx]
                a = xb @ self.w1.T + self.b1
                h = np.maximum(a, 0)
                p = 1 / (1 + np.exp(-(h @ self.w2 + self.b2[0])))
                dz = (p - yb) / len(idx)
                gw2 = h.T @ dz + l2 * self.w2
                gb2 = np.array([dz.sum()], np.float32)
                da = np.outer(dz, self.w2) * (a > 0)
                gw1 = da.T @ xb + l2 * self.w1
                gb1 = da.sum(0)
                step += 1
                for k, (prm, g) in enumerate(zip(params, [gw1, gb1, gw2, gb2])):
                    m[k] = b1 * m[k] + (1 - b1) * g
                    v[k] = b2 * v[k] + (1 - b2) * g * g
                    mh = m[k] / (1 - b1**step)
                    vh = v[k] / (1 - b2**step)
                    prm -= (lr * mh / (np.sqrt(vh) + eps)).astype(np.float32)


def train(args: argparse.Namespace) -> dict[str, Any]:
    """Generate the data, train, and return the weights file's content."""
    start = time.time()
    train_pools = [p for p in args.train_pools.split(",") if p]
    data = positions(train_pools, args.games, args.seed, args.every, args.threads)
    held = positions(
        [args.holdout_pool], args.holdout_games, args.seed + 1, args.every, args.threads
    )
    names = list(_core.value_feature_names())
    # Games whose index ends in 0 are held out of training too (same pools, unseen games).
    val = (data["game"] % 10) == 0
    x, y = data["features"][~val], data["corp_won"][~val].astype(np.float32)
    mean = x.mean(0)
    scale = x.std(0)
    scale[scale < 1e-3] = 1.0

    def norm(a: Array) -> Array:
        out: Array = ((a - mean) / scale).astype(np.float32)
        return out

    rng = np.random.default_rng(args.seed)
    net = Mlp(x.shape[1], args.hidden, rng)
    net.fit(norm(x), y, rng, args.epochs)
    report: dict[str, Any] = {}
    for label, d, mask in [
        ("train_pools_held_out_games", data, val),
        (f"held_out_pool_{args.holdout_pool}", held, np.ones(len(held["corp_won"]), bool)),
    ]:
        yy = d["corp_won"][mask]
        report[label] = {
            "network": metrics(net.predict(norm(d["features"][mask])), yy),
            "formula": metrics(d["formula"][mask], yy),
        }
    meta = {
        "command": " ".join(["python -m nr_fast.train_value", *sys.argv[1:]]),
        "seed": args.seed,
        "train_pools": train_pools,
        "games_per_matchup": args.games,
        "bots": [list(b) for b in BOT_MIX],
        "every": args.every,
        "epochs": args.epochs,
        "train_positions": len(y),
        "seconds": round(time.time() - start, 1),
        "validation": report,
    }

    def r6(a: npt.NDArray[Any]) -> list[float]:
        return [float(f"{float(v):.6g}") for v in np.ravel(a)]

    return {
        "format": "nr_fast value network: features -> ReLU hidden layer -> logistic P(Corp wins)",
        "version": 1,
        "features": names,
        "mean": r6(mean),
        "scale": r6(scale),
        "w1": [r6(row) for row in net.w1],
        "b1": r6(net.b1),
        "w2": r6(net.w2),
        "b2": r6(net.b2)[0],
        "training": meta,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the command line: ``python -m nr_fast.train_value [--seed S] [-o FILE] ...``."""
    ap = argparse.ArgumentParser(prog="python -m nr_fast.train_value", description=__doc__)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-o", "--output", default="data/value/value-v1.json")
    ap.add_argument("--train-pools", default="core,sg,2021")
    ap.add_argument("--holdout-pool", default="startup")
    ap.add_argument("--games", type=int, default=400, help="heuristic games per matchup")
    ap.add_argument("--holdout-games", type=int, default=200)
    ap.add_argument("--every", type=int, default=20, help="keep one decision in EVERY")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--threads", type=int, default=0, help="0: every core")
    args = ap.parse_args(argv)
    out = train(args)
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(json.dumps(out, separators=(",", ":")) + "\n")
    print(json.dumps(out["training"], indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
