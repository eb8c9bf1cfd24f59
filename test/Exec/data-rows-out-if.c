// Output rows on the host ('reconstruct(lerp, host)') when the construct's
// own if() is false: the construct runs on the host, nothing is staged, and
// the skipped rows are rebuilt in place, as the docs say (data.md, "Where
// no link is crossed"); they were left with the user's old values (-1),
// the geometry the host pass needs being set only on the offload path.
// large:2 keeps the even rows of i*i; lerp rebuilds the odd ones, the last
// one from its nearest kept row.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t 0 | %FileCheck %s
// RUN: %run APPROX_HOST_TRANSFERS=1 %t 1 | %FileCheck %s
// RUN: %run %t 0 | %FileCheck %s
// CHECK: {{^}} 0 2 4 10 16 26 36 50 64{{$}}

#include <stdio.h>
#include <stdlib.h>

#define N 9

int main(int argc, char **argv) {
  int cond = argc > 1 && atoi(argv[1]);
  float o[N];
  int n = N;
  for (int i = 0; i < N; ++i)
    o[i] = -1.0f;
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp, host) label("rows")
#pragma omp target teams distribute parallel for map(from: o[0:n]) if(cond)
  for (int i = 0; i < n; ++i)
    o[i] = (float)(i * i);
  for (int i = 0; i < N; ++i)
    printf(" %g", o[i]);
  printf("\n");
  return 0;
}
