#!/usr/bin/env bash
# Runs the binary made by build.sh on this machine's GPU: every variant with
# the pragmas' lerp reconstruction, then again with nn (APPROX_CONFIG), and
# writes CSV to stdout:
#   recon,benchmark,variant,n,transfer_ms,kernel_ms,end_to_end_ms,mape_percent
# (end_to_end: the whole region, median of reps after warm-up; transfer: the
# same region with the loop body off; kernel: the difference; MAPE against
# the accurate variant of the same run.)
# Usage: benchmarks/data/run.sh <bin-dir> [n reps]
set -uo pipefail
bin=$1; n=${2:-3072}; reps=${3:-15}
export OMP_TARGET_OFFLOAD=MANDATORY
echo "recon,benchmark,variant,n,transfer_ms,kernel_ms,end_to_end_ms,mape_percent"
for recon in lerp nn; do
  env=()
  [ "$recon" = nn ] && env=(APPROX_CONFIG="$bin/nn.json")
  if ! out=$(env "${env[@]}" "$bin/data_bench" "$n" "$reps" 2>&1); then
    echo "$recon,FAILED,\"$(echo "$out" | tail -1)\""; continue
  fi
  echo "$out" | tail -n +2 | sed "s/^/$recon,/"
done
