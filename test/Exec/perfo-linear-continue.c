// Under -fapprox-perfo-lowering=continue the loop stays the user's (a
// skipped iteration only jumps to its end), so 'linear' keeps OpenMP's
// meaning: each kept iteration k sees j = j0 + k, and the variable's value
// after the loop is the one the sequentially last iteration leaves, 11
// here, because small:3 skips that iteration (k = 11) and its j++ never
// runs. A linear loop variable declared before the loop ends at n. The
// compacted lowering refuses 'linear' (Frontend/perfo-omp-unsupported.c).
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}0 1 -1 3 4 -1 6 7 -1 9 10 -1 | j=11{{$}}
// CHECK: {{^}}0 1 -1 3 4 -1 6 7 -1 9 10 -1 | i=12{{$}}

#include <stdio.h>

static void show(const int *out, int n, const char *name, int v) {
  for (int k = 0; k < n; ++k)
    printf("%d ", out[k]);
  printf("| %s=%d\n", name, v);
}

int main(void) {
  int out[12], j = 0, i, n = 12;
  for (int k = 0; k < n; ++k)
    out[k] = -1;
#pragma approx perfo(small:3) label("lin")
#pragma omp parallel for linear(j:1)
  for (int k = 0; k < n; ++k) {
    out[k] = j;
    j++;
  }
  show(out, n, "j", j);
  for (int k = 0; k < n; ++k)
    out[k] = -1;
#pragma approx perfo(small:3) label("lin-iv")
#pragma omp parallel for simd linear(i:1)
  for (i = 0; i < n; ++i)
    out[i] = i;
  show(out, n, "i", i);
  return 0;
}
