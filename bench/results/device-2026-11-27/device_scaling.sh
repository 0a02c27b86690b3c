#!/bin/bash
# 16-core scaling of the random-bot simulate batch (issue 26), and ISMCTS speed per decision.
cd "$(dirname "$0")"
echo "nproc $(nproc)"; lscpu | grep -E "Model name|^CPU\(s\)|Thread|Core|Socket|MHz|L3" 
for pool in core sg; do
  for n in 1 2 4 8 16; do
    g=$((2000*n)); [ $pool = sg ] && g=$((1200*n))
    for rep in 1 2; do
      echo "== pool $pool cores $n rep $rep games/matchup $g taskset-nproc $(taskset -c 0-$((n-1)) nproc)"
      taskset -c 0-$((n-1)) ./bots_bench random random $g $pool | tail -1
    done
  done
done
echo "== 16 cores heuristic vs heuristic core"
./bots_bench heuristic heuristic 3000 core | tail -1
echo "== ismcts speed (1 thread)"
timeout 120 ./ismcts_speed 1000 8
