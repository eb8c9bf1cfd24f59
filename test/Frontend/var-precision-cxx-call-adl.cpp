// A demoted variable handed to an unqualified call that argument-dependent
// lookup resolves (the overloads of 'put' live in the namespace of the
// argument 'p's class, not at the call) is checked on those overloads too
// (VarPrecisionCallees.cpp). Before, ordinary lookup found nothing at the
// pragma and the call was not followed: 'put(p, s, v)' silently ran the
// float overload, which adds 2*v. An ordinary overload set that ADL adds to
// ('scale') is checked on both; a call whose ADL finds only functions the
// new types do not change stays quiet.
// RUN: %approx-clangxx %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s

#define N 16
double a[N], o[N];

namespace ns {
struct P {
  int k;
};
void put(P, double &s, double v) { s += v; }
void put(P, float &s, float v) { s += 2 * v; } // #putf
float scale(P, float v) { return 3 * v; }     // #scalef
double keep(P, double v) { return v; }
} // namespace ns
double scale(ns::P, double v) { return v; }

void adl(ns::P p) {
#pragma approx precision(float) label("adl")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double s = 0, v = a[i];
    ns::P q{i};
    // expected-warning@+2 {{'s' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'put'; keep it exact with 'precision(double : s)' [-Wapprox-precision-overload]}}
    // expected-note@#putf {{the overload that the new types choose, taking argument 2 as 'float &'}}
    put(p, s, v);
    // expected-warning@+2 {{'v' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'scale'}}
    // expected-note@#scalef {{the overload that the new types choose, taking argument 2 as 'float'}}
    o[i] = s + scale(p, v) + keep(q, v);
  }
}
