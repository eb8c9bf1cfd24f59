#!/usr/bin/env bash
# Builds (incrementally) and runs every test: GoogleTest unit tests (ctest)
# and the lit suite (Frontend, Lowering, CodeGen, Exec, Driver; GPU tests
# need a GPU and report UNSUPPORTED without one). Needs ./setup.sh once.
set -uo pipefail
cd "$(dirname "$0")"
[ -f build/build.ninja ] || cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build || exit 1
ctest --test-dir build --output-on-failure 2>&1 | tee build/ctest.log
unit_rc=${PIPESTATUS[0]}
# The lit suite through the build's check-approx target (which builds what
# the tests run first); this script's arguments are lit options (LIT_OPTS),
# e.g. ./run-tests.sh --filter Exec/perfo
LIT_OPTS="$*" cmake --build build --target check-approx 2>&1 | tee build/lit.log
lit_rc=${PIPESTATUS[0]}
count() { grep -E "^ *$1 *: +[0-9]+" build/lit.log | grep -oE ": +[0-9]+" | grep -oE "[0-9]+" | head -1; }
passed=$(( $(count Passed || true) + $(count "Expectedly Failed" || true) + 0 ))
failed=$(( $(count Failed || true) + $(count "Unexpectedly Passed" || true) + 0 ))
skipped=$(( $(count Unsupported || true) + 0 ))
line=$(grep -oE "[0-9]+ tests failed out of [0-9]+" build/ctest.log | tail -1)
ufail=$(echo "$line" | awk '{print $1}'); utotal=$(echo "$line" | awk '{print $NF}')
ufail=${ufail:-0}; utotal=${utotal:-0}
echo "unit tests (ctest): $(( utotal - ufail )) of $utotal passed"
echo "tests: $(( passed + utotal - ufail )) passed, $(( failed + ufail )) failed, $skipped skipped"
[ "$unit_rc" = 0 ] && [ "$lit_rc" = 0 ]
