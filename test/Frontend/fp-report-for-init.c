// -fapprox-fp-report groups the declarators of one `for` init (FpGroups.cpp
// rule 4): the lowering keeps them at one type and a list naming one alone
// is an error (Frontend/var-precision-decls.c), so a tuner that mutated them
// apart would build a vector the compiler refuses. `s` and `t` share no
// def-use edge (no variable flows into another), so before this rule they were two groups; `u`, declared
// alone, stays out of their group (in that of the global arrays it reads and
// writes, which the construct maps as sections), and the build naming both
// `s` and `t` works.

// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -c %s -o %t.o -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | %FileCheck %s --match-full-lines
// RUN: %approx-clang %host-offload -c %s -o %t.o '-fapprox-set=fi:precision(float : s, t)'

// CHECK: region fi {{.*}} vars=5 edges=2 groups=2
// CHECK: group a o u
// CHECK-NEXT: group s t

#define N 16
double a[N], o[N];
void kern(void) {
#pragma approx perfo(small:2) label("fi")
#pragma omp target teams distribute parallel for map(to : a[0:N]) map(from : o[0:N])
  for (int i = 0; i < N; ++i) {
    double u = a[i] * 2.0;
    for (double s = 0.0, t = 1.0; s < 4.0 && t > 0.1; s += 1.0, t *= 0.5)
      o[i] = u * 3.0;
  }
}
