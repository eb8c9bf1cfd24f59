#!/usr/bin/env bash
# Installs the Debian dependencies (libjansson-dev: the runtime's JSON
# parser, linked statically; clang-format-19: the format check of .ci/run;
# valgrind: the memory-error tests of the compile jobs; python3-optuna,
# -sqlalchemy: approx-tune's study and its storage; python3-matplotlib: every
# plot, approx-tune's and the benchmark harness's; tools/approx-tune finds
# them through /usr/bin/python3 even when another python3 comes first on
# PATH), builds approx-clang (plugin, driver,
# runtime) into build/stage, then compiles and runs the first example on
# the x86_64 host-offload target (no GPU needed).
set -euo pipefail
cd "$(dirname "$0")"
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq clang-19 libclang-19-dev llvm-19-dev libomp-19-dev llvm-19-tools \
  lld-19 cmake ninja-build libgtest-dev libjansson-dev clang-format-19 python3 make valgrind \
  python3-optuna python3-sqlalchemy python3-matplotlib >/dev/null
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build
build/stage/bin/approx-clang -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu \
  examples/first.c -o build/first
echo "--- examples/first.c (perfo(large:4), offloaded to the host device):"
OMP_TARGET_OFFLOAD=MANDATORY APPROX_REPORT=1 build/first
