// A decrement by an unsigned amount (`i -= 1u`, `i -= s` or `i = i - s`
// with `unsigned s`) of a signed loop variable steps down, as in C: the
// kept iterations are those of the loop as written, and the region disabled
// runs them all (the step was negated in the unsigned type, 2^32 - 2, and
// the program stopped with "the loop step does not move the variable
// towards its bound"). Host, parallel for and target loops.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: echo '{"lit": {"enabled": false}, "var": {"enabled": false}, "assign": {"enabled": false}, "par": {"enabled": false}, "tgt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: lit 10 8 6 4 2 .
// APPROX-NEXT: var 10 6 2 .
// APPROX-NEXT: assign 11 3 .
// APPROX-NEXT: par 30
// APPROX-NEXT: tgt 18
// EXACT: lit 10 9 8 7 6 5 4 3 2 1 .
// EXACT-NEXT: var 10 8 6 4 2 .
// EXACT-NEXT: assign 11 7 3 .
// EXACT-NEXT: par 55
// EXACT-NEXT: tgt 30

#include <stdio.h>

int main(void) {
  unsigned s = 2, f = 4;
  printf("lit");
#pragma approx perfo(large:2) label("lit")
  for (int i = 10; i > 0; i -= 1u)
    printf(" %d", i);
  printf(" .\nvar");
#pragma approx perfo(large:2) label("var")
  for (long i = 10; i > 0; i -= s)
    printf(" %ld", i);
  printf(" .\nassign");
#pragma approx perfo(large:2) label("assign")
  for (long long i = 11; i >= 0; i = i - f)
    printf(" %lld", i);
  printf(" .\n");
  long sum = 0;
#pragma approx perfo(large:2) label("par")
#pragma omp parallel for reduction(+: sum)
  for (int i = 10; i > 0; i -= 1u)
    sum += i;
  printf("par %ld\n", sum);
  sum = 0;
#pragma approx perfo(large:2) label("tgt")
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: sum)
  for (long i = 10; i > 0; i -= s)
    sum += i;
  printf("tgt %ld\n", sum);
  return 0;
}
