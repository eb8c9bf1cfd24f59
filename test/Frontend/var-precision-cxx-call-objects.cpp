// A demoted variable handed to a call through a class object (a function
// object, a lambda or a std::function held in a variable) is checked like a
// named call, on the class's operator() (VarPrecisionCallees.cpp). Before,
// such calls were not followed: 'put(s, v)' silently ran the float
// operator() (which adds 2*v), and the lambda and std::function taking
// 'double &' failed with clang's errors in the lowered code ("no matching
// function for call to object of type ..."). A function pointer has no
// overloads and is not followed; a generic lambda's 'auto' parameters are
// deduced apart, so a demoted and a wider argument do not conflict there (docs/language.md, "Calls in C++").
// RUN: %approx-clangxx %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s

#include <functional>
#define N 16
double a[N], o[N];

struct Put {
  void operator()(double &s, double v) const { s += v; }
  void operator()(float &s, float v) const { s += 2 * v; } // #putf
};
struct Once {
  double operator()(double v) const { return v; }
};
Put put;
Once once;
std::function<void(double &, double)> sf;

void objects() {
  auto lam = [](double &s, double v) { s += v; };
  auto gen = [](auto x, auto y) { return x + y; };
#pragma approx precision(float) label("functor")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0, v = a[i];
    Put q;
    // expected-warning@+2 {{'s' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'put'; keep it exact with 'precision(double : s)' [-Wapprox-precision-overload]}}
    // expected-note@#putf 2 {{the overload that the new types choose, taking argument 1 as 'float &'}}
    put(s, v);
    q(s, v); // expected-warning {{this call to 'q'}}
    o[i] = s + once(v) + gen(v, a[i]); // one operator(); a generic lambda deduces each apart
  }
// expected-error@+1 {{'s' would become float under 'precision(float)', but the statement passes it to 'lam', which takes it by non-const reference (it would no longer bind); keep it exact with 'precision(double : s)'}}
#pragma approx precision(float) label("lambda")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0, v = a[i];
    lam(s, v); // expected-note {{called here}}
    o[i] = s;
  }
// expected-error@+1 {{'s' would become float under 'precision(float)', but the statement passes it to 'sf', which takes it by non-const reference (it would no longer bind); remove it from the list}}
#pragma approx precision(float : s) label("function")
  for (int i = 0; i < N; ++i) {
    double s = 0;
    sf(s, a[i]); // expected-note {{called here}}
    o[i] = s;
  }
}
