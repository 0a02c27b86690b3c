#!/usr/bin/env bash
# The balance studio's checks (issue 16), run by scripts/check.sh: installs the optional extras
# 'studio' (matplotlib, pandas, pyarrow) and 'ray', Selenium, and Debian's chromium and
# chromium-driver for the report's browser test, then runs the tests that need them (without
# the extras those tests skip). Run from anywhere: bash scripts/check_studio.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-python3}"

step() { printf '\n== %s\n' "$*"; }

step "pip install -e .[studio,ray] and selenium"
"$PYTHON" -m pip install -e '.[studio,ray]'
"$PYTHON" -m pip install selenium

step "chromium and chromium-driver (the report's browser test)"
if ! command -v chromium >/dev/null 2>&1; then
    apt-get update && apt-get install -y chromium chromium-driver
fi

step "pytest: statistics, exports, report and experiment pages (headless chromium), Ray"
"$PYTHON" -m pytest -q -rs tests/test_stats.py tests/test_studio.py tests/test_experiment.py tests/test_ray.py

printf '\nStudio checks passed.\n'
