#!/usr/bin/env bash
# The single source of the project's checks, used by developers and CI (.ci/run) alike:
# installs the package with its dev tools, then runs formatting, lints, the Rust tests and the
# Python tests. Run from anywhere: bash scripts/check.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

PYTHON="${PYTHON:-python3}"

step() { printf '\n== %s\n' "$*"; }

step "rust toolchain components"
if command -v rustup >/dev/null 2>&1; then
    cargo fmt --version >/dev/null 2>&1 || rustup component add rustfmt
    cargo clippy --version >/dev/null 2>&1 || rustup component add clippy
fi

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo test (engine; profile ci: optimised, no fat LTO, parallel codegen)"
cargo test --workspace --profile ci

step "pip install -e .[dev] (builds the extension module, profile ci)"
# The checks build the extension module with the test profile, not the wheel's `release` (fat
# LTO, one codegen unit): the module links the engine twice (nr_engine, and nr_engine_profile
# behind `nr_fast.profile`), and a fat-LTO link of both was the most expensive step of a cold
# check (issue 26). The profile ci reuses what `cargo test --workspace --profile ci` built
# above; the later installs (check_web.sh, check_studio.sh) inherit the setting. Wheels for
# users are built by `maturin build --release` and keep fat LTO.
export MATURIN_PEP517_ARGS="${MATURIN_PEP517_ARGS:---profile ci}"
"$PYTHON" -m pip install -e '.[dev]'

step "ruff"
"$PYTHON" -m ruff check python tests bench
"$PYTHON" -m ruff format --check python tests bench

step "mypy (strict) and stubtest (python/nr_fast/_core.pyi against the built module)"
"$PYTHON" -m mypy
"$PYTHON" -m mypy.stubtest nr_fast._core

step "pytest"
"$PYTHON" -m pytest -q

step "pytest-benchmark suite, run once as a smoke test (figures: pytest bench --benchmark-only)"
"$PYTHON" -m pytest -q bench --benchmark-disable

PYTHON="$PYTHON" bash scripts/check_web.sh  # the web table: its extra, Chromium, the API and browser tests
PYTHON="$PYTHON" bash scripts/check_studio.sh  # balance studio: extras, report in headless chromium, Ray
PYTHON="$PYTHON" bash scripts/check_openspiel.sh  # OpenSpiel: the open-spiel extra, random_sim_test over every pool
# Not here: bash scripts/check_train.sh (the 'train' extra's MaskablePPO smoke test): torch from the
# package index brings about 5 GB of CUDA libraries, too much for a cold check (docs/training.md).

step "command line"
nr-fast --version
nr-fast random-game --seed 1 --log none

printf '\nAll checks passed.\n'
