// A listed array present through an enclosing 'target data', mapped 'to'
// by the kernel and written through a dereference ('*(c + i) += 1',
// '++*(d + i)', '(e[i]) -= 1'): the region converts the typed copy back
// into the present copy, so the writes persist as in plain OpenMP
// (docs/data.md "Arrays mapped by an enclosing target data"). Before, only
// 'c[i] op=' counted as a write and the others were silently lost.
// Values: 1 + i, each changed by one, exact in float.
// RUN: %approx-clang %host-offload %s -o %t && %run APPROX_HOST_TRANSFERS=1 %t 2>&1 | %FileCheck %s
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.no && %run %t.no 2>&1 | %FileCheck %s
#include <stdio.h>
#define N 4
double c[N], d[N], e[N];
int main(void) {
  for (int i = 0; i < N; ++i)
    c[i] = d[i] = e[i] = 1.0 + i;
#pragma omp target data map(tofrom: c[0:N], d[0:N], e[0:N])
  {
#pragma approx precision(float : c) label("kc")
#pragma omp target teams distribute parallel for map(to: c[0:N])
    for (int i = 0; i < N; ++i)
      *(c + i) += 1.0;
#pragma approx precision(float : d) label("kd")
#pragma omp target teams distribute parallel for map(to: d[0:N])
    for (int i = 0; i < N; ++i)
      ++*(d + i);
#pragma approx precision(float : e) label("ke")
#pragma omp target teams distribute parallel for map(to: e[0:N])
    for (int i = 0; i < N; ++i)
      (e[i]) -= 1.0;
  }
  // CHECK: 2 2 0
  // CHECK-NEXT: 3 3 1
  // CHECK-NEXT: 4 4 2
  // CHECK-NEXT: 5 5 3
  for (int i = 0; i < N; ++i)
    printf("%g %g %g\n", c[i], d[i], e[i]);
}
