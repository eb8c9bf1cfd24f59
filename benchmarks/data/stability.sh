#!/usr/bin/env bash
# stability.sh - how much one binary's end-to-end time varies within a
# process and between processes (issue 16 item 4), and under which
# conditions. For every selected line of a harness sweep (build.sh output)
# and every condition, runs PROCS processes of REPS repeats each with
# BENCH_TIMES=1 and writes one CSV row per process:
#   cond,benchmark,variant,config,proc,median_ms,min_ms,max_ms,max_over_min,steal_pct,times
# steal_pct: the share of the machine's CPU time the hypervisor gave to
# others while the process ran (/proc/stat "steal", all CPUs): on a virtual
# machine a slow process with steal > 0 lost its CPUs, not its GPU.
# Conditions are NAME=PREFIX pairs; PREFIX is prepended to the command
# (e.g. 'cpus0-7=taskset -c 0-7'); 'default=' runs the binary as is.
# The .meta file gets the machine's state that could explain swings: CPU
# affinity, THP mode, governor, GPU clocks and persistence mode.
# ERR_DIR=<dir> keeps each process's stderr there (cond.bench.variant.proc.err),
# e.g. the step table of APPROX_TRACE=1 given as a condition's prefix.
# Usage: stability.sh <sweep-dir> <out.csv> <only-regex> <procs> <reps> cond...
set -uo pipefail
[ $# -ge 6 ] || { sed -n '2,13p' "$0" >&2; exit 2; }
dir=$1; csv=$2; only=$3; procs=$4; reps=$5; shift 5
case $csv in /*) ;; *) csv=$PWD/$csv;; esac
cd "$dir" || exit 2
export OMP_TARGET_OFFLOAD=MANDATORY
unset APPROX_CONFIG APPROX_REPORT
{
  echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ) host=$(uname -n) nproc=$(nproc)"
  echo "thp=$(cat /sys/kernel/mm/transparent_hugepage/enabled 2>/dev/null)"
  echo "thp_defrag=$(cat /sys/kernel/mm/transparent_hugepage/defrag 2>/dev/null)"
  echo "governor=$(cat /sys/devices/system/cpu/cpu0/cpufreq/scaling_governor 2>/dev/null)"
  echo "loadavg=$(cat /proc/loadavg)"
  nvidia-smi --query-gpu=name,persistence_mode,clocks.sm,clocks.mem,clocks.max.sm,pstate \
    --format=csv,noheader 2>/dev/null | sed 's/^/gpu=/'
} > "$csv.meta"
echo "cond,benchmark,variant,config,proc,median_ms,min_ms,max_ms,max_over_min,steal_pct,times" > "$csv"
# "total steal" jiffies of all CPUs (/proc/stat's first line)
cpu_jiffies() { awk '/^cpu / {t = 0; for (i = 2; i <= NF; ++i) t += $i; print t, $9; exit}' /proc/stat; }
mapfile -t lines < <(grep -P "$only" manifest.tsv)
for cond in "$@"; do
  name=${cond%%=*}; prefix=${cond#*=}
  for l in "${lines[@]}"; do
    IFS=$'\t' read -r b v c bin js args <<< "$l"
    cfg=(); [ "$js" != - ] && cfg=(APPROX_CONFIG="$js")
    for p in $(seq 1 "$procs"); do
      read -r t0 s0 < <(cpu_jiffies)
      # shellcheck disable=SC2086
      err=/dev/null
      [ -n "${ERR_DIR:-}" ] && mkdir -p "$ERR_DIR" && err=$ERR_DIR/$name.$b.$v.${c//[^A-Za-z0-9_.-]/_}.$p.err
      t=$(env BENCH_TIMES=1 "${cfg[@]}" $prefix "$bin" $args -r "$reps" 2>"$err" |
        grep '^TIMES,' | cut -d, -f2-)
      read -r t1 s1 < <(cpu_jiffies)
      steal=$(awk -v a=$((t1 - t0)) -v b=$((s1 - s0)) 'BEGIN {printf "%.2f", (a > 0 ? 100 * b / a : 0)}')
      [ -n "$t" ] || { echo "$name,$b,$v,$c,$p,,,,,$steal,failed" >> "$csv"; continue; }
      stats=$(echo "$t" | tr , '\n' | sort -g | awk '{a[NR]=$1} END {
        m = NR % 2 ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2;
        printf "%.4f,%.4f,%.4f,%.3f", m, a[1], a[NR], a[NR] / a[1] }')
      echo "$name,$b,$v,$c,$p,$stats,$steal,${t//,/;}" >> "$csv"
      echo "stability: $name $b $v $c proc $p: $stats steal $steal %" >&2
    done
  done
done
