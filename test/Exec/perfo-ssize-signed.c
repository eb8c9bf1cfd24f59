// A loop variable of a signed type whose name contains another's (ssize_t holds "size_t") counts as signed: a range from a negative bound runs its kept iterations, and all of them disabled (it ran none).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=APPROX
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: echo '{"seq": {"enabled": false}, "tgt": {"enabled": false}, "pre": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT

// APPROX: seq 1010101010
// APPROX-NEXT: tgt 2020202020
// APPROX-NEXT: pre 3003003003 j=5
// EXACT: seq 1111111111
// EXACT-NEXT: tgt 2222222222
// EXACT-NEXT: pre 3333333333 j=5
// REPORT: {"label": "seq", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// REPORT: {"label": "tgt", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// REPORT: {"label": "pre", "executions": 1, "total_iterations": 10, "kept_iterations": 4,

#include <stdio.h>
#include <sys/types.h>

static void show(const char *name, const int *a) {
  printf("%s ", name);
  for (int i = 0; i < 10; ++i)
    printf("%d", a[i]);
}

int main(void) {
  int a[10] = {0}, b[10] = {0}, c[10] = {0};
#pragma approx perfo(large:2) label("seq")
  for (ssize_t i = -5; i < 5; ++i)
    a[i + 5] = 1;
  show("seq", a);
  printf("\n");
#pragma approx perfo(large:2) label("tgt")
#pragma omp target teams distribute parallel for map(tofrom: b)
  for (ssize_t i = -5; i < 5; ++i)
    b[i + 5] = 2;
  show("tgt", b);
  printf("\n");
  ssize_t j;
#pragma approx perfo(large:3) label("pre")
  for (j = -5; j < 5; ++j)
    c[j + 5] = 3;
  show("pre", c);
  printf(" j=%ld\n", (long)j);
  return 0;
}
