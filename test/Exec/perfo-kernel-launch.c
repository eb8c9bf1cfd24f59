// Kernel-launch perforation (Oz): a host loop that launches a target region
// per iteration; perforating the host loop drops whole launches. large:3 of
// 10 keeps t = 0, 3, 6, 9; small:2 chunk(2) of 9 keeps t = 0, 1, 4, 5, 8.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}large launches=4 device=4 1001001001{{$}}
// CHECK-NEXT: {{^}}small-chunk launches=5 device=5 110011001{{$}}

#include <omp.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  char s[16];
  int launches = 0, device = 0;
  memset(s, '0', 10);
  s[10] = 0;
#pragma approx perfo(large:3) label("launch")
  for (int t = 0; t < 10; ++t) {
    ++launches;
#pragma omp target map(tofrom: s[t:1], device)
    {
      s[t] = '1';
      device += !omp_is_initial_device();
    }
  }
  printf("large launches=%d device=%d %s\n", launches, device, s);

  launches = device = 0;
  memset(s, '0', 9);
  s[9] = 0;
#pragma approx perfo(small, chunk(2) : 2) label("launch2")
  for (int t = 0; t < 9; t++) {
    ++launches;
#pragma omp target teams num_teams(1) map(tofrom: s[t:1], device)
    {
      s[t] = '1';
      device += !omp_is_initial_device();
    }
  }
  printf("small-chunk launches=%d device=%d %s\n", launches, device, s);
  return 0;
}
