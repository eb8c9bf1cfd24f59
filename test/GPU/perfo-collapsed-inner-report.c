// REQUIRES: cuda-gpu
// APPROX_REPORT on the GPU for a perforated inner loop of a collapsed nest
// (Exec/perfo-collapsed-inner-report.c): each run of the inner loop counts
// once, at its first compacted iteration on the device, and in the host
// fallback; the kept elements as on the host device.
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-collapsed-inner-report.c -o %t
// RUN: %run env APPROX_REPORT=1 OMP_NUM_THREADS=4 %t 2> %t.report | %FileCheck %S/../Exec/perfo-collapsed-inner-report.c --check-prefix=OUT
// RUN: %FileCheck %S/../Exec/perfo-collapsed-inner-report.c < %t.report
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_REPORT=1 OMP_NUM_THREADS=4 %t 2> %t.fallback | %FileCheck %S/../Exec/perfo-collapsed-inner-report.c --check-prefix=OUT
// RUN: %FileCheck %S/../Exec/perfo-collapsed-inner-report.c < %t.fallback
