#!/usr/bin/env bash
# Builds the data-approximation benchmark for the GPU with approx-clang:
#   data_bench   every variant of blur and hotspot in one binary
# plus the APPROX_CONFIG files run.sh uses to switch the reconstruction.
# Usage: benchmarks/data/build.sh <build-dir> <out-dir> [arch]
set -euo pipefail
build=$(cd "$1" && pwd); out=$2; arch=${3:-sm_90}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cc="$build/stage/bin/approx-clang"
"$cc" -O3 -fopenmp --offload-arch="$arch" "$here/data_bench.c" -o "$out/data_bench" -lm
strip "$out/data_bench"
labels="blur-host-in blur-device-in blur-out blur-best hotspot-host-in hotspot-device-in hotspot-out hotspot-best"
{ echo -n '{'; sep=''; for l in $labels; do echo -n "$sep\"$l\": {\"reconstruct\": \"nn\"}"; sep=', '; done; echo '}'; } > "$out/nn.json"
