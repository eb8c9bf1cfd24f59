// The memoized regions of Frontend/generated-code-strict-memo.c, built
// under strict -Werror flags (C11 with -Wdeclaration-after-statement, C++17
// with -Wold-style-cast), still compute exactly: the entry found declared
// before the exact pieces of 64-bit keys, and the C++ casts (static_cast of
// the inputs, outputs and loop variables, reinterpret_cast of a per-thread
// block's state), change nothing. threshold(0) with repeated inputs: the
// reused outputs are the computed ones, and the report counts the hits.
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wdeclaration-after-statement -Wshadow -Werror %s -o %t && %run %t | %FileCheck %s
// RUN: %run env APPROX_REPORT=%t.report.json %t > /dev/null
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wold-style-cast -Wzero-as-null-pointer-constant -Werror %s -o %t.cxx && %run %t.cxx | %FileCheck %s

// CHECK: {{^}}wide 0 2 4 0 2 4 0 2 {{$}}
// CHECK-NEXT: {{^}}tgt 0 10 20 0 10 20 0 10 i=8{{$}}
// CHECK-NEXT: {{^}}keys 1 2 5 1 2 5 1 2 {{$}}
// CHECK-NEXT: {{^}}stmt 0 3 6 0 3 6 0 3 {{$}}
// CHECK-NEXT: {{^}}decl-target 0 2 4 0 2 4 0 2 {{$}}
// REPORT-DAG: "label": "wide", {{.*}}"memo_lookups": 8, "memo_hits": 5,
// REPORT-DAG: "label": "stmt", {{.*}}"memo_lookups": 8, "memo_hits": 5,
// REPORT-DAG: "label": "decl-target", {{.*}}"memo_lookups": 8, "memo_hits": 5,

#include <stdio.h>

#pragma omp declare target
static double dev_f(double x) {
  double y;
#pragma approx memo(in, threshold(0)) in(x) out(y) label("decl-target")
  y = x * 2.0;
  return y;
}
#pragma omp end declare target

static double stmt_f(double x) {
  double y;
#pragma approx memo(in, threshold(0)) in(x) out(y) label("stmt")
  y = x * 3.0;
  return y;
}

static void show(const char *name, const double *v) {
  printf("%s ", name);
  for (int j = 0; j < 8; ++j)
    printf("%g ", v[j]);
}

int main(void) {
  long long k[8];
  double x[8], b[8];
  int i = -1;
  for (int j = 0; j < 8; ++j) {
    k[j] = (1LL << 60) + j % 3;
    x[j] = j % 3;
  }
  // 64-bit keys: exact pieces; equal keys hit.
#pragma approx memo(in, threshold(0)) in(k[j]) out(b[j]) label("wide")
  for (int j = 0; j < 8; ++j)
    b[j] = 2.0 * (k[j] - (1LL << 60));
  show("wide", b);
  printf("\n");
  // Offloaded, a loop variable declared before (lastprivate).
#pragma approx memo(in, threshold(0), items(8)) in(x[i]) out(b[i]) label("tgt")
#pragma omp target teams distribute parallel for lastprivate(i) map(to: x) map(from: b) map(tofrom: i)
  for (i = 0; i < 8; ++i)
    b[i] = 10.0 * x[i];
  show("tgt", b);
  printf("i=%d\n", i);
  // Scalar keys.
#pragma approx memo(in, threshold(0)) in(r2) out(v) label("keys")
#pragma omp parallel for num_threads(1)
  for (int j = 0; j < 8; ++j) {
    double r2 = x[j] * x[j];
    double v;
    v = r2 + 1.0;
    b[j] = v;
  }
  show("keys", b);
  printf("\n");
  // Statements, on the host (a thread's table) and in a declare target
  // function (a per-thread block).
  for (int j = 0; j < 8; ++j)
    b[j] = stmt_f(x[j]);
  show("stmt", b);
  printf("\n");
  for (int j = 0; j < 8; ++j)
    b[j] = dev_f(x[j]);
  show("decl-target", b);
  printf("\n");
  return 0;
}
