# use-compiler.sh - source it on the GPU machine (`. tools/device/use-compiler.sh`)
# after carrying gpu-out/carry (tools/device/carry-compiler.sh): unpacks
# Debian's clang-19 and LLVM runtime into /tmp/approx-toolchain, Optuna
# into tools/approx-tune/deps, and points approx-clang at that clang
# (APPROX_CLANG_PATH) so `$APPROX_CLANG` builds offload programs there.
# gcc's crt files, ld, glibc's headers and CUDA's ptxas/nvlink are the
# machine's own. Idempotent: a second source in the same machine reuses
# the unpacked tree.
_approx_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
_approx_tc=/tmp/approx-toolchain
if [ ! -x "$_approx_tc/usr/lib/llvm-19/bin/clang" ]; then
  mkdir -p "$_approx_tc"
  xz -dc -T0 "$_approx_root/gpu-out/carry/bundle.tar.xz" | tar xf - -C "$_approx_tc"
fi
if [ ! -x "$_approx_root/gpu-out/carry/stage/bin/approx-clang" ]; then
  xz -dc "$_approx_root/gpu-out/carry/stage.tar.xz" | tar xf - -C "$_approx_root/gpu-out/carry"
fi
if [ ! -d "$_approx_root/tools/approx-tune/deps" ]; then
  xz -dc "$_approx_root/gpu-out/carry/deps.tar.xz" | tar xf - -C "$_approx_root/tools/approx-tune"
fi
export APPROX_CLANG_PATH=$_approx_tc/usr/lib/llvm-19/bin/clang
export APPROX_CLANG=$_approx_root/gpu-out/carry/stage/bin/approx-clang
export LD_LIBRARY_PATH=$_approx_tc/usr/lib/llvm-19/lib:$_approx_tc/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export PATH=$_approx_tc/usr/lib/llvm-19/bin:$PATH
unset _approx_root _approx_tc
