// REQUIRES: cuda-gpu
// Data clauses before target data / enter data / exit data / update on the
// GPU (docs/data.md, "Data sites"), value for value with the expectations
// of the host-device tests: every placement and technique (precision applies
// on a GPU without APPROX_HOST_TRANSFERS), the report's bytes, exact under
// OMP_TARGET_OFFLOAD=DISABLED, and the bad input (page-locked and
// omp_alloc'd memory, present items, zero rows, unmapped update, unorm
// range). Not run on the build machines (no GPU); the lead runs it.
// RUN: %approx-clang -O2 -ffp-contract=off %gpu-offload %S/../Exec/data-sites-in.c -o %t.in && %run %t.in | %FileCheck %S/../Exec/data-sites-in.c --implicit-check-not=MISMATCH
// RUN: %run env APPROX_REPORT=1 %t.in 2>&1 >/dev/null | %FileCheck %S/../Exec/data-sites-in.c --check-prefix=REPORT
// RUN: %run OMP_TARGET_OFFLOAD=DISABLED %t.in | %FileCheck %S/../Exec/data-sites-in.c --check-prefix=HOST --implicit-check-not=MISMATCH
// RUN: %approx-clang -O2 -ffp-contract=off %gpu-offload %S/../Exec/data-sites-out.c -o %t.out && %run %t.out | %FileCheck %S/../Exec/data-sites-out.c --implicit-check-not=MISMATCH
// RUN: %run env APPROX_REPORT=1 %t.out 2>&1 >/dev/null | %FileCheck %S/../Exec/data-sites-out.c --check-prefix=REPORT
// RUN: %run OMP_TARGET_OFFLOAD=DISABLED %t.out | %FileCheck %S/../Exec/data-sites-out.c --check-prefix=HOST --implicit-check-not=MISMATCH
// RUN: %approx-clang -O2 -ffp-contract=off %gpu-offload %S/../Exec/data-sites-bad.c -o %t.bad && %run %t.bad 2>%t.err | %FileCheck %S/../Exec/data-sites-bad.c --implicit-check-not=MISMATCH
// RUN: %FileCheck %S/../Exec/data-sites-bad.c --check-prefix=WARN --input-file=%t.err
// RUN: not %run %t.bad unmapped 2>&1 | %FileCheck %S/../Exec/data-sites-bad.c --check-prefix=UNMAPPED
// RUN: not %run %t.bad range 2>&1 | %FileCheck %S/../Exec/data-sites-bad.c --check-prefix=RANGE
