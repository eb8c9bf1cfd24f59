// A region in a member function defined inside its class is read (and
// retyped) while the class is still being defined: its parameters, its
// locals and the members declared after it are not known at the pragma, and
// the class is incomplete. A demoted variable handed whole to a call there
// whose functions depend on that (a method of the class, a call on a
// parameter or on an object of the class) gets the
// -Wapprox-precision-overload warning at the call, saying that its overload
// cannot be checked (VarPrecisionCallees.cpp, docs/language.md "Calls in
// C++"). Before, such calls were not followed: 'run' silently called
// 'put(float)', which adds 2*v. A call of a namespace's function is
// checked as anywhere else ('ns::twice').
// RUN: %approx-clangxx %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s

#define N 16
double a[N], o[N];
namespace ns {
double twice(double v) { return 2 * v; }
float twice(float v) { return 2 * v; } // #twicef
} // namespace ns

struct Acc {
  double t = 0;
  void put(double v) { t += v; }
  void put(float v) { t += 2 * v; }
  double run(Acc &other) {
#pragma approx precision(float) label("inclass")
    for (int i = 0; i < N; ++i) {
      double v = a[i];
      // expected-warning@+1 {{'v' would become float under 'precision(float)', and which function this call to 'put' then chooses cannot be checked at the pragma (a member function defined inside its class, read before the class is complete); keep it exact with 'precision(double : v)' [-Wapprox-precision-overload]}}
      put(v);
      other.put(v); // expected-warning {{this call to 'put' then chooses cannot be checked at the pragma (a member function defined inside its class}}
      this->put(v); // expected-warning {{this call to 'put' then chooses cannot be checked at the pragma (a member function defined inside its class}}
      // expected-warning@+2 {{'v' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'twice'}}
      // expected-note@#twicef {{the overload that the new types choose, taking argument 1 as 'float'}}
      o[i] = ns::twice(v);
    }
    return t + other.t;
  }
};
