// HPAC's memoization clauses and inout items, written as HPAC's README and
// parser take them: memo(in) (iACT), memo(out) (TAF), HPAC-Offload's
// decision hierarchy memo(in:warp), and inout(...) items with HPAC's
// sections, each pragma on a statement inside the loop, where HPAC puts it.
// Each execution of the statement is memoized, with a per-thread table
// that outlives it (docs/language.md, "Memo on a statement"); the values
// are those of the same regions on their loops in memo-forms-exec.c: iACT
// reuses no output (the inputs 0..7 are more than the default threshold
// 0.01 apart) and TAF does not predict a sum that keeps changing.
// RUN: %approx-clang %host-offload -Wno-approx-hpac %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: memo-in 0 1 4 9 16 25 36 49
// CHECK-NEXT: memo-out-sum 28

#include <approx.h>
#include <stdio.h>

int main(void) {
  enum { N = 8 };
  float x[N], y[N];
  for (int i = 0; i < N; ++i)
    x[i] = (float)i;

#pragma omp target teams distribute parallel for map(to: x) map(from: y)
  for (int i = 0; i < N; ++i) {
#pragma approx memo(in:warp) in(x[i]) out(y[i]) label("square")
    y[i] = x[i] * x[i];
  }
  printf("memo-in");
  for (int i = 0; i < N; ++i)
    printf(" %g", y[i]);
  printf("\n");

  float s = 0;
  for (int i = 0; i < N; ++i) {
#pragma approx memo(out) inout(s) in(x[i:1]) label("accumulate")
    s += x[i];
  }
  printf("memo-out-sum %g\n", s);
  return 0;
}
