// A perforated loop over a narrow unsigned variable (uint16_t, unsigned
// char, unsigned) under '>' / '>=' whose steps wrap it, as C defines: the
// variable starts at the bound converted to its type, each step stores the
// promoted sum back modulo 2^w, and the loop runs on as long as the value
// passes the test (`for (uint16_t i = 5; i > 0; i -= 3)` runs 5, 2, 65535,
// ..., 3: 21847 iterations). Each region is checked against the same loop
// written without a pragma in this program: small:2 keeps its logical
// iterations 0, 2, 4, ... (docs/language.md), the region disabled and the
// -fno-approx build keep them all, in plain clang's order. Before, the plan
// ran 2 iterations of the first loop and stopped the program at the second
// ("the loop step does not move the variable towards its bound"). A loop
// whose values never fail its test (C loops forever) stops the program.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefixes=CHECK,APPROX
// RUN: echo '{"gt-down": {"enabled": false}, "gt-up": {"enabled": false}, "ge-down": {"enabled": false}, "u8-up": {"enabled": false}, "lb-conv": {"enabled": false}, "u32": {"enabled": false}, "tgt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t exact | %FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain exact | %FileCheck %s --check-prefixes=CHECK,EXACT
// RUN: %approx-clang %host-offload -DFOREVER %s -o %t.forever
// RUN: not %run %t.forever 2>&1 | %FileCheck %s --check-prefix=FOREVER

// APPROX: gt-down n=21847 kept=10924 ok
// EXACT: gt-down n=21847 kept=21847 ok
// APPROX-NEXT: gt-up n=3 kept=2 ok
// EXACT-NEXT: gt-up n=3 kept=3 ok
// APPROX-NEXT: ge-down n=21847 kept=10924 ok
// EXACT-NEXT: ge-down n=21847 kept=21847 ok
// APPROX-NEXT: u8-up n=2 kept=1 ok
// EXACT-NEXT: u8-up n=2 kept=2 ok
// APPROX-NEXT: lb-conv n=5 kept=3 ok
// EXACT-NEXT: lb-conv n=5 kept=5 ok
// APPROX-NEXT: u32 n=2 kept=1 ok
// EXACT-NEXT: u32 n=2 kept=2 ok
// APPROX-NEXT: tgt n=21847 kept=10924 ok
// EXACT-NEXT: tgt n=21847 kept=21847 ok
// CHECK-NOT: WRONG
// FOREVER: approx: error: region 'forever': the loop variable never leaves the range its test allows (C loops forever)

#include <stdint.h>
#include <stdio.h>

#define PERFO_CHECK_MAX 70000
#include "../Inputs/perfo-order-check.h"

int main(int argc, char **argv) {
  stride = argc > 1 ? 1 : 2;
  int lb = argc > 1 ? 5 : 4 + argc; // 5, not a constant
  int big = 70000 + argc - 1;       // 70000 converts to 4464
#ifdef FOREVER
#pragma approx perfo(small:2) label("forever")
  for (uint16_t i = 3; i >= 1; i -= 2) // odd values only: never 0
    got[m++ % PERFO_CHECK_MAX] = i;
#endif

  for (uint16_t i = lb; i > 0; i -= 3)
    plain(i);
#pragma approx perfo(small:2) label("gt-down")
  for (uint16_t i = lb; i > 0; i -= 3)
    got[m++] = i;
  check("gt-down");

  for (uint16_t i = 65530; i > 100; i += 2)
    plain(i);
#pragma approx perfo(small:2) label("gt-up")
  for (uint16_t i = 65530; i > 100; i += 2)
    got[m++] = i;
  check("gt-up");

  uint16_t k;
  for (k = lb; k >= 2; k -= 3)
    plain(k);
#pragma approx perfo(small:2) label("ge-down")
  for (k = lb; k >= 2; k -= 3)
    got[m++] = k;
  check("ge-down");

  for (unsigned char c = 250; c >= 200; c += 3)
    plain(c);
#pragma approx perfo(small:2) label("u8-up")
  for (unsigned char c = 250; c >= 200; c += 3)
    got[m++] = c;
  check("u8-up");

  for (uint16_t i = big; i > 4000; i -= 100)
    plain(i);
#pragma approx perfo(small:2) label("lb-conv")
  for (uint16_t i = big; i > 4000; i -= 100)
    got[m++] = i;
  check("lb-conv");

  for (unsigned u = 4294967290u; u > 7; u += 3)
    plain(u);
#pragma approx perfo(small:2) label("u32")
  for (unsigned u = 4294967290u; u > 7; u += 3)
    got[m++] = u;
  check("u32");

  for (uint16_t i = lb; i > 0; i -= 3)
    plain(i);
#pragma omp target map(tofrom: got, m) firstprivate(lb)
  {
#pragma approx perfo(small:2) label("tgt")
    for (uint16_t i = lb; i > 0; i -= 3)
      got[m++] = i;
  }
  check("tgt");
  return 0;
}
