// An OpenMP loop directive written as a _Pragma operator (from a macro, or
// in the source) followed by '#pragma approx perfo' is held back like a
// '#pragma omp' line: the pair lowers as if the approx pragma came first,
// so a clause expression is evaluated once per execution (rate() calls=2
// for two executions, with 4 threads), and the -E output is the same
// lowering, which compiles (-save-temps): before, -E showed the block
// lowering after the directive ("statement after '#pragma omp parallel
// for' must be a for loop") and the compile evaluated rate() per thread.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=4 %t | %FileCheck %s
// RUN: %approx-clang %host-offload -save-temps=obj %s -o %t.st
// RUN: %run env OMP_NUM_THREADS=4 %t.st | %FileCheck %s
// RUN: %approx-clang %host-offload -E %s | %FileCheck %s --check-prefix=LOWER
// CHECK: {{^}}macro 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}operator 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}target-macro 1010101010 1111111111 calls=2{{$}}
// The plan comes before each directive, the loop right after it:
// LOWER: const __approx_plan_t __approx_p{{[0-9]+}} = __approx_perfo_plan_rec( "m",
// LOWER-NEXT: #pragma omp parallel for
// LOWER: const __approx_plan_t __approx_p{{[0-9]+}} = __approx_perfo_plan_rec( "o",
// LOWER-NEXT: #pragma omp parallel for
// LOWER: #pragma omp target teams distribute parallel for map(tofrom: s)

#include <stdio.h>
#include <string.h>

#define PARFOR _Pragma("omp parallel for")
#define TARGET_LOOP _Pragma("omp target teams distribute parallel for map(tofrom: s)")

static int calls;
static double rate(void) { return ++calls == 1 ? 0.5 : 0.0; }
static char s[2][11];

static void show(const char *Name, int Calls) {
  printf("%s %s %s calls=%d\n", Name, s[0], s[1], Calls);
  calls = 0;
  memset(s, 0, sizeof s);
}

int main(void) {
  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
    PARFOR
#pragma approx perfo(rate : rate()) label("m")
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("macro", calls);

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
    _Pragma("omp parallel for")
#pragma approx perfo(rate : rate()) label("o")
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("operator", calls);

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
    TARGET_LOOP
#pragma approx perfo(rate : rate()) label("t")
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("target-macro", calls);
  return 0;
}
