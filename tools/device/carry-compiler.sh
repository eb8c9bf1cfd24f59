#!/usr/bin/env bash
# carry-compiler.sh - packs what approx-clang needs to build offload
# programs on the GPU machine, which has gcc, ld, glibc's headers and CUDA
# but no clang (docs/benchmarks.md "Building on the GPU machine"). Every
# precision vector of `approx-tune --precision` is a rebuild, so the
# mixed-precision runs must compile there. Output, under gpu-out/carry/
# (ignored by git; carry it with the device tool's `carry`):
#   bundle.tar.xz  clang-19, libclang-cpp, libLLVM, a stand-in for libz3
#                  (below), clang's resource headers (x86/CUDA/OpenMP),
#                  libomp/libomptarget, the NVPTX device runtime for sm_90,
#                  clang-linker-wrapper, clang-nvlink-wrapper and
#                  clang-offload-packager, all from
#                  Debian 12's packages (apt-get download; no other source);
#                  about 41 MB, 215 MB unpacked
# libLLVM needs libz3.so.4, which the GPU machine lacks, for the static
# analyzer's Z3 constraint solver alone (-analyzer-constraints=z3), which an
# offload build never calls. Debian's 23 MB library (5 MB packed) would
# not fit beside the working tree, so the bundle holds a stand-in built
# here: the 126 Z3_ functions libLLVM imports, each a trap, so that the
# loader (lazy binding: libLLVM has no BIND_NOW) finds them.
#   deps.tar.xz    approx-tune's Optuna and its pure-Python dependencies
#                  (tools/approx-tune/carry-deps.sh), without __pycache__
#   stage.tar.xz   this build's approx-clang, plugin, headers, runtime
# The device tool carries at most 64 MiB with the working tree (about 22 MB
# of tracked files in December 2026), so the bundle is packed with xz's
# slowest preset and a dictionary as large as libLLVM (-9e, 256 MiB: 41 MB
# where -9 gave 45 MB; a few minutes on 2 cores).
# On the GPU machine: `. tools/device/use-compiler.sh` unpacks them and
# sets APPROX_CLANG_PATH, LD_LIBRARY_PATH and the tuner's deps.
# --stage-only: repack stage.tar.xz alone (after a rebuild; the bundle and
# deps stay as they are).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$root/gpu-out/carry
pack_stage() {
  rm -rf "$out/stage" "$out/stage.tar.xz"
  tar cf - -C "$root/build" stage | xz -9e > "$out/stage.tar.xz"
}
if [ "${1:-}" = --stage-only ]; then
  pack_stage
  du -sh "$out"/*
  exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
cd "$work"
apt-get download clang-19 libclang-cpp19 libclang-common-19-dev libomp-19-dev libomp5-19 libllvm19 \
  clang-tools-19 >/dev/null 2>&1
mkdir tree tools
for p in clang-19 libclang-cpp19 libclang-common-19-dev libomp-19-dev libomp5-19 libllvm19; do
  dpkg -x "$(ls ${p}_*.deb)" tree
done
dpkg -x clang-tools-19_*.deb tools
llvm_so=$(ls tree/usr/lib/x86_64-linux-gnu/libLLVM.so.19*)
nm -D --undefined-only "$llvm_so" | awk '$2 ~ /^Z3_/ {print "void " $2 "(void) { __builtin_trap(); }"}' > z3stub.c
gcc -shared -fPIC -O1 -Wl,-soname,libz3.so.4 -o tree/usr/lib/x86_64-linux-gnu/libz3.so.4 z3stub.c
cp tools/usr/lib/llvm-19/bin/clang-linker-wrapper tools/usr/lib/llvm-19/bin/clang-offload-packager \
  tools/usr/lib/llvm-19/bin/clang-nvlink-wrapper \
  tree/usr/lib/llvm-19/bin/
lib=tree/usr/lib/llvm-19/lib
# What an sm_90 / x86_64 offload build does not read.
rm -rf tree/usr/share tree/usr/bin "$lib"/cmake "$lib"/libarcher* "$lib"/libgomp.so "$lib"/libiomp5.so \
  "$lib"/libompd.so "$lib"/LLVMPolly.so tree/usr/lib/llvm-19/bin/llvm-omp-kernel-replay
find "$lib" \( -name "libomptarget-amdgpu*" -o -name "libomptarget.rtl.amdgpu*" -o -name 'libomptarget-nvptx-sm_[3-8]*' \) -delete
(cd "$lib"/clang/19/include && rm -rf arm_* hexagon* hvx* opencl* altivec.h vecintrin.h riscv* msa.h htm*.h \
  s390* ppc_wrappers)
tar cf - -C tree usr | xz -T1 --lzma2=preset=9e,dict=256MiB > "$out/bundle.tar.xz"
[ -d "$root/tools/approx-tune/deps" ] || "$root/tools/approx-tune/carry-deps.sh"
tar cf - --exclude=__pycache__ -C "$root/tools/approx-tune" deps | xz -9 -T0 > "$out/deps.tar.xz"
pack_stage
du -sh "$out"/*
