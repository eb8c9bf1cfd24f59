// In a template, a call whose object, qualifier or argument depends on a
// template parameter reaches functions that are found only at each
// instantiation, after the pragma has retyped the statement: a demoted
// variable handed to it whole gets the -Wapprox-precision-overload warning
// at the call, saying that its overload cannot be checked
// (VarPrecisionCallees.cpp, docs/language.md "Calls in C++"). Before, such
// calls were not followed: 'run<Acc>' silently called 'Acc::put(float)',
// which adds 2*v. Calls that do not depend on the template ('ns::twice',
// 'std::sqrt') are checked as anywhere else.
// RUN: %approx-clangxx %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s

#include <cmath>
#define N 16
double a[N], o[N];

struct Acc {
  double t = 0;
  void put(double v) { t += v; }
  void put(float v) { t += 2 * v; }
  static double at(double v) { return v; }
  static float at(float v) { return 2 * v; }
};
void give(Acc &g, double v) { g.put(v); }
void give(Acc &g, float v) { g.put(2 * v); }

template <class T> double run(T &acc, T *ap) {
#pragma approx precision(float) label("dependent")
  for (int i = 0; i < N; ++i) {
    double v = a[i], w = a[(i + 1) % N];
    // expected-warning@+1 {{'v' would become float under 'precision(float)', and which function this call to 'put' then chooses cannot be checked at the pragma (it depends on a template parameter); keep it exact with 'precision(double : v)' [-Wapprox-precision-overload]}}
    acc.put(v);
    ap->put(w); // expected-warning {{'w' would become float under 'precision(float)', and which function this call to 'put' then chooses}}
    o[i] = T::at(v) + std::sqrt(v); // expected-warning {{this call to 'at' then chooses cannot be checked at the pragma (it depends on a template parameter)}}
    give(acc, v); // expected-warning {{this call to 'give' then chooses cannot be checked at the pragma (it depends on a template parameter)}}
  }
  return acc.t;
}

template <class T> struct Box {
  T t{};
  void put(double v) { t += v; }
  void put(float v) { t += 2 * v; }
  void run();
};
template <class T> void Box<T>::run() {
#pragma approx precision(float) label("this")
  for (int i = 0; i < N; ++i) {
    double v = a[i];
    this->put(v); // expected-warning {{this call to 'put' then chooses cannot be checked at the pragma (it depends on a template parameter)}}
  }
}

double use() {
  Acc g;
  Box<double> b;
  b.run();
  return run(g, &g);
}
