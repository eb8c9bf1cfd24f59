// -fapprox-fp-report on regions that are not plain source lines: a region
// in a header (its file is the header's, its lines the header's), and
// regions whose pragma (_Pragma) and statement come from macro expansions,
// lavaMD's form: lines are where the macro is expanded, macro_line where
// the variable is declared in the #define. The macro expands twice (the
// second time without the pragma, as lavaMD's host reference does): only
// the region's expansion counts. _Float16 variables are "half".

// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only -I%S/Inputs %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | %FileCheck %s --match-full-lines

#include "fp-report-header.h"

#define BODY(PRAGMA)                                                           \
  _Float16 h = (_Float16)w[i];                                                 \
  PRAGMA                                                                       \
  for (int j = 0; j < m; ++j) {                                                \
    _Float16 p = h * h;                                                        \
    acc += p;                                                                  \
  }                                                                            \
  w[i] = (float)acc;

#define INNER _Pragma("approx perfo(small:2) label(\"in_macro\")")

void run(int n, int m, double *v, float *w) {
  scale(n, v, 2.0);
  for (int i = 0; i < n; ++i) {
    _Float16 acc = 0;
    BODY(INNER)
  }
  for (int i = 0; i < n; ++i) {
    _Float16 acc = 1;
    BODY()
  }
}

// CHECK:      region in_header fp-report-header.h:5 vars=3 edges=3 groups=2
// CHECK-NEXT: var 0 v array double line=4 ops=0/0/0/0 mem=1/1 fixed
// CHECK-NEXT: var 1 f param double line=4 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 t local double line=7 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: edge v -> t x1
// CHECK-NEXT: edge f -> t x1
// CHECK-NEXT: edge t -> v x1 copy
// CHECK-NEXT: group v t
// CHECK-NEXT: group f
// CHECK-NEXT: score 9
// CHECK-NEXT: region in_macro fp-report-header.c:30 vars=3 edges=2 groups=1
// CHECK-NEXT: var 0 acc param half line=29 ops=1/0/0/0 mem=0/0 fixed
// CHECK-NEXT: var 1 h param half line=30/16 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 p local half line=30/19 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: edge h -> p x2
// CHECK-NEXT: edge p -> acc x1 copy
// CHECK-NEXT: group acc h p
// CHECK-NEXT: score 0.5
// CHECK-NOT: {{.}}
