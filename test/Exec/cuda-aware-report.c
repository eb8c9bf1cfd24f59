// APPROX_REPORT lists sync/atomic/branch regions with an if() clause, so
// that approx-tune finds their labels: one execution each time the
// region's statement runs (by each thread, as a loop in a kernel counts),
// in a kernel and on the host, also when APPROX_CONFIG disables the
// region (it still ran, exactly). Before, none of them was listed. Each
// region's statement runs 12 times here (per iteration of a 12-iteration
// loop); "sum" is the exact count of the atomics either way.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.report
// RUN: echo '{"k-atomic": {"enabled": false}, "h-branch": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json APPROX_REPORT=1 %t 2> %t.report-off | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.report-off
// OUT: {{^}}sum 12 odd 6 host-odd 6{{$}}
// On a GPU, branch(majority) approximates: the lanes of a warp take the side
// most of them voted for (ties: else), so "odd" depends on how the 12
// iterations fall into warps (0 when they share one: 6 of 12 is a tie).
// GPUOUT: {{^}}sum 12 odd {{[0-9]+}} host-odd 6{{$}}
// CHECK-DAG: "label": "k-atomic", "executions": 12, "total_iterations": 0, "kept_iterations": 0,
// CHECK-DAG: "label": "k-branch", "executions": 12, "total_iterations": 0, "kept_iterations": 0,
// CHECK-DAG: "label": "h-branch", "executions": 12, "total_iterations": 0, "kept_iterations": 0,

#include <stdio.h>

int main(void) {
  int sum = 0, odd = 0, hodd = 0, on = 1;
#pragma omp target teams distribute parallel for map(tofrom : sum, odd)
  for (int i = 0; i < 12; ++i) {
#pragma approx atomic(team) if(on) label("k-atomic")
    {
#pragma omp atomic
      sum += 1;
    }
#pragma approx branch(majority) if(on) label("k-branch")
    if (i % 2) {
#pragma omp atomic
      odd += 1;
    }
  }
  for (int i = 0; i < 12; ++i) {
#pragma approx branch(majority) if(on) label("h-branch")
    if (i % 2)
      hodd += 1;
  }
  printf("sum %d odd %d host-odd %d\n", sum, odd, hodd);
  return 0;
}
