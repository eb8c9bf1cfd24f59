// Directives with default(none) / defaultmap(none) keep working: the
// lowering lists its own variables (plan, trip count, fast-path scalars)
// as firstprivate on the directives that need them, in both loop versions
// and under the continue lowering.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s
// RUN: %approx-clang %host-offload -fsyntax-only -Werror %s
#include <stdio.h>

static void show(const char *what, const int *a, int n) {
  printf("%s ", what);
  for (int i = 0; i < n; ++i)
    putchar(a[i] ? '1' : '0');
  putchar('\n');
}

int main(void) {
  enum { N = 12 };
  int a[N] = {0}, b[N] = {0}, c[N] = {0}, n = N;
  // CHECK: host-large 100100100100
#pragma approx perfo(large:3)
#pragma omp parallel for default(none) shared(a, n)
  for (int i = 0; i < n; ++i)
    a[i] = 1;
  show("host-large", a, N);
  // small:3 takes the general version of the loop.
  // CHECK: target-small 110110110110
#pragma approx perfo(small:3)
#pragma omp target teams distribute parallel for default(none) defaultmap(none) map(tofrom: b) shared(b) firstprivate(n)
  for (int i = 0; i < n; ++i)
    b[i] = 1;
  show("target-small", b, N);
  // CHECK: target-large 101010101010
#pragma approx perfo(large:2)
#pragma omp target defaultmap(none) map(tofrom: c) firstprivate(n)
#pragma omp teams distribute parallel for default(none) shared(c, n)
  for (int i = 0; i < n; ++i)
    c[i] = 1;
  show("target-large", c, N);
  return 0;
}
