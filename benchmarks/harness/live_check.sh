#!/usr/bin/env bash
# live_check.sh - the device side of live_check.py (issue 18, item 6): per
# app, this session's exhaustive grid (tune_efficiency.py --seeds 0, kernel
# time, as the stored kernel-* grids), then approx-tune itself, run for real
# on the same binary with the grid's space as --space, at each budget and
# seed (its own planner and TPE; nothing looked up). Writes into $OUT (or
# ./live-check-out): grid/ (grid-<app>.csv, space-<app>.json),
# space-<app>.json (the --space document), live/<app>-b<budget>-s<seed>/
# (approx-tune's output: points.csv, best.json, the study) and its .log.
# Then, on any machine:
#   benchmarks/harness/live_check.py score --stored docs/tune/kernel-<date> \
#     --session <out>/grid --out <folder> <out>/live/*/
# Usage: benchmarks/harness/live_check.sh <sweep-dir>
#   APPS (default syrk,jacobi2d), BUDGETS (default 4,7,15: 5/10/20 % of their
#   74-point grids), SEEDS (default 3), PLOTS=1 to keep approx-tune's pictures
#   for the first seed, SIZE=small for a host-offload build (build.sh host).
#   About 0.6 s per run on the H200; the default set is
#   2 x 74 grid runs + 2 x 3 x 26 tuning runs, about 4 minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sweep=$(cd "$1" && pwd)
apps=${APPS:-syrk,jacobi2d}; budgets=${BUDGETS:-4,7,15}; seeds=${SEEDS:-3}
out=${OUT:-$PWD/live-check-out}
mkdir -p "$out/live"
out=$(cd "$out" && pwd)
export OMP_TARGET_OFFLOAD=MANDATORY
python3 "$here/tune_efficiency.py" "$sweep" --out "$out/grid" --seeds 0 --time-field kernel --apps "$apps" \
  --size "${SIZE:-gpu}" \
  2>&1 | tee "$out/grid.log"
for app in ${apps//,/ }; do
  read -r -a args <<< "$(python3 -c "import sys; sys.path.insert(0, '$here'); import sweep; print(sweep.APPS['$app'][0 if '${SIZE:-gpu}' == 'gpu' else 1])")"
  python3 "$here/live_check.py" space "$out/grid/space-$app.json" > "$out/space-$app.json"
  for b in ${budgets//,/ }; do
    for ((s = 0; s < seeds; s++)); do
      run=$app-b$b-s$s
      plots=--no-plots
      [ "${PLOTS:-0}" = 1 ] && [ $s = 0 ] && plots=
      # kernel ms is the RESULT line's first field, the error its fourth (bench.h)
      (cd "$sweep" && python3 "$here/../../tools/approx-tune/approx-tune" --space "$out/space-$app.json" \
        --reps 1 --budget "$b" --seed "$s" --error-bound 1 --hv-error 1 --timeout 60 $plots \
        --time-from '^RESULT,([^,]+)' --error-from '^RESULT,(?:[^,]*,){3}([^,]+)' \
        --out "$out/live/$run" -- "bin/$app.ours" "${args[@]}" -r 1) > "$out/live/$run.log" 2>&1 \
        || echo "live_check.sh: $run failed (see live/$run.log)" >&2
      echo "live_check.sh: $run done" >&2
    done
  done
done
