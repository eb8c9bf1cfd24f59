#!/usr/bin/env bash
# Checks that the C/C++ lines changed since the merge base with main are
# formatted as .clang-format says (git clang-format: only changed lines,
# so files and lines nobody touched never fail it). Run by run-tests.sh;
# exits 0 when there is no clang-format, no git checkout or no base.
#   tools/check-format.sh [BASE]    BASE defaults to $APPROX_FORMAT_BASE,
#                                   then main, then origin/main.
set -uo pipefail
cd "$(dirname "$0")/.."
gcf=$(command -v git-clang-format-19 || command -v git-clang-format || true)
cf=$(command -v clang-format-19 || command -v clang-format || true)
if [ -z "$gcf" ] || [ -z "$cf" ] || ! git rev-parse --git-dir >/dev/null 2>&1; then
  echo "check-format: skipped (no git-clang-format or no git checkout)"
  exit 0
fi
base_ref=${1:-${APPROX_FORMAT_BASE:-}}
if [ -z "$base_ref" ]; then
  for r in main origin/main; do
    git rev-parse --verify -q "$r^{commit}" >/dev/null && { base_ref=$r; break; }
  done
fi
base=$( [ -n "$base_ref" ] && git merge-base HEAD "$base_ref" 2>/dev/null )
if [ -z "$base" ]; then
  echo "check-format: skipped (no merge base with '${base_ref:-main}')"
  exit 0
fi
# Committed and uncommitted changes since the base, in the plugin, driver,
# runtime and unit tests. headers/ keeps its hand layout (dense one-line
# helpers under reserved names, read as the ABI's reference) and the lit
# inputs under test/ are source text the tests match line by line.
out=$("$gcf" --binary "$cf" --diff --extensions c,cpp,h "$base" -- \
        clang-ext openmp-runtime test/unit 2>&1)
case $out in
  *"no modified files to format"*|*"clang-format did not modify any files"*|"")
    echo "check-format: changed lines since $(git rev-parse --short "$base") are formatted"
    exit 0;;
esac
echo "check-format: these changed lines are not formatted as .clang-format says"
echo "(fix with: git clang-format $base):"
echo "$out"
exit 1
