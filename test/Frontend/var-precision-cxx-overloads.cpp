// A demoted variable handed whole to an overloaded C++ function may make
// overload resolution choose another overload, silently (before: no
// diagnostic, and 'accum(s, v)' ran the float overload, which adds 2*v):
// a -Wapprox-precision-overload warning at the call, with a note at that
// overload (VarPrecisionCalls.cpp). Plain, qualified, member ('.', '->',
// 'this->', implicit) and statement-declared objects' calls; where an
// argument's type is not known from the tokens ('a[i]'), any other overload
// taking the new type. No warning where the new types keep the choice
// (only double/long double/int overloads), for library overloads
// ('std::sqrt', 'std::max' with both arguments demoted), for a variable
// kept exact, or for a const-reference method. -Wno-approx-precision-overload
// and -w silence it, -Werror makes it an error; the device compile is silent.
// RUN: %approx-clangxx %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx %host-offload -fsyntax-only -Xclang -verify=quiet -Wno-approx-precision-overload %s
// RUN: %approx-clangxx %host-offload -fsyntax-only -Xclang -verify=quiet -w %s
// RUN: %approx-clangxx %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s -Werror -Wno-error=approx-precision-overload
// RUN: not %approx-clangxx %host-offload -fsyntax-only -Werror=approx-precision-overload %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// RUN: %approx-clangxx %host-offload -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ONCE
// ERR: error: 's' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'accum'; keep it exact with 'precision(double : s)' [-Wapprox-precision-overload]
// ONCE-COUNT-9: [-Wapprox-precision-overload]
// ONCE-NOT: [-Wapprox-precision-overload]
// quiet-no-diagnostics

#include <algorithm>
#include <cmath>
#define N 16
double a[N], o[N];

void accum(double &s, double v) { s += v; }
void accum(float &s, float v) { s += 2 * v; } // #accumf
double scale(double v) { return v; }
long double scale(long double v) { return v; }
double scale(int v) { return v; }
namespace ns {
double twice(double v) { return 2 * v; }
float twice(float v) { return 2 * v; } // #twicef
} // namespace ns

struct Acc {
  double t = 0;
  void put(double v) { t += v; }
  void put(float v) { t -= v; } // #putf
  double get(const double &v) const { return v + t; }
  void run();
};
struct Derived : Acc {};

void plain() {
#pragma approx precision(float) label("accum")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0, v = a[i];
    // expected-warning@+2 {{'s' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'accum'; keep it exact with 'precision(double : s)' [-Wapprox-precision-overload]}}
    // expected-note@#accumf {{the overload that the new types choose, taking argument 1 as 'float &'}}
    accum(s, v);
    // expected-warning@+2 {{'v' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'twice'}}
    // expected-note@#twicef {{the overload that the new types choose, taking argument 1 as 'float'}}
    o[i] = s + ns::twice(v);
  }
  // 'a[i]' has no type here: any other overload taking float.
#pragma approx precision(float : s) label("unknown")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0;
    // expected-warning@+2 {{'s' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'accum'; remove it from the list}}
    // expected-note@#accumf {{an overload that takes argument 1 as 'float &'}}
    accum(s, a[i]);
    o[i] = s;
  }
  // Fine: float converts to double as before (scale(double)), library
  // overloads, a variable kept exact.
#pragma approx precision(float) precision(double : s) label("quiet")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0, x = a[i], y = a[(i + 1) % N];
    accum(s, x);
    o[i] = s + scale(x) + scale(x * 2) + std::sqrt(x) + std::max(x, y) + sqrt(y);
  }
}

void members(Acc &g, Acc *gp) {
#pragma approx precision(float) label("members")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    Acc h;
    Derived *d = nullptr;
    double v = a[i];
    // expected-warning@+1 {{'v' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'Acc::put'}}
    g.put(v);
    // expected-warning@+1 {{this call to 'Acc::put'}}
    gp->put(v);
    // expected-warning@+1 {{this call to 'Acc::put'}}
    h.put(v);
    // expected-warning@+1 {{this call to 'Derived::put'}}
    d->put(v);
    o[i] = g.get(v) + h.get(v); // a const reference: fine
  }
  // expected-note@#putf 4 {{the overload that the new types choose, taking argument 1 as 'float'}}
}

void Acc::run() {
#pragma approx precision(float) label("this")
  for (int i = 0; i < N; ++i) {
    double v = a[i];
    put(v); // expected-warning {{this call to 'put'}}
    this->put(v); // expected-warning {{this call to 'Acc::put'}}
  }
  // expected-note@#putf 2 {{the overload that the new types choose, taking argument 1 as 'float'}}
}
