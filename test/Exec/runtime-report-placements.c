// APPROX_REPORT lists every region that runs, with its true counts and
// time, whatever the pragma's placement: a host loop, a loop inside a
// target region, before or after a combined construct, after '#pragma omp
// parallel for' or 'distribute parallel for' inside a kernel, nested
// regions, and a construct that is the unbraced body of an if/else.
// Were bugs: "ws-kernel", "dist-kernel" and "teams-ws" (inline form inside
// a kernel) were missing from the report; "after" and "par" had time_s 0,
// and so had every region run on a device ("in-target", "inner").
// time_s is the sum of the executions' times; it is null (not 0) for a
// region no execution of which could be timed: the inline form inside a
// kernel ("dist-kernel"). A pragma right after a 'parallel for' is lowered
// as if written before it (OmpHoist.h), so "ws-kernel", "teams-ws" and the
// unbraced body of an if are timed like "before".
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont
// RUN: %run env OMP_NUM_THREADS=4 APPROX_REPORT=1 %t.cont 2>&1 >/dev/null | %FileCheck %s

// CHECK: {{^}}{"regions": [{{$}}
// CHECK-NEXT: {{^}}  {"label": "host", "executions": 2, "total_iterations": 128, "kept_iterations": 64, "time_s": [[POS:(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?]], "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "before", "executions": 2, "total_iterations": 128, "kept_iterations": 64, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "after", "executions": 2, "total_iterations": 128, "kept_iterations": 86, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "par", "executions": 2, "total_iterations": 128, "kept_iterations": 64, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "outer", "executions": 2, "total_iterations": 16, "kept_iterations": 8, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "unbraced", "executions": 2, "total_iterations": 128, "kept_iterations": 64, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// Regions that ran on the device come back at exit, in label order.
// CHECK-NEXT: {{^}}  {"label": "in-target", "executions": 2, "total_iterations": 128, "kept_iterations": 64, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "ws-kernel", "executions": 2, "total_iterations": 128, "kept_iterations": 64, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "dist-kernel", "executions": 2, "total_iterations": 128, "kept_iterations": 96, "time_s": null, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "teams-ws", "executions": 4, "total_iterations": 256, "kept_iterations": 128, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "inner", "executions": 8, "total_iterations": 128, "kept_iterations": 96, "time_s": {{(0\.[0-9]*[1-9][0-9]*|[1-9][0-9]*(\.[0-9]+)?)(e[-+][0-9]+)?}}, "bytes_transferred": 0, "bytes_saved": 0}{{$}}
// CHECK-NEXT: {{^}}]}{{$}}

#include <omp.h>
#include <stdio.h>

#define N 64
static float a[N], g[8][16];

// Some work per iteration, so that every timed execution lasts well above
// the clocks' resolution (microseconds for some).
#pragma omp declare target
static float work(float x) {
  for (int k = 0; k < 4000; ++k)
    x = x * 0.999999f + 1e-6f;
  return x;
}
#pragma omp end declare target

int main(void) {
  int n = N;
  for (int r = 0; r < 2; ++r) {
#pragma approx perfo(small:2) label("host")
    for (int i = 0; i < n; ++i) a[i] = work(a[i]);

#pragma approx perfo(small:2) label("before")
#pragma omp target teams distribute parallel for map(tofrom: a)
    for (int i = 0; i < n; ++i) a[i] = work(a[i]);

#pragma omp target teams distribute parallel for map(tofrom: a)
#pragma approx perfo(small:3) label("after")
    for (int i = 0; i < n; ++i) a[i] = work(a[i]);

#pragma omp parallel for
#pragma approx perfo(large:2) label("par")
    for (int i = 0; i < n; ++i) a[i] = work(a[i]);

#pragma omp target map(tofrom: a)
    {
#pragma approx perfo(small:2) label("in-target")
      for (int i = 0; i < n; ++i) a[i] = work(a[i]);
    }

#pragma omp target map(tofrom: a)
    {
#pragma omp parallel for
#pragma approx perfo(small:2) label("ws-kernel")
      for (int i = 0; i < n; ++i) a[i] = work(a[i]);
    }

#pragma omp target teams num_teams(2) map(tofrom: a)
    {
#pragma omp distribute parallel for
#pragma approx perfo(small:4) label("dist-kernel")
      for (int i = 0; i < n; ++i) a[i] = work(a[i]);
    }

    // Each of the two teams runs its own 'parallel for': two executions.
#pragma omp target teams num_teams(2) thread_limit(4) map(tofrom: g)
    {
#pragma omp parallel for
#pragma approx perfo(large:2) label("teams-ws")
      for (int i = 0; i < n; ++i) g[omp_get_team_num()][i % 16] = work(1);
    }

#pragma approx perfo(small:2) label("outer")
#pragma omp target teams distribute parallel for map(tofrom: g)
    for (int i = 0; i < 8; ++i) {
#pragma approx perfo(small:4) label("inner")
      for (int j = 0; j < 16; ++j) g[i][j] = work(g[i][j]);
    }

    if (n > 0)
#pragma omp parallel for
#pragma approx perfo(small:2) label("unbraced")
      for (int i = 0; i < n; ++i) a[i] = work(a[i]);
    else
      puts("not reached");
  }
  printf("%g\n", a[0]);
  return 0;
}
