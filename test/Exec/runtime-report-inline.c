// APPROX_REPORT counts each execution of a region once, with its exact
// iterations, for every lowering: here the pragma comes after the OpenMP
// loop directive (inline form), on a host 'parallel for' run by 4 threads
// and on an offloaded loop, with compact and continue lowering.
// BUG 1 (compact): the inline form records from the loop bound
// (__approx_perfo_kept_rec), which a 'parallel for' evaluates once per
// thread: with OMP_NUM_THREADS=4 "par" reports executions 4, total 40,
// kept 20 (and the host fallback of a target loop does the same).
// BUG 2 (continue): -fapprox-perfo-lowering=continue in the inline form
// calls the non-recording __approx_perfo_plan only: "par" and "tgt" are
// missing from the report.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t.cont 2>&1 >/dev/null | %FileCheck %s

// CHECK: {{^}}{"regions": [{{$}}
// CHECK-NEXT: {{^}}  {"label": "par", "executions": 1, "total_iterations": 10, "kept_iterations": 5, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "tgt", "executions": 2, "total_iterations": 20, "kept_iterations": 8, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0}{{$}}
// CHECK-NEXT: {{^}}]}{{$}}

#include <stdio.h>

static char s[11];

int main(void) {
  int n = 10;
#pragma omp parallel for
#pragma approx perfo(small:2) label("par")
  for (int i = 0; i < n; ++i) s[i] = '1';
  for (int r = 0; r < 2; ++r) {
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(large:3) label("tgt")
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  return 0;
}
