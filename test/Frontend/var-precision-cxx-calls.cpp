// C++ calls that a demoted variable cannot follow (VarPrecisionCalls.cpp,
// docs/language.md "Mixed precision"): a non-const reference parameter
// (the C++ spelling of '&x') and a function template deducing one type
// from it and a wider argument ('std::max(x, a[j])'). One error at the
// clause or list name with a note at the call; before, clang's errors in
// the lowered code ("no known conversion from 'float' to 'double &'",
// "deduced conflicting types"). A const reference, a template whose other
// argument is demoted too, and a plain double parameter are fine.
// RUN: %approx-clangxx -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only -Xclang -verify %s

#include <algorithm>
#define N 16
double a[N], o[N];
static inline void accum(double &s, double v) { s += v; }
static inline double twice(const double &v) { return 2 * v; }

void f() {
// expected-error@+1 {{'s' would become float under 'precision(float)', but the statement passes it to 'accum', which takes it by non-const reference (it would no longer bind); keep it exact with 'precision(double : s)'}}
#pragma approx precision(float) label("ref")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double x = a[i];
    double s = 0;
    accum(s, x); // expected-note {{called here}}
    o[i] = s;
  }
// expected-error@+1 {{'x' would become float under 'precision(float)', but the statement passes it to 'max', a function template that deduces one type from it and a wider argument; remove it from the list}}
#pragma approx precision(float : x) label("max")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double x = a[i];
    double m = std::max(x, a[(i + 1) % N]); // expected-note {{called here}}
    o[i] = m;
  }
  // Fine: lowered without errors.
#pragma approx precision(float) label("ok")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double x = a[i], y = a[(i + 1) % N];
    double s = twice(x);
    double m = std::max(x, y) + std::min(x, 0.5);
    o[i] = m + s;
  }
}
