// A memoized kernel in a header (ITEMS from -D), called in a time loop
// inside `target data`, its output fetched with `target update from`, as
// public offload codes are shaped: the arrays stay present, the values are
// exact (threshold(0), every key distinct), and the lastprivate `l`, which
// no map clause lists, comes back with the last iteration's value (76 * 10
// + 0), on one lane and on NVPTX's 32 lanes: lastprivate on a combined
// target construct maps the variable tofrom (OpenMP 5.0), which the
// memoized loop does itself. Clang 19 does not (the exact build leaves
// l at -1), so there the approximated build follows OpenMP and the exact
// one clang (docs/language.md, "memo").
// RUN: %approx-clang %host-offload -I %S/Inputs -DITEMS=3 %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -I %S/Inputs -DITEMS=3 -D__APPROX_MEMO_TEST_LANES=32 %s -o %t.lanes && %run %t.lanes | %FileCheck %s
// RUN: %approx-clang %host-offload -I %S/Inputs -DITEMS=3 -fno-approx %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT
// CHECK: last=760 y76=760 sum=2280
// EXACT: last=-1 y76=760 sum=2280

#include <stdio.h>

#include "memo-lastprivate-step.h"

int main(void) {
  enum { N = 77 };
  double x[N], y[N], last = 0, sum = 0;
  for (int j = 0; j < N; ++j)
    x[j] = j;
#pragma omp target data map(to: x) map(alloc: y)
  {
    for (int it = 0; it < 3; ++it) {
      step(N, x, y, &last);
#pragma omp target update from(y)
      sum += y[N - 1];
    }
  }
  printf("last=%g y76=%g sum=%g\n", last, y[N - 1], sum);
  return 0;
}
