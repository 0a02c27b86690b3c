"""examples/train_maskable_ppo.py runs (a few hundred steps): the ``train`` extra's smoke test.

Skipped without sb3-contrib (the extra pulls torch from the package index, CUDA libraries and
all, about 5 GB: scripts/check_train.sh installs it and runs this test; scripts/check.sh does
not, docs/training.md says why).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

if os.environ.get("NR_FAST_TRAIN") == "required":  # scripts/check_train.sh
    import sb3_contrib  # noqa: F401
else:
    pytest.importorskip("sb3_contrib")
pytest.importorskip("pettingzoo")

ROOT = Path(__file__).resolve().parent.parent


def test_maskable_ppo_example_trains_and_draws_its_curve(tmp_path: Path) -> None:
    curve, points = tmp_path / "curve.png", tmp_path / "curve.csv"
    env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
    out = subprocess.run(
        [
            sys.executable,
            str(ROOT / "examples" / "train_maskable_ppo.py"),
            *("--timesteps", "256", "--envs", "2", "--n-steps", "64", "--batch-size", "64"),
            *("--epochs", "1", "--eval-games", "2", "--curve", str(curve), "--csv", str(points)),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=True,
    )
    assert "win rate vs random before: " in out.stdout
    assert "trained 256 steps" in out.stdout
    assert "win rate vs random after: " in out.stdout
    assert curve.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    rows = points.read_text().splitlines()
    assert rows[0] == "timesteps,episodes,wins" and len(rows) == 1 + 256 // (2 * 64)
