// Regions in member functions defined inside their class, naming the
// function's parameters: the parser stores such a body while Sema stands in
// the class (parameters unknown) and parses it after the class, so the
// pragma is lowered without Sema, as under -E. Every item was refused with
// "does not name a variable declared here". memo(in) with threshold 0 hits
// on repeated inputs (1 1 2 2 3 3 -> 3 misses, 3 hits); large:2 keeps the
// even rows of i*i and lerp rebuilds the odd ones; precision(half : a) on a
// mapped parameter rounds 0.1 to 0.0999755859.
// RUN: %approx-clang++ %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %s
// CHECK: {{^}}memo 2 2 4 4 6 6{{$}}
// CHECK-NEXT: {{^}}outrec 0 2 4 10 16 26 36 50 64{{$}}
// CHECK-NEXT: {{^}}prec 0.0999755859 0.199951172{{$}}
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report
// REPORT: "label": "mm", {{.*}}"memo_lookups": 6, "memo_hits": 3,

#include <cstdio>

struct M {
  void memo(const float *x, float *y, int n) {
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("mm")
    for (int i = 0; i < n; ++i)
      y[i] = x[i] * 2.0f;
  }
  void outrec(float *o, int n) {
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp) label("or")
#pragma omp target teams distribute parallel for map(from: o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = float(i * i);
  }
  void prec(const float *a, float *o, int n) {
#pragma approx in(a[0:n]) precision(half) label("pl")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = a[i];
  }
};

int main() {
  float x[6] = {1, 1, 2, 2, 3, 3}, y[6];
  M m;
  m.memo(x, y, 6);
  std::printf("memo");
  for (float v : y)
    std::printf(" %g", v);
  float o[9];
  m.outrec(o, 9);
  std::printf("\noutrec");
  for (float v : o)
    std::printf(" %g", v);
  float a[2] = {0.1f, 0.2f}, p[2];
  m.prec(a, p, 2);
  std::printf("\nprec %.9g %.9g\n", p[0], p[1]);
  return 0;
}
