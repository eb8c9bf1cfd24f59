// APPROX_REPORT counts one execution of a worksharing loop ('#pragma omp
// for' inside a parallel region, the approx pragma first) once, not once
// per thread of the team.
// Regression test (fixed): the prologue (plan + record) sits inside the parallel region before
// '#pragma omp for', so every thread runs it: with 4 threads "ws" reports
// executions 4, total 40, kept 28.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s

// CHECK: {{^}}  {"label": "ws", "executions": 1, "total_iterations": 10, "kept_iterations": 7, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0}{{$}}

static char s[11];

int main(void) {
  int n = 10;
#pragma omp parallel
  {
#pragma approx perfo(small:3) label("ws")
#pragma omp for
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  return 0;
}
