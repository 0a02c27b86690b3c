#!/usr/bin/env bash
# The training example (issue 27; docs/training.md): installs the 'train' extra's requirements
# (stable-baselines3, sb3-contrib, and through them torch from the package index) into the Python
# that runs the checks, then runs tests/test_train_example.py with nothing skipped: MaskablePPO
# trains a few hundred steps through gymnasium.make("nr_fast/Netrunner-v0") and draws its curve.
# Not called by scripts/check.sh: the package index's torch brings its CUDA libraries (about
# 5 GB, over 4 minutes to install on this project's 2-core machine), which would push a cold
# check past its 20 minutes. nr_fast itself must already be installed (maturin develop, or
# pip install -e .). Run from anywhere: bash scripts/check_train.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-python3}"

printf '\n== %s\n' "train: pip install the extra's requirements"
# The extra as pyproject.toml lists it (one source of truth), without rebuilding nr_fast.
mapfile -t REQS < <("$PYTHON" - <<'PY'
try:
    import tomllib
except ImportError:  # Python < 3.11
    import tomli as tomllib
with open("pyproject.toml", "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["optional-dependencies"]["train"]))
PY
)
"$PYTHON" -m pip install "${REQS[@]}"

printf '\n== %s\n' "train: pytest (MaskablePPO smoke test)"
NR_FAST_TRAIN=required "$PYTHON" -m pytest -q -rs tests/test_train_example.py

printf '\nTraining checks passed.\n'
