// APPROX_REPORT of data sites whose items travel in reduced precision
// (docs/data.md, "Data sites"): like a perforated site, each execution
// counts the rows of its first item, here every row kept, besides the
// bytes. A precision site counted 0 rows (total_iterations 0), at every
// directive; the exit data sites were the case reported. Items: 12 floats
// (a 1-D section: 12 rows of 1) and 4 rows of 3 floats ([4][3] shaping).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>%t.report | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=REPORT --input-file=%t.report
// Where the transfers save nothing (the x86 device shares host memory):
// the rows still count, nothing is moved, the skip is counted.
// RUN: %run env APPROX_REPORT=1 %t 2>%t.skip | %FileCheck %s --check-prefix=EXACT
// RUN: %FileCheck %s --check-prefix=SKIP --input-file=%t.skip

// CHECK: exit-half: 0.100000001 -> 0.0999755859
// CHECK-NEXT: exit-bf16-2d: 0.100000001 -> 0.100097656
// CHECK-NEXT: exit-twice: 0.100000001 -> 0.0999755859
// EXACT: exit-half: 0.100000001 -> 0.100000001
// EXACT-NEXT: exit-bf16-2d: 0.100000001 -> 0.100000001
// EXACT-NEXT: exit-twice: 0.100000001 -> 0.100000001

// 12 rows of 1 float: 24 bytes of half move, 24 saved.
// REPORT: "label": "exit-half", "executions": 1, "total_iterations": 12, "kept_iterations": 12, "time_s": {{[^,]+}}, "bytes_transferred": 24, "bytes_saved": 24}
// 4 rows of 3 floats in bf16.
// REPORT: "label": "exit-bf16-2d", "executions": 1, "total_iterations": 4, "kept_iterations": 4, "time_s": {{[^,]+}}, "bytes_transferred": 24, "bytes_saved": 24}
// Two executions; the second finds the item not mapped, which the
// directive leaves alone: its rows count, no bytes.
// REPORT: "label": "exit-twice", "executions": 2, "total_iterations": 24, "kept_iterations": 24, "time_s": {{[^,]+}}, "bytes_transferred": 24, "bytes_saved": 24}
// The other directives count alike.
// REPORT: "label": "td-in-half", "executions": 1, "total_iterations": 12, "kept_iterations": 12, "time_s": {{[^,]+}}, "bytes_transferred": 24, "bytes_saved": 24}
// REPORT: "label": "enter-unorm16", "executions": 1, "total_iterations": 4, "kept_iterations": 4, "time_s": {{[^,]+}}, "bytes_transferred": 24, "bytes_saved": 24}
// REPORT: "label": "update-float", "executions": 1, "total_iterations": 12, "kept_iterations": 12, "time_s": {{[^,]+}}, "bytes_transferred": 48, "bytes_saved": 48}

// SKIP: "label": "exit-half", "executions": 1, "total_iterations": 12, "kept_iterations": 12, "time_s": {{[^,]+}}, "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// SKIP: "label": "exit-bf16-2d", "executions": 1, "total_iterations": 4, "kept_iterations": 4, "time_s": {{[^,]+}}, "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// SKIP: "label": "exit-twice", "executions": 2, "total_iterations": 24, "kept_iterations": 24, "time_s": {{[^,]+}}, "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 2}
// SKIP: "label": "td-in-half", "executions": 1, "total_iterations": 12, "kept_iterations": 12, "time_s": {{[^,]+}}, "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// SKIP: "label": "enter-unorm16", "executions": 1, "total_iterations": 4, "kept_iterations": 4, "time_s": {{[^,]+}}, "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// SKIP: "label": "update-float", "executions": 1, "total_iterations": 12, "kept_iterations": 12, "time_s": {{[^,]+}}, "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}

#include <stdio.h>

#define N 12

static float o[N], a[N];
static double d[N], od[N];

static void fill(void) {
#pragma omp target teams distribute parallel for map(from: o[0:N])
  for (int i = 0; i < N; ++i)
    o[i] = 0.1f * (float)(i + 1);
}

static void show(const char *what) { printf("%s: %.9g -> %.9g\n", what, 0.1f, o[0]); }

int main(void) {
  float *p = o;
  for (int i = 0; i < N; ++i) {
    a[i] = (float)i / N;
    d[i] = i / 3.0;
  }

#pragma omp target enter data map(alloc: o[0:N])
  fill();
#pragma approx out(o[0:N]) precision(half) label("exit-half")
#pragma omp target exit data map(from: o[0:N])
  show("exit-half");

#pragma omp target enter data map(alloc: o[0:N])
  fill();
#pragma approx out(([4][3])p) precision(bf16) label("exit-bf16-2d")
#pragma omp target exit data map(from: p[0:N])
  show("exit-bf16-2d");

#pragma omp target enter data map(alloc: o[0:N])
  fill();
  for (int k = 0; k < 2; ++k) {
#pragma approx out(o[0:N]) precision(half) label("exit-twice")
#pragma omp target exit data map(from: o[0:N])
  }
  show("exit-twice");

#pragma approx in(a[0:N]) precision(half) label("td-in-half")
#pragma omp target data map(to: a[0:N])
  {
  }

#pragma approx in(([4][3])a) precision(unorm16 : a) label("enter-unorm16")
#pragma omp target enter data map(to: a[0:N])
#pragma omp target exit data map(release: a[0:N])

#pragma omp target data map(alloc: od[0:N])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; ++i)
      od[i] = i / 3.0;
#pragma approx out(od[0:N]) precision(float) label("update-float")
#pragma omp target update from(od[0:N])
  }
  return 0;
}
