// REQUIRES: cuda-gpu
// Output rows on the host on the GPU (docs/data.md, "Output rows on the
// host"): the Exec/ tests' programs built for the GPU under test and checked
// against the same expectations, value for value. Only the kept rows of the
// out-item come back (a gather kernel packs them, narrowed to half under
// precision(half : o); one DMA; the host pass widens them and rebuilds the
// skipped rows), for every kind, chunk, zero and odd row counts, nn and
// lerp, shaped, 2-D-section, double and int items and a 3 MiB item whose
// host pass runs on the worker pool; APPROX_REPORT counts the bytes moved
// and saved. The filter form with unorm8 in-items perforated on the host
// (kept rows sent as codes) and half out-rows, and its range error.
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-out-rows.c -o %t.rows && %run env APPROX_SEED=3 APPROX_REPORT=%t.rows.json %t.rows | %FileCheck %S/../Exec/data-out-rows.c --implicit-check-not=MISMATCH
// RUN: %FileCheck %S/../Exec/data-out-rows.c --check-prefix=REPORT < %t.rows.json
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-rows-unorm.c -o %t.u8 -lm && %run env APPROX_SEED=5 APPROX_REPORT=%t.u8.json %t.u8 | %FileCheck %S/../Exec/data-rows-unorm.c --implicit-check-not=MISMATCH
// RUN: %FileCheck %S/../Exec/data-rows-unorm.c --check-prefix=REPORT < %t.u8.json
// RUN: not %run %t.u8 range 2>&1 | %FileCheck %S/../Exec/data-rows-unorm.c --check-prefix=RANGE
