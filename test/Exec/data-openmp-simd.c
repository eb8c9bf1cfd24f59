// Data clauses on target constructs and data sites compile under -fopenmp-simd (the lowered code called omp_get_default_device, undeclared there) and run as the host fallback does: transfers exact, the loop and out-items perforated.
// RUN: %approx-clang -Wall -Wextra -Werror -fopenmp-simd %s -o %t
// RUN: %t | %FileCheck %s
// RUN: %approx-clang -fopenmp %s -o %t.omp
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t.omp > %t.fallback
// RUN: %t | diff - %t.fallback

// CHECK: in 0 1 4 9 16 25 36 49
// CHECK-NEXT: out 0 10 20 30 40 50 60 60
// CHECK-NEXT: site 0 1 4 9 16 25 36 49

#include <stdio.h>

static void show(const char *name, const float *v) {
  printf("%s", name);
  for (int i = 0; i < 8; ++i)
    printf(" %g", v[i]);
  printf("\n");
}

int main(void) {
  int n = 8;
  float x[8], y[8], z[8];
  for (int i = 0; i < n; ++i) {
    x[i] = (float)(i * i);
    y[i] = z[i] = -1.0f;
  }
#pragma approx perfo(large:2) in(x[0:n]) reconstruct(lerp) label("in")
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = x[i];
  show("in", y);
#pragma approx perfo(large:2) out(z[0:n]) reconstruct(lerp) label("out")
#pragma omp target teams distribute parallel for map(from: z[0:n])
  for (int i = 0; i < n; ++i)
    z[i] = (float)(10 * i);
  show("out", z);
#pragma omp target data map(alloc: y[0:n])
  {
#pragma approx perfo(large:4) in(x[0:n]) reconstruct(nn) label("site")
#pragma omp target update to(x[0:n])
#pragma omp target teams distribute parallel for map(to: x[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
  }
  show("site", y);
  return 0;
}
