// A retyped array that the statement declares and then hands on as a
// pointer ('sum3(w)' with 'sum3(const double *)', 'const double *p = w'),
// and an in-item's element address ('sum3(&a[i])'): one error at the list
// name or the clause with a note at the use, as for a listed mapped array
// (docs/language.md "Mixed precision"); C only warns (incompatible pointer
// types) and the callee would read floats as doubles. Element uses and
// sizeof are fine.
// RUN: %approx-clang -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only -Xclang -verify %s

#define N 4
double a[N], o[N];
double sum3(const double *v);

void f(void) {
// expected-error@+1 {{'w' would become an array of float under 'precision(float)', but the statement uses it as a pointer, not through its elements ('w[...]'); remove it from the list}}
#pragma approx precision(float : w) label("k")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double w[3] = {a[i], 2.0 * a[i], 0.5};
    o[i] = sum3(w); // expected-note {{used as a pointer here}}
  }
// expected-error@+1 {{'w' would become an array of _Float16 under 'precision(half)', but the statement uses it as a pointer, not through its elements ('w[...]'); keep it exact with 'precision(double : w)'}}
#pragma approx precision(half) label("k2")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double w[3] = {a[i], 2.0 * a[i], 0.5};
    const double *p = w; // expected-note {{used as a pointer here}}
    o[i] = p[0];
  }
// An in-item's element address is a pointer use too.
// expected-error@+1 {{'a' would become an array of float under 'precision(float)', but the statement uses it as a pointer, not through its elements ('a[...]'); keep it at its type}}
#pragma approx in(a[0:N]) precision(float) label("k3")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N - 2; ++i)
    o[i] = sum3(&a[i]); // expected-note {{used as a pointer here}}
  // Elements and sizeof only: lowered.
#pragma approx precision(float) label("ok")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    double w[3] = {a[i], 2.0 * a[i], 0.5};
    o[i] = w[0] + *w + *(w + 1) + sizeof(w) / sizeof w[0];
  }
}
