// An unsigned loop variable under '!=' runs modulo its width as in C (`for (unsigned i = n - 1; i != ~0u; --i)`, a uint8_t or unsigned passing its maximum): kept iterations perforated, all of them disabled (the program stopped: "steps over its '!=' bound").
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: echo '{"down": {"enabled": false}, "u8": {"enabled": false}, "up": {"enabled": false}, "step3": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: down 97531
// APPROX-NEXT: u8 250 252 254 0 2
// APPROX-NEXT: up 90 92 94 0 2 4 u=6
// APPROX-NEXT: step3 253 3 9 15 21
// EXACT: down 9876543210
// EXACT-NEXT: u8 250 251 252 253 254 255 0 1 2 3
// EXACT-NEXT: up 90 91 92 93 94 95 0 1 2 3 4 5 u=6
// EXACT-NEXT: step3 253 0 3 6 9 12 15 18 21 24
// REPORT: {"label": "down", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// REPORT: {"label": "u8", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// REPORT: {"label": "up", "executions": 1, "total_iterations": 12, "kept_iterations": 6,
// REPORT: {"label": "step3", "executions": 1, "total_iterations": 10, "kept_iterations": 5,

#include <stdint.h>
#include <stdio.h>

int main(void) {
  unsigned m = 10;
  long s = 0;
#pragma approx perfo(large:2) label("down")
  for (unsigned i = m - 1; i != ~0u; --i)
    s = s * 10 + i;
  printf("down %ld\n", s);
  printf("u8");
#pragma approx perfo(large:2) label("u8")
  for (uint8_t i = 250; i != 4; ++i)
    printf(" %d", i);
  printf("\n");
  unsigned u;
  printf("up");
#pragma approx perfo(large:2) label("up")
  for (u = 4294967290u; u != 6; ++u)
    printf(" %u", u % 100);
  printf(" u=%u\n", u);
  // 253 + 3k reaches 27 (mod 256) at k = 10, after one wrap.
  printf("step3");
#pragma approx perfo(large:2) label("step3")
  for (unsigned char c = 253; c != 27; c += 3)
    printf(" %d", c);
  printf("\n");
  return 0;
}
