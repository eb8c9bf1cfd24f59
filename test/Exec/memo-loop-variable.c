// memo before a worksharing loop whose variable is declared before it: the
// variable has its value of plain OpenMP after the loop. lastprivate(i), a
// simd loop's implicit linear variable and linear(i) leave it at its value
// after the last iteration (lb + n * step), a private one keeps its value
// from before the construct; a lastprivate variable the body writes (an
// 'out' item) holds the last iteration's. Reused outputs (threshold(0),
// repeated inputs) and -fno-approx print the same.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %run env APPROX_REPORT=%t.report.json %t > /dev/null
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.exact && %run %t.exact | %FileCheck %s
// RUN: %approx-clangxx -x c++ %host-offload %s -o %t.cxx && %run %t.cxx | %FileCheck %s

#include <stdio.h>

int main(void) {
  double x[8] = {1, 1, 1, 1, 2, 2, 2, 2}, y[8];
  int i = -1;
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("lp")
#pragma omp parallel for lastprivate(i)
  for (i = 0; i < 8; ++i)
    y[i] = x[i] * 10;
  // CHECK: lastprivate i=8 y7=20
  printf("lastprivate i=%d y7=%g\n", i, y[7]);

  i = -1;
#pragma approx memo(in, threshold(0), items(3)) in(x[i]) out(y[i]) label("lp-step")
#pragma omp parallel for lastprivate(i) num_threads(2)
  for (i = 1; i < 8; i += 2)
    y[i] = x[i] * 10;
  // CHECK-NEXT: lastprivate step 2 i=9 y7=20
  printf("lastprivate step 2 i=%d y7=%g\n", i, y[7]);

  i = -1;
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("private")
#pragma omp parallel for
  for (i = 0; i < 8; ++i)
    y[i] = x[i] * 10;
  // CHECK-NEXT: private i=-1
  printf("private i=%d\n", i);

  i = -1;
#pragma approx memo(in, threshold(0), items(3)) in(x[i]) out(y[i]) label("simd")
#pragma omp simd
  for (i = 0; i < 8; ++i)
    y[i] = x[i] * 10;
  // CHECK-NEXT: simd i=8
  printf("simd i=%d\n", i);

  i = -1;
#pragma approx memo(in, threshold(0), items(3)) in(x[i - 1]) out(y[i - 1]) label("pfsimd")
#pragma omp parallel for simd
  for (i = 8; i > 0; --i)
    y[i - 1] = x[i - 1] * 10;
  // CHECK-NEXT: parallel for simd i=0
  printf("parallel for simd i=%d\n", i);

  i = -1;
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("linear")
#pragma omp parallel for simd linear(i : 1)
  for (i = 0; i < 8; ++i)
    y[i] = x[i] * 10;
  // CHECK-NEXT: linear i=8
  printf("linear i=%d\n", i);

  // An orphaned 'for' in a parallel region, i shared there.
  i = -1;
#pragma omp parallel num_threads(3)
  {
#pragma approx memo(in, threshold(0), items(2)) in(x[i]) out(y[i]) label("for")
#pragma omp for lastprivate(i)
    for (i = 0; i < 8; ++i)
      y[i] = x[i] * 10;
  }
  // CHECK-NEXT: for i=8
  printf("for i=%d\n", i);

  // Another lastprivate variable, written by every iteration (an output).
  double last = -1;
#pragma approx memo(in, threshold(0), items(3)) in(x[j]) out(y[j], last) label("other")
#pragma omp parallel for lastprivate(last)
  for (int j = 0; j < 8; ++j) {
    last = x[j] * 100 + 1;
    y[j] = last;
  }
  // CHECK-NEXT: other last=201
  printf("other last=%g\n", last);
  return 0;
}
// REPORT: "label": "lp", {{.*}}"memo_lookups": 8, "memo_hits": 6,
