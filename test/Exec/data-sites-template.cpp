// Data sites in a C++ function template (docs/data.md, "Data sites"): the
// item types depend on the template parameter, so the element-type checks
// are per instantiation (the generated static assertions); float and double
// instantiations each get half on the way in at target data and perforated
// rows (large:2, lerp) on the way back at target update from.
// RUN: %approx-clangxx %host-offload -ffp-contract=off %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --implicit-check-not=MISMATCH

// CHECK: float: ok
// CHECK-NEXT: double: ok

#include <cstdio>

#define N 8

template <typename T> static void run(T *a, T *o) {
#pragma omp target data map(alloc: o[0:N])
  {
#pragma approx in(a[0:N]) precision(half) label("tpl-in")
#pragma omp target data map(to: a[0:N])
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; ++i) o[i] = a[i] * 2;
    }
#pragma approx perfo(large:2) out(o[0:N]) reconstruct(lerp) label("tpl-out")
#pragma omp target update from(o[0:N])
  }
}

template <typename T> static void check(const char *what) {
  T a[N], o[N], y[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (T)(i * i) / 3;
    y[i] = (T)(_Float16)a[i] * 2;
  }
  run(a, o);
  int bad = 0;
  for (int i = 0; i < N; ++i) {
    T want = y[i];
    if (i % 2)
      want = i + 1 < N ? (T)((double)y[i - 1] + ((double)y[i + 1] - (double)y[i - 1]) * 0.5)
                       : y[i - 1];
    bad += o[i] != want;
  }
  if (bad)
    std::printf("MISMATCH %s: %d\n", what, bad);
  else
    std::printf("%s: ok\n", what);
}

int main() {
  check<float>("float");
  check<double>("double");
  return 0;
}
