// REQUIRES: cuda-gpu
// APPROX_REPORT on the GPU for every placement of a perforated region (host
// loop, target region, combined construct in both orders, intra-kernel after
// '#pragma omp parallel for' / 'distribute parallel for', nested): every
// region appears with its true counts, on the device's own counting paths
// (thread 0 / team 0 on NVPTX), with the expectations of the host-device test.
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/runtime-report-placements.c -o %t
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %S/../Exec/runtime-report-placements.c
// RUN: %approx-clang -O2 %gpu-offload -fapprox-perfo-lowering=continue %S/../Exec/runtime-report-placements.c -o %t.cont
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t.cont 2>&1 >/dev/null | %FileCheck %S/../Exec/runtime-report-placements.c
