// APPROX_REPORT counts one execution of a loop shared by the teams or threads of a kernel once, on the device and in the host fallback: the pragma before 'distribute [parallel for]' or 'loop' in 'target teams' (was once per team) or '#pragma omp for' in 'target parallel' (once per thread), and after 'distribute' run on the host (per team and evaluation); a 'loop' in a host parallel region still counts once.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=OUT
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s

// OUT: dpf 1 0 1 0 1 0 1 0 1 0 1 0 1 0 1 0
// OUT-NEXT: dist 2 0 2 0 2 0 2 0 2 0 2 0 2 0 2 0
// OUT-NEXT: for 3 0 3 0 3 0 3 0 3 0 3 0 3 0 3 0
// OUT-NEXT: after 4 0 0 0 4 0 0 0 4 0 0 0 4 0 0 0
// OUT-NEXT: loop 5 0 5 0 5 0 5 0 5 0 5 0 5 0 5 0
// OUT-NEXT: hostloop 6 0 6 0 6 0 6 0 6 0 6 0 6 0 6 0
// CHECK-DAG: {"label": "dpf", "executions": 1, "total_iterations": 16, "kept_iterations": 8,
// CHECK-DAG: {"label": "dist", "executions": 1, "total_iterations": 16, "kept_iterations": 8,
// CHECK-DAG: {"label": "for", "executions": 1, "total_iterations": 16, "kept_iterations": 8,
// CHECK-DAG: {"label": "after", "executions": 1, "total_iterations": 16, "kept_iterations": 4,
// CHECK-DAG: {"label": "loop", "executions": 1, "total_iterations": 16, "kept_iterations": 8,
// CHECK-DAG: {"label": "hostloop", "executions": 1, "total_iterations": 16, "kept_iterations": 8,

#include <stdio.h>

static int y[16];

static void show(const char *name) {
  printf("%s", name);
  for (int i = 0; i < 16; ++i) {
    printf(" %d", y[i]);
    y[i] = 0;
  }
  printf("\n");
}

int main(void) {
  int n = 16;
#pragma omp target teams map(tofrom: y) num_teams(3)
  {
#pragma approx perfo(large:2) label("dpf")
#pragma omp distribute parallel for
    for (int i = 0; i < n; ++i)
      y[i] = 1;
  }
  show("dpf");
#pragma omp target teams map(tofrom: y) num_teams(3)
  {
#pragma approx perfo(large:2) label("dist")
#pragma omp distribute
    for (int i = 0; i < n; ++i)
      y[i] = 2;
  }
  show("dist");
#pragma omp target parallel map(tofrom: y) num_threads(4)
  {
#pragma approx perfo(large:2) label("for")
#pragma omp for
    for (int i = 0; i < n; ++i)
      y[i] = 3;
  }
  show("for");
#pragma omp target teams map(tofrom: y) num_teams(3)
  {
#pragma omp distribute parallel for
#pragma approx perfo(large:4) label("after")
    for (int i = 0; i < n; ++i)
      y[i] = 4;
  }
  show("after");
#pragma omp target teams map(tofrom: y) num_teams(3)
  {
#pragma approx perfo(large:2) label("loop")
#pragma omp loop
    for (int i = 0; i < n; ++i)
      y[i] = 5;
  }
  show("loop");
#pragma omp parallel num_threads(4)
  {
#pragma approx perfo(large:2) label("hostloop")
#pragma omp loop
    for (int i = 0; i < n; ++i)
      y[i] = 6;
  }
  show("hostloop");
  return 0;
}
