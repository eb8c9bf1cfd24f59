// A time loop's arrays in one typed copy, in C++: the loop in a function
// template over the element type, instantiated for double and for float,
// with the arrays in std::vector storage mapped by `target enter data`.
// Every value equals the float computation (y = y * 0.5f + x * 0.25f per
// step) in both instantiations; the generated code compiles without
// warnings under -Wall -Wextra. With -fno-approx the double instantiation
// keeps double values (none equals the float computation).
// RUN: %approx-clangxx -Wall -Wextra -Werror %host-offload %s -o %t && %run %t | %FileCheck %s --check-prefix=ON
// RUN: %approx-clangxx -fno-approx %host-offload %s -o %t.no && %run %t.no | %FileCheck %s --check-prefix=OFF
// ON: double: float 100 of 100
// ON-NEXT: float: float 100 of 100
// OFF: double: float 0 of 100
// OFF-NEXT: float: float 100 of 100

#include <cstdio>
#include <vector>

template <class T> static void steps(int n, int tm, const T *x, T *y) {
#pragma approx label("steps") precision(float : x, y)
  for (int t = 0; t < tm; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5 + x[i] * 0.25;
  }
}

template <class T> static void run(const char *name) {
  const int n = 100;
  std::vector<T> x(n), y(n);
  for (int i = 0; i < n; ++i)
    x[i] = T(1.0 / 3.0 + i / 7.0), y[i] = T(1.0 / (i + 3.0));
  T *xp = x.data(), *yp = y.data();
#pragma omp target enter data map(to: xp[0:n], yp[0:n])
  steps(n, 4, xp, yp);
#pragma omp target exit data map(from: yp[0:n]) map(delete: xp[0:n])
  int same = 0;
  for (int i = 0; i < n; ++i) {
    float xf = float(1.0 / 3.0 + i / 7.0), vf = float(1.0 / (i + 3.0));
    for (int t = 0; t < 4; ++t)
      vf = vf * 0.5f + xf * 0.25f;
    same += double(y[i]) == double(vf);
  }
  std::printf("%s: float %d of %d\n", name, same, n);
}

int main() {
  run<double>("double");
  run<float>("float");
  return 0;
}
