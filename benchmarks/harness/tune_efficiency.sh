#!/usr/bin/env bash
# tune_efficiency.sh - the device side of issue 18's efficiency measurement:
# the exhaustive grids of tune_efficiency.py (--seeds 0: grids only, under
# --time-limit 420 s so that the whole script stays within ~9 minutes; apps
# whose grid would not fit are skipped and named) plus one real approx-tune
# run. Needs on the device: the sweep folder of build.sh (only bin/<app>.ours
# and inputs/ are used) and tools/approx-tune/deps (carry-deps.sh: the
# device has Python and numpy, not Optuna). Writes into $OUT (or
# ./tune-eff-out): grid-<app>.csv, space-<app>.json, tune_efficiency.log,
# and live/ (approx-tune's own output for blur: front and growth pictures,
# points.csv, best.json, the study database). Then, on any machine:
#   benchmarks/harness/tune_efficiency.py - --reuse --out <that folder>
# replays approx-tune (tpe, nsga2) and random sampling on the grids and
# writes efficiency.csv, summary.md and hv-<app>.{png,svg}.
# Usage: benchmarks/harness/tune_efficiency.sh <sweep-dir> [workers] [apps]
# SIZE=small (sweep.py's small arguments) tries it on a host-offload build.
# To carry less than the whole sweep (the device tool carries 64 MiB; the
# Debian runtime .gpu-runtime is 43 of them, deps/ 11 right after
# carry-deps.sh, which leaves no __pycache__):
#   mkdir -p gpu-out/tune-bench/bin && cp gpu-out/bench/bin/*.ours gpu-out/tune-bench/bin/ \
#     && cp -r gpu-out/bench/inputs gpu-out/tune-bench/     (about 5 MiB)
#   workers: evaluations at once on the one GPU (default 2: the apps spend
#   much of their run on the host, so two overlap well; timings get noisier)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
sweep=$(cd "$1" && pwd); workers=${2:-2}; apps=${3:-}
out=${OUT:-$PWD/tune-eff-out}
mkdir -p "$out"
export OMP_TARGET_OFFLOAD=MANDATORY
py=python3
t0=$(date +%s)
$py "$here/tune_efficiency.py" "$sweep" --out "$out" --workers "$workers" --seeds 0 \
  --size "${SIZE:-gpu}" --time-limit "${TIME_LIMIT:-420}" ${apps:+--apps "$apps"} 2>&1 | tee "$out/tune_efficiency.log"
# A real tuning run on the device: approx-tune itself on blur, 2 workers,
# the study in SQLite, the budget 10 % of its grid.
(cd "$sweep" && timeout 120 $py "$here/../../tools/approx-tune/approx-tune" --workers "$workers" --reps 1 \
  --budget 2 --sampler tpe --time-from '^RESULT,[^,]*,[^,]*,([^,]+)' --error-from '^RESULT,(?:[^,]*,){3}([^,]+)' \
  --out "$out/live" -- bin/blur.ours $(python3 -c "import sys; sys.path.insert(0, '$here'); import sweep; \
print(sweep.APPS['blur'][0 if '${SIZE:-gpu}' == 'gpu' else 1])") -r 1) 2>&1 | tee "$out/live.log" || echo "tune_efficiency.sh: the live run failed" >&2
echo "tune_efficiency.sh: $(( $(date +%s) - t0 ))s in all; results in $out" >&2
