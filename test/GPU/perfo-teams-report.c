// REQUIRES: cuda-gpu
// APPROX_REPORT on the GPU for perforated teams-family and distributed
// loops (pragma after the directive, inside target regions): each of the 3
// runs counts once, at the loop's first compacted iteration on the device
// (the host evaluates the same bound to size the launch, and counted it
// too), and in the host fallback; the kept elements as on the host device.
// Measured on the H200 (2026-12-04, before -DTEAMS_LOOP_AS_DISTRIBUTE):
// every other loop gave 3 executions and its kept elements; 'teams loop'
// wrote only element 0, as the exact program built by plain clang 19 does.
// The collapse(2) case "c2" passed there too in a later run (commit b8bb93d,
// docs/data/gpu-tests-2026-12-04-h200-b.txt).
// RUN: %approx-clang -O2 %gpu-offload -DTEAMS_LOOP_AS_DISTRIBUTE %S/../Exec/perfo-teams-report.c -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %S/../Exec/perfo-teams-report.c --check-prefix=OUT
// RUN: %FileCheck %S/../Exec/perfo-teams-report.c < %t.report
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_REPORT=1 %t 2> %t.fallback | %FileCheck %S/../Exec/perfo-teams-report.c --check-prefix=OUT
// RUN: %FileCheck %S/../Exec/perfo-teams-report.c < %t.fallback
