// Global arrays in the -fapprox-fp-report: one that the target construct
// maps as a section (g, `map(to: g[0:N])`; gp, a global pointer; h, mapped
// 'from') gets a typed device copy from a precision list like a parameter
// does, so the report lists it as an array with its map type, retypable,
// and the compiler agrees (fp-report-retypable.py builds each one-name
// list). A global array the construct maps whole (w) and a global scalar
// (c) cannot be retyped and stay out, as before, when every global did.
// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/Inputs/fp-report-vars.py %t.json | %FileCheck %s --check-prefix=JSON
// RUN: %python %S/../Inputs/fp-report-retypable.py %t.json %approx-clang %host-offload -fsyntax-only %s | %FileCheck %s --implicit-check-not=DISAGREE
// CHECK-DAG: agree k g retypable=True compiles=True
// CHECK-DAG: agree k gp retypable=True compiles=True
// CHECK-DAG: agree k h retypable=True compiles=True
// CHECK-DAG: agree k t retypable=True compiles=True
// JSON-NOT: var {{[wc]}} {{.*}}
// JSON-DAG: var g array True to
// JSON-DAG: var gp array True to
// JSON-DAG: var h array True from
// JSON-DAG: var t local True None
// JSON-NOT: var {{[wc]}} {{.*}}

#define N 64
double g[N], h[N], w[N];
double *gp;
double c = 3.0;

void k(void) {
#pragma approx perfo(small:2) label("k") if(c > 1e300)
#pragma omp target teams distribute parallel for map(to: g[0:N], gp[0:N], w) map(from: h[0:N])
  for (int i = 0; i < N; ++i) {
    double t = g[i] * c + gp[i] + w[i];
    h[i] = t;
  }
}
