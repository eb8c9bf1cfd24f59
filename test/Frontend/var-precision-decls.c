// Declarations that precision lists and region-wide precision must read
// (docs/language.md "Mixed precision"), checked with -Rapprox's summary of
// the retyped variables or one error at the list name:
// * 'double const k' (east const) is a floating-point variable: retyped
//   (before: kept exact, and a list naming it said "a pointer");
// * a typedef of double ('real x') declares a double: retyped (before: "not
//   a floating-point variable of the statement");
// * a 'for' init declaring 's' and 't' keeps one type: region-wide
//   precision with 't' kept double leaves 's' double too, a list naming 's'
//   alone is an error (before: the split 'for (float s = 0.0; double t' did
//   not parse);
// * 'double _Complex z' keeps its type: a list naming it is an error saying
//   so (before: "a pointer");
// * 'precision(double : x)' alone is the exact (all-double) vector of a
//   tuning run: accepted, nothing changes (before: "needs an approximation
//   clause").
// The device compile lowers the same (its errors alone: no remarks there).
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -fsyntax-only -Xclang -verify=device %s

#define N 16
typedef double real;
double a[N], o[N];

void f(void) {
// expected-remark@+1 {{approx region 'ec': variables 'k', 'x' as float}}
#pragma approx precision(float : k, x) label("ec")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double x = a[i];
    double const k = 0.25;
    o[i] = x * k;
  }
// expected-remark@+1 {{approx region 'td': variables 'x' as float}}
#pragma approx precision(float : x) label("td")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    real x = a[i] * 2.0;
    o[i] = x;
  }
// expected-remark@+1 {{approx region 'tw': variables 'x', 'y' as _Float16}}
#pragma approx precision(half) label("tw")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    real x = a[i] * 2.0;
    double y = x + 1.0;
    o[i] = y;
  }
// expected-remark@+1 {{approx region 'fw': variables 'acc' as float}}
#pragma approx precision(float) precision(double : t) label("fw")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double acc = 0;
    for (double s = 0.0, t = 1.0; s < 4.0; s += 1.0, t *= 0.5)
      acc += a[i] * s * t;
    o[i] = acc;
  }
// device-error@+2 {{'precision' list names 's', which a 'for' init}}
// expected-error@+1 {{'precision' list names 's', which a 'for' init declares beside a variable that keeps type double, and one declaration has one type; declare 's' in a declaration of its own, or list the other variables of the 'for' init too}}
#pragma approx precision(float : s) label("fs")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double acc = 0;
    for (double s = 0.0, t = 1.0; s < 4.0; s += 1.0, t *= 0.5) // expected-note {{declared here}} device-note {{declared here}}
      acc += a[i] * s * t;
    o[i] = acc;
  }
// expected-remark@+1 {{approx region 'fb': variables 's', 't' as float}}
#pragma approx precision(float : s, t) label("fb")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double acc = 0;
    for (double s = 0.0, t = 1.0; s < 4.0; s += 1.0, t *= 0.5)
      acc += a[i] * s * t;
    o[i] = acc;
  }
// device-error@+2 {{'precision' list names 'z', which the statement declares as 'double _Complex'}}
// expected-error@+1 {{'precision' list names 'z', which the statement declares as 'double _Complex', not as a floating-point variable}}
#pragma approx precision(float : z) label("cz")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double _Complex z = a[i];
    o[i] = __real__(z * z);
  }
// expected-remark@+1 {{approx region 'dbl': nothing approximated, every variable keeps its type}}
#pragma approx precision(double : x) label("dbl")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double x = a[i] * 2.0;
    o[i] = x;
  }
}
