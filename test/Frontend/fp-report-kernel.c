// -fapprox-fp-report on a hand-checked kernel (docs/precision-tuning.md):
// candidates (parameters, an enclosing local, arrays, the region's locals;
// never a global or a variable the region does not use), ops per defined
// variable, element loads/stores, def-use edges with counts, the AMPT-GA
// groups and the declared vector's score. The perforation lowering emits
// the loop twice (if(...)); everything is counted once. Groups (FpGroups.cpp):
// copies join {w, f, b, z}, {x, a, y}, {c, h}; no other edge carries more
// than half of its target's inputs. Score of the declared types: ops
// 3 + 0.5 + 5 + 1 + 2, bytes (1 + 3 + 4) * 8 * 0.5 + 1 * 4 * 0.5, one cast
// (b -> f): 46.5.

// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -c %s -o %t.o -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | %FileCheck %s --match-full-lines

#include <math.h>
static const double G = 9.81; // a global: never a candidate

void kern(int n, double s, float w, const double *x, double *y, float *z) {
  double t = 2.0 * s; // outside the region, read in it: a "param"
  double unused = 1.0;
#pragma approx perfo(small:2) label("kern") if(n > 8)
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : y[0:n], z[0:n])
  for (int i = 0; i < n; ++i) {
    double a = x[i];                        // x: load; x -> a (copy)
    double b = a * s + t * (1.0 / 4);       // b: mul x2, add (1.0 / 4 is folded); a, s, t -> b
    float f = w;                            // w -> f (copy)
    f *= (float)b;                          // f: mul; b -> f (copy: no arithmetic)
    double c = b > 0.0 ? sqrt(b) : -b / G;  // c: math, div; b -> c x2 (not the test)
    double h[2];
    h[0] = c;                               // h: store; c -> h (copy)
    h[1] = c * c;                           // h: store, mul; c -> h x2
    c += h[0] + h[1];                       // c: add x2; h: 2 loads; h -> c x2
    ++c;                                    // c: add
    y[i] += c * G;                          // y: load, store, add, mul; c -> y
    z[i] = f;                               // z: store; f -> z (copy)
    int k = (int)c;                         // not floating point: nothing
    *(y + i) = a;                           // y: store; a -> y (copy)
    (void)k;
  }
  (void)unused;
}

// CHECK:      region kern fp-report-kernel.c:22 vars=11 edges=12 groups=5
// CHECK-NEXT: var 0 s param double line=19 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 1 w param float line=19 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 2 x array double line=19 ops=0/0/0/0 mem=1/0
// CHECK-NEXT: var 3 y array double line=19 ops=1/1/0/0 mem=1/2
// CHECK-NEXT: var 4 z array float line=19 ops=0/0/0/0 mem=0/1
// CHECK-NEXT: var 5 t param double line=20 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 6 a local double line=25 ops=0/0/0/0 mem=0/0
// CHECK-NEXT: var 7 b local double line=26 ops=1/2/0/0 mem=0/0
// CHECK-NEXT: var 8 f local float line=27 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: var 9 c local double line=29 ops=3/0/1/1 mem=0/0
// CHECK-NEXT: var 10 h array double line=30 ops=0/1/0/0 mem=2/2
// CHECK-NEXT: edge s -> b x1
// CHECK-NEXT: edge w -> f x1 copy
// CHECK-NEXT: edge x -> a x1 copy
// CHECK-NEXT: edge t -> b x1
// CHECK-NEXT: edge a -> y x1 copy
// CHECK-NEXT: edge a -> b x1
// CHECK-NEXT: edge b -> f x1 copy
// CHECK-NEXT: edge b -> c x2
// CHECK-NEXT: edge f -> z x1 copy
// CHECK-NEXT: edge c -> y x1
// CHECK-NEXT: edge c -> h x3 copy
// CHECK-NEXT: edge h -> c x2
// CHECK-NEXT: group s
// CHECK-NEXT: group w z b f
// CHECK-NEXT: group x y a
// CHECK-NEXT: group t
// CHECK-NEXT: group c h
// CHECK-NEXT: score 46.5
// CHECK-NOT: {{.}}
