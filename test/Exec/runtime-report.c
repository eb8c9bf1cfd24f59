// APPROX_REPORT: per label, executions and the exact total and kept
// iterations over all executions (time only checked to be there), to
// stderr (=1) or to a file; nothing without it or with =0. Regions that
// never ran are not listed.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s
// RUN: rm -f %t.report.json
// RUN: %run env APPROX_REPORT=%t.report.json %t > %t.stdout 2> %t.stderr
// RUN: %FileCheck %s < %t.report.json
// RUN: %FileCheck %s --check-prefix=OUT < %t.stdout
// RUN: count 0 < %t.stderr
// RUN: %run env APPROX_REPORT=0 %t 2>&1 | %FileCheck %s --check-prefix=OUT
// RUN: %run %t 2>&1 | %FileCheck %s --check-prefix=OUT
// A seed and a config change what is kept, and the report follows.
// RUN: echo '{"pre-target": {"value": 4}}' > %t.cfg.json
// RUN: %run env APPROX_REPORT=1 APPROX_SEED=7 APPROX_CONFIG=%t.cfg.json %t 2>&1 >/dev/null \
// RUN:   | %FileCheck %s --check-prefix=CFG

// OUT: {{^}}done{{$}}
// OUT-NOT: {{.}}

// CHECK: {{^}}{"regions": [{{$}}
// CHECK-NEXT: {{^}}  {"label": "pre-host", "executions": 3, "total_iterations": 30, "kept_iterations": 15, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "pre-target", "executions": 2, "total_iterations": 20, "kept_iterations": 8, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "post-target", "executions": 1, "total_iterations": 10, "kept_iterations": 5, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "rand", "executions": 1, "total_iterations": 48, "kept_iterations": 23, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "if-off", "executions": 1, "total_iterations": 10, "kept_iterations": 10, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "empty", "executions": 2, "total_iterations": 1, "kept_iterations": 1, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0},{{$}}
// CHECK-NEXT: {{^}}  {"label": "chunk", "executions": 1, "total_iterations": 13, "kept_iterations": 12, "time_s": {{[0-9.e+-]+}}, "bytes_transferred": 0, "bytes_saved": 0}{{$}}
// CHECK-NEXT: {{^}}]}{{$}}
// CHECK-NOT: never

// CFG: "label": "pre-host", "executions": 3, "total_iterations": 30, "kept_iterations": 15,
// CFG-NEXT: "label": "pre-target", "executions": 2, "total_iterations": 20, "kept_iterations": 6,
// CFG-NEXT: "label": "post-target", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// CFG-NEXT: "label": "rand", "executions": 1, "total_iterations": 48, "kept_iterations": 24,

#include <stdio.h>
#include <string.h>

static char s[49];

static void host(int n) {
#pragma approx perfo(small:2) label("pre-host")
  for (int i = 0; i < n; ++i) s[i] = '1';
}

static void never(int n) {
#pragma approx perfo(small:2) label("never")
  for (int i = 0; i < n; ++i) s[i] = '1';
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 10;
  for (int r = 0; r < 3; ++r)
    host(n);
  for (int r = 0; r < 2; ++r) {
#pragma approx perfo(large:3) label("pre-target")
#pragma omp target teams distribute parallel for map(tofrom: s)
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(rate:0.5) label("post-target")
  for (int i = 0; i < n; ++i) s[i] = '1';
#pragma approx perfo(rand:0.5) label("rand")
  for (int i = 0; i < 48; ++i) s[i] = '1';
#pragma approx perfo(small:2) label("if-off") if(argc > 5)
  for (int i = 0; i < n; ++i) s[i] = '1';
  for (int m = 0; m < 2; ++m) {
#pragma approx perfo(large:2) label("empty")
    for (int i = 0; i < m; ++i) s[i] = '1';
  }
#pragma approx perfo(fini, chunk(3) : 0.25) label("chunk")
  for (int i = 0; i < 13; ++i) s[i] = '1';
  if (argc > 5)
    never(n);
  printf("done\n");
  return 0;
}
