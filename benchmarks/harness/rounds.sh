#!/usr/bin/env bash
# rounds.sh - one device call's side-by-side measurement for the end-to-end
# targets (issue 16 items 2 and 4): the runtime debs carried in
# .gpu-runtime are unpacked, then ROUNDS rounds of run.sh over the lines
# matching ONLY (each round a CSV, with its .meta: link probe, GPU, and the
# hypervisor's steal time over the round), then stability.sh over the lines
# matching STAB_ONLY with PROCS processes of REPS repeats. Everything lands
# in OUTDIR; analysis.py --targets reads the round CSVs.
# Usage: rounds.sh <sweep-dir> <out-dir> <only> <rounds> <reps> [<stab-only> <procs>]
set -uo pipefail
[ $# -ge 5 ] || { sed -n '2,10p' "$0" >&2; exit 2; }
dir=$1; out=$2; only=$3; rounds=$4; reps=$5; stab=${6:-}; procs=${7:-5}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"; out=$(cd "$out" && pwd)
if [ -d .gpu-runtime ] && [ ! -d /tmp/r ]; then
  mkdir -p /tmp/r && for f in .gpu-runtime/*.deb; do dpkg -x "$f" /tmp/r; done
fi
export LD_LIBRARY_PATH=/tmp/r/usr/lib/llvm-19/lib:/tmp/r/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
steal() { awk '/^cpu / {t = 0; for (i = 2; i <= NF; ++i) t += $i; print t, $9; exit}' /proc/stat; }
for k in $(seq 1 "$rounds"); do
  read -r t0 s0 < <(steal)
  bash "$dir/run.sh" "$dir" "$out/r$k.csv" --force --only "$only" --reps "$reps" 2>/dev/null
  read -r t1 s1 < <(steal)
  awk -v a=$((t1 - t0)) -v b=$((s1 - s0)) 'BEGIN {printf "steal_pct=%.2f\n", (a > 0 ? 100 * b / a : 0)}' \
    >> "$out/r$k.csv.meta"
  echo "rounds: round $k done ($(grep -c . "$out/r$k.csv") rows)" >&2
done
[ -z "$stab" ] || bash "$here/../data/stability.sh" "$dir" "$out/stability.csv" "$stab" "$procs" "$reps" default=
