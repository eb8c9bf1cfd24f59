// A triangular collapse(2) nest (j from i) perforated at the outer level:
// the kept rows are 0, 2, 4 and each has the columns j >= i.
// RUN: %approx-clang %host-offload %s -o %t && %run env OMP_NUM_THREADS=3 %t | %FileCheck %s

// CHECK: {{^}}parallel 1111111.0000000.0011111.0000000.0000111{{$}}
// CHECK-NEXT: {{^}}target 1111111.0000000.0011111.0000000.0000111{{$}}

#include <stdio.h>
#include <string.h>

#define N 5
#define M 7
static char g[N][M];

static void show(const char *what) {
  printf("%s ", what);
  for (int i = 0; i < N; ++i)
    printf("%s%.*s", i ? "." : "", M, g[i]);
  printf("\n");
  memset(g, '0', sizeof g);
}

int main(void) {
  int n = N, m = M;
  memset(g, '0', sizeof g);
#pragma approx perfo(small:2)
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < m; ++j)
      g[i][j] = '1';
  show("parallel");
#pragma approx perfo(small:2)
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < m; ++j)
      g[i][j] = '1';
  show("target");
  return 0;
}
