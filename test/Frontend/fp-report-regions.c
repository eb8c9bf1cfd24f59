// -fapprox-fp-report with several regions: two labelled regions in two
// functions (each reports its own variables, the same name in both is two
// variables), a group around a nested region (the outer one holds the inner
// one's variables too; regions come in source order), an unlabelled region
// (its label is file:line) and a region with no floating-point work (empty
// lists, score 0). Groups: every edge here is its target's only input
// (v[i] = v[i] * a: v's own value is no edge), so it dominates.

// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | %FileCheck %s --match-full-lines

void first(int n, float *v) {
#pragma approx perfo(small:2) label("first")
  for (int i = 0; i < n; ++i) {
    float a = v[i] * 0.5f;
    v[i] = a;
  }
}

void second(int n, double *v, double g) {
#pragma approx label("outer")
  {
    double a = g + 1.0;
#pragma approx perfo(large:4) label("inner")
    for (int i = 0; i < n; ++i)
      v[i] = v[i] * a;
  }
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i)
    v[i] -= g;
}

// Two variables named d (sibling scopes): one group, since a precision list
// names both at once; nothing else joins (no copy, no edge above half).
void twins(int n, double *v, double s) {
#pragma approx perfo(small:2) label("twins")
  for (int i = 0; i < n; ++i) {
    if (i % 2) {
      double d = v[i] * s;
      v[i] = d * s;
    } else {
      double d = v[i] + s;
      v[i] = d + s;
    }
  }
}

// A local array initialised by a list (one store per element; a -> w is
// w's only input) and a pointer into v: p's elements are v's, so the
// pointer's initialiser is a copy edge v -> p (no element moves).
void stencil(int n, double *v, double a) {
#pragma approx perfo(small:2) label("stencil")
  for (int i = 1; i < n - 1; ++i) {
    double w[3] = {0.25, a, 0.25};
    double *p = v + i;
    v[i] = w[0] * p[-1] + w[1] * p[0] + w[2] * p[1];
  }
}

// in(x) precision(float): the data lowering's approximate version reads x
// through a generated name; its exact version, with the user's names, is the
// one read (x: 1 load, x -> a).
void data(int n, double *x, double *y, double s) {
#pragma approx in(x[0:n]) precision(float) label("data")
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(from : y[0:n])
  for (int i = 0; i < n; ++i) {
    double a = x[i] * s;
    y[i] = a;
  }
}

// precision(float : a, b) retypes the declarations in the lowered code; the
// report gives their types as written (double), the ones a vector changes.
void listed(int n, double *y, double s) {
#pragma approx precision(float : a, b) label("listed")
#pragma omp target teams distribute parallel for map(from : y[0:n])
  for (int i = 0; i < n; ++i) {
    double a = i * s, b = a * 2.0;
    y[i] = a + b;
  }
}

void ints(int n, int *k) {
#pragma approx perfo(small:2) label("no_fp")
  for (int i = 0; i < n; ++i)
    k[i] = 2 * k[i] + i;
}

// CHECK:      region first fp-report-regions.c:14 vars=2 edges=2 groups=1
// CHECK-NEXT: var 0 v array float line=13 ops=0/0/0/0 mem=1/1 fixed
// CHECK-NEXT: var 1 a local float line=16 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: edge v -> a x1
// CHECK-NEXT: edge a -> v x1 copy
// CHECK-NEXT: group v a
// CHECK-NEXT: score 4.5
// CHECK-NEXT: region outer fp-report-regions.c:22 vars=3 edges=2 groups=1
// CHECK-NEXT: var 0 v array double line=21 ops=0/1/0/0 mem=1/1 fixed
// CHECK-NEXT: var 1 g param double line=21 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 a local double line=24 ops=1/0/0/0 mem=0/0
// CHECK-NEXT: edge g -> a x1
// CHECK-NEXT: edge a -> v x1
// CHECK-NEXT: group v g a
// CHECK-NEXT: score 10
// CHECK-NEXT: region inner fp-report-regions.c:25 vars=2 edges=1 groups=1
// CHECK-NEXT: var 0 v array double line=21 ops=0/1/0/0 mem=1/1 fixed
// CHECK-NEXT: var 1 a param double line=24 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: edge a -> v x1
// CHECK-NEXT: group v a
// CHECK-NEXT: score 9
// CHECK-NEXT: region fp-report-regions.c:29 fp-report-regions.c:29 vars=2 edges=1 groups=1
// CHECK-NEXT: var 0 v array double line=21 ops=1/0/0/0 mem=1/1 fixed
// CHECK-NEXT: var 1 g param double line=21 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: edge g -> v x1 copy
// CHECK-NEXT: group v g
// CHECK-NEXT: score 9
// CHECK-NEXT: region twins fp-report-regions.c:37 vars=4 edges=7 groups=3
// CHECK-NEXT: var 0 v array double line=36 ops=1/1/0/0 mem=2/2 fixed
// CHECK-NEXT: var 1 s param double line=36 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 d local double line=40 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: var 3 d local double line=43 ops=1/0/0/0 mem=0/0
// CHECK-NEXT: edge v -> d#2 x1
// CHECK-NEXT: edge v -> d#3 x1
// CHECK-NEXT: edge s -> v x2
// CHECK-NEXT: edge s -> d#2 x1
// CHECK-NEXT: edge s -> d#3 x1
// CHECK-NEXT: edge d#2 -> v x1
// CHECK-NEXT: edge d#3 -> v x1
// CHECK-NEXT: group v
// CHECK-NEXT: group s
// CHECK-NEXT: group d#2 d#3
// CHECK-NEXT: score 20
// CHECK-NEXT: region stencil fp-report-regions.c:53 vars=4 edges=4 groups=2
// CHECK-NEXT: var 0 v array double line=52 ops=2/3/0/0 mem=0/1 fixed
// CHECK-NEXT: var 1 a param double line=52 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 w array double line=55 ops=0/0/0/0 mem=3/3
// CHECK-NEXT: var 3 p array double line=56 ops=0/0/0/0 mem=3/0 fixed
// CHECK-NEXT: edge v -> p x1 copy
// CHECK-NEXT: edge a -> w x1
// CHECK-NEXT: edge w -> v x3
// CHECK-NEXT: edge p -> v x3
// CHECK-NEXT: group v p
// CHECK-NEXT: group a w
// CHECK-NEXT: score 45
// CHECK-NEXT: region data fp-report-regions.c:65 vars=4 edges=3 groups=3
// CHECK-NEXT: var 0 x array double line=64 ops=0/0/0/0 mem=1/0
// CHECK-NEXT: var 1 y array double line=64 ops=0/0/0/0 mem=0/1
// CHECK-NEXT: var 2 s param double line=64 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 3 a local double line=68 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: edge x -> a x1
// CHECK-NEXT: edge s -> a x1
// CHECK-NEXT: edge a -> y x1 copy
// CHECK-NEXT: group x
// CHECK-NEXT: group y a
// CHECK-NEXT: group s
// CHECK-NEXT: score 9
// CHECK-NEXT: region listed fp-report-regions.c:76 vars=4 edges=4 groups=2
// CHECK-NEXT: var 0 y array double line=75 ops=1/0/0/0 mem=0/1
// CHECK-NEXT: var 1 s param double line=75 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 a local double line=79 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: var 3 b local double line=79 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: edge s -> a x1
// CHECK-NEXT: edge a -> y x1
// CHECK-NEXT: edge a -> b x1
// CHECK-NEXT: edge b -> y x1
// CHECK-NEXT: group y
// CHECK-NEXT: group s a b
// CHECK-NEXT: score 7
// CHECK-NEXT: region no_fp fp-report-regions.c:85 vars=0 edges=0 groups=0
// CHECK-NEXT: score 0
// CHECK-NOT: {{.}}

// "fixed" above is what the compiler does (fp-report-retypable.py builds each
// variable's one-name precision list):
// RETYPE-DAG: agree first v retypable=False compiles=False
// RETYPE-DAG: agree inner a retypable=True compiles=True
// RETYPE-DAG: agree stencil p retypable=False compiles=False
// RETYPE-DAG: agree stencil w retypable=True compiles=True
// RUN: %python %S/../Inputs/fp-report-retypable.py %t.json %approx-clang %host-offload -fsyntax-only %s | %FileCheck %s --check-prefix=RETYPE --implicit-check-not=DISAGREE
