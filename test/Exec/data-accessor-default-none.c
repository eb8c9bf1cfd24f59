// An in-item read through the reconstructing accessor ('reconstruct(m,
// device)', or a construct that is not offloaded) under default(none) /
// defaultmap(none): the lowering lists the accessor and its row table on
// the directives (DeviceAccessor.cpp), which clang refused before ("variable
// '__approx_a0_0' must have explicitly specified data sharing attributes").
// large:4 keeps rows 0, 4 and 8 of a[i] = i*i; lerp rebuilds rows 1-3 and
// 5-7 from their kept neighbours, rows 9 and 10 copy row 8.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: host 0 4 8 12 16 28 40 52 64 64 64
// CHECK: target 0 4 8 12 16 28 40 52 64 64 64
// CHECK: nested 0 4 8 12 16 28 40 52 64 64 64

#include <stdio.h>

static void show(const char *what, const float *o, int n) {
  printf("%s", what);
  for (int i = 0; i < n; ++i)
    printf(" %g", o[i]);
  printf("\n");
}

int main(void) {
  float a[11], o[11];
  int n = 11;
  for (int i = 0; i < n; ++i)
    a[i] = i * i;
#pragma approx perfo(large:4) in(a[0:n]) reconstruct(lerp, device) label("host")
#pragma omp parallel for default(none) shared(a, o) firstprivate(n)
  for (int i = 0; i < n; ++i)
    o[i] = a[i];
  show("host", o, n);
#pragma approx perfo(large:4) in(a[0:n]) reconstruct(lerp, device) label("target")
#pragma omp target teams distribute parallel for default(none) defaultmap(none) map(to: a[0:n]) map(from: o[0:n]) firstprivate(n) shared(a, o)
  for (int i = 0; i < n; ++i)
    o[i] = a[i];
  show("target", o, n);
  // The directives stacked: the target one maps, the inner one lists.
#pragma approx perfo(large:4) in(a[0:n]) reconstruct(lerp, device) label("nested")
#pragma omp target map(to: a[0:n]) map(from: o[0:n])
#pragma omp teams distribute parallel for default(none) shared(a, o) firstprivate(n)
  for (int i = 0; i < n; ++i)
    o[i] = a[i];
  show("nested", o, n);
  return 0;
}
