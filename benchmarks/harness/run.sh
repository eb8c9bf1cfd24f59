#!/usr/bin/env bash
# Runs the benchmark sweep built by build.sh (needs only bash, coreutils and
# the built folder: binaries, inputs, configs, manifest.tsv) and writes one
# CSV row per run:
#   benchmark,variant,config,kernel_ms,transfer_ms,e2e_ms,error,metric,mape,mre,wrong,link_bytes,status,wall_s,detail
# times are medians of the binary's repeats (-r, after its own warm-up of
# exact cycles); error is the app's metric (fraction) against the exact output
# computed in the same process. A run that fails, times out or whose binary
# or config is missing gets a row with status failed/timeout/missing (never
# dropped). A discarded warm-up run precedes the sweep. Progress on stderr.
# <csv>.meta gets the date, host and GPU, and the LINK line of bin/link_probe
# (link and host-memory bandwidths measured in this session, for the
# physical bound of analysis.py) when the build has it.
# Usage: run.sh <sweep-dir> <results.csv> [--force] [--only REGEX] [--reps N]
#               [--timeout SECONDS] [--dry-run]
#   --only REGEX   runs only lines whose "bench variant config" matches
#   --force        overwrite an existing results file
set -uo pipefail
usage() { sed -n '2,20p' "$0" >&2; exit 2; }
[ $# -ge 2 ] || usage
dir=$1; csv=$2; shift 2
force=0; only=; reps=; tmo=120; dry=0
while [ $# -gt 0 ]; do
  case $1 in
    --force) force=1;;
    --only) only=$2; shift;;
    --reps) reps=$2; shift;;
    --timeout) tmo=$2; shift;;
    --dry-run) dry=1;;
    *) usage;;
  esac
  shift
done
[ -f "$dir/manifest.tsv" ] || { echo "run.sh: no $dir/manifest.tsv (run build.sh)" >&2; exit 2; }
if [ -e "$csv" ] && [ $force = 0 ]; then
  echo "run.sh: $csv exists; refusing to overwrite earlier results (use --force or another name)" >&2
  exit 1
fi
case $csv in /*) ;; *) csv=$PWD/$csv;; esac
mkdir -p "$(dirname "$csv")"
cd "$dir" || exit 2
export OMP_TARGET_OFFLOAD=MANDATORY
unset APPROX_CONFIG APPROX_REPORT APPROX_SEED
to=(); command -v timeout >/dev/null && to=(timeout "$tmo")

mapfile -t lines < manifest.tsv
sel=()
for l in "${lines[@]}"; do
  IFS=$'\t' read -r b v c _ _ _ <<< "$l"
  [ -z "$only" ] || [[ "$b $v $c" =~ $only ]] || continue
  sel+=("$l")
done
total=${#sel[@]}
[ $dry = 1 ] && { printf '%s\n' "${sel[@]}"; exit 0; }
{
  echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "host=$(uname -n)"
  echo "gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)"
  echo "runs=$total reps=${reps:-default} only=${only:-all}"
  [ -x bin/link_probe ] && [ $total -gt 0 ] && bin/link_probe 2>&1 | grep '^LINK,'
} > "$csv.meta"
echo "benchmark,variant,config,kernel_ms,transfer_ms,e2e_ms,error,metric,mape,mre,wrong,link_bytes,status,wall_s,detail" > "$csv"

now() { local t; t=$(date +%s%N); echo "$t"; }
clean() { local s=${1//[$'\r\n']/ }; s=${s//,/;}; s=${s//\"/\'}; echo "${s:0:200}"; }

# Warm-up: one discarded run of the first selected line.
if [ "$total" -gt 0 ]; then
  IFS=$'\t' read -r _ _ _ bin js args <<< "${sel[0]}"
  echo "run.sh: warm-up ($bin)" >&2
  wenv=(); [ "$js" != - ] && wenv=(APPROX_CONFIG="$js")
  # shellcheck disable=SC2086
  [ -x "$bin" ] && "${to[@]}" env "${wenv[@]}" "$bin" $args -r 1 >/dev/null 2>&1
fi

t_start=$(now); nfail=0; i=0
for l in "${sel[@]}"; do
  i=$((i + 1))
  IFS=$'\t' read -r b v c bin js args <<< "$l"
  env_cfg=()
  [ "$js" != - ] && env_cfg=(APPROX_CONFIG="$js")
  t0=$(now)
  status=ok; detail=; res=
  if [ ! -x "$bin" ]; then
    status=missing; detail="no binary $bin"
  elif [ "$js" != - ] && [ ! -f "$js" ]; then
    status=missing; detail="no config $js"
  else
    # shellcheck disable=SC2086
    out=$("${to[@]}" env "${env_cfg[@]}" "$bin" $args ${reps:+-r $reps} 2>"$csv.stderr.tmp")
    rc=$?
    res=$(printf '%s\n' "$out" | grep '^RESULT,' | tail -1)
    if [ $rc = 124 ]; then
      status=timeout; detail="timed out after ${tmo}s"
    elif [ $rc != 0 ] || [ -z "$res" ]; then
      status=failed
      detail="rc=$rc: $(tail -1 "$csv.stderr.tmp" 2>/dev/null)"
      res=
    fi
  fi
  t1=$(now)
  wall=$(( (t1 - t0) / 1000000 ))
  walls=$(printf '%d.%03d' $((wall / 1000)) $((wall % 1000)))
  if [ -n "$res" ] && [ $status = ok ]; then
    IFS=, read -r _ k t e err met mape mre wrong lb <<< "$res"
    echo "$b,$v,$c,$k,$t,$e,$err,$met,$mape,$mre,$wrong,$lb,ok,$walls," >> "$csv"
    msg="ok  k=${k}ms e2e=${e}ms err=$err"
  else
    nfail=$((nfail + 1))
    echo "$b,$v,$c,,,,,,,,,,$status,$walls,$(clean "$detail")" >> "$csv"
    msg="$status: $(clean "$detail")"
  fi
  el=$(( (t1 - t_start) / 1000000000 ))
  eta=$(( el * (total - i) / i ))
  printf '[%3d/%d %dm%02ds eta %dm%02ds] %-12s %-8s %-32s %s\n' "$i" "$total" $((el / 60)) $((el % 60)) \
    $((eta / 60)) $((eta % 60)) "$b" "$v" "$c" "$msg" >&2
done
rm -f "$csv.stderr.tmp"
el=$(( ($(now) - t_start) / 1000000000 ))
echo "run.sh: $total runs, $nfail not ok, ${el}s; results in $csv" >&2
[ $nfail = 0 ]
