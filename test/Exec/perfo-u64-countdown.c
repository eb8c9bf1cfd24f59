// The unsigned count-down idiom `for (size_t i = n - 1; i < n; --i)` (and
// `<=`, a larger step, a uint64_t or predeclared variable, inside a target
// region) runs i = n-1 .. 0 as in C, where the step past 0 wraps i above
// the bound: the kept iterations are those, and the region disabled runs
// them all (the program stopped with "the loop step does not move the
// variable towards its bound"). A predeclared variable ends wrapped, as C
// leaves it.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: echo '{"down": {"enabled": false}, "le": {"enabled": false}, "pre": {"enabled": false}, "tgt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: down 9630
// APPROX-NEXT: le 93
// APPROX-NEXT: pre 7531 j=18446744073709551615
// APPROX-NEXT: tgt 25
// EXACT: down 9876543210
// EXACT-NEXT: le 9630
// EXACT-NEXT: pre 76543210 j=18446744073709551615
// EXACT-NEXT: tgt 45

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
  size_t n = 10;
  unsigned long acc = 0;
#pragma approx perfo(large:3) label("down")
  for (size_t i = n - 1; i < n; --i)
    acc = acc * 10 + i;
  printf("down %lu\n", acc);
  acc = 0;
#pragma approx perfo(small:2) label("le")
  for (uint64_t i = n - 1; i <= n; i -= 3)
    acc = acc * 10 + i;
  printf("le %lu\n", acc);
  acc = 0;
  size_t j;
#pragma approx perfo(large:2) label("pre")
  for (j = 7; j < n; j--)
    acc = acc * 10 + j;
  printf("pre %lu j=%zu\n", acc, j);
  acc = 0;
  double x[10];
  for (int i = 0; i < 10; ++i)
    x[i] = i;
#pragma omp target map(tofrom: acc) map(to: x)
  {
#pragma approx perfo(large:2) label("tgt")
    for (size_t i = n - 1; i < n; --i)
      acc += (unsigned long)x[i];
  }
  printf("tgt %lu\n", acc);
  return 0;
}
