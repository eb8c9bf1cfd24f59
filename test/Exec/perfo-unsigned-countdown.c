// The count-down idiom over a narrower unsigned variable, `for (unsigned i
// = n - 1; i < n; --i)` (also uint16_t with '<=' and step 2, a predeclared
// unsigned char), runs i = n-1 .. 0 as in C, where the step past 0 wraps
// the variable above the bound: the kept iterations are those, the region
// disabled runs them all, and a predeclared variable ends wrapped (the
// program stopped with "the loop step does not move the variable towards
// its bound"). An ordinary unsigned loop is unchanged.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: echo '{"u32": {"enabled": false}, "u16": {"enabled": false}, "u8": {"enabled": false}, "up": {"enabled": false}, "tgt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: u32 9630
// APPROX-NEXT: u16 951 k=65535
// APPROX-NEXT: u8 531 c=255
// APPROX-NEXT: up 24
// APPROX-NEXT: tgt 25
// EXACT: u32 9876543210
// EXACT-NEXT: u16 97531 k=65535
// EXACT-NEXT: u8 543210 c=255
// EXACT-NEXT: up 42
// EXACT-NEXT: tgt 45

#include <stdint.h>
#include <stdio.h>

int main(void) {
  unsigned n = 10;
  unsigned long acc = 0;
#pragma approx perfo(large:3) label("u32")
  for (unsigned i = n - 1; i < n; --i)
    acc = acc * 10 + i;
  printf("u32 %lu\n", acc);
  acc = 0;
  uint16_t m = 10, k;
#pragma approx perfo(large:2) label("u16")
  for (k = m - 1; k <= m; k -= 2)
    acc = acc * 10 + k;
  printf("u16 %lu k=%u\n", acc, (unsigned)k);
  acc = 0;
  unsigned char c;
#pragma approx perfo(small:2) label("u8")
  for (c = 5; c < 200; c--)
    acc = acc * 10 + c;
  printf("u8 %lu c=%u\n", acc, (unsigned)c);
  acc = 0;
#pragma approx perfo(large:2) label("up")
  for (unsigned i = 3; i < n; ++i)
    acc += i;
  printf("up %lu\n", acc);
  acc = 0;
#pragma omp target map(tofrom: acc)
  {
#pragma approx perfo(large:2) label("tgt")
    for (unsigned i = n - 1; i < n; --i)
      acc += i;
  }
  printf("tgt %lu\n", acc);
  return 0;
}
