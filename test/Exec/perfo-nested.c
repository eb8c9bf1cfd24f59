// Perforated loops nested in perforated loops (no collapse): each pragma
// perforates its own level. Outer small:2 keeps rows 0, 2, 4 of 5; inner
// large:3 keeps columns 0, 3, 6 of 7.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}host 1001001.0000000.1001001.0000000.1001001{{$}}
// CHECK-NEXT: {{^}}parallel 1001001.0000000.1001001.0000000.1001001{{$}}
// CHECK-NEXT: {{^}}target-pre 1001001.0000000.1001001.0000000.1001001{{$}}
// CHECK-NEXT: {{^}}target-post 1001001.0000000.1001001.0000000.1001001{{$}}

#include <stdio.h>
#include <string.h>

static char g[5][7];
static void show(const char *what) {
  printf("%s %.7s.%.7s.%.7s.%.7s.%.7s\n", what, g[0], g[1], g[2], g[3], g[4]);
  memset(g, '0', sizeof g);
}

int main(void) {
  int n = 5, m = 7;
  memset(g, '0', sizeof g);
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(large:3)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  show("host");

#pragma omp parallel for
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(large:3)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  }
  show("parallel");

#pragma approx perfo(small:2)
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(large:3)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  }
  show("target-pre");

#pragma omp target teams distribute parallel for map(tofrom: g)
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(large:3)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  show("target-post");
  return 0;
}
