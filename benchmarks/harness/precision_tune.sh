#!/usr/bin/env bash
# precision_tune.sh - issue 19 item 5's runs: approx-tune --precision with
# its three strategies (AMPT-GA, the naive GA, delta debugging) on the
# mixed-precision set lavamd_fp64, cfd_euler, backprop (float/half) and
# hydro_proxy, under AMPT-GA's quartile thresholds and --error-bound, then
# 20 perturbed inputs (seeds) for the best vector of each threshold.
# Per app, into $OUT/<app> (default ./precision-tune-out/<app>):
#   precision-summary.json  per threshold and strategy: best speedup,
#                           executions, efficiency; Spearman(static score,
#                           time); the confidence counts
#   precision-runs.csv, precision-points.csv (every vector, failed ones with
#   the compiler's or the run's message), precision-<thr>.{png,svg} (best
#   speedup against executions), fp-report.json; and $OUT/<app>.log
# Every vector is a rebuild, so approx-clang must run where this runs
# ($APPROX_CLANG, default build/stage/bin/approx-clang; the script stops at
# once when it does not: the GPU machine has no clang of its own; carry one
# with tools/device/carry-compiler.sh and source tools/device/use-compiler.sh
# there, docs/benchmarks.md "Building on the GPU machine"). Optuna comes from tools/approx-tune/deps
# (tools/approx-tune/carry-deps.sh) when this Python lacks it.
# One app per call fits the device tool's 10-minute commands better; an app
# cut off by APP_TIME_LIMIT continues where it stopped when started again
# with the same OUT (approx-tune's journal of measured vectors and its
# binary cache are in $OUT/<app>), and then writes its results.
# Usage: benchmarks/harness/precision_tune.sh <budget> [app...]
#   budget: executions per strategy and threshold
# Environment: ARCH sm_90 (default) or host (x86_64 host offload, the small
#   sizes: the whole pipeline without a GPU); BOUND (--error-bound, 1e-4);
#   THRESHOLDS (both | quartiles | middle | bound); RANDOM_VECTORS (20); POPULATION
#   (the GAs', 8); CONFIDENCE (20); BUILD_WORKERS (nproc: builds at once; runs stay one at a time so
#   the GPU's timings are clean); REPS (approx-tune runs per vector, 1);
#   BENCH_REPS (the app's timed cycles, 3); TIME_FIELD kernel (default: the
#   RESULT line's kernel ms) or e2e; EXTRA_FLAGS (more compile flags);
#   PRECISION_CONFIG (an APPROX_CONFIG file for every run); LABELS (the
#   regions to tune: default each app's outermost label, which holds the
#   variables of the regions nested in it; "all" for every region);
#   APP_TIME_LIMIT (seconds per app, 540); KEEP (arrays left at their type);
#   RETIME (rounds in which the strategies' best vectors are timed again
#   side by side, 5; 0: none; retime.py); JOURNAL_FROM (a folder of an
#   earlier run, <app>/precision-evals-*.jsonl: a copy of that journal is
#   read and extended instead of a new one, approx-tune --journal, so that
#   its searches replay without running and e.g. CONFIDENCE=20 RETIME=0
#   runs the confidence step alone after the compiler was rebuilt, e.g.
#   JOURNAL_FROM=docs/data/precision-2026-12-05-h100-s22).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
budget=${1:?usage: precision_tune.sh <budget> [app...]}
shift
apps=("$@")
[ ${#apps[@]} -gt 0 ] || apps=(lavamd_fp64 cfd_euler backprop hydro_proxy)
out=${OUT:-$PWD/precision-tune-out}
arch=${ARCH:-sm_90}
cc=${APPROX_CLANG:-$root/build/stage/bin/approx-clang}
tune=$root/tools/approx-tune/approx-tune
if ! "$cc" --approx-print-kinds >/dev/null 2>&1; then
  echo "precision_tune.sh: no working approx-clang at '$cc' (set APPROX_CLANG): each precision vector is a" \
    "rebuild, so the compiler must run on this machine" >&2
  exit 2
fi
if [ ! -d "$root/tools/approx-tune/deps" ] && ! python3 -c 'import optuna' 2>/dev/null \
  && ! /usr/bin/python3 -c 'import optuna' 2>/dev/null; then
  echo "precision_tune.sh: no Optuna here: run tools/approx-tune/carry-deps.sh and carry tools/approx-tune/deps" >&2
  exit 2
fi
if [ "$arch" = host ]; then
  flags=(-O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu); size=1
  export OMP_TARGET_OFFLOAD=MANDATORY
else
  flags=(-O3 -fopenmp --offload-arch="$arch"); size=0
  export OMP_TARGET_OFFLOAD=MANDATORY
fi
case ${TIME_FIELD:-kernel} in
  kernel) time_re='^RESULT,([^,]+)' ;;
  e2e) time_re='^RESULT,[^,]*,[^,]*,([^,]+)' ;;
  *) echo "precision_tune.sh: TIME_FIELD must be kernel or e2e" >&2; exit 2 ;;
esac
mkdir -p "$out"
echo "precision_tune.sh: budget $budget per strategy and threshold, apps ${apps[*]}; results in $out" >&2
t0=$(date +%s)
for app in "${apps[@]}"; do
  src=$root/benchmarks/apps/$app.c
  [ -f "$src" ] || { echo "precision_tune.sh: no app '$app' ($src)" >&2; exit 2; }
  args=$(python3 -c "import sys; sys.path.insert(0, '$here'); import sweep; print(sweep.APPS['$app'][$size])")
  metric=mre
  [ "$app" = lavamd_fp64 ] && metric=mape # the apps' own primary metric (bench_app)
  # The outermost labelled region of each app holds every floating-point
  # variable of the ones nested in it (the report lists them in each), so
  # tuning it alone counts each operation once in the static score and
  # puts every precision list on one label. LABELS=all: every region.
  case $app in
    lavamd_fp64) labels=lavamd64_kernel ;; cfd_euler) labels=cfd_steps ;;
    backprop) labels=bp_steps ;; hydro_proxy) labels=hydro_cycles ;; *) labels= ;;
  esac
  # Arrays that data_in maps with 'target enter data' are present when the
  # tuned region runs: a precision list naming them gets its typed copy made
  # on the device (docs/data.md). KEEP (a comma list, default none) leaves
  # arrays at their declared type, as the runs before that path did
  # (lavamd_fp64: KEEP=r,q,o). On the time-loop labels the arrays the
  # kernels map are held in one typed copy for the whole loop (the report's
  # "hoisted"; docs/language.md "Arrays of a time loop").
  keep=${KEEP:-}
  [ "${LABELS:-}" = all ] && labels=
  [ -n "${LABELS:-}" ] && [ "${LABELS}" != all ] && labels=$LABELS
  d=$out/$app
  mkdir -p "$d"
  journal=()
  if [ -n "${JOURNAL_FROM:-}" ]; then
    j=$(ls "$JOURNAL_FROM/$app"/precision-evals-*.jsonl 2>/dev/null | head -1)
    [ -n "$j" ] || { echo "precision_tune.sh: no journal in $JOURNAL_FROM/$app" >&2; exit 2; }
    cp "$j" "$d/precision-evals-from.jsonl"
    journal=(--journal "$d/precision-evals-from.jsonl")
  fi
  perturb=()
  [ "${CONFIDENCE:-20}" = 0 ] || perturb=(--perturb-args '-s 10{i}')
  t1=$(date +%s)
  # "prog" stands for the program: approx-tune replaces it by each vector's binary
  timeout "${APP_TIME_LIMIT:-540}" python3 "$tune" --precision \
    --build "$cc ${flags[*]} ${EXTRA_FLAGS:-} {set} $src -o {out} -lm" \
    --strategies ampt,naive,dd --thresholds "${THRESHOLDS:-both}" --random-vectors "${RANDOM_VECTORS:-20}" \
    --population "${POPULATION:-8}" \
    --budget "$budget" --error-bound "${BOUND:-1e-4}" --reps "${REPS:-1}" --workers 1 \
    --build-workers "${BUILD_WORKERS:-$(nproc)}" --confidence "${CONFIDENCE:-20}" "${perturb[@]}" \
    --retime "${RETIME:-5}" "${journal[@]}" \
    ${PRECISION_CONFIG:+--precision-config "$PRECISION_CONFIG"} ${labels:+--labels "$labels"} ${keep:+--keep "$keep"} \
    --time-from "$time_re" --output "$d/dump.f32" --output-format f32 --metric "$metric" --out "$d" \
    -- prog $args -r "${BENCH_REPS:-3}" -o "$d/dump.f32" > "$d/table.txt" 2> "$out/$app.log" \
    || echo "precision_tune.sh: $app failed or ran out of time (exit $?): see $out/$app.log" >&2
  cat "$d/table.txt" >&2 || true
  echo "precision_tune.sh: $app: $(( $(date +%s) - t1 ))s, results in $d" >&2
done
echo "precision_tune.sh: $(( $(date +%s) - t0 ))s in all; results in $out" >&2
