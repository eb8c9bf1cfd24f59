// REQUIRES: cuda-gpu
// What can reach a retyped time loop's array, on the GPU (docs/language.md
// "Arrays of a time loop"): the Exec/ tests' programs built for the GPU
// under test and checked against the same expectations, value for value -
// host code reading and writing the array with `target update to/from`
// inside the loop (the typed copy converted back before each update and
// into the copy again after a `to`, on the device), a Jacobi solver in a
// header under a lexical `target data` with its residual on the host, and
// a double buffer whose pointers are exchanged each step (the mirrored
// copies). Each runs present, without a data region ("nodata": each kernel
// converts the host buffer around its maps) and with offload disabled,
// and APPROX_REPORT's conversion counts are the host-offload ones. The
// kernels multiply only by powers of two, so the GPU's contracted
// multiply-adds round as the host simulation does.
// RUN: %approx-clang -O2 %gpu-offload -DN=1000 -DSTEPS=6 -DEVERY=2 -I%S/../Exec/Inputs %S/../Exec/var-precision-hoist-host.c -o %t.host
// RUN: %run %t.host 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-host.c --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run %t.host nodata 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-host.c --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t.host host 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-host.c --check-prefixes=CHECK,FLOAT
// RUN: %run env APPROX_REPORT=1 %t.host 2>&1 >/dev/null | %FileCheck %S/../Exec/var-precision-hoist-host.c --check-prefix=REPORT
// RUN: %approx-clang -O2 %gpu-offload -DN=512 -DSTEPS=40 -DEVERY=10 -I%S/../Exec/Inputs %S/../Exec/var-precision-hoist-jacobi.c -o %t.jac -lm
// RUN: %run %t.jac 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-jacobi.c --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run %t.jac nodata 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-jacobi.c --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t.jac 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-jacobi.c --check-prefixes=CHECK,FLOAT
// RUN: %run env APPROX_REPORT=1 %t.jac 2>&1 >/dev/null | %FileCheck %S/../Exec/var-precision-hoist-jacobi.c --check-prefix=REPORT
// RUN: %approx-clang -O2 %gpu-offload -DN=256 -DSTEPS=5 -I%S/../Exec/Inputs %S/../Exec/var-precision-hoist-swap.c -o %t.swap
// RUN: %run %t.swap 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-swap.c --check-prefix=FLOAT --implicit-check-not=warning
// RUN: %run %t.swap nodata 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-swap.c --check-prefix=FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t.swap 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-swap.c --check-prefix=FLOAT
// RUN: %run env APPROX_REPORT=1 %t.swap 2>&1 >/dev/null | %FileCheck %S/../Exec/var-precision-hoist-swap.c --check-prefix=REPORT
// A kernel with `if(target: on)`: on, the typed copy on the GPU; off with
// the arrays present, the host fallback over the host arrays while the
// second kernel runs on the GPU (the two copies of y go apart, as in the
// exact program).
// RUN: %approx-clang -O2 %gpu-offload -DN=1000 -DSTEPS=6 -I%S/../Exec/Inputs %S/../Exec/var-precision-hoist-if.c -o %t.if
// RUN: %run %t.if present on 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-if.c --check-prefix=BOTH-F --implicit-check-not=warning
// RUN: %run %t.if present off 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-if.c --check-prefix=SPLIT-F --implicit-check-not=warning
// RUN: %run %t.if nodata off 2>&1 | %FileCheck %S/../Exec/var-precision-hoist-if.c --check-prefix=BOTH-F --implicit-check-not=warning
// RUN: %run env APPROX_REPORT=1 %t.if present off 2>&1 >/dev/null | %FileCheck %S/../Exec/var-precision-hoist-if.c --check-prefix=REPORT
