#!/usr/bin/env bash
# tune_scaling.sh - approx-tune on one and on several GPUs of one machine
# (the scaling issue): the same study (seed, sampler, budget) of one app's
# perforation space, once with its workers bound to GPU 0 and once spread
# over GPUs 0..G-1 (two workers per GPU, --devices), each in its own journal
# storage; then a second approx-tune process continues the G-GPU study from
# its journal, as a second machine pointed at the same storage would.
# Writes <out>/scaling.csv (gpus, workers, evaluations, seconds,
# evaluations per hour, final hypervolume) and each study's folder.
# Usage: benchmarks/harness/tune_scaling.sh <sweep-dir> <out-dir> [app] [budget] [gpus]
# SIZE=small uses sweep.py's small arguments (a host-offload build, to try it here).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../.." && pwd)
sweep=$(cd "$1" && pwd); out=$2; app=${3:-correlation}; budget=${4:-60}; gpus=${5:-2}
mkdir -p "$out"; out=$(cd "$out" && pwd)
args=$(python3 -c "import sys; sys.path.insert(0, '$here'); import sweep; print(sweep.APPS['$app'][0 if '${SIZE:-gpu}' == 'gpu' else 1])")
tune() { # gpus workers budget name journal
  local devs; devs=$(seq -s, 0 $(($1 - 1)))
  (cd "$sweep" && python3 "$root/tools/approx-tune/approx-tune" --workers "$2" --devices "$devs" \
    --reps 1 --budget "$3" --seed 7 --sampler tpe --no-plots --hv-error 1.0 \
    --time-from '^RESULT,([^,]+)' --error-from '^RESULT,(?:[^,]*,){3}([^,]+)' \
    --storage "journal:$out/$5.journal" --study "$app-scaling" --out "$out/$4" \
    -- "bin/$app.ours" $args -r 1) > "$out/$4.log" 2>&1
}
echo "gpus,workers,evaluations,seconds,evals_per_hour,log" > "$out/scaling.csv"
for g in 1 "$gpus"; do
  w=$((2 * g)); t0=$(date +%s.%N)
  tune "$g" "$w" "$budget" "g$g" "g$g"
  t1=$(date +%s.%N)
  python3 -c "s=$t1-$t0; print('%d,%d,%d,%.1f,%.0f,g%d.log' % ($g, $w, $budget, s, $budget * 3600 / s, $g))" >> "$out/scaling.csv"
  [ "$g" = "$gpus" ] && break
done
# A second process continues the last study from its journal (budget counts
# the study's trials in all, so +20 more).
tune "$gpus" 2 $((budget + 20)) "g$gpus-cont" "g$gpus"
cat "$out/scaling.csv"; tail -3 "$out/g$gpus-cont.log"
