// A sequential loop over a 64-bit signed variable whose range exceeds 2^63 (-9e18 .. 9e18) runs its kept iterations with C's values, and all of them disabled, without signed overflow (the trip count overflowed: no or one iteration ran).
// RUN: %approx-clang -O2 -fsanitize=signed-integer-overflow -fsanitize-trap=signed-integer-overflow %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: echo '{"down": {"enabled": false}, "up": {"enabled": false}, "pre": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: down 20 10
// APPROX-NEXT: up -7 7
// APPROX-NEXT: pre -2 2 k=4611686018427387904
// EXACT: down 20 40
// EXACT-NEXT: up -10 20
// EXACT-NEXT: pre -3 3 k=4611686018427387904
// REPORT: {"label": "down", "executions": 1, "total_iterations": 40, "kept_iterations": 10,
// REPORT: {"label": "up", "executions": 1, "total_iterations": 20, "kept_iterations": 7,
// REPORT: {"label": "pre", "executions": 1, "total_iterations": 3, "kept_iterations": 2,

#include <stdint.h>
#include <stdio.h>

int main(void) {
  long s = 0, n = 0;
  const long q = 450000000000000000L;
#pragma approx perfo(large:4) label("down")
  for (long k = 9000000000000000000L; k > -9000000000000000000L; k -= q) {
    s += k / q;
    ++n;
  }
  printf("down %ld %ld\n", s, n);
  s = 0;
  n = 0;
#pragma approx perfo(large:3) label("up")
  for (int64_t k = -9000000000000000000L; k <= 8100000000000000000L; k += 2 * q) {
    s += k / (2 * q);
    ++n;
  }
  printf("up %ld %ld\n", s, n);
  s = 0;
  n = 0;
  long long k, lo = INT64_MIN;
#pragma approx perfo(large:2) label("pre")
  for (k = lo; k < INT64_MAX - 4611686018427387903LL; k += 4611686018427387904LL) {
    s += (long)(k / 4611686018427387904LL);
    ++n;
  }
  printf("pre %ld %ld k=%lld\n", s, n, k);
  return 0;
}
