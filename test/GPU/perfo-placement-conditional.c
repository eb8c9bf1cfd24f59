// REQUIRES: cuda-gpu
// Exec/perfo-placement-conditional.c on the GPU: the kernel's inner loop
// below a skipped '#ifdef' counts once per run on the device (before, it
// left the report), the host placements as on the host device.
// RUN: %approx-clang %gpu-offload %S/../Exec/perfo-placement-conditional.c -o %t
// RUN: %run env APPROX_REPORT=1 OMP_NUM_THREADS=3 %t 2> %t.r3 | %FileCheck %S/../Exec/perfo-placement-conditional.c --check-prefix=OUT
// RUN: %FileCheck %S/../Exec/perfo-placement-conditional.c < %t.r3
