#!/bin/bash
# Device call 2 (issue 26 bench scaling; issue 28 levels ladder, startup ladder, Runner at 0.2 s).
D="$(cd "$(dirname "$0")" && pwd)"; cd "$D"
python3 -m pip install -q --no-index --no-deps --no-compile --target /tmp/site whl/*.whl || exit 1
export PYTHONPATH=/tmp/site PYTHONUNBUFFERED=1
python3 -c "import nr_fast, sys; print('nr_fast ok', sys.version)" || exit 1
echo "== bench threads 1"; timeout 90 python3 -m nr_fast bench --threads 1 --json > $OUT/bench1.json; cat $OUT/bench1.json | head -c 600; echo
echo "== bench threads 16"; timeout 90 python3 -m nr_fast bench --threads 16 --json > $OUT/bench16.json; cat $OUT/bench16.json | head -c 600; echo
( timeout -s INT 470 python3 -m nr_fast ladder --levels --chain --pool core --games 96 --seed 0 --threads 8 --json --no-progress > $OUT/ladder_levels.json 2> $OUT/ladder_levels.err; echo "levels rc $?" ) &
( python3 -m nr_fast ladder --pool startup --bots random,heuristic --games 400 --seed 0 --threads 8 --json --no-progress > $OUT/ladder_startup.json 2> $OUT/ladder_startup.err; echo "startup ladder rc $?";
  timeout 440 ./runner_vs heuristic ismcts-pb@200ms 2 startup,core,sg,2021 28 8 > $OUT/runner.jsonl 2> $OUT/runner.err; echo "runner rc $?" ) &
wait
ls -la $OUT; tail -c 1500 $OUT/ladder_levels.err; cut -c1-300 $OUT/runner.jsonl
