// memo(in) keyed on scalars of one iteration (docs/language.md, "memo",
// scalar keys), on the host device: the key r2 and the outputs v, who are
// declared in the body of a sequential loop inside a target region, so the
// memoized work is the one statement that writes v and who; the statements
// before it (the key) and after it (the sums) run on every iteration. Each
// execution of the loop (one per row) has one table; 'who' shows which
// iteration computed the value an iteration used. "enabled": false runs
// the loop as written.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %run env APPROX_REPORT=%t.report.json %t > /dev/null
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// RUN: echo '{"scalar": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT

#include <stdio.h>

enum { R = 2, J = 8 };

int main(void) {
  // Row 0, size 2, round robin, threshold 0.01: 1 miss; 1.001 hits 1; 2
  // miss; 3 replaces 1; 1 replaces 2; 2.01 replaces 3; 5 replaces 1; 2 is
  // 0.5 % from 2.01: hit. Row 1: one miss, then seven hits.
  double key[R * J] = {1, 1.001, 2, 3, 1, 2.01, 5, 2, 7, 7, 7, 7, 7, 7, 7, 7};
  double sum[R];
  int rec[R * J];
#pragma omp target teams distribute parallel for map(to: key[0:R * J]) map(from: sum[0:R], rec[0:R * J])
  for (int b = 0; b < R; ++b) {
    double s = 0;
#pragma approx memo(in, size(2), threshold(0.01)) in(r2) out(v, who) label("scalar")
    for (int j = 0; j < J; ++j) {
      double r2 = key[b * J + j];
      double v;
      int who;
      {
        v = r2 * 10;
        who = j;
      }
      s += v;
      rec[b * J + j] = who;
    }
    sum[b] = s;
  }
  for (int b = 0; b < R; ++b) {
    printf("row %d sum %g who", b, sum[b]);
    for (int j = 0; j < J; ++j)
      printf(" %d", rec[b * J + j]);
    printf("\n");
  }
  return 0;
}
// CHECK: {{^}}row 0 sum 170.2 who 0 0 2 3 4 5 6 5{{$}}
// CHECK: {{^}}row 1 sum 560 who 0 0 0 0 0 0 0 0{{$}}
// EXACT: {{^}}row 0 sum 170.11 who 0 1 2 3 4 5 6 7{{$}}
// EXACT: {{^}}row 1 sum 560 who 0 1 2 3 4 5 6 7{{$}}
// REPORT: {"label": "scalar", "executions": 2, "total_iterations": 16, "kept_iterations": 7, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0, "memo_lookups": 16, "memo_hits": 9, "memo_hit_rate": 0.5625}
