// memo on a statement (HPAC's placement, inside a loop body): each
// execution of the statement is memoized, with a table per thread that
// outlives it. Proved by exact values and call counts:
// - iACT on the host: 1.05 and 2 reuse the entries of 1 and 2 (threshold
//   0.1), 1.2 is 0.2 away and runs; a second run of the loop (another
//   execution of the enclosing code) hits every time: the table was kept.
// - TAF on the host: history(2) predict(2) over outputs 5 5 | 6 ...: two
//   computed, two predicted (the 4th takes 5 where 6 is true), two
//   computed, two predicted, two computed: 6 calls for 10 executions.
// - On the x86 offload device, two threads (schedule(static): 0..3, 4..7)
//   each fill their own table: every thread reuses its own first output
//   (1 and 5), never the other thread's.
// - if(0) runs the statement as written on every execution.
// - APPROX_REPORT counts one execution and one lookup per execution (the
//   three disabled executions of "iact": no lookup).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}iact 1 4 1 4 9 1 1.44 9 calls 4{{$}}
// CHECK-NEXT: {{^}}iact-again 1 4 9 calls 4{{$}}
// CHECK-NEXT: {{^}}taf 5 5 5 5 6 6 6 6 6 6 calls 6{{$}}
// CHECK-NEXT: {{^}}device 1 1 1 1 5 5 5 5{{$}}
// CHECK-NEXT: {{^}}off 1 4 1.1025 calls 3{{$}}
// RUN: %run env APPROX_REPORT=%t.report.json %t
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// REPORT-DAG: {"label": "iact", "executions": 14, "total_iterations": 11, "kept_iterations": 4, {{.*}}"memo_lookups": 11, "memo_hits": 7, "memo_hit_rate": 0.636364}
// REPORT-DAG: {"label": "taf", "executions": 10, "total_iterations": 10, "kept_iterations": 6, {{.*}}"memo_lookups": 10, "memo_predictions": 4, "memo_hit_rate": 0.4}
// REPORT-DAG: {"label": "dev", "executions": 8, "total_iterations": 8, "kept_iterations": 2, {{.*}}"memo_lookups": 8, "memo_hits": 6, "memo_hit_rate": 0.75}

#include <stdio.h>

static int calls;
static double sq(double v) {
  ++calls;
  return v * v;
}
static double step(int i) {
  ++calls;
  return i >= 3 ? 6.0 : 5.0;
}

static void iact(const double *x, double *y, int n, int on) {
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in, threshold(0.1), size(4)) in(x[i]) out(y[i]) label("iact") if(on)
    y[i] = sq(x[i]);
  }
}

static void print(const char *what, const double *v, int n) {
  printf("%s", what);
  for (int i = 0; i < n; ++i)
    printf(" %g", v[i]);
}

int main(void) {
  double x[8] = {1, 2, 1.05, 2, 3, 1, 1.2, 3}, y[8];
  iact(x, y, 8, 1);
  print("iact", y, 8);
  printf(" calls %d\n", calls);
  double x2[3] = {1, 2, 3}, y2[3];
  iact(x2, y2, 3, 1);
  print("iact-again", y2, 3);
  printf(" calls %d\n", calls);

  calls = 0;
  double z[10];
  for (int i = 0; i < 10; ++i) {
#pragma approx memo(out, history(2), predict(2), threshold(0.01)) out(z[i]) label("taf")
    z[i] = step(i);
  }
  print("taf", z, 10);
  printf(" calls %d\n", calls);

  double a[8], b[8];
  for (int i = 0; i < 8; ++i)
    a[i] = 1;
#pragma omp target teams distribute parallel for num_teams(1) thread_limit(2) num_threads(2) \
    schedule(static) map(to : a) map(from : b)
  for (int i = 0; i < 8; ++i) {
#pragma approx memo(in) in(a[i]) out(b[i]) label("dev")
    b[i] = a[i] + i;
  }
  print("device", b, 8);
  printf("\n");

  calls = 0;
  double x3[3] = {1, 2, 1.05}, y3[3];
  iact(x3, y3, 3, 0);
  print("off", y3, 3);
  printf(" calls %d\n", calls);
  return 0;
}
