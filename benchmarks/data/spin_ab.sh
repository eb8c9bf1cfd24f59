#!/bin/bash
# A/B of APPROX_POOL_SPIN_MS on selected manifest lines: one process each, 15 reps
cd gpu-out/trace; export OMP_TARGET_OFFLOAD=MANDATORY
for spin in 50 0 2 10; do
 grep -P "$1" manifest.tsv | while IFS=$'\t' read -r b v c bin js args; do
  r=$(env APPROX_POOL_SPIN_MS=$spin APPROX_CONFIG=$js $bin $args -r 15 2>/dev/null | grep ^RESULT | cut -d, -f4)
  echo "spin=$spin $b $v $c e2e=$r"
 done
done
