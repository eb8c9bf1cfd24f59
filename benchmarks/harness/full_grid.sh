#!/usr/bin/env bash
# full_grid.sh - the device side of issue 18's efficiency measurement on the
# FULL spaces: per app, approx-tune's space of the program (perforation,
# from the binary's report, technique groups tied as in sweep.py) plus one
# build per data variant of sweep.py (bin/<app>.ours-<tag>, its knobs the
# product of the values the harness's points give each of its label groups:
# perforation x data variants x combinations), every configuration run once
# (tune_efficiency.py --full --seeds 0: approx-tune's Evaluator, -r 1, time
# = end-to-end ms of the RESULT line, error = its primary metric).
# Writes into $OUT (or ./full-grid-out) grid-<app>.csv, space-<app>.json and
# full_grid-<call>.log. Copy them into docs/tune/full-<date>/ and
#   benchmarks/harness/replay.py --out docs/tune/replay-<date>
# replays approx-tune and random sampling on them: replay.py takes every
# docs/tune/full-*/ before the harness's CSVs, by itself.
#
# Usage: benchmarks/harness/full_grid.sh <sweep-dir> <call: 1|2|3|4> [workers]
#        benchmarks/harness/full_grid.sh --stage <sweep-dir> <dest> <call>
# The sweep folder is build.sh's; only bin/<app>.ours, bin/<app>.ours-<tag>
# and inputs/ are read. The device tool carries 64 MiB, of which the Debian
# runtime takes ~43 and tools/approx-tune/deps (carry-deps.sh, needed
# there) ~11: --stage copies just one call's binaries and the inputs into
# <dest> (a git-ignored folder such as gpu-out/full-N) to carry instead. One call stays under ~7
# minutes with 1 worker (end-to-end times are fairer with one process on the
# GPU at a time). Estimated from docs/tune/e2e-2026-11-24/tune_efficiency.log
# (seconds per run with -r 1) times the full grids' sizes (tune_efficiency.py
# --estimate prints both), discovery (2 runs per build) included:
#   call 1: median sobel blur gaussian (36 points each) lavamd (78) tv (121)  ~370 s
#   call 2: hotspot (134) leukocyte (104)                                      ~400 s
#   call 3: correlation (374) syrk (74) conv2d (14) jacobi2d (74)              ~410 s
#   call 4: covariance (374) fdtd2d (74)                                       ~320 s
# BENCH_REPS=N runs N timed cycles per process (the app's -r; time = their
# median) and REPS=N runs N processes per configuration (approx-tune's
# --reps: the median of their times, the exact configuration's too), both
# 1 by default; APPS=a,b replaces the call's app list. The seventh pass
# (docs/results.md) measured call 1 with 3 and 3, because with one of each
# the same data path timed 1.3x to 6x over exact in four image apps whose
# kernels are a hundredth of their transfers.
# --time-limit 450 skips (and names in the log) an app whose grid would end
# after 450 s, so a call never runs past the device tool's limit.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
stage=
if [ "${1:-}" = --stage ]; then stage=$3; shift; set -- "$1" "$3"; fi
sweep=$(cd "$1" && pwd); call=$2; workers=${3:-1}
case $call in
  1) apps=median,sobel,blur,gaussian,lavamd,tv ;;
  2) apps=hotspot,leukocyte ;;
  3) apps=correlation,syrk,conv2d,jacobi2d ;;
  4) apps=covariance,fdtd2d ;;
  *) echo "full_grid.sh: call must be 1, 2, 3 or 4" >&2; exit 2 ;;
esac
apps=${APPS:-$apps}
if [ -n "$stage" ]; then
  mkdir -p "$stage/bin"
  for app in ${apps//,/ }; do
    [ -e "$sweep/bin/$app.ours" ] || { echo "full_grid.sh: no $sweep/bin/$app.ours: $app left out" >&2; continue; }
    cp "$sweep"/bin/"$app".ours* "$stage/bin/"
  done
  cp -r "$sweep/inputs" "$stage/"
  echo "full_grid.sh: call $call staged in $stage ($(du -sh "$stage" | cut -f1))" >&2
  exit 0
fi
out=${OUT:-$PWD/full-grid-out}
mkdir -p "$out"
export OMP_TARGET_OFFLOAD=MANDATORY
t0=$(date +%s)
python3 "$here/tune_efficiency.py" "$sweep" --full --out "$out" --workers "$workers" --seeds 0 \
  --size "${SIZE:-gpu}" --time-field e2e --time-limit "${TIME_LIMIT:-450}" --apps "$apps" \
  --bench-reps "${BENCH_REPS:-1}" --reps "${REPS:-1}" \
  2>&1 | tee "$out/full_grid-$call.log"
echo "full_grid.sh: call $call, $(( $(date +%s) - t0 ))s in all; grids in $out" >&2
