// perfo in collapse(2) nests (5 x 7): before the outer loop it perforates
// rows (small:2 keeps rows 0, 2, 4), before the inner loop it perforates
// columns (large:3 keeps columns 0, 3, 6); with the pragma before or after
// '#pragma omp', on 'parallel for' and offloaded.
// RUN: %approx-clang %host-offload %s -o %t && %run env OMP_NUM_THREADS=3 %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run env OMP_NUM_THREADS=3 %t.cont | %FileCheck %s

// CHECK: {{^}}outer-pre 1111111.0000000.1111111.0000000.1111111{{$}}
// CHECK-NEXT: {{^}}outer-post 1111111.0000000.1111111.0000000.1111111{{$}}
// CHECK-NEXT: {{^}}outer-target 1111111.0000000.1111111.0000000.1111111{{$}}
// CHECK-NEXT: {{^}}inner 1001001.1001001.1001001.1001001.1001001{{$}}
// CHECK-NEXT: {{^}}inner-target 1001001.1001001.1001001.1001001.1001001{{$}}
// CHECK-NEXT: {{^}}collapse3-middle 11.00.11.00.11.00.11|11.00.11.00.11.00.11{{$}}

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
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  show("outer-pre");

#pragma omp parallel for collapse(2)
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  show("outer-post");

#pragma approx perfo(small:2)
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g)
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < m; ++j) {
      g[i][j] = '1';
    }
  }
  show("outer-target");

#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(large:3)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  show("inner");

#pragma omp target teams distribute parallel for collapse(2) map(tofrom: g)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(large:3)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  show("inner-target");

  // collapse(3), perforating the middle level: 2 x 7 x 2, small:2 keeps
  // middle indices 0, 2, 4, 6.
  static char h[2][7][2];
  memset(h, '0', sizeof h);
#pragma omp parallel for collapse(3)
  for (int a = 0; a < 2; ++a)
#pragma approx perfo(small:2)
    for (int b = 0; b < 7; ++b)
      for (int c = 0; c < 2; ++c)
        h[a][b][c] = '1';
  printf("collapse3-middle ");
  for (int a = 0; a < 2; ++a)
    for (int b = 0; b < 7; ++b)
      printf("%s%.2s", b ? "." : a ? "|" : "", h[a][b]);
  printf("\n");
  return 0;
}
