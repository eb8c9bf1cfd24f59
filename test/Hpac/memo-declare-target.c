// HPAC-Offload memoizes calls inside its device functions (blackscholes'
// CNDF: `NofXd1 = CNDF(d1);` with memo(in:thread) / memo(out:thread), in a
// function of a `declare target` block). clang refuses thread-local
// variables in such a function (OpenMP forbids threadprivate there), so
// the statement's per-thread table is a block that approx_memo.h's
// __approx_memo_tls allocates at the thread's first execution
// (MemoOnStatement.cpp); a function declared target after its definition
// (`declare target to(g)`) keeps `static __thread`. Exact values:
// - one thread on the x86 offload device: 1.2 reuses 1's output (threshold
//   0.5), 3.3 reuses 3's, 1.1 reuses 1's; TAF history(2) predict(1) over
//   the constant 7 predicts every third execution;
// - host threads, schedule(static) 0..2 and 3..5: each thread has its own
//   table, so 3.3 and 1.1 (thread 1) find nothing of thread 0's; the
//   report counts the 6 target and 6 host executions of CNDF_1.
// RUN: %approx-clang %host-offload -Wno-approx-hpac %s -o %t
// RUN: %run env APPROX_REPORT=%t.json %t | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REPORT < %t.json
// RUN: %approx-clang -fopenmp -Wno-approx-hpac %s -o %t.host
// RUN: %t.host | %FileCheck %s
// RUN: %approx-clang %host-offload -Wno-approx-hpac -E %s -o - | %FileCheck %s --check-prefix=LOWER
// CHECK: {{^}}target 1 1 9 9 1 100 | 1 1 9 9 1 100 | calls 3{{$}}
// CHECK-NEXT: {{^}}taf calls 4{{$}}
// CHECK-NEXT: {{^}}threads 1 1 9 10.89 1.21 100{{$}}
// REPORT-DAG: {"label": "CNDF_1", "executions": 12, {{.*}}"memo_lookups": 12, "memo_hits": 4,
// REPORT-DAG: {"label": "CNDF_2", "executions": 6, {{.*}}"memo_lookups": 6, "memo_predictions": 2,
// REPORT-DAG: {"label": "after", "executions": 6, {{.*}}"memo_lookups": 6, "memo_hits": 3,
// In the declare target block, the heap block; after it, thread-local.
// LOWER: static const char __approx_key{{[0-9]+}} = 0; double *const __approx_ti{{[0-9]+}} = (double *)__approx_memo_tls(
// LOWER: static const char __approx_key{{[0-9]+}} = 0; double *const __approx_th{{[0-9]+}} = (double *)__approx_memo_tls(
// LOWER: static __thread double __approx_ti{{[0-9]+}}[

#include <approx.h>
#include <stdio.h>

#pragma omp declare target
static int calls;
static double sq(double x) {
  ++calls;
  return x * x;
}
double f(double x) {
  double y;
#pragma approx memo(in:thread, threshold(0.5))in(x) out(y)   label("CNDF_1")
  y = sq(x);
  return y;
}
static int taf_calls;
static double seven(void) {
  ++taf_calls;
  return 7;
}
double t(double x) {
  double y;
#pragma approx memo(out:thread, history(2), predict(1))in(x) out(y)   label("CNDF_2")
  y = seven();
  return y;
}
#pragma omp end declare target

double g(double x) {
  double y;
#pragma approx memo(in, threshold(0.5)) in(x) out(y) label("after")
  y = x * x;
  return y;
}
#pragma omp declare target to(g)

int main(void) {
  double a[6] = {1.0, 1.2, 3.0, 3.3, 1.1, 10.0}, b[6], c[6];
  int n = 0, nt = 0;
#pragma omp target map(to: a) map(from: b, c, n, nt)
  {
    for (int i = 0; i < 6; ++i) {
      b[i] = f(a[i]);
      c[i] = g(a[i]);
      t(a[i]);
    }
    n = calls;
    nt = taf_calls;
  }
  printf("target");
  for (int i = 0; i < 6; ++i)
    printf(" %g", b[i]);
  printf(" |");
  for (int i = 0; i < 6; ++i)
    printf(" %g", c[i]);
  printf(" | calls %d\ntaf calls %d\n", n, nt);

  // Host threads: a table each.
#pragma omp parallel for num_threads(2) schedule(static)
  for (int i = 0; i < 6; ++i)
    b[i] = f(a[i] + 0.0);
  printf("threads");
  for (int i = 0; i < 6; ++i)
    printf(" %g", b[i]);
  printf("\n");
  return 0;
}
