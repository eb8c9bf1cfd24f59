// `precision(double : a)` keeps a listed array as it is, so it is accepted
// whatever maps the array: a parameter and a global mapped as sections (an
// approx-tune vector that keeps them exact), and an array the kernel only
// indexes. Before, each was refused as an array "which no target construct
// maps as a section", also when one was.
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

#define N 64
double g[N];

void f(int n, const double *a, double *b, const double *u) {
#pragma approx precision(double : a) precision(float : b) label("p")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * 3.0;
#pragma approx precision(double : g, u) label("q")
#pragma omp target teams distribute parallel for map(to: g[0:N], u[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = g[i % N] + u[i];
#pragma approx perfo(small:2) precision(double : u) label("r")
#pragma omp target teams distribute parallel for map(from: b[0:n]) is_device_ptr(u)
  for (int i = 0; i < n; ++i)
    b[i] = u[i];
}
