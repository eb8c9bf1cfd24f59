#!/usr/bin/env bash
# Builds the perforation benchmark for the GPU in four ways, side by side:
#   plain     clang-19 as a user would call it (with the CUDA-13 fix paths)
#   accurate  approx-clang -fno-approx
#   ours      approx-clang (compacted iteration space)
#   hpac      approx-clang -fapprox-perfo-lowering=continue (HPAC-style skip)
# (the variant names of benchmarks/harness as well).
# Usage: benchmarks/perfo/build.sh <build-dir> <out-dir> [arch]
set -euo pipefail
build=$(cd "$1" && pwd); out=$2; arch=${3:-sm_90}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cc="$build/stage/bin/approx-clang"
flags=(-O3 -fopenmp --offload-arch="$arch")
"$cc" "${flags[@]}" "$here/perfo_bench.c" -o "$out/ours"
"$cc" "${flags[@]}" -fapprox-perfo-lowering=continue "$here/perfo_bench.c" -o "$out/hpac"
"$cc" "${flags[@]}" -fno-approx "$here/perfo_bench.c" -o "$out/accurate"
/usr/lib/llvm-19/bin/clang "${flags[@]}" -Wno-unknown-pragmas \
  --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib --cuda-path="$build/stage/lib/approx-cuda" \
  -Wl,-rpath,/usr/lib/llvm-19/lib "$here/perfo_bench.c" -o "$out/plain"
strip "$out"/{plain,accurate,ours,hpac}
echo '{"stream1d": {"value": 4}, "stream2d": {"value": 4}, "blur": {"value": 4}}' > "$out/large4.json"
echo '{"stream1d": {"enabled": false}, "stream2d": {"enabled": false}, "blur": {"enabled": false}}' > "$out/off.json"
