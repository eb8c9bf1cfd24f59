// A loop variable declared before a perforated parallel loop is private in
// the compacted loop, which assigns it rather than redeclaring it (the
// redeclaration drew -Wshadow, Frontend/generated-code-shadow.c): every
// kept iteration sees its own index under parallel for (pragma before and
// after the directive), an inline 'omp for' in a parallel region, a target
// construct and collapse(2); large:2 keeps the even indices (of the outer
// loop: with collapse(2), the even rows of 10), so the array holds its own
// index at the kept places and -1 elsewhere; without lastprivate the
// variable keeps its value from before the loop.
// RUN: %approx-clang %host-offload -Wshadow -Werror %s -o %t
// RUN: %run OMP_NUM_THREADS=4 %t | %FileCheck %s
// CHECK: par ok=1 kept=500
// CHECK-NEXT: par-after ok=1 kept=500
// CHECK-NEXT: ws ok=1 kept=500
// CHECK-NEXT: tgt ok=1 kept=500
// CHECK-NEXT: col ok=1 kept=500
// CHECK-NEXT: after -5
#include <stdio.h>

#define N 1000
static int a[N];

static void check(const char *name, int row) {
  int ok = 1, kept = 0;
  for (int k = 0; k < N; ++k) {
    if (a[k] >= 0)
      ++kept;
    ok &= a[k] == ((k / row) % 2 == 0 ? k : -1);
    a[k] = -1;
  }
  printf("%s ok=%d kept=%d\n", name, ok, kept);
}

int main(void) {
  int i = -5, j;
  for (int k = 0; k < N; ++k)
    a[k] = -1;
#pragma approx perfo(large:2) label("par")
#pragma omp parallel for
  for (i = 0; i < N; ++i)
    a[i] = i;
  check("par", 1);
  i = -5;
#pragma omp parallel for
#pragma approx perfo(large:2) label("par-after")
  for (i = 0; i < N; ++i)
    a[i] = i;
  check("par-after", 1);
#pragma omp parallel
  {
#pragma omp for
#pragma approx perfo(large:2) label("ws")
    for (i = 0; i < N; ++i)
      a[i] = i;
  }
  check("ws", 1);
  i = -5;
#pragma approx perfo(large:2) label("tgt")
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (i = 0; i < N; ++i)
    a[i] = i;
  check("tgt", 1);
#pragma approx perfo(large:2) label("col")
#pragma omp parallel for collapse(2)
  for (i = 0; i < N / 10; ++i)
    for (j = 0; j < 10; ++j)
      a[i * 10 + j] = i * 10 + j;
  check("col", 10);
  i = -5;
#pragma approx perfo(large:2) label("par2")
#pragma omp parallel for
  for (i = 0; i < N; ++i)
    a[i] = i;
  printf("after %d\n", i);
  return 0;
}
