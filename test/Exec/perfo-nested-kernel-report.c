// A perforated loop nested in another inside a kernel is listed in
// APPROX_REPORT with its executions and iterations, as on the host (it was
// applied but missing from the report, so hidden from approx-tune).
// large:2 keeps x = 0, 2, 4, 6 of 7; small:3 keeps 6 of 8 (not y = 2, 5):
// per b, 4 inner executions of 8 iterations, 24 kept; 4 values of b.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %s --check-prefix=OUT
// OUT: {{^}}host 24 device 24 24 24 24{{$}}
// RUN: %FileCheck %s < %t.report
// CHECK-DAG: "label": "h-o", "executions": 1, "total_iterations": 7, "kept_iterations": 4,
// CHECK-DAG: "label": "h-i", "executions": 4, "total_iterations": 32, "kept_iterations": 24,
// CHECK-DAG: "label": "d-o", "executions": 4, "total_iterations": 28, "kept_iterations": 16,
// CHECK-DAG: "label": "d-i", "executions": 16, "total_iterations": 128, "kept_iterations": 96,

#include <stdio.h>

int main(void) {
  int acc = 0, acc2[4] = {0};
#pragma approx perfo(large:2) label("h-o")
  for (int x = 0; x < 7; ++x)
#pragma approx perfo(small:3) label("h-i")
    for (int y = 0; y < 8; ++y)
      acc += 1;
#pragma omp target teams distribute parallel for map(tofrom: acc2)
  for (int b = 0; b < 4; ++b) {
#pragma approx perfo(large:2) label("d-o")
    for (int x = 0; x < 7; ++x) {
#pragma approx perfo(small:3) label("d-i")
      for (int y = 0; y < 8; ++y)
        acc2[b] += 1;
    }
  }
  printf("host %d device %d %d %d %d\n", acc, acc2[0], acc2[1], acc2[2], acc2[3]);
  return 0;
}
