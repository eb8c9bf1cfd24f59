// REQUIRES: cuda-gpu
// APPROX_REPORT on the GPU for perforated sequential loops that leave early
// (Exec/perfo-early-exit-report.c): the loop in the kernel ("kern", two
// threads of a target parallel region) counts at scope exit through the
// device cleanup (__approx_perfo_early_end_dev), the host loops through
// the host one; the same counts as on the host device.
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-early-exit-report.c -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %S/../Exec/perfo-early-exit-report.c --check-prefix=OUT
// RUN: %FileCheck %S/../Exec/perfo-early-exit-report.c < %t.report
