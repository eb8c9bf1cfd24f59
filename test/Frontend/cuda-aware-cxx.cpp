// C++: ompx::sync_block*, _Generic dispatch of atomics in C++ mode, and the
// 'if' forms 'branch' rejects (constexpr, init-statement, declaration).
// RUN: %approx-clangxx -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clangxx -fopenmp -E -P -DNOERR %s | FileCheck %s
#include <ompx.h>

template <typename T> void upd(T *x, T v) {
#pragma approx atomic(team)
#pragma omp atomic
  x[0] += v;
}
template void upd<double>(double *, double);
template void upd<unsigned long>(unsigned long *, unsigned long);

void f(int *h, int v) {
// CHECK: (__approx_sync_warp());
#pragma approx sync(warp)
  ompx::sync_block();
// CHECK-SAME: ((void)(ompx_acq_rel), __approx_sync_active());
#pragma approx sync(active)
  ompx::sync_block_divergent(ompx_acq_rel);
#ifndef NOERR
#pragma approx branch(else)
  if constexpr (sizeof(int) == 4) h[0] = 1; // expected-error {{'branch' does not apply to 'if constexpr'; it needs a run-time condition}}
#pragma approx branch(else)
  if (int c = h[0]) h[0] = c; // expected-error {{'branch' needs the 'if' condition to be an expression, not a declaration}}
#pragma approx branch(skip)
  if (v = 3; v > h[0]) h[0] = v; // expected-error {{'branch' does not support an 'if' with an init-statement}}
#endif
// CHECK-SAME: { const int __approx_c3 = (h[0] > v) ? 1 : 0; const int __approx_b3 ={{ ?}}__approx_branch_majority(__approx_c3);{{ ?}}if (__approx_b3 > 0) { h[0] = v; }}
#pragma approx branch(majority)
  if (h[0] > v) h[0] = v; // OK
}
