#!/usr/bin/env bash
# nr_fast inside OpenSpiel (issue 27; docs/openspiel.md): installs the 'openspiel' extra's
# requirements (the open-spiel wheel from the package index) into the Python that runs the
# checks, then runs tests/test_openspiel.py with nothing skipped: the declarations,
# pyspiel.random_sim_test with serialization over games of every card pool, the redeal test on
# the OpenSpiel surface, and OpenSpiel's IS-MCTS and MCTS playing through the game. nr_fast
# itself must already be installed (maturin develop, or pip install -e .). Called by
# scripts/check.sh; run alone from anywhere: bash scripts/check_openspiel.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-python3}"

printf '\n== %s\n' "openspiel: pip install the extra's requirements"
# The extra as pyproject.toml lists it (one source of truth), without rebuilding nr_fast.
mapfile -t REQS < <("$PYTHON" - <<'PY'
try:
    import tomllib
except ImportError:  # Python < 3.11
    import tomli as tomllib
with open("pyproject.toml", "rb") as f:
    print("\n".join(tomllib.load(f)["project"]["optional-dependencies"]["openspiel"]))
PY
)
"$PYTHON" -m pip install "${REQS[@]}"

printf '\n== %s\n' "openspiel: pytest (random_sim_test, redeal, IS-MCTS)"
NR_FAST_OPENSPIEL=required "$PYTHON" -m pytest -q -rs tests/test_openspiel.py

printf '\nOpenSpiel checks passed.\n'
