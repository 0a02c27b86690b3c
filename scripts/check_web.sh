#!/usr/bin/env bash
# The web table's checks (issue 17; docs/web.md): installs the 'web' extra, Selenium and, when
# missing, Debian's chromium and chromium-driver, then runs the web tests (the API through
# Starlette's test client, and the page end to end in headless Chromium). Called by
# scripts/check.sh; run alone from anywhere: bash scripts/check_web.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-python3}"

printf '\n== %s\n' "web table: pip install .[web], selenium, httpx2"
"$PYTHON" -m pip install -e '.[web]' selenium httpx2

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    printf '\n== %s\n' "web table: apt-get install chromium chromium-driver"
    SUDO=""
    if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
    $SUDO apt-get update
    $SUDO apt-get install -y chromium chromium-driver
fi

printf '\n== %s\n' "web table: pytest (API and headless browser)"
# -rs names any skipped test: here none may be skipped for a missing browser.
NR_FAST_WEB_BROWSER=required "$PYTHON" -m pytest -q -rs tests/test_web_api.py tests/test_web_browser.py tests/test_web_cli.py
