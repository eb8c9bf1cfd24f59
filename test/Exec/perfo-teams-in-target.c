// A perforated loop of the 'teams' construct that a target region holds:
// nothing may stand between 'target' and 'teams' (or after 'teams'), so a
// pragma after the teams line takes the inline form (the plan computed in
// the loop) instead of the prologue, which clang refused ("target construct
// with nested teams region contains statements outside of the teams
// construct"); large:4 keeps every fourth row. Before the teams line it is
// an error at the pragma (Frontend/perfo-unsupported.c).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}1000100010{{$}}
// RUN: echo '{"tdpf": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=OFF
// OFF: {{^}}1111111111{{$}}

#include <stdio.h>

int main(void) {
  int o[10] = {0}, n = 10;
#pragma omp target map(tofrom: o[0:n])
  {
#pragma omp teams distribute parallel for
#pragma approx perfo(large:4) label("tdpf")
    for (int i = 0; i < n; ++i)
      o[i] = 1;
  }
  for (int i = 0; i < n; ++i)
    printf("%d", o[i]);
  printf("\n");
  return 0;
}
