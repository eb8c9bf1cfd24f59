#!/usr/bin/env bash
# Builds benchmarks/data/pipe_probe.c (the end-to-end pipeline probe of the
# 3072^2 blur: exact, half, unorm8, kept-rows variants, one piece and
# overlapped) with approx-clang into <out-dir>/pipe_probe.
#   sm_90 (default): for the GPU machine; run there as
#     OMP_TARGET_OFFLOAD=MANDATORY <out-dir>/pipe_probe [rows [cols]]
#   host: x86_64 host offload; also runs the correctness checks here at
#     256x256 (every variant against the exact output, chunked runs against
#     the one-piece run; exit status 1 on a failed check).
# Usage: benchmarks/data/pipe_probe.sh <build-dir> <out-dir> [sm_90|host]
set -euo pipefail
build=$(cd "$1" && pwd); out=$2; arch=${3:-sm_90}
here=$(cd "$(dirname "$0")" && pwd)
cc=$build/stage/bin/approx-clang
[ -x "$cc" ] || { echo "pipe_probe.sh: no $cc (build approx-clang first)" >&2; exit 1; }
mkdir -p "$out"
if [ "$arch" = host ]; then
  "$cc" -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu "$here/pipe_probe.c" \
    -o "$out/pipe_probe" -lm -lpthread -Wl,-rpath,/usr/lib/llvm-19/lib
  OMP_TARGET_OFFLOAD=MANDATORY "$out/pipe_probe" 256 256
else
  "$cc" -O3 -fopenmp --offload-arch="$arch" "$here/pipe_probe.c" -o "$out/pipe_probe" -lm -lpthread
  strip "$out/pipe_probe"
fi
