// REQUIRES: cuda-gpu
// Exec/perfo-trip-edges.c built for the GPU: the trip counts at 2^63 and
// 2^64 and the zero step from the bound, in the host code of a GPU build.
// RUN: %approx-clang -O1 %gpu-offload %S/../Exec/perfo-trip-edges.c -o %t
// RUN: %run %t 1 | %FileCheck %S/../Exec/perfo-trip-edges.c --check-prefix=APPROX
// RUN: %run %t 0 | %FileCheck %S/../Exec/perfo-trip-edges.c --check-prefix=EXACT
