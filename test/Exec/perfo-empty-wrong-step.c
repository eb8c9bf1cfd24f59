// A loop whose test fails before its first iteration runs none, whatever
// its step, as in C: `for (i = 0; i < n; --i)` with n <= 0 is an empty
// region (it stopped the program with "the loop step does not move the
// variable towards its bound", also with the region disabled); a
// predeclared variable keeps its initial value; also inside a target region. Such a loop that would run
// still stops with that message.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// RUN: echo '{"up": {"enabled": false}, "down": {"enabled": false}, "pre": {"enabled": false}, "u64": {"enabled": false}, "tgt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s
// RUN: not %run %t x 2>&1 | %FileCheck %s --check-prefix=RUNS

// CHECK: up 0
// CHECK-NEXT: down 0
// CHECK-NEXT: pre 0 j=3
// CHECK-NEXT: u64 0
// CHECK-NEXT: tgt 0
// RUNS: approx: error: region 'up': the loop step does not move the variable towards its bound (got -1)

#include <stddef.h>
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = argc - 1; // 0 without arguments
  long c = 0;
#pragma approx perfo(large:2) label("up")
  for (int i = 0; i < n; --i)
    c += 1;
  printf("up %ld\n", c);
#pragma approx perfo(small:2) label("down")
  for (int i = n; i > 0; i += 2)
    c += 1;
  printf("down %ld\n", c);
  int j;
#pragma approx perfo(large:2) label("pre")
  for (j = 3; j <= n; j -= 1)
    c += 1;
  printf("pre %ld j=%d\n", c, j);
  size_t m = (size_t)n;
#pragma approx perfo(large:2) label("u64")
  for (size_t i = m; i > m; ++i)
    c += 1;
  printf("u64 %ld\n", c);
#pragma omp target map(tofrom: c)
  {
#pragma approx perfo(large:2) label("tgt")
    for (int i = 0; i < n; i -= 4)
      c += 1;
  }
  printf("tgt %ld\n", c);
  return 0;
}
