// memo in a program shaped like public offload codes: the arrays are mapped
// once by 'target data' around a loop of time steps, the kernel maps
// nothing (its arrays are present), the host changes x between steps and
// sends it with 'target update to', and fetches y with 'target update
// from'. Each step's kernel gets a fresh table (one group: 8 iterations,
// one thread), so the exact values follow from the threshold 0.1:
// step 0: 1.05 -> 1's entry, 2.05 -> 2's, 3.3 -> 3's (0.3/3 = 0.1), 1.02,
// 2.01 hit: 3 computed; step 1 (x + 10): 12 is 1/11 from 11, 13 is not:
// 2 computed; step 2: 23 is 2/21 from 21, 23.3 is 2.3/21 > 0.1 and is
// computed (23.3^2 + 2 = 544.89): 2 computed. 7 of 24 in all.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=%t.json %t | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REPORT < %t.json
// CHECK: {{^}}step 0: 1 1 4 4 9 9 1 4{{$}}
// CHECK-NEXT: {{^}}step 1: 122 122 122 122 170 170 122 122{{$}}
// CHECK-NEXT: {{^}}step 2: 443 443 443 443 443 544.89 443 443{{$}}
// REPORT: {"label": "sq", "executions": 3, "total_iterations": 24, "kept_iterations": 7, {{.*}}"memo_lookups": 24, "memo_hits": 17, "memo_hit_rate": 0.708333}

#include <stdio.h>

int main(void) {
  enum { N = 8, STEPS = 3 };
  double x[N] = {1, 1.05, 2, 2.05, 3, 3.3, 1.02, 2.01}, y[N];
#pragma omp target data map(to : x) map(alloc : y)
  for (int s = 0; s < STEPS; ++s) {
#pragma approx memo(in, threshold(0.1)) in(x[i]) out(y[i]) label("sq")
#pragma omp target teams distribute parallel for num_teams(1) thread_limit(1)
    for (int i = 0; i < N; ++i)
      y[i] = x[i] * x[i] + s;
#pragma omp target update from(y)
    printf("step %d:", s);
    for (int i = 0; i < N; ++i)
      printf(" %g", y[i]);
    printf("\n");
    for (int i = 0; i < N; ++i)
      x[i] += 10;
#pragma omp target update to(x)
  }
  return 0;
}
