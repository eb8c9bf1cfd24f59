/* A C89/GNU89 program that plain clang-19 builds warning-free under
 * -Wall -Wextra -Werror builds so with approx-clang too, and runs: the
 * forced headers use __inline__ (C89 has no 'inline': every header
 * function was "unknown type name 'inline'" under -std=c89), and the
 * lowered loops declare their __approx counters before the loop, not in
 * its for-init (which clang's default -Wgcc-compat reports before C99).
 * Host and device compilations, perforation, data, memo and atomic
 * lowerings; -save-temps recompiles the lowered text. (-pedantic is not
 * clean before C99: the generated code uses 'long long' and mixes
 * declarations and code, extensions clang accepts in C89. No // comments
 * here: C89 has none.)
 * RUN: %clang -std=gnu89 -fopenmp -Wall -Wextra -Werror -Wno-unknown-pragmas -fsyntax-only %s
 * RUN: %approx-clang -std=gnu89 %host-offload -Wall -Wextra -Werror %s -o %t
 * RUN: %run %t | %FileCheck %s
 * RUN: %approx-clang -std=c89 %host-offload -Wall -Wextra -Werror %s -o %t.c89
 * RUN: %run %t.c89 | %FileCheck %s
 * -save-temps: its -E text prints a region after the statement before it on
 * one line, which -Wmisleading-indentation reports in any C mode (a
 * separate known defect), hence -Wno-misleading-indentation there.
 * RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && %approx-clang -std=gnu89 %host-offload -Wall -Wextra -Wno-misleading-indentation -Werror -save-temps %s -o %t.st
 * RUN: %run %t.st | %FileCheck %s
 * RUN: %approx-clang -std=c89 %host-offload --offload-device-only -Wall -Wextra -Werror -fsyntax-only %s
 * large:2 keeps i = 0, 2, ..., 14: 56; small:3 keeps 11 of 16; memo(in)
 * of 10x*x+1 over x = 0..3, four times: 576, as computed exactly.
 * CHECK: scale=56 seq=11 memo=576
 */
#include <stdio.h>

#define N 16

static void regions(int n, float *a, float *b, float *u, float m[8][2]) {
  int i, k, c = 0;
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(nn) label("out")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx perfo(large:2) in(m[0:8][0:2]) reconstruct(nn, host) label("in")
#pragma omp target teams distribute parallel for map(to: m[0:8][0:2]) map(from: b[0:8])
  for (i = 0; i < 8; ++i)
    b[i] = m[i][0];
#pragma approx in(a[0:n]) out(b[0:n]) precision(half) label("half")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
#pragma approx in(u[0:n]) precision(unorm16 : u) label("u16")
#pragma omp target teams distribute parallel for map(to: u[0:n]) map(from: b[0:n])
  for (i = 0; i < n; ++i)
    b[i] = u[i];
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (i = 0; i < n; ++i) {
#pragma approx perfo(large:2) label("kern")
    for (k = 0; k < 4; ++k)
      b[i] += 1.0f;
  }
#pragma omp parallel
  {
#pragma omp for
#pragma approx perfo(small:3) label("ws")
    for (i = 0; i < n; ++i)
      a[i] = 1.0f;
  }
#pragma omp target teams distribute parallel for map(tofrom: c)
  for (i = 0; i < n; ++i) {
#pragma approx atomic(team)
#pragma omp atomic
    c += 1;
  }
  a[0] = (float)c;
}

int main(void) {
  int i, s = 0, seq = 0, a[N];
  float x[N], y[N], u[N], m[8][2];
  double memo = 0;
  for (i = 0; i < N; ++i) {
    a[i] = 0;
    x[i] = (float)(i % 4);
    u[i] = 0.5f;
  }
  for (i = 0; i < 8; ++i)
    m[i][0] = m[i][1] = 1.0f;
#pragma approx perfo(large:2) label("scale")
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (i = 0; i < N; ++i)
    a[i] = i;
  for (i = 0; i < N; ++i)
    s += a[i];
#pragma approx perfo(small:3) label("seq")
  for (i = 0; i < N; ++i)
    seq += 1;
#pragma approx memo(in) in(x[i]) out(y[i]) label("memo")
#pragma omp target teams distribute parallel for map(to: x[0:N]) map(from: y[0:N])
  for (i = 0; i < N; ++i)
    y[i] = 10.0f * x[i] * x[i] + 1.0f;
  for (i = 0; i < N; ++i)
    memo += y[i];
  regions(N, x, y, u, m);
  printf("scale=%d seq=%d memo=%d\n", s, seq, (int)memo);
  return 0;
}
