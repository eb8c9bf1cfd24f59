// APPROX_REPORT counts a perforated inner loop of a nest that an OpenMP
// directive collapses once per run of that loop (one per value of the
// outer loops' variables), at its first compacted iteration, offloaded and
// in the host fallback, as a sequential inner loop counts per run. The
// directive evaluates the inner loop's bound as it likes (per thread, per
// team, and on the host to size a launch); before, those evaluations
// counted: 2 executions of 6 iterations for "tgt" offloaded, 6 in the
// fallback, and one per thread for "host".
// large:2 keeps j = 0, 2, 4 of 6. "tgt" (combined target construct,
// collapse(2), 4 values of i) and "host" (host parallel for, 4 threads,
// collapse(2)) run twice: 8 executions of 6 iterations, 3 kept each. "mid"
// (collapse(3), the pragma on the middle loop) runs once: its j loop runs
// once per value of i, 2 executions, counted where k is at its first value.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 OMP_NUM_THREADS=4 %t 2> %t.report | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.report
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_REPORT=1 OMP_NUM_THREADS=4 %t 2> %t.fallback | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.fallback
// The same counts under -fapprox-perfo-lowering=continue (before, the
// bound recorded one execution for all runs of "host": 1 of 6 iterations).
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont
// RUN: %run env APPROX_REPORT=1 OMP_NUM_THREADS=4 %t.cont 2> %t.creport | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.creport
// OUT: {{^}}tgt 202020 202020 202020 202020 {{$}}
// OUT-NEXT: {{^}}host 202020 202020 202020 202020 {{$}}
// OUT-NEXT: {{^}}mid 22 00 22 00 22 00 | 22 00 22 00 22 00 {{$}}
// CHECK-DAG: "label": "tgt", "executions": 8, "total_iterations": 48, "kept_iterations": 24,
// CHECK-DAG: "label": "host", "executions": 8, "total_iterations": 48, "kept_iterations": 24,
// CHECK-DAG: "label": "mid", "executions": 2, "total_iterations": 12, "kept_iterations": 6,

#include <stdio.h>

static int t[4][6], h[4][6], m[2][6][2];

static void show(const char *name, int (*a)[6]) {
  printf("%s ", name);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 6; ++j)
      printf("%d", a[i][j]);
    printf(" ");
  }
  printf("\n");
}

int main(void) {
  for (int r = 0; r < 2; ++r) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom : t)
    for (int i = 0; i < 4; ++i)
#pragma approx perfo(large:2) label("tgt")
      for (int j = 0; j < 6; ++j)
        t[i][j] += 1;
#pragma omp parallel for collapse(2)
    for (int i = 0; i < 4; ++i)
#pragma approx perfo(large:2) label("host")
      for (int j = 0; j < 6; ++j)
        h[i][j] += 1;
  }
#pragma omp target teams distribute parallel for collapse(3) map(tofrom : m)
  for (int i = 0; i < 2; ++i)
#pragma approx perfo(large:2) label("mid")
    for (int j = 0; j < 6; ++j)
      for (int k = 0; k < 2; ++k)
        m[i][j][k] += 2;
  show("tgt", t);
  show("host", h);
  printf("mid ");
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 6; ++j)
      printf("%d%d ", m[i][j][0], m[i][j][1]);
    printf(i == 0 ? "| " : "\n");
  }
  return 0;
}
