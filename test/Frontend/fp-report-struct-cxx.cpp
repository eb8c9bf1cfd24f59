// -fapprox-fp-report in C++ lists the floating-point members of a class
// variable the region declares in "not_candidates" (FpMembers.cpp), as in
// C (fp-report-struct.c): a base class's members first, then the class's
// own; a class template's instantiation (Pair<float>: float members); no
// static member (not the variable's state), no pointer, and no lambda (its
// closure's captured copy of 'x' is no variable the user declared). The
// candidates and score are unchanged: x (1 load), y (1 store, 1 add, 1 mul,
// 1 math: the lambda's call), t (1 mul), one edge t -> y (x[i] flows into
// the member b.m, no candidate); score 1 + 3 + (1 + 1) * 8 * 0.5 = 12.

// RUN: rm -f %t.json
// RUN: %approx-clangxx %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | FileCheck %s --match-full-lines

class Base {
public:
  double m;
  static double scale;
};
class Body : public Base {
public:
  float v[3];
  double *next;
};
template <typename T> struct Pair {
  T lo, hi;
};

void kern(int n, const double *x, double *y) {
#pragma approx perfo(small:2) label("k")
  for (int i = 0; i < n; ++i) {
    Body b;
    Pair<float> p = {1.0f, 2.0f};
    b.m = x[i];
    double t = b.m * p.hi;
    auto f = [=] { return t; };
    y[i] = t + f() * 2.0;
  }
}

// CHECK:      region k fp-report-struct-cxx.cpp:30 vars=3 edges=1 groups=2
// CHECK-NEXT: var 0 x array double line=29 ops=0/0/0/0 mem=1/0 fixed
// CHECK-NEXT: var 1 y array double line=29 ops=1/1/0/1 mem=0/1 fixed
// CHECK-NEXT: var 2 t local double line=35 ops=0/1/0/0 mem=0/0
// CHECK-NEXT: member b.m double line=32
// CHECK-NEXT: member b.v[] float line=32
// CHECK-NEXT: member p.lo float line=33
// CHECK-NEXT: member p.hi float line=33
// CHECK-NEXT: edge t -> y x1
// CHECK-NEXT: group x
// CHECK-NEXT: group y t
// CHECK-NEXT: score 12
// CHECK-NOT: {{.}}
