// -fapprox-perfo-lowering=continue keeps the iterations the compacted
// lowering keeps where the variable's logical index is not (v - lb) / step
// in long long (found by tools/fuzz/fuzz-loops): a size_t counting down
// (the unsigned step made the division unsigned: 20 18 17 16 ... kept), a
// uint32_t starting at -28 (lb unconverted: the odd iterations kept), an
// int64_t spanning more than 2^63 (the difference overflowed: every
// iteration from 0 on kept). Sequential loops count their iterations; the
// same loops under 'parallel for' take the distance in the variable's width
// (__approx_cont_index). small:2 keeps logical iterations 0, 2, 4, ...
// RUN: %approx-clang -O1 -fopenmp -fapprox-perfo-lowering=continue %s -o %t
// RUN: env OMP_NUM_THREADS=3 %t | %FileCheck %s
// RUN: %approx-clang -O1 -fopenmp %s -o %t.compact
// RUN: env OMP_NUM_THREADS=3 %t.compact | %FileCheck %s
// CHECK: seq u64 20 18 16 14 12
// CHECK-NEXT: seq u32 4294967268 4294967274
// CHECK-NEXT: seq s64 -9000000000000000000 -6000000000000000000 -3000000000000000000 0 3000000000000000000 6000000000000000000
// CHECK-NEXT: seq u16wrap 5 65535
// CHECK-NEXT: par u64 20 18 16 14 12
// CHECK-NEXT: par u32 4294967268 4294967274
// CHECK-NEXT: par s64 -9000000000000000000 -6000000000000000000 -3000000000000000000 0 3000000000000000000 6000000000000000000

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static long long got[64];
static int n;

static int cmp(const void *a, const void *b) {
  long long x = *(const long long *)a, y = *(const long long *)b;
  return (x > y) - (x < y);
}

static void show(const char *what, int sorted, int descending) {
  if (sorted)
    qsort(got, n, sizeof got[0], cmp);
  printf("%s", what);
  for (int i = 0; i < n; ++i)
    printf(" %lld", got[descending ? n - 1 - i : i]);
  printf("\n");
  n = 0;
}

static void showu(const char *what, unsigned long long *u, int m) {
  printf("%s", what);
  for (int i = 0; i < m; ++i)
    printf(" %llu", u[i]);
  printf("\n");
}

int main(void) {
  size_t ub = 10;
  unsigned long long u[8];
  int m = 0;
#pragma approx perfo(small:2) label("su64")
  for (size_t j = 20; j > ub; --j)
    got[n++] = (long long)j;
  show("seq u64", 0, 0);
#pragma approx perfo(small:2) label("su32")
  for (uint32_t j = -28; j < 4294967280u; j += 3)
    u[m++] = j;
  showu("seq u32", u, m);
#pragma approx perfo(small:2) label("ss64")
  for (int64_t j = -9000000000000000000LL; j < 7500000000000000000LL; j += 1500000000000000000LL)
    got[n++] = j;
  show("seq s64", 0, 0);
  // wraps past 0: 5, 2, 65535, 65532 (small:2 keeps k = 0, 2)
  m = 0;
#pragma approx perfo(small:2) label("su16")
  for (uint16_t j = 5; j != 65529; j -= 3)
    u[m++] = j;
  showu("seq u16wrap", u, m);
#pragma omp parallel for
#pragma approx perfo(small:2) label("pu64")
  for (size_t j = 20; j > ub; --j) {
    int at;
#pragma omp atomic capture
    at = n++;
    got[at] = (long long)j;
  }
  show("par u64", 1, 1);
  m = 0;
  unsigned long long pu[8];
#pragma omp parallel for
#pragma approx perfo(small:2) label("pu32")
  for (uint32_t j = -28; j < 4294967280u; j += 3) {
    int at;
#pragma omp atomic capture
    at = m++;
    pu[at] = j;
  }
  qsort(pu, m, sizeof pu[0], cmp);
  showu("par u32", pu, m);
#pragma omp parallel for
#pragma approx perfo(small:2) label("ps64")
  for (int64_t j = -9000000000000000000LL; j < 7500000000000000000LL; j += 1500000000000000000LL) {
    int at;
#pragma omp atomic capture
    at = n++;
    got[at] = j;
  }
  show("par s64", 1, 0);
  return 0;
}
