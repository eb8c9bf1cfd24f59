// A perforated loop whose test compares its variable with a bound of
// another signedness runs C's iterations: C converts both to their common
// type first (the usual arithmetic conversions), so an unsigned variable
// against an int -4 compares with 4294967292, a signed one against an
// unsigned bound compares as unsigned (-10 >= 4294967280u holds), and a
// uint16_t against a size_t compares as 64-bit unsigned. Each region is
// checked against the same loop written without a pragma in this program:
// small:2 keeps its logical iterations 0, 2, 4, ... (docs/language.md),
// the region disabled and the -fno-approx build keep them all, in plain
// clang's order. Before, the plan compared the bound as a signed 64-bit
// value: "u32-lt-neg" ran none of its 2 iterations, "int-ge-unsigned" none
// of its 4, "u32-gt-neg" and "u16-gt-size" stopped the program ("C loops
// forever") where C runs none, and with the region disabled too. A narrow
// variable under '!=' with a bound outside its values (C loops forever)
// stops the program instead of running the bound's low bits' count.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefixes=CHECK,APPROX
// RUN: echo '{"u32-lt-neg": {"enabled": false}, "u32-gt-neg": {"enabled": false}, "int-ge-unsigned": {"enabled": false}, "int-ge-call": {"enabled": false}, "int-lt-literal": {"enabled": false}, "u32-ne-minus1": {"enabled": false}, "typedef-ge-unsigned": {"enabled": false}, "int-lt-ulong": {"enabled": false}, "u16-gt-size": {"enabled": false}, "u16-lt-unsigned": {"enabled": false}, "long-lt-unsigned": {"enabled": false}, "int-ne-unsigned": {"enabled": false}, "tgt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t exact | %FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain exact | %FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: %approx-clang %host-offload -DNEVER_EQUAL %s -o %t.never
// RUN: not %run %t.never 2>&1 | %FileCheck %s --check-prefix=NEVER

// APPROX: u32-lt-neg n=2 kept=1 ok
// EXACT: u32-lt-neg n=2 kept=2 ok
// CHECK-NEXT: u32-gt-neg n=0 kept=0 ok
// APPROX-NEXT: int-ge-unsigned n=4 kept=2 ok
// EXACT-NEXT: int-ge-unsigned n=4 kept=4 ok
// APPROX-NEXT: int-ge-call n=4 kept=2 ok
// EXACT-NEXT: int-ge-call n=4 kept=4 ok
// CHECK-NEXT: int-lt-literal n=0 kept=0 ok
// APPROX-NEXT: u32-ne-minus1 n=6 kept=3 ok
// EXACT-NEXT: u32-ne-minus1 n=6 kept=6 ok
// APPROX-NEXT: typedef-ge-unsigned n=4 kept=2 ok
// EXACT-NEXT: typedef-ge-unsigned n=4 kept=4 ok
// CHECK-NEXT: int-lt-ulong n=0 kept=0 ok
// CHECK-NEXT: u16-gt-size n=0 kept=0 ok
// CHECK-NEXT: u16-lt-unsigned n=0 kept=0 ok
// APPROX-NEXT: long-lt-unsigned n=8 kept=4 ok
// EXACT-NEXT: long-lt-unsigned n=8 kept=8 ok
// APPROX-NEXT: int-ne-unsigned n=8 kept=4 ok
// EXACT-NEXT: int-ne-unsigned n=8 kept=8 ok
// APPROX-NEXT: tgt n=4 kept=2 ok
// EXACT-NEXT: tgt n=4 kept=4 ok
// CHECK-NOT: WRONG
// NEVER: approx: error: region 'never': the loop variable never equals its '!=' bound, which is outside its type's values (got 300)

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "../Inputs/perfo-order-check.h"

typedef int myint;
static unsigned ubig_of(int one) { return 4294967279u + (unsigned)one; }

int main(int argc, char **argv) {
  (void)argv;
  stride = argc > 1 ? 1 : 2;
  int one = argc > 0; // 1, not a constant: the bounds below are run-time values
  int neg4 = -3 - one, neg1 = -one;
  unsigned ubig = 4294967279u + (unsigned)one; // 4294967280
  unsigned long ul3 = 2 + (unsigned long)one;
  size_t szmax = (size_t)-1;
  unsigned uneg1 = (unsigned)neg1, u5 = 4 + (unsigned)one;
#ifdef NEVER_EQUAL
  int b300 = 299 + one;
#pragma approx perfo(small:2) label("never")
  for (uint8_t c = 0; c != b300; ++c)
    got[m++ % PERFO_CHECK_MAX] = c;
#endif

  for (unsigned i = 4294967290u; i < neg4; ++i)
    plain(i);
#pragma approx perfo(small:2) label("u32-lt-neg")
  for (unsigned i = 4294967290u; i < neg4; ++i)
    got[m++] = i;
  check("u32-lt-neg");

  for (unsigned i = 10; i > neg1; --i)
    plain(i);
#pragma approx perfo(small:2) label("u32-gt-neg")
  for (unsigned i = 10; i > neg1; --i)
    got[m++] = i;
  check("u32-gt-neg");

  for (int i = -10; i >= ubig; i += 3)
    plain(i);
#pragma approx perfo(small:2) label("int-ge-unsigned")
  for (int i = -10; i >= ubig; i += 3)
    got[m++] = i;
  check("int-ge-unsigned");

  for (int i = -10; i >= ubig_of(one); i += 3) // a call: its type from the compiler
    plain(i);
#pragma approx perfo(small:2) label("int-ge-call")
  for (int i = -10; i >= ubig_of(one); i += 3)
    got[m++] = i;
  check("int-ge-call");

  for (int i = -3; i < 5u; ++i)
    plain(i);
#pragma approx perfo(small:2) label("int-lt-literal")
  for (int i = -3; i < 5u; ++i)
    got[m++] = i;
  check("int-lt-literal");

  for (unsigned i = 5 + (unsigned)one - 1; i != -1; --i) // the count-down idiom: -1 is ~0u
    plain(i);
#pragma approx perfo(small:2) label("u32-ne-minus1")
  for (unsigned i = 5 + (unsigned)one - 1; i != -1; --i)
    got[m++] = i;
  check("u32-ne-minus1");

  for (myint i = -10; i >= ubig; i += 3)
    plain(i);
#pragma approx perfo(small:2) label("typedef-ge-unsigned")
  for (myint i = -10; i >= ubig; i += 3)
    got[m++] = i;
  check("typedef-ge-unsigned");

  for (int i = -2; i < ul3; ++i)
    plain(i);
#pragma approx perfo(small:2) label("int-lt-ulong")
  for (int i = -2; i < ul3; ++i)
    got[m++] = i;
  check("int-lt-ulong");

  for (uint16_t i = 10; i > szmax; --i)
    plain(i);
#pragma approx perfo(small:2) label("u16-gt-size")
  for (uint16_t i = 10; i > szmax; --i)
    got[m++] = i;
  check("u16-gt-size");

  for (uint16_t i = 65530; i > uneg1; i += 2)
    plain(i);
#pragma approx perfo(small:2) label("u16-lt-unsigned")
  for (uint16_t i = 65530; i > uneg1; i += 2)
    got[m++] = i;
  check("u16-lt-unsigned");

  for (long i = -3; i < u5; ++i) // long holds every unsigned: compared as long
    plain(i);
#pragma approx perfo(small:2) label("long-lt-unsigned")
  for (long i = -3; i < u5; ++i)
    got[m++] = i;
  check("long-lt-unsigned");

  for (int i = -3; i != u5; ++i)
    plain(i);
#pragma approx perfo(small:2) label("int-ne-unsigned")
  for (int i = -3; i != u5; ++i)
    got[m++] = i;
  check("int-ne-unsigned");

  for (int i = -10; i >= ubig; i += 3)
    plain(i);
#pragma omp target map(tofrom: got, m) firstprivate(ubig)
  {
#pragma approx perfo(small:2) label("tgt")
    for (int i = -10; i >= ubig; i += 3)
      got[m++] = i;
  }
  check("tgt");
  return 0;
}
