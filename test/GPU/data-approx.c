// REQUIRES: cuda-gpu
// Data approximation on the GPU: the Exec/ tests' programs built for the GPU
// architecture under test and checked against the same expectations, value
// for value - output perforation + reconstruction on the device before
// copy-back, host input perforation through libomptarget (packed kept rows,
// device scatter + reconstruction, associated buffers), device input
// perforation (the reconstructing accessor), every reconstructing kind, their
// combinations, and half/bf16 items converted on the host (bit-exact
// round-trips, known error bounds) with APPROX_REPORT's byte counts, and
// unorm16 in-items widened on the device (every element its code's value),
// and typed copies of listed arrays present through target data, and of a
// time loop's arrays for the whole loop.
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-out-recon.c -o %t.out && %run %t.out | %FileCheck %S/../Exec/data-out-recon.c
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-in-host-device.c -o %t.in && %run env APPROX_SEED=3 %t.in | %FileCheck %S/../Exec/data-in-host-device.c --implicit-check-not=MISMATCH
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-recon-kinds.c -o %t.kinds && %run env APPROX_SEED=7 %t.kinds | %FileCheck %S/../Exec/data-recon-kinds.c --implicit-check-not=MISMATCH
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-combined.c -o %t.comb && %run env APPROX_SEED=11 %t.comb | %FileCheck %S/../Exec/data-combined.c --implicit-check-not=MISMATCH
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-precision.c -o %t.prec && %run %t.prec | %FileCheck %S/../Exec/data-precision.c --implicit-check-not=MISMATCH
// RUN: %run env APPROX_REPORT=1 %t.prec 2>&1 >/dev/null | %FileCheck %S/../Exec/data-precision.c --check-prefix=REPORT
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/data-unorm.c -o %t.u16 -lm && %run %t.u16 | %FileCheck %S/../Exec/data-unorm.c --implicit-check-not=MISMATCH
// RUN: %run env APPROX_REPORT=1 %t.u16 2>&1 >/dev/null | %FileCheck %S/../Exec/data-unorm.c --check-prefixes=REPORT-IMG-GPU,REPORT
// RUN: not %run %t.u16 bad 2>&1 | %FileCheck %S/../Exec/data-unorm.c --check-prefix=BAD
// Listed arrays present through an enclosing target data: their typed
// copies made and converted back on the GPU (no APPROX_HOST_TRANSFERS: a GPU).
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/var-precision-present.c -o %t.pp && %run %t.pp 2>&1 | %FileCheck %S/../Exec/var-precision-present.c --check-prefixes=CHECK,ON --implicit-check-not=warning
// RUN: %run env APPROX_REPORT=1 %t.pp 2>&1 >/dev/null | %FileCheck %S/../Exec/var-precision-present.c --check-prefix=REPORT
// A time loop's arrays in one typed copy for the whole loop: made and
// converted back on the GPU when present, host copies mapped per kernel
// when not (no enclosing target data).
// RUN: %approx-clang -O2 %gpu-offload -DN=1000 -DSTEPS=4 -I%S/../Exec/Inputs %S/../Exec/var-precision-hoist.c -o %t.hoist && %run %t.hoist 2>&1 | %FileCheck %S/../Exec/var-precision-hoist.c --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run %t.hoist nodata 2>&1 | %FileCheck %S/../Exec/var-precision-hoist.c --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run env APPROX_REPORT=1 %t.hoist 2>&1 >/dev/null | %FileCheck %S/../Exec/var-precision-hoist.c --check-prefix=REPORT
