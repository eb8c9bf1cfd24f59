// REQUIRES: cuda-gpu
// The hardening tests of the data clauses on the GPU, value for value with
// the same expectations as on the host device: 8 host threads x 200 calls of
// every data technique (an input all threads share included), and regions
// inside an enclosing `target data` (run exactly, warned once, reported as
// not applied). Not run on the build machines (no GPU); the lead runs it on
// the H100 (docs/data.md).
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-threads.c -o %t.thr -lm && %run %t.thr | %FileCheck %S/../Exec/data-threads.c --implicit-check-not=MISMATCH
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-target-data.c -o %t.td && %run %t.td 2>%t.err | %FileCheck %S/../Exec/data-target-data.c --implicit-check-not=MISMATCH
// RUN: %FileCheck %S/../Exec/data-target-data.c --check-prefix=WARN --input-file=%t.err
// RUN: %run env APPROX_REPORT=1 %t.td 2>&1 >/dev/null | %FileCheck %S/../Exec/data-target-data.c --check-prefix=REPORT
