// APPROX_REPORT counts each execution of a perforated teams-family or
// distributed loop once, offloaded and in the host fallback: the pragma
// after the loop directive takes the inline form, whose bound is evaluated
// by every team's initial thread and, for a target region's teams, by the
// host before the launch (to size it); such a loop now counts at its first
// compacted iteration. Before, the report said 2 executions of 20
// iterations per run here (T3 teams on the host, 4 in the fallback).
// large:4 keeps i = 0, 4, 8 of 10; every loop runs 3 times. In the
// collapse(2) nest "c2" the perforated loop is the outer one (4 of its
// iterations per execution, large:2 keeps i = 0, 2), counted where the
// inner loop is at its first value too.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.report
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_REPORT=1 %t 2> %t.fallback | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.fallback
// OUT: {{^}}td 3000300030 tdpf 3000300030 tds 3000300030 tl 3000300030 {{$}}
// OUT-NEXT: {{^}}tdpfs 3000300030 nested 3000300030 tt-dpf 3000300030 host 3000300030 {{$}}
// CHECK-DAG: "label": "td", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "tdpf", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "tds", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "tl", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "tdpfs", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "nested", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "tt-dpf", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "host", "executions": 3, "total_iterations": 30, "kept_iterations": 9,
// CHECK-DAG: "label": "c2", "executions": 3, "total_iterations": 12, "kept_iterations": 6,
// OUT-NEXT: {{^}}c2 333333 000000 333333 000000 {{$}}

#include <stdio.h>

#define N 10
static int o[8][N], c2[4][6];

static void show(const char *name, int k) {
  printf("%s ", name);
  for (int i = 0; i < N; ++i)
    printf("%d", o[k][i]);
  printf(" ");
}

int main(void) {
  int n = N;
  for (int rep = 0; rep < 3; ++rep) {
#pragma omp target map(tofrom : o)
    {
#pragma omp teams distribute
#pragma approx perfo(large:4) label("td")
      for (int i = 0; i < n; ++i)
        o[0][i] += 1;
    }
#pragma omp target map(tofrom : o)
    {
#pragma omp teams distribute parallel for
#pragma approx perfo(large:4) label("tdpf")
      for (int i = 0; i < n; ++i)
        o[1][i] += 1;
    }
#pragma omp target map(tofrom : o)
    {
#pragma omp teams distribute simd
#pragma approx perfo(large:4) label("tds")
      for (int i = 0; i < n; ++i)
        o[2][i] += 1;
    }
#pragma omp target map(tofrom : o)
    {
#ifdef TEAMS_LOOP_AS_DISTRIBUTE
      // clang 19 on NVPTX runs only the first iteration of a 'teams loop'
      // nested in a target region, exact (-fno-approx) too: the GPU test
      // compiles this one as 'teams distribute' (docs/language.md)
#pragma omp teams distribute
#else
#pragma omp teams loop
#endif
#pragma approx perfo(large:4) label("tl")
      for (int i = 0; i < n; ++i)
        o[3][i] += 1;
    }
#pragma omp target map(tofrom : o)
    {
#pragma omp teams distribute parallel for simd
#pragma approx perfo(large:4) label("tdpfs")
      for (int i = 0; i < n; ++i)
        o[4][i] += 1;
    }
#pragma omp target map(tofrom : o)
#pragma omp teams num_teams(2)
    {
#pragma omp distribute parallel for
#pragma approx perfo(large:4) label("nested")
      for (int i = 0; i < n; ++i)
        o[5][i] += 1;
    }
#pragma omp target teams map(tofrom : o) num_teams(3)
    {
#pragma omp distribute parallel for
#pragma approx perfo(large:4) label("tt-dpf")
      for (int i = 0; i < n; ++i)
        o[6][i] += 1;
    }
#pragma omp teams distribute num_teams(2)
#pragma approx perfo(large:4) label("host")
    for (int i = 0; i < n; ++i)
      o[7][i] += 1;
#pragma omp target map(tofrom : c2)
    {
#pragma omp teams distribute parallel for collapse(2)
#pragma approx perfo(large:2) label("c2")
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 6; ++j)
          c2[i][j] += 1;
    }
  }
  show("td", 0), show("tdpf", 1), show("tds", 2), show("tl", 3);
  printf("\n");
  show("tdpfs", 4), show("nested", 5), show("tt-dpf", 6), show("host", 7);
  printf("\nc2 ");
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 6; ++j)
      printf("%d", c2[i][j]);
    printf(" ");
  }
  printf("\n");
  return 0;
}
