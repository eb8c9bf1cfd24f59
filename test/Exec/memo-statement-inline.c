// memo on a statement in a C99 inline definition (an `inline` function
// without `extern` where the pragma stands): C11 6.7.4p3 allows no
// modifiable static there, and the lowered `static __thread` table drew
// -Wstatic-local-in-inline (an error under -Werror). Its table is now the
// thread's heap block of a const key, kept across calls as ever: the
// second call of sq(2) reuses the first's output (calls 2, not 3). A
// `static inline` function keeps its `static __thread` table.
// RUN: %approx-clang %host-offload -std=c99 -Wall -Wextra -Werror %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Werror -O2 %s -o %t.o2 && %run %t.o2 | %FileCheck %s
// GNU89's `extern inline` (a definition only for inlining) compiles too.
// RUN: %approx-clang %host-offload -std=gnu89 -Wall -Wextra -Werror -DGNU89 -fsyntax-only %s
// RUN: %approx-clang %host-offload --offload-device-only -Wall -Wextra -Werror -fsyntax-only %s
// RUN: %run env APPROX_REPORT=%t.report.json %t > /dev/null
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// REPORT-DAG: {"label": "sq", "executions": 3, "total_iterations": 3, "kept_iterations": 2, {{.*}}"memo_lookups": 3, "memo_hits": 1,
// REPORT-DAG: {"label": "cube", "executions": 3, "total_iterations": 3, "kept_iterations": 2, {{.*}}"memo_lookups": 3, "memo_hits": 1,

#include <stdio.h>

int calls;
double counted(double v);
double counted(double v) {
  ++calls;
  return v;
}

#ifdef GNU89
/* GNU89: 'extern inline' is the definition that is not emitted. */
#define INLINE extern inline
#else
#define INLINE inline
#endif

INLINE double sq(double x) {
  double r;
#pragma approx memo(in, threshold(0)) in(x) out(r) label("sq")
  r = counted(x * x);
  return r;
}

static inline double cube(double x) {
  double r;
#pragma approx memo(in, threshold(0)) in(x) out(r) label("cube")
  r = counted(x * x * x);
  return r;
}

#ifndef GNU89
extern double sq(double);
#else
double sq(double x) { return x * x; }
#endif

int main(void) {
  double a = sq(2), b = sq(3), c = sq(2);
  // CHECK: sq 4 9 4 calls 2
  printf("sq %g %g %g calls %d\n", a, b, c, calls);
  calls = 0;
  a = cube(2), b = cube(3), c = cube(2);
  // CHECK-NEXT: cube 8 27 8 calls 2
  printf("cube %g %g %g calls %d\n", a, b, c, calls);
  return 0;
}
