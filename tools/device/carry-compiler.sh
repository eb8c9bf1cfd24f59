#!/usr/bin/env bash
# carry-compiler.sh - packs what approx-clang needs to build offload
# programs on the GPU machine, which has gcc, ld, glibc's headers and CUDA
# but no clang (docs/benchmarks.md "Building on the GPU machine"). Every
# precision vector of `approx-tune --precision` is a rebuild, so the
# mixed-precision runs must compile there. Output, under gpu-out/carry/
# (ignored by git; carry it with the device tool's `carry`):
#   bundle.tar.xz  clang-19, libclang-cpp, libLLVM, libz3 (the GPU machine
#                  lacks it), clang's resource headers (x86/CUDA/OpenMP),
#                  libomp/libomptarget, the NVPTX device runtime for sm_90,
#                  clang-linker-wrapper, clang-nvlink-wrapper and
#                  clang-offload-packager, all from
#                  Debian 12's packages (apt-get download; no other source);
#                  about 45 MB, 238 MB unpacked
#   deps.tar.xz    approx-tune's Optuna and its pure-Python dependencies
#                  (tools/approx-tune/carry-deps.sh), without __pycache__
#   stage/         this build's approx-clang, plugin, headers, runtime
# On the GPU machine: `. tools/device/use-compiler.sh` unpacks them and
# sets APPROX_CLANG_PATH, LD_LIBRARY_PATH and the tuner's deps.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/gpu-out/carry
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
cd "$work"
apt-get download clang-19 libclang-cpp19 libclang-common-19-dev libomp-19-dev libomp5-19 libllvm19 libz3-4 \
  clang-tools-19 >/dev/null 2>&1
mkdir tree tools
for p in clang-19 libclang-cpp19 libclang-common-19-dev libomp-19-dev libomp5-19 libllvm19 libz3-4; do
  dpkg -x "$(ls ${p}_*.deb)" tree
done
dpkg -x clang-tools-19_*.deb tools
cp tools/usr/lib/llvm-19/bin/clang-linker-wrapper tools/usr/lib/llvm-19/bin/clang-offload-packager \
  tools/usr/lib/llvm-19/bin/clang-nvlink-wrapper \
  tree/usr/lib/llvm-19/bin/
lib=tree/usr/lib/llvm-19/lib
# What an sm_90 / x86_64 offload build does not read.
rm -rf tree/usr/share tree/usr/bin "$lib"/cmake "$lib"/libarcher* "$lib"/libgomp.so "$lib"/libiomp5.so \
  "$lib"/libompd.so "$lib"/LLVMPolly.so tree/usr/lib/llvm-19/bin/llvm-omp-kernel-replay
find "$lib" \( -name 'libomptarget-amdgpu*' -o -name 'libomptarget-nvptx-sm_[3-8]*' \) -delete
(cd "$lib"/clang/19/include && rm -rf arm_* hexagon* hvx* opencl* altivec.h vecintrin.h riscv* msa.h htm*.h \
  s390* ppc_wrappers)
tar cf - -C tree usr | xz -9 -T0 > "$out/bundle.tar.xz"
[ -d "$root/tools/approx-tune/deps" ] || "$root/tools/approx-tune/carry-deps.sh"
tar cf - --exclude=__pycache__ -C "$root/tools/approx-tune" deps | xz -9 -T0 > "$out/deps.tar.xz"
rm -rf "$out/stage"
cp -a "$root/build/stage" "$out/stage"
du -sh "$out"/*
