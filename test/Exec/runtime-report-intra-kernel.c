// APPROX_REPORT lists regions that run inside an offloaded target region
// (intra-kernel perforation) like any other: each execution of the inner
// loop counts, with its exact iterations.
// Was a bug (fixed): device compiles recorded nothing (no _rec helpers on the device) and
// nothing brings device-side counts back to the host, so "intra" and
// "rows" are absent from the report when offloaded (they are reported only
// when the target region falls back to the host).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s

// CHECK: {{^}}{"regions": [{{$}}
// CHECK-NEXT: {{^}}  {"label": "intra", "executions": 1, "total_iterations": 10, "kept_iterations": 5, "time_s": {{[0-9.e+-]+|null}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "rows", "executions": 4, "total_iterations": 32, "kept_iterations": 24, "time_s": {{[0-9.e+-]+|null}}, "bytes_transferred": 0, "bytes_saved": 0}{{$}}
// CHECK-NEXT: {{^}}]}{{$}}

#include <stdio.h>

static char s[11];
static char g[4][8];

int main(void) {
  int n = 10;
#pragma omp target map(tofrom: s)
  {
#pragma approx perfo(small:2) label("intra")
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(small:4) label("rows")
    for (int j = 0; j < 8; ++j) g[i][j] = '1';
  }
  return 0;
}
