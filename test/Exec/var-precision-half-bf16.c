// A statement with a half and a bf16 variable compiles and runs, computing
// in float (docs/language.md "Mixed precision"); before, clang 19's backend
// crashed on the direct _Float16/__bf16 conversion. Values: x = a[i] in
// half, y = a[i] / 4 in bf16 (a[i] = 1 + i/8, exact in both), o[i] = x * y
// in float, exact; then the statement as written (double) when disabled.
// RUN: %approx-clang %host-offload -O2 %s -o %t && %run %t 2>&1 | %FileCheck %s
// RUN: echo '{"hb": {"enabled": false}}' > %t.json
// RUN: %run APPROX_CONFIG=%t.json %t 2>&1 | %FileCheck %s
#include <stdio.h>
#define N 4
double a[N], o[N];
int main(void) {
  for (int i = 0; i < N; ++i)
    a[i] = 1.0 + i / 8.0;
#pragma approx precision(half : x) precision(bf16 : y) label("hb")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double x = a[i], y = a[i] * 0.25;
    o[i] = x * y;
  }
  // CHECK: 0.25 0.31640625 0.390625 0.47265625
  printf("%.17g %.17g %.17g %.17g\n", o[0], o[1], o[2], o[3]);
}
