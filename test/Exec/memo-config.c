// memo knobs per label in APPROX_CONFIG (threshold, size, replace, items,
// hierarchy, tables, history, predict, enabled), and APPROX_REPORT's memo
// counts: lookups, hits (memo(in)) or predictions (memo(out)), hit rate;
// total_iterations are the lookups, kept_iterations those that ran. On the
// host a warp hierarchy is a thread table.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: {{^}}in 100 100 202 100 100 100{{$}}
// DEFAULT-NEXT: {{^}}out 1 1 1 1 1 5{{$}}

// RUN: echo '{"in": {"threshold": 0, "size": 1}, "out": {"history": 3, "predict": 1}}' > %t.knobs.json
// RUN: %run env APPROX_CONFIG=%t.knobs.json %t | %FileCheck %s --check-prefix=KNOBS
// KNOBS: {{^}}in 100 101.1 202 103 103 103{{$}}
// KNOBS-NEXT: {{^}}out 1 1 1 1 4 5{{$}}

// RUN: echo '{"in": {"items": 2, "hierarchy": "warp", "tables": 4, "replace": "lru"}, "out": {"threshold": 0.5, "history": 1, "predict": 2}}' > %t.more.json
// RUN: %run env APPROX_CONFIG=%t.more.json %t | %FileCheck %s --check-prefix=MORE
// MORE: {{^}}in 100 100 202 103 104 104{{$}}
// MORE-NEXT: {{^}}out 1 1 1 3 3 3{{$}}

// RUN: echo '{"in": {"enabled": false}, "out": {"enabled": false, "predict": 9}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=OFF
// OFF: {{^}}in 100 101.1 202 103 104 105{{$}}
// OFF-NEXT: {{^}}out 1 1 1 3 4 5{{$}}

// RUN: %run env APPROX_REPORT=%t.report.json %t
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// REPORT: {"label": "in", "executions": 1, "total_iterations": 6, "kept_iterations": 2, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0, "memo_lookups": 6, "memo_hits": 4, "memo_hit_rate": 0.666667}
// REPORT: {"label": "out", "executions": 1, "total_iterations": 6, "kept_iterations": 3, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0, "memo_lookups": 6, "memo_predictions": 3, "memo_hit_rate": 0.5}

// Bad knobs stop the program at start-up, naming label and field.
// RUN: echo '{"in": {"threshold": -1}}' > %t.b1.json
// RUN: not %run env APPROX_CONFIG=%t.b1.json %t 2>&1 | %FileCheck %s --check-prefix=B1
// B1: approx: error: APPROX_CONFIG '{{.*}}': label 'in': field 'threshold': must be a number >= 0
// RUN: echo '{"in": {"size": 0}}' > %t.b2.json
// RUN: not %run env APPROX_CONFIG=%t.b2.json %t 2>&1 | %FileCheck %s --check-prefix=B2
// B2: approx: error: APPROX_CONFIG '{{.*}}': label 'in': field 'size': must be an integer in [1, 32]
// RUN: echo '{"in": {"size": 1e9}}' > %t.b3.json
// RUN: not %run env APPROX_CONFIG=%t.b3.json %t 2>&1 | %FileCheck %s --check-prefix=B3
// B3: approx: error: APPROX_CONFIG {{.*}}: label 'in': field 'size': must be an integer in [1, 32]
// RUN: echo '{"in": {"tables": 3}}' > %t.b4.json
// RUN: not %run env APPROX_CONFIG=%t.b4.json %t 2>&1 | %FileCheck %s --check-prefix=B4
// B4: approx: error: APPROX_CONFIG {{.*}}: label 'in': field 'tables': must be a power of two in [1, 32]
// RUN: echo '{"in": {"hierarchy": "block"}}' > %t.b5.json
// RUN: not %run env APPROX_CONFIG=%t.b5.json %t 2>&1 | %FileCheck %s --check-prefix=B5
// B5: approx: error: APPROX_CONFIG {{.*}}: label 'in': field 'hierarchy': must be one of thread, warp
// RUN: echo '{"out": {"replace": "mru"}}' > %t.b6.json
// RUN: not %run env APPROX_CONFIG=%t.b6.json %t 2>&1 | %FileCheck %s --check-prefix=B6
// B6: approx: error: APPROX_CONFIG {{.*}}: label 'out': field 'replace': must be one of rr, lru
// RUN: echo '{"out": {"predict": 2.5}}' > %t.b7.json
// RUN: not %run env APPROX_CONFIG=%t.b7.json %t 2>&1 | %FileCheck %s --check-prefix=B7
// B7: approx: error: APPROX_CONFIG {{.*}}: label 'out': field 'predict': must be an integer in [1, 2147483647]

#include <stdio.h>

int main(void) {
  enum { N = 6 };
  double in[N] = {1, 1.001, 2, 1, 1, 1}, a[N];
  // Defaults: threshold 0.01, 8 entries, items 32 (one group here).
#pragma approx memo(in) in(in[i]) out(a[i]) label("in")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = in[i] * 100 + i;
  printf("in");
  for (int i = 0; i < N; ++i)
    printf(" %g", a[i]);
  printf("\n");

  double t[N] = {1, 1, 1, 3, 4, 5}, o[N];
  // Defaults here: history 2, predict 3, threshold 0.01.
#pragma approx memo(out, history(2), predict(3)) out(o[i]) label("out")
  for (int i = 0; i < N; ++i)
    o[i] = t[i];
  printf("out");
  for (int i = 0; i < N; ++i)
    printf(" %g", o[i]);
  printf("\n");
  return 0;
}
