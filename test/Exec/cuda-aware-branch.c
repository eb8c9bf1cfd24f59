// branch(mode) on hosts has no warps to vote in: every mode runs the 'if'
// exactly, through the host-offload path and in host code; the values are
// those of the exact build. Both sides, a missing else, and a dangling else.
// RUN: %approx-clang -Wno-dangling-else %host-offload '-DBRANCH=branch(majority)' %s -o %t.maj && %run %t.maj | %FileCheck %s
// RUN: %approx-clang -Wno-dangling-else %host-offload '-DBRANCH=branch(then)' %s -o %t.then && %run %t.then | %FileCheck %s
// RUN: %approx-clang -Wno-dangling-else %host-offload '-DBRANCH=branch(else)' %s -o %t.else && %run %t.else | %FileCheck %s
// RUN: %approx-clang -Wno-dangling-else %host-offload '-DBRANCH=branch(skip) if(1)' %s -o %t.skip && %run %t.skip | %FileCheck %s
// RUN: %approx-clang -Wno-dangling-else %host-offload -fno-approx '-DBRANCH=branch(skip)' %s -o %t.exact && %run %t.exact | %FileCheck %s
// CHECK: target: 2340 330 210
// CHECK-NEXT: host: 2340 330 210

#include <stdio.h>

#pragma omp declare target
static void kernel(int n, int *a, int *b, int *c) {
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
#pragma approx BRANCH
    if (i % 3 == 0)
      a[i] = 2 * i;
    else
      a[i] = i;
#pragma approx BRANCH
    if (i % 5 == 0) { b[i] = i; }
#pragma approx BRANCH
    if (i > 20) if (i % 2) c[i] = 1; else c[i] = 10; // NOLINT
  }
}
#pragma omp end declare target

static void report(const char *where, int n, int *a, int *b, int *c) {
  long sa = 0, sb = 0, sc = 0;
  for (int i = 0; i < n; ++i) {
    sa += a[i];
    sb += b[i];
    sc += c[i];
  }
  printf("%s: %ld %ld %ld\n", where, sa, sb, sc);
}

int main(void) {
  enum { N = 60 };
  int a[N] = {0}, b[N] = {0}, c[N] = {0};
#pragma omp target teams num_teams(1) map(tofrom: a, b, c)
  kernel(N, a, b, c);
  report("target", N, a, b, c);
  int d[N] = {0}, e[N] = {0}, f[N] = {0};
  kernel(N, d, e, f);
  report("host", N, d, e, f);
  return 0;
}
