#!/bin/sh
# fp-reports.sh - regenerates docs/data/fp-report/*.json, the
# -fapprox-fp-report examples of docs/precision-tuning.md, from the four
# precision-tuning benchmarks (test/Bench/fp-report-apps.test checks that
# the committed files are what the compiler writes).
# Usage: tools/fp-reports.sh [build dir]   (default: build)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
out=$root/docs/data/fp-report
mkdir -p "$out"
for app in lavamd_fp64 cfd_euler backprop hydro_proxy; do
  "$build/stage/bin/approx-clang" -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only \
    "$root/benchmarks/apps/$app.c" "-fapprox-fp-report=$out/$app.json"
  echo "$out/$app.json"
done
