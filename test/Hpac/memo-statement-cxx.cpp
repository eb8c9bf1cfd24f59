// memo on a statement in C++ (approx-clang++), as HPAC-annotated C++ writes
// it: through _Pragma in a macro, in a function template instantiated for
// float and double (each instantiation keeps its own per-thread table:
// its own static), and in a lambda called per iteration (TAF: history(1)
// predict(1) alternates computed and predicted executions). iACT with
// threshold 0.1 reuses 1's output for 1.01 and 2's for 2.05.
// RUN: %approx-clangxx -fopenmp -Wall -Wextra -pedantic -Werror %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}float 1 1 4 4{{$}}
// CHECK-NEXT: {{^}}double 1 1 4 4{{$}}
// CHECK-NEXT: {{^}}lambda 2 2 3 3{{$}}

#include <cstdio>

#define SQUARE(i)                                                                                  \
  _Pragma("approx memo(in, threshold(0.1)) in(x[i]) out(y[i]) label(\"sq\")") y[i] = x[i] * x[i];

template <typename T> void square(const T *x, T *y, int n) {
  for (int i = 0; i < n; ++i) {
    SQUARE(i)
  }
}

int main() {
  float xf[4] = {1, 1.01f, 2, 2.05f}, yf[4];
  double xd[4] = {1, 1.01, 2, 2.05}, yd[4];
  square(xf, yf, 4);
  square(xd, yd, 4);
  std::printf("float %g %g %g %g\n", yf[0], yf[1], yf[2], yf[3]);
  std::printf("double %g %g %g %g\n", yd[0], yd[1], yd[2], yd[3]);
  double z[4];
  auto step = [&](int i) {
#pragma approx memo(out, history(1), predict(1)) out(z[i]) label("lam")
    z[i] = xd[i] + 1;
  };
  for (int i = 0; i < 4; ++i)
    step(i);
  std::printf("lambda %g %g %g %g\n", z[0], z[1], z[2], z[3]);
  return 0;
}
