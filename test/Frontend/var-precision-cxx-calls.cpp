// C++ calls that a demoted variable cannot follow (VarPrecisionCalls.cpp,
// docs/language.md "Mixed precision"): a non-const reference parameter
// (the C++ spelling of '&x') and a function template deducing one type
// from it and a wider argument ('std::max(x, a[j])'). One error at the
// clause or list name with a note at the call; before, clang's errors in
// the lowered code ("no known conversion from 'float' to 'double &'",
// "deduced conflicting types"). Member calls too ('acc.add(v)',
// 'p->add(v)', on an object declared outside or in the statement; before,
// clang's "non-const lvalue reference to type 'double' cannot bind" in the
// lowered code), and an overload set whose every overload the call fits
// takes it by non-const reference. A const reference, a template whose
// other argument is demoted too, and a plain double parameter are fine.
// The overloads a changed variable may move a call to are a warning
// (var-precision-cxx-overloads.cpp).
// RUN: %approx-clangxx -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only -Xclang -verify %s

#include <algorithm>
#define N 16
double a[N], o[N];
static inline void accum(double &s, double v) { s += v; }
static inline double twice(const double &v) { return 2 * v; }
static inline void both(double &s, double v) { s += v; }
static inline void both(double &s, int k) { s += k; }
struct Acc {
  double t = 0;
  void add(double &v) { t += v; }
  double get(const double &v) const { return v + t; }
};

void f(Acc &acc, Acc *ap) {
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
// expected-error@+1 {{'v' would become float under 'precision(float)', but the statement passes it to 'Acc::add', which takes it by non-const reference (it would no longer bind); keep it exact with 'precision(double : v)'}}
#pragma approx precision(float) label("dot")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double v = a[i];
    acc.add(v); // expected-note {{called here}}
    o[i] = v;
  }
// expected-error@+1 {{'v' would become float under 'precision(float)', but the statement passes it to 'Acc::add', which takes it by non-const reference (it would no longer bind); remove it from the list}}
#pragma approx precision(float : v) label("arrow")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double v = a[i];
    ap->add(v); // expected-note {{called here}}
    o[i] = v;
  }
// expected-error@+1 {{'v' would become float under 'precision(float)', but the statement passes it to 'Acc::add', which takes it by non-const reference}}
#pragma approx precision(float) label("local")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    Acc mine;
    Acc *p = &mine;
    double v = a[i];
    p->add(v); // expected-note {{called here}}
    o[i] = mine.t;
  }
// expected-error@+1 {{'s' would become float under 'precision(float)', but the statement passes it to 'both', which takes it by non-const reference}}
#pragma approx precision(float) label("both")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0;
    both(s, i); // expected-note {{called here}}
    o[i] = s;
  }
  // Fine: a const reference of a member.
#pragma approx precision(float) label("get")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    Acc mine;
    double v = a[i];
    o[i] = mine.get(v) + acc.get(v);
  }
}
