// HPAC-Offload's memo forms on a loop, run on the host device: memo(in:warp)
// is memo(in) with the warp hierarchy (on the host a warp table is a thread
// table), memo(out) with HPAC's 'in' items is TAF, which does not read them
// (docs/language.md, "memo" and "HPAC compatibility"). test/Hpac/memo-inout.c
// writes the same regions where HPAC puts them, on a statement in the loop.
// RUN: %approx-clang %host-offload -Wno-approx-hpac %s -o %t
// RUN: %run %t | %FileCheck %s
// APPROX_CONFIG overrides a memo(in:warp) region's knobs per label, the
// hierarchy included, as for the knob: threshold 0 makes 'pairs' exact.
// RUN: echo '{"pairs": {"hierarchy": "thread", "threshold": 0}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=CONFIG

#include <approx.h>
#include <stdio.h>

int main(void) {
  enum { N = 8 };
  float x[N], y[N], z[N];

  // memo-inout.c's regions. iACT: x = 0..7 are more than the default
  // threshold 0.01 apart (|1 - 0| = 1, then 1/(k-1) >= 1/6), so every
  // iteration misses and runs. TAF: the outputs s = 0, 1, 3, 6, 10, ... of
  // any 4 computed iterations have an RSD far above 0.01: never predicted.
  for (int i = 0; i < N; ++i)
    x[i] = (float)i;
#pragma approx memo(in:warp) in(x[i]) out(y[i]) label("square")
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
  for (int i = 0; i < N; ++i)
    y[i] = x[i] * x[i];
  // CHECK: memo-in 0 1 4 9 16 25 36 49
  printf("memo-in");
  for (int i = 0; i < N; ++i)
    printf(" %g", y[i]);
  printf("\n");
  float s = 0;
#pragma approx memo(out) inout(s) in(x[i:1]) label("accumulate")
  for (int i = 0; i < N; ++i)
    s += x[i];
  // CHECK-NEXT: memo-out-sum 28
  printf("memo-out-sum %g\n", s);

  // iACT with hits: 0.001 is within 0.01 of 0 (|x - e| where e is 0), and
  // k + 0.001 of k (0.001/k): each odd iteration reuses its neighbour's
  // square (exact: 1e-06, 1.002, 4.004, 9.006).
  for (int i = 0; i < N; ++i)
    x[i] = (float)(i / 2) + (i % 2) * 0.001f;
#pragma approx memo(in:warp) in(x[i]) out(y[i]) label("pairs")
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
  for (int i = 0; i < N; ++i)
    y[i] = x[i] * x[i];
  // CHECK-NEXT: memo-in-hits 0 0 1 1 4 4 9 9
  // CONFIG: memo-in-hits 0 1e-06 1 1.002 4 4.004 9 9.006
  printf("memo-in-hits");
  for (int i = 0; i < N; ++i)
    printf(" %g", y[i]);
  printf("\n");

  // TAF with 'in' items: 4 computed outputs of 1 (RSD 0), then the next 4
  // predicted as 1 although the body would give 5.
  for (int i = 0; i < N; ++i)
    x[i] = i < 4 ? 1.0f : 5.0f;
#pragma approx memo(out:thread) in(x[i]) out(z[i]) label("steady")
  for (int i = 0; i < N; ++i)
    z[i] = x[i];
  // CHECK-NEXT: memo-out-predicted 1 1 1 1 1 1 1 1
  printf("memo-out-predicted");
  for (int i = 0; i < N; ++i)
    printf(" %g", z[i]);
  printf("\n");
  return 0;
}
