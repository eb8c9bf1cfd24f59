// A loop variable whose type is a typedef of an unsigned type (u64, u32, byte) runs the count-down idiom and '!=' wraps as the spelled types do, in a host loop and inside a kernel, and disabled runs them all (the program stopped: "the loop step does not move the variable towards its bound").
// RUN: %approx-clang -Wall -Wextra -pedantic -Werror %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: echo '{"u64": {"enabled": false}, "u32": {"enabled": false}, "byte": {"enabled": false}, "sidx": {"enabled": false}, "dev": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: u64 97531
// APPROX-NEXT: u32 97531
// APPROX-NEXT: byte 758
// APPROX-NEXT: sidx 2468
// APPROX-NEXT: dev 0101010101
// EXACT: u64 9876543210
// EXACT-NEXT: u32 9876543210
// EXACT-NEXT: byte 1521
// EXACT-NEXT: sidx 123456789
// EXACT-NEXT: dev 1111111111

#include <stdio.h>

typedef unsigned long long u64;
typedef unsigned u32;
typedef unsigned char byte;
typedef long sidx;

int main(void) {
  long s = 0;
#pragma approx perfo(large:2) label("u64")
  for (u64 i = 9; i < 10; --i)
    s = s * 10 + (long)i;
  printf("u64 %ld\n", s);
  s = 0;
#pragma approx perfo(large:2) label("u32")
  for (u32 i = 9; i != ~0u; --i)
    s = s * 10 + (long)i;
  printf("u32 %ld\n", s);
  s = 0;
#pragma approx perfo(large:2) label("byte")
  for (byte b = 250; b != 4; ++b)
    s += b;
  printf("byte %ld\n", s);
  s = 0;
#pragma approx perfo(large:2) label("sidx")
  for (sidx i = -5; i < 5; ++i)
    s = s * 10 + (i + 5);
  printf("sidx %ld\n", s);
  int a[10] = {0};
#pragma omp target map(tofrom: a)
  {
#pragma approx perfo(large:2) label("dev")
    for (u64 i = 9; i < 10; --i)
      a[i] = 1;
  }
  printf("dev ");
  for (int i = 0; i < 10; ++i)
    printf("%d", a[i]);
  printf("\n");
  return 0;
}
