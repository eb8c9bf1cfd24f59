// APPROX_REPORT of a memo region before a loop directive that every thread
// of a parallel region or every team of a teams region runs for one shared
// execution (`for`, `loop`, `distribute [parallel for]`, on the host and in
// a kernel of the host device): 'executions' counts the executions of the
// construct, as for a perforated loop in the same place, not the threads
// or teams; lookups and hits are every group's. Each region runs twice.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=%t.report.json %t
// RUN: %FileCheck %s < %t.report.json

#include <stdio.h>

#define N 40

int main(void) {
  double x[N], y[N];
  int n = N;
  for (int i = 0; i < N; ++i)
    x[i] = i % 4;
  for (int r = 0; r < 2; ++r) {
#pragma omp parallel num_threads(4)
    {
#pragma approx memo(in, threshold(0), items(10)) in(x[i]) out(y[i]) label("for")
#pragma omp for
      for (int i = 0; i < n; ++i)
        y[i] = x[i] * 2 + i;
#pragma approx perfo(small:2) label("perfo-for")
#pragma omp for
      for (int i = 0; i < n; ++i)
        y[i] = x[i] * 2 + i;
#pragma approx memo(in, threshold(0), items(10)) in(x[i]) out(y[i]) label("loop")
#pragma omp loop
      for (int i = 0; i < n; ++i)
        y[i] = x[i] * 2 + i;
    }
#pragma omp teams num_teams(2)
    {
#pragma approx memo(in, threshold(0), items(10)) in(x[i]) out(y[i]) label("host-distribute")
#pragma omp distribute
      for (int i = 0; i < n; ++i)
        y[i] = x[i] * 2 + i;
    }
#pragma omp target teams num_teams(2) map(to: x) map(from: y)
    {
#pragma approx memo(in, threshold(0), items(10)) in(x[i]) out(y[i]) label("distribute-parallel-for")
#pragma omp distribute parallel for
      for (int i = 0; i < N; ++i)
        y[i] = x[i] * 2 + i;
    }
#pragma approx memo(in, threshold(0), items(10)) in(x[i]) out(y[i]) label("parallel-for")
#pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; ++i)
      y[i] = x[i] * 2 + i;
  }
  printf("%g\n", y[1]);
  return 0;
}
// CHECK: "label": "for", "executions": 2, "total_iterations": 80, "kept_iterations": 32, {{.*}}"memo_lookups": 80, "memo_hits": 48,
// CHECK: "label": "perfo-for", "executions": 2,
// CHECK: "label": "loop", "executions": 2, "total_iterations": 80, "kept_iterations": 32, {{.*}}"memo_lookups": 80, "memo_hits": 48,
// CHECK: "label": "host-distribute", "executions": 2, "total_iterations": 80, "kept_iterations": 32, {{.*}}"memo_lookups": 80, "memo_hits": 48,
// CHECK: "label": "parallel-for", "executions": 2, "total_iterations": 80, "kept_iterations": 32, {{.*}}"memo_lookups": 80, "memo_hits": 48,
// (read back from the device at exit)
// CHECK: "label": "distribute-parallel-for", "executions": 2, "total_iterations": 80, "kept_iterations": 32, {{.*}}"memo_lookups": 80, "memo_hits": 48,
