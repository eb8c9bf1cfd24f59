#!/usr/bin/env bash
# Graph benchmarks of the CUDA-aware approximations (docs/cuda-aware.md):
# betweenness centrality (relaxed team barriers: sites bc_fwd, bc_bwd; team
# atomics: bc_sigma) and Louvain local moving (relaxed atomics: lv_tot;
# divergence elimination: lv_path). Each variant is a separate build, made
# with -fapprox-set; "exact" is -fno-approx, a site is made exact inside an
# approximate build with -fapprox-set=<site>:if(0) (constant-folded away).
#
#   run.sh build <build-dir> <out-dir> [arch=sm_90]   compile every variant
#   run.sh run <out-dir> [rounds=3]                   run them, write CSV
#   run.sh all <build-dir> <out-dir> [arch] [rounds]  both (needs a GPU here)
#
# `run` writes <out-dir>/bc.csv and <out-dir>/louvain.csv (also printed),
# rounds interleave the variants so clock drift hits them all alike:
#   round,variant,bench,scale,edgefactor,n,m,sources,teams,threads,median_ms,min_ms,wrong_frac,max_rel_err
#   round,variant,bench,scale,edgefactor,n,m,sweeps,median_ms,min_ms,modularity,exact_modularity,diff_frac,moves
# Sizes (environment): BC_ARGS="scale ef sources reps teams threads"
# (default "19 16 132 5 132 512"), LV_ARGS="scale ef sweeps reps" (default
# "21 16 8 5"), RUN_TIMEOUT seconds per run (900). The graphs and exact
# references are cached in <out-dir>/ref.
# Host-offload smoke test: run.sh all build out-host host 1
# (with BC_ARGS="10 8 8 3 4 64" LV_ARGS="10 8 8 3").
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# name|flags (one per line); '-' = no extra flags
bc_variants() {
  cat <<'V'
exact|-fno-approx
ifoff|-fapprox-set=bc_fwd:if(0) -fapprox-set=bc_bwd:if(0) -fapprox-set=bc_sigma:if(0)
sigma_team|-fapprox-set=bc_fwd:if(0) -fapprox-set=bc_bwd:if(0)
fwd_skip|-fapprox-set=bc_fwd:sync(skip) -fapprox-set=bc_bwd:if(0) -fapprox-set=bc_sigma:if(0)
fwd_warp|-fapprox-set=bc_fwd:sync(warp) -fapprox-set=bc_bwd:if(0) -fapprox-set=bc_sigma:if(0)
fwd_tile4|-fapprox-set=bc_fwd:sync(tile(4)) -fapprox-set=bc_bwd:if(0) -fapprox-set=bc_sigma:if(0)
fwd_active|-fapprox-set=bc_fwd:sync(active) -fapprox-set=bc_bwd:if(0) -fapprox-set=bc_sigma:if(0)
bwd_skip|-fapprox-set=bc_bwd:sync(skip) -fapprox-set=bc_fwd:if(0) -fapprox-set=bc_sigma:if(0)
bwd_warp|-fapprox-set=bc_bwd:sync(warp) -fapprox-set=bc_fwd:if(0) -fapprox-set=bc_sigma:if(0)
bwd_tile4|-fapprox-set=bc_bwd:sync(tile(4)) -fapprox-set=bc_fwd:if(0) -fapprox-set=bc_sigma:if(0)
bwd_active|-fapprox-set=bc_bwd:sync(active) -fapprox-set=bc_fwd:if(0) -fapprox-set=bc_sigma:if(0)
both_warp_team|-
both_skip_team|-fapprox-set=bc_fwd:sync(skip) -fapprox-set=bc_bwd:sync(skip)
V
}
lv_variants() {
  cat <<'V'
exact|-fno-approx
ifoff|-fapprox-set=lv_tot:if(0) -fapprox-set=lv_path:if(0)
tot_team|-fapprox-set=lv_tot:atomic(team) -fapprox-set=lv_path:if(0)
tot_warp|-fapprox-set=lv_tot:atomic(warp) -fapprox-set=lv_path:if(0)
tot_none|-fapprox-set=lv_tot:atomic(none) -fapprox-set=lv_path:if(0)
path_majority|-fapprox-set=lv_path:branch(majority) -fapprox-set=lv_tot:if(0)
path_then|-fapprox-set=lv_path:branch(then) -fapprox-set=lv_tot:if(0)
path_else|-fapprox-set=lv_path:branch(else) -fapprox-set=lv_tot:if(0)
path_skip|-fapprox-set=lv_path:branch(skip) -fapprox-set=lv_tot:if(0)
team_majority|-
team_else|-fapprox-set=lv_path:branch(else)
none_else|-fapprox-set=lv_tot:atomic(none) -fapprox-set=lv_path:branch(else)
V
}

build() {
  local bdir out arch cc
  bdir=$(cd "$1" && pwd); out=$2; arch=${3:-sm_90}
  cc="$bdir/stage/bin/approx-clang"
  mkdir -p "$out"
  local target=(--offload-arch="$arch")
  [ "$arch" = host ] && target=(-fopenmp-targets=x86_64-pc-linux-gnu)
  local name flags
  while IFS='|' read -r name flags; do
    # shellcheck disable=SC2086
    "$cc" -O3 -fopenmp "${target[@]}" $([ "$flags" = - ] || echo $flags) \
      "$here/bc.c" -lm -o "$out/bc_$name"
  done < <(bc_variants)
  while IFS='|' read -r name flags; do
    # shellcheck disable=SC2086
    "$cc" -O3 -fopenmp "${target[@]}" $([ "$flags" = - ] || echo $flags) \
      "$here/louvain.c" -lm -o "$out/louvain_$name"
  done < <(lv_variants)
  [ "$arch" = host ] || strip "$out"/bc_* "$out"/louvain_*
  echo "built $(ls "$out" | wc -l) binaries in $out" >&2
}

run() {
  local out=$1 rounds=${2:-3} name flags line limit=${RUN_TIMEOUT:-900}
  # shellcheck disable=SC2206
  local bc_args=(${BC_ARGS:-19 16 132 5 132 512}) lv_args=(${LV_ARGS:-21 16 8 5})
  export OMP_TARGET_OFFLOAD=MANDATORY GRAPH_REF_DIR="$out/ref"
  mkdir -p "$GRAPH_REF_DIR"
  echo "round,variant,bench,scale,edgefactor,n,m,sources,teams,threads,median_ms,min_ms,wrong_frac,max_rel_err" > "$out/bc.csv"
  echo "round,variant,bench,scale,edgefactor,n,m,sweeps,median_ms,min_ms,modularity,exact_modularity,diff_frac,moves" > "$out/louvain.csv"
  for r in $(seq 1 "$rounds"); do
    while IFS='|' read -r name flags; do
      if line=$(timeout "$limit" "$out/bc_$name" "${bc_args[@]}" 2>&1 | tail -1) && [[ $line == bc,* ]]; then
        echo "$r,$name,$line" >> "$out/bc.csv"
      else
        echo "$r,$name,FAILED,\"${line//\"/}\"" >> "$out/bc.csv"
      fi
    done < <(bc_variants)
    while IFS='|' read -r name flags; do
      if line=$(timeout "$limit" "$out/louvain_$name" "${lv_args[@]}" 2>&1 | tail -1) && [[ $line == louvain,* ]]; then
        echo "$r,$name,$line" >> "$out/louvain.csv"
      else
        echo "$r,$name,FAILED,\"${line//\"/}\"" >> "$out/louvain.csv"
      fi
    done < <(lv_variants)
  done
  cat "$out/bc.csv" "$out/louvain.csv"
}

case ${1:-} in
build) shift; build "$@" ;;
run) shift; run "$@" ;;
all) shift; build "$1" "$2" "${3:-sm_90}"; run "$2" "${4:-3}" ;;
*) sed -n '2,24p' "$0"; exit 2 ;;
esac
