// A pre-declared loop variable has its exit value after a sequential
// perforated loop, as in the exact loop (C semantics: i == 10 here), and in
// particular when if() is false, where the exact statement must run.
// Regression test (fixed): the compact lowering re-declares the variable inside the compacted
// loop's body ('__typeof__(i) i = ...'), so the outer 'i' is never
// assigned: it keeps its value from before the loop (-7), even under
// if(0). (-fapprox-perfo-lowering=continue gets it right.)
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s

// CHECK: perforated i=10 sum=30
// CHECK-NEXT: exact i=10 sum=45
#include <stdio.h>

int main(void) {
  int i = -7, sum = 0;
#pragma approx perfo(small:3)
  for (i = 0; i < 10; ++i)
    sum += i;
  printf("perforated i=%d sum=%d\n", i, sum);
  i = -7, sum = 0;
#pragma approx perfo(small:3) if(0)
  for (i = 0; i < 10; ++i)
    sum += i;
  printf("exact i=%d sum=%d\n", i, sum);
  return 0;
}
