// Intra-kernel perforation: a sequential loop inside a target region is
// perforated on the device (each thread of a parallel loop runs its own
// perforated inner loop, and a single-threaded target region too).
// Inner loop of 8: small:4 keeps 11101110; fini:0.25 11111100;
// rate:0.5 chunk(2) 11001100.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}rows 11101110.11101110.11101110.11101110{{$}}
// CHECK-NEXT: {{^}}single 11111100 device=1{{$}}
// CHECK-NEXT: {{^}}runtime 11001100{{$}}
// Two nested sequential loops after declarations (lavaMD's shape: the
// block form, plan once per execution of each loop): outer large:2 keeps
// boxes 0 and 2 of 4, inner small:3 keeps 110110 of 6, init:0.5 000111.
// CHECK-NEXT: {{^}}nested 110110.000000.000111.000000 sum=7{{$}}

#include <omp.h>
#include <stdio.h>
#include <string.h>

static char g[4][8];
static char s[9];

int main(void) {
  int m = 8, dev = 0;
  double r = 0.5;
  int c = 2;
  memset(g, '0', sizeof g);
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(small:4) label("rows")
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  }
  printf("rows %.8s.%.8s.%.8s.%.8s\n", g[0], g[1], g[2], g[3]);

  memset(s, '0', 8);
#pragma omp target map(tofrom: s, dev)
  {
    dev = !omp_is_initial_device();
#pragma approx perfo(fini:0.25) label("single")
    for (int j = 0; j < m; ++j) {
      s[j] = '1';
    }
  }
  printf("single %s device=%d\n", s, dev);

  memset(s, '0', 8);
#pragma omp target map(tofrom: s) firstprivate(r, c)
#pragma approx perfo(rate, chunk(c) : r) label("runtime")
  for (int j = 0; j < m; ++j)
    s[j] = '1';
  printf("runtime %s\n", s);

  char h[4][6];
  int sum = 0;
  memset(h, '0', sizeof h);
#pragma omp target teams distribute parallel for map(tofrom: h) reduction(+: sum)
  for (int t = 0; t < 1; ++t) {
    int kept = 0;
#pragma approx perfo(large:2) label("boxes")
    for (int b = 0; b < 4; ++b) {
      int half = b / 2;
      if (half == 0) {
#pragma approx perfo(small:3) label("parts")
        for (int j = 0; j < 6; ++j) { h[b][j] = '1'; ++kept; }
      } else {
#pragma approx perfo(init:0.5) label("tail")
        for (int j = 0; j < 6; ++j) { h[b][j] = '1'; ++kept; }
      }
    }
    sum += kept;
  }
  printf("nested %.6s.%.6s.%.6s.%.6s sum=%d\n", h[0], h[1], h[2], h[3], sum);
  return 0;
}
