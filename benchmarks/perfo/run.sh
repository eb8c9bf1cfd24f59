#!/usr/bin/env bash
# Runs the binaries made by build.sh on this machine's GPU, interleaving the
# variants round by round so drift hits them all alike; writes CSV to stdout:
#   round,variant,config,kernel,rows,cols,median_ms,min_ms,checksum
# Usage: benchmarks/perfo/run.sh <bin-dir> [rows cols reps rounds]
set -uo pipefail
bin=$1; rows=${2:-32768}; cols=${3:-16384}; reps=${4:-20}; rounds=${5:-3}
export OMP_TARGET_OFFLOAD=MANDATORY
echo "round,variant,config,kernel,rows,cols,median_ms,min_ms,checksum"
for r in $(seq 1 "$rounds"); do
  for v in plain accurate ours:large2 ours:large4 ours:off hpac:large2 hpac:large4; do
    exe=${v%%:*}; cfg=${v#*:}; [ "$cfg" = "$v" ] && cfg=exact
    env=()
    case $cfg in large4) env=(APPROX_CONFIG="$bin/large4.json");; off) env=(APPROX_CONFIG="$bin/off.json");; esac
    if ! out=$(env "${env[@]}" "$bin/$exe" "$rows" "$cols" "$reps" 2>&1); then
      echo "$r,$exe,$cfg,FAILED,$rows,$cols,,,\"$(echo "$out" | tail -1)\""; continue
    fi
    echo "$out" | sed "s/^/$r,$exe,$cfg,/"
  done
done
