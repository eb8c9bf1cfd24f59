#!/usr/bin/env bash
# trace.sh - each step's share of a data approximation (issue 16 item 2).
# For every selected line of a harness sweep (build.sh output), runs one
# process of REPS repeats with APPROX_TRACE=1 (openmp-runtime/trace.c) and
# keeps the RESULT line and the runtime's step table, one block per line:
#   == bench variant config
#   RESULT,...
#   approx: trace: from to calls total_ms mean_us
# Lines without approximation (exact-pinned, accurate) print only RESULT.
# Usage: trace.sh <sweep-dir> <out.txt> <only-regex> [reps]
set -uo pipefail
[ $# -ge 3 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
dir=$1; out=$2; only=$3; reps=${4:-15}
case $out in /*) ;; *) out=$PWD/$out;; esac
cd "$dir" || exit 2
export OMP_TARGET_OFFLOAD=MANDATORY
unset APPROX_CONFIG APPROX_REPORT
{ echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ) host=$(uname -n) nproc=$(nproc) reps=$reps"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | sed 's/^/gpu=/'
} > "$out"
mapfile -t lines < <(grep -P "$only" manifest.tsv)
for l in "${lines[@]}"; do
  IFS=$'\t' read -r b v c bin js args <<< "$l"
  cfg=(); [ "$js" != - ] && cfg=(APPROX_CONFIG="$js")
  echo "== $b $v $c" >> "$out"
  # shellcheck disable=SC2086
  env APPROX_TRACE=1 "${cfg[@]}" "$bin" $args -r "$reps" 2>&1 |
    grep -E '^(RESULT,|approx: trace:)' >> "$out"
  echo "trace: $b $v $c" >&2
done
