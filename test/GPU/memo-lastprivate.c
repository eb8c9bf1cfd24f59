// REQUIRES: cuda-gpu
// A lastprivate variable of a memoized worksharing loop ends at the last
// iteration's value on the GPU itself, where the groups interleave their
// iterations over 32 lanes (Exec/memo-lastprivate-lanes.c reproduces the
// lanes on the host): the last iteration of a full block, of a block the
// lanes do not fill, of one with empty lanes, with scalar keys and with
// memo(out); the same values as one lane and as plain OpenMP. Before, every
// variant printed last=0: clang's copy-out stored per-thread copies that
// only one thread had written (CodeGen/memo-lastprivate-ir.c).
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/memo-lastprivate-lanes.c -o %t && %run %t | %FileCheck %S/../Exec/memo-lastprivate-lanes.c
