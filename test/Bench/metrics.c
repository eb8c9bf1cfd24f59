// bench.h's error metrics on the hand-computed cases of
// benchmarks/harness/test_analysis.py (the Python definitions).
// RUN: %approx-clang -O1 -I%src-root/benchmarks/apps %host-offload %s -o %t -lm && %run %t | %FileCheck %s
#include "bench.h"

static void show(const char *name, const float *a, const float *r, long n) {
  bench_err e = bench_metrics(a, r, n);
  printf("%s mape=%.6f mre=%.6f wrong=%.6f\n", name, e.mape, e.mre, e.wrong);
}

int main(void) {
  float r1[] = {1, 2, 4, 1}, a1[] = {1, 2.5f, 3, 1};
  // CHECK: basic mape=0.125000 mre=0.187500 wrong=0.500000
  show("basic", a1, r1, 4);
  float r2[] = {0, 2}, a2[] = {0.001f, 2};
  // CHECK: zero-ref mape=0.500000 mre=0.000500 wrong=0.500000
  show("zero-ref", a2, r2, 2);
  float r3[] = {1, 1}, a3[] = {NAN, 1};
  // CHECK: nan mape=0.500000 mre=0.500000 wrong=0.500000
  show("nan", a3, r3, 2);
  float r4[] = {0, 0}, a4[] = {0, 0};
  // CHECK: zeros mape=0.000000 mre=0.000000 wrong=0.000000
  show("zeros", a4, r4, 2);
  float r5[] = {1, 1}, a5[] = {1.0f + 0.0078125f, 1.0f + 0.015625f};
  // CHECK: threshold mape=0.011719 mre=0.011719 wrong=0.500000
  show("threshold", a5, r5, 2);
  double v[] = {4, 1, 3, 2};
  // CHECK: median=2.50
  printf("median=%.2f\n", bench_median(v, 4));
  return 0;
}
