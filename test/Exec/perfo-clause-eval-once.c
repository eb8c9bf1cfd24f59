// The perfo value, chunk and if() expressions are evaluated once per
// execution of the region, whatever the pragma order (as OpenMP clause
// expressions are): a side-effecting or changing expression must not be
// re-evaluated per iteration or per thread, which could also give the
// loop bound and the body different plans.
// The pragma after '#pragma omp parallel for' (or after a combined target
// directive) takes the form of a pragma written before it: one plan,
// computed before the construct (OmpHoist.h). Before that, the plan was
// computed in the loop bound (once per thread) and in every kept
// iteration's body: rate() was called 9 times here, not once.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=4 %t | %FileCheck %s
// RUN: %run env OMP_NUM_THREADS=1 %t | %FileCheck %s

// CHECK: {{^}}pre 1010101010 calls=1{{$}}
// CHECK-NEXT: {{^}}post 1010101010 calls=1{{$}}
// CHECK-NEXT: {{^}}target-post 1010101010 calls=1{{$}}

#include <stdio.h>
#include <string.h>

static int calls;
static double rate(void) { ++calls; return 0.5; }
static char s[11];

int main(void) {
  memset(s, '0', 10);
#pragma approx perfo(rate : rate())
#pragma omp parallel for
  for (int i = 0; i < 10; ++i) s[i] = '1';
  printf("pre %s calls=%d\n", s, calls);

  calls = 0;
  memset(s, '0', 10);
#pragma omp parallel for
#pragma approx perfo(rate : rate())
  for (int i = 0; i < 10; ++i) s[i] = '1';
  printf("post %s calls=%d\n", s, calls);

  calls = 0;
  memset(s, '0', 10);
  int c = 1;
#pragma omp target teams distribute parallel for map(tofrom: s) map(tofrom: c)
#pragma approx perfo(rate : 0.5) if(c++ > 0)
  for (int i = 0; i < 10; ++i) s[i] = '1';
  printf("target-post %s calls=%d\n", s, c - 1);
  return 0;
}
