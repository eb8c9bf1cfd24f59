#!/usr/bin/env bash
# generic_probe.sh - builds generic_probe.c three ways with approx-clang
# -fno-approx (clang-19 itself, byte-identical, with the CUDA-13 paths: the
# effect is LLVM's, no approx code is involved) and runs them side by side
# in R rounds. Build here, run on the GPU machine:
#   benchmarks/data/generic_probe.sh build <build-dir> <out-dir>
#   bash <out-dir>/generic_probe.sh run <out-dir> [rounds]
set -euo pipefail
case ${1:-} in
build)
  build=$(cd "$2" && pwd); out=$3; here=$(cd "$(dirname "$0")" && pwd); mkdir -p "$out"
  cc=("$build/stage/bin/approx-clang" -fno-approx -O3 -fopenmp --offload-arch=sm_90)
  "${cc[@]}" "$here/generic_probe.c" -o "$out/probe.spmd-only"
  "${cc[@]}" -DWITH_GENERIC "$here/generic_probe.c" -o "$out/probe.with-generic"
  "${cc[@]}" -DWITH_SPMD_PROBE "$here/generic_probe.c" -o "$out/probe.with-spmd-probe"
  strip "$out"/probe.*
  cp "$0" "$out/" ;;
run)
  dir=$2; rounds=${3:-3}
  for r in $(seq 1 "$rounds"); do
    for b in spmd-only with-generic with-spmd-probe; do
      echo "round $r $b: $("$dir/probe.$b" 3072 40 15)"
    done
  done ;;
*) sed -n '2,7p' "$0" >&2; exit 2 ;;
esac
