// A kernel that updates its perforated input in place (`a[i] = a[i] * 2`,
// as in Rodinia's srad and lud) with host input perforation. On the
// construct, with 'a' mapped 'tofrom', it is a compile-time error (before,
// every write of the kernel to 'a' was lost, even with the region disabled
// or if(0), where docs/language.md promises the exact run); placed before a
// 'target data map(tofrom:)' (or 'target enter data') around the construct,
// as the error says, the kernel reads the reconstructed input and its writes
// come back: small:2 keeps rows 0, 2, 4, 6 of 8, lerp rebuilds 1, 3, 5 and
// copies 6 into 7, and 'a' returns twice that, element for element; disabled
// (APPROX_CONFIG, if(0), the host fallback, -fno-approx) it returns plain
// OpenMP's values.
// RUN: not %approx-clang %host-offload -DON_CONSTRUCT -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'tofrom'
// RUN: %approx-clang %host-offload -O2 %s -o %t
// RUN: %run %t 1 | %FileCheck %s --check-prefix=ON
// RUN: echo '{"site": {"enabled": false}, "enter": {"enabled": false}}' > %t.off.json
// RUN: %run APPROX_CONFIG=%t.off.json %t 1 | %FileCheck %s --check-prefix=EXACT
// RUN: %run %t 0 | %FileCheck %s --check-prefix=EXACT
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t 1 | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang %host-offload -O2 -fno-approx %s -o %t.plain
// RUN: %run %t.plain 1 | %FileCheck %s --check-prefix=EXACT

// ON: site a: 0 4 8 20 32 52 72 72
// ON-NEXT: site b: 0 2 4 10 16 26 36 36
// ON-NEXT: enter a: 0 4 8 20 32 52 72 72
// EXACT: site a: 0 2 8 18 32 50 72 98
// EXACT-NEXT: site b: 0 1 4 9 16 25 36 49
// EXACT-NEXT: enter a: 0 2 8 18 32 50 72 98

#include <stdio.h>
#include <stdlib.h>
#define N 8

static void print(const char *what, const double *v) {
  printf("%s:", what);
  for (int i = 0; i < N; ++i)
    printf(" %g", v[i]);
  printf("\n");
}

int main(int argc, char **argv) {
  int use = argc > 1 && atoi(argv[1]);
  double a[N], b[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i * i;
    b[i] = -1;
  }
#ifdef ON_CONSTRUCT
#pragma approx perfo(small:2) in(a[0:N]) reconstruct(lerp) if(use) label("construct")
#pragma omp target teams distribute parallel for map(tofrom: a[0:N]) map(from: b[0:N])
  for (int i = 0; i < N; ++i) {
    b[i] = a[i];
    a[i] = a[i] * 2;
  }
#endif
#pragma approx perfo(small:2) in(a[0:N]) reconstruct(lerp) if(use) label("site")
#pragma omp target data map(tofrom: a[0:N])
  {
#pragma omp target teams distribute parallel for map(tofrom: a[0:N]) map(from: b[0:N])
    for (int i = 0; i < N; ++i) {
      b[i] = a[i];
      a[i] = a[i] * 2;
    }
  }
  print("site a", a);
  print("site b", b);

  for (int i = 0; i < N; ++i)
    a[i] = i * i;
#pragma approx perfo(small:2) in(a[0:N]) reconstruct(lerp) if(use) label("enter")
#pragma omp target enter data map(to: a[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    a[i] = a[i] * 2;
#pragma omp target exit data map(from: a[0:N])
  print("enter a", a);
  return 0;
}
