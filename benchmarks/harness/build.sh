#!/usr/bin/env bash
# Builds every benchmark application three ways, prepares the inputs and the
# configuration sweep, into one folder that run.sh runs (with bash only):
#   bin/<app>.plain     clang-19 as a user would call it (with the CUDA-13 paths)
#   bin/<app>.accurate  approx-clang -fno-approx (pragmas compiled away)
#   bin/<app>.exact-pinned  the same with page-locked host arrays (-DBENCH_PINNED):
#                       the fair baseline, what an expert writes exactly
#   bin/link_probe      link and host-memory bandwidths (benchmarks/data/link_probe.c)
#   bin/<app>.hpac      approx-clang -fapprox-perfo-lowering=continue (HPAC-style skip)
#   bin/<app>.ours      approx-clang (compacted iteration space)
#   bin/<app>.ours-TAG  data variants (in/out/reconstruct/precision): ours with
#                       -DBENCH_DATA_XFER -D'BENCH_DATA_<label>=<clauses>', the
#                       list from `sweep.py --data-builds` (DATA_VARIANTS)
#   bin/<app>.ours-memo memoization variant: ours with -DBENCH_MEMO (the
#                       apps of `sweep.py --memo-builds`, MEMO_VARIANTS)
#   inputs/             images (prepare_inputs.sh)
#   configs/, manifest.tsv   APPROX_CONFIG files and the run list (sweep.py)
#   run.sh              copy of benchmarks/harness/run.sh
# arch: sm_90 (default; for the GPU machine) or host (x86_64 host offload,
# small sizes, to try the whole pipeline here).
# VARIANTS=<regex> builds only the variants whose name matches (e.g.
# 'accurate|exact-pinned|ours-rows8' for one device call's measurement; the
# manifest still lists every run, and run.sh marks the others missing).
# Usage: benchmarks/harness/build.sh <build-dir> <out-dir> [sm_90|host] [app...]
set -euo pipefail
build=$(cd "$1" && pwd); out=$2; arch=${3:-sm_90}; shift $(( $# < 3 ? $# : 3 ))
here=$(cd "$(dirname "$0")" && pwd)
apps_dir=$here/../apps
cc=$build/stage/bin/approx-clang
[ -x "$cc" ] || { echo "build.sh: no $cc (run ./setup.sh)" >&2; exit 1; }
apps=("$@")
all=(median sobel blur gaussian tv hotspot lavamd leukocyte \
  correlation covariance syrk fdtd2d jacobi2d conv2d \
  lavamd_fp64 cfd_euler backprop hydro_proxy blackscholes kmeans)
[ ${#apps[@]} -gt 0 ] || apps=("${all[@]}")
if [ "$arch" = host ]; then
  flags=(-O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu); size=small
  plain=(/usr/lib/llvm-19/bin/clang "${flags[@]}" -Wl,-rpath,/usr/lib/llvm-19/lib)
else
  flags=(-O3 -fopenmp --offload-arch="$arch"); size=gpu
  plain=(/usr/lib/llvm-19/bin/clang "${flags[@]}" --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib
         --cuda-path="$build/stage/lib/approx-cuda" -Wl,-rpath,/usr/lib/llvm-19/lib)
fi
mkdir -p "$out/bin"
data_builds=$(python3 "$here/sweep.py" --data-builds)
memo_builds=$(python3 "$here/sweep.py" --memo-builds)
pids=()
for app in "${apps[@]}"; do
  src=$apps_dir/$app.c
  (
    want() { [[ $1 =~ ^(${VARIANTS:-.*})$ ]]; }
    want plain && "${plain[@]}" -Wno-unknown-pragmas "$src" -o "$out/bin/$app.plain" -lm
    want accurate && "$cc" "${flags[@]}" -fno-approx "$src" -o "$out/bin/$app.accurate" -lm
    want exact-pinned && "$cc" "${flags[@]}" -fno-approx -DBENCH_PINNED "$src" -o "$out/bin/$app.exact-pinned" -lm
    want hpac && "$cc" "${flags[@]}" -fapprox-perfo-lowering=continue "$src" -o "$out/bin/$app.hpac" -lm
    want ours && "$cc" "${flags[@]}" "$src" -o "$out/bin/$app.ours" -lm
    for v in plain accurate exact-pinned hpac ours; do
      [ ! -f "$out/bin/$app.$v" ] || strip "$out/bin/$app.$v"
    done
    while IFS=$'\t' read -r -a d; do # app, variant, -D flags
      [ "${d[0]:-}" = "$app" ] && want "${d[1]}" || continue
      "$cc" "${flags[@]}" -DBENCH_DATA_XFER "${d[@]:2}" "$src" -o "$out/bin/$app.${d[1]}" -lm
      strip "$out/bin/$app.${d[1]}"
    done <<< "$data_builds"
    if grep -qx "$app" <<< "$memo_builds" && want ours-memo; then
      "$cc" "${flags[@]}" -DBENCH_MEMO "$src" -o "$out/bin/$app.ours-memo" -lm
      strip "$out/bin/$app.ours-memo"
    fi
  ) &
  pids+=($!)
  if [ ${#pids[@]} -ge "$(nproc)" ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
"$cc" "${flags[@]}" "$here/../data/link_probe.c" -o "$out/bin/link_probe" && strip "$out/bin/link_probe" &
pids+=($!)
rc=0
for p in "${pids[@]}"; do wait "$p" || rc=1; done
[ $rc = 0 ] || { echo "build.sh: a compile failed" >&2; exit 1; }
"$here/prepare_inputs.sh" "$out/inputs" >/dev/null
python3 "$here/sweep.py" "$out" --size "$size"
if [ ${#apps[@]} -lt ${#all[@]} ]; then # keep only the runs of the apps built
  pat=$(printf '%s\\|' "${apps[@]}"); pat=${pat%\\|}
  grep "^\\($pat\\)	" "$out/manifest.tsv" > "$out/manifest.tmp" && mv "$out/manifest.tmp" "$out/manifest.tsv"
fi
cp "$here/run.sh" "$out/run.sh"
echo "build.sh: $(wc -l < "$out/manifest.tsv") runs, $(du -sh "$out" | cut -f1) in $out"
