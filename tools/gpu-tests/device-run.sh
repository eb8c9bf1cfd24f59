#!/usr/bin/env bash
# Runs on the GPU machine (from the repository root), after
# tools/gpu-tests/prebuild.py and the benchmarks' build.sh ran here and
# gpu-out/ and .gpu-runtime/ were carried along: unpacks the Debian runtime
# (libomp/libomptarget 19 and friends), then runs what is asked:
#   tests    the lit GPU suite (prebuilt binaries)
#   perfo    benchmarks/perfo (3 interleaved rounds)
#   graph    benchmarks/graph (1 round, reduced repeats)
#   tune     approx-tune's efficiency grids and one live tuning run
#            (benchmarks/harness/tune_efficiency.sh on gpu-out/tune-bench, or
#            gpu-out/bench when that is absent; needs tools/approx-tune/deps
#            carried too; ~9 minutes)
# Results go to $OUT (or ./gpu-results).
set -uo pipefail
OUT=${OUT:-gpu-results}; mkdir -p "$OUT"
mkdir -p /tmp/r && for f in .gpu-runtime/*.deb; do dpkg -x "$f" /tmp/r; done
export LD_LIBRARY_PATH=/tmp/r/usr/lib/llvm-19/lib:/tmp/r/usr/lib/x86_64-linux-gnu
export OMP_TARGET_OFFLOAD=MANDATORY
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee "$OUT/device.txt"
date -u +%FT%TZ >> "$OUT/device.txt"
for what in "$@"; do
  case $what in
    tests) python3 gpu-out/gputests/lit/lit.py --param approx_prebuilt=gpu-out/gputests/prebuilt \
             -sv gpu-out/gputests/suite/GPU 2>&1 | tee "$OUT/gpu-tests.log" | tail -25 ;;
    perfo) bash benchmarks/perfo/run.sh gpu-out/perfo 32768 16384 20 3 > "$OUT/perfo.csv"; tail -3 "$OUT/perfo.csv" ;;
    graph) BC_ARGS="19 16 132 3 132 512" LV_ARGS="21 16 8 3" RUN_TIMEOUT=120 \
             bash benchmarks/graph/run.sh run gpu-out/graph 1 > "$OUT/graph.log" 2>&1
           cp gpu-out/graph/*.csv "$OUT/" 2>/dev/null; tail -4 "$OUT/graph.log" ;;
    tune)  sweep=gpu-out/tune-bench; [ -d $sweep ] || sweep=gpu-out/bench
           OUT="$OUT/tune" bash benchmarks/harness/tune_efficiency.sh $sweep 2 2>&1 | tail -30 ;;
  esac
done
