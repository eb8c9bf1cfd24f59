// -fapprox-fp-report in C++: a region in a function template is read from
// its instantiation (the dependent pattern has no types to count), calls of
// functions and lambdas returning floating point count as math, a struct
// member is not a candidate (parameter p's is listed apart, as a member).

// RUN: rm -f %t.json
// RUN: %approx-clangxx %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | %FileCheck %s --match-full-lines

template <typename T> T sq(T v) { return v * v; }
struct P {
  double m;
};
template <typename T> void run(int n, T *x, P p) {
#pragma approx perfo(small:2) label("tpl")
  for (int i = 0; i < n; ++i) {
    T a = x[i];
    auto l = [&](T q) { return q * a; };
    T b = l(a) + sq(a) + p.m;
    x[i] = b;
  }
}
template void run<double>(int, double *, P);

// CHECK:      region tpl fp-report-cxx.cpp:15 vars=3 edges=3 groups=1
// CHECK-NEXT: var 0 x array double line=14 ops=0/0/0/0 mem=1/1 fixed
// CHECK-NEXT: var 1 a local double line=17 ops=0/0/0/0 mem=0/0 fixed
// CHECK-NEXT: var 2 b local double line=19 ops=2/0/0/2 mem=0/0 fixed
// CHECK-NEXT: member p.m double line=14
// CHECK-NEXT: edge x -> a x1 copy
// CHECK-NEXT: edge a -> b x2
// CHECK-NEXT: edge b -> x x1 copy
// CHECK-NEXT: group x a b
// CHECK-NEXT: score 12
// CHECK-NOT: {{.}}

// "fixed" above is what the compiler does (fp-report-retypable.py builds each
// variable's one-name precision list):
// RETYPE-DAG: agree tpl x retypable=False compiles=False
// RETYPE-DAG: agree tpl a retypable=False compiles=False
// RUN: %python %S/../Inputs/fp-report-retypable.py %t.json %approx-clangxx %host-offload -fsyntax-only %s | %FileCheck %s --check-prefix=RETYPE --implicit-check-not=DISAGREE
