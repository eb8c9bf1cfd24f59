// REQUIRES: cuda-gpu
// APPROX_REPORT on the GPU for sync/atomic/branch regions with an if()
// clause (Exec/cuda-aware-report.c): each run of a region's statement in
// the kernel counts on the device (__approx_site_count_dev), enabled or
// disabled by APPROX_CONFIG; the host region on the host. The kernel's
// branch(majority) region approximates there: GPUOUT, not OUT.
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/cuda-aware-report.c -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %S/../Exec/cuda-aware-report.c --check-prefix=GPUOUT
// RUN: %FileCheck %S/../Exec/cuda-aware-report.c < %t.report
// RUN: echo '{"k-atomic": {"enabled": false}, "h-branch": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json APPROX_REPORT=1 %t 2> %t.report-off | %FileCheck %S/../Exec/cuda-aware-report.c --check-prefix=GPUOUT
// RUN: %FileCheck %S/../Exec/cuda-aware-report.c < %t.report-off
