// Under `#pragma omp requires unified_shared_memory` every map is zero-copy:
// there is no transfer to approximate, and libomptarget's table holds no
// device copy for a data site to fill. The runtime reads the requirement
// from the program's offload entries and skips the transfer approximations
// (counted as "transfers_skipped"), where a data site used to stop with
// "not mapped", an in-item went through a device buffer of its own and
// host input perforation claimed bytes saved; its rows are now read as
// they are, all kept, as on the host. Values are exact; perforation still
// applies. The directive is put in effect before the forced header's
// declare target table (as -fopenmp-force-usm would) when it is at the top
// level of the main file, its clause written out or a macro from -D or a
// #define: libomptarget no longer prints "Failed to load global" for the
// table (on a GPU the table's first update failed). One the plugin cannot
// see (here inside #if) stops the program at start-up with a clear message
// that says how to fix it; -fopenmp-force-usm is that fix.
// RUN: %approx-clang %host-offload %s -o %t.top
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_REPORT=1 %t.top 2>%t.top.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefixes=QUIET,REPORT < %t.top.err
// RUN: sed -e 's/^#pragma omp requires unified_shared_memory$/#pragma omp requires REQ/' %s > %t.macro.c
// RUN: %approx-clang %host-offload -DREQ=unified_shared_memory %t.macro.c -o %t.macro
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_REPORT=1 %t.macro 2>%t.macro.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefixes=QUIET,REPORT < %t.macro.err
// RUN: sed -e 's/^#pragma omp requires unified_shared_memory$/#define REQ unified_shared_memory\n#pragma omp requires REQ/' %s > %t.define.c
// RUN: %approx-clang %host-offload %t.define.c -o %t.define
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_REPORT=1 %t.define 2>%t.define.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefixes=QUIET,REPORT < %t.define.err
// -save-temps: the -E text carries the decision (no start-up stop).
// RUN: rm -rf %t.st && mkdir %t.st && cd %t.st && %approx-clang %host-offload -save-temps %s -o st
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_REPORT=1 %t.st/st 2>%t.st.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefixes=QUIET,REPORT < %t.st.err
// RUN: sed -e 's/^#pragma omp requires unified_shared_memory$/#if 1\n&\n#endif/' %s > %t.cond.c
// RUN: %approx-clang %host-offload %t.cond.c -o %t.cond
// RUN: not %run %t.cond 2>&1 | FileCheck %s --check-prefix=LATE
// RUN: %approx-clang %host-offload -fopenmp-force-usm %t.cond.c -o %t.forced
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_REPORT=1 %t.forced 2>%t.forced.err | %FileCheck %s
// RUN: %FileCheck %s --check-prefixes=QUIET,REPORT < %t.forced.err
// CHECK: y: 0 -1 4 -1 8 -1 12 -1 16 -1 20 -1 24 -1 28 -1
// CHECK-NEXT: z: 0.1 1.1 2.1 3.1 4.1 5.1 6.1 7.1 8.1 9.1 10.1 11.1 12.1 13.1 14.1 15.1
// CHECK-NEXT: w: 0.5 1.5 2.5 3.5 4.5 5.5 6.5 7.5 8.5 9.5 10.5 11.5 12.5 13.5 14.5 15.5
// CHECK-NEXT: rows: 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15
// QUIET-NOT: Failed to load
// LATE: approx: error: this program requires unified_shared_memory, but a file of it was compiled with the directive after approx.h's run-time table {{.*}} Put '#pragma omp requires unified_shared_memory' in the main file outside #if, or compile every file with -fopenmp-force-usm
// REPORT: "label": "scale", "executions": 1, "total_iterations": 16, "kept_iterations": 8,
// REPORT-SAME: "bytes_transferred": 0, "bytes_saved": 0}
// REPORT-NEXT: "label": "site", "executions": 1, {{.*}}"bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// REPORT-NEXT: "label": "in", "executions": 1, {{.*}}"bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// REPORT-NEXT: "label": "rows", "executions": 1, "total_iterations": 16, "kept_iterations": 16, {{.*}}"bytes_transferred": 0, "bytes_saved": 0}

#pragma omp requires unified_shared_memory
#include <stdio.h>
#include <stdlib.h>

#define N 16

static void show(const char *name, const float *v) {
  printf("%s:", name);
  for (int i = 0; i < N; ++i)
    printf(" %g", v[i]);
  printf("\n");
}

int main(void) {
  float *x = malloc(N * sizeof(float)), *y = malloc(N * sizeof(float));
  float *z = malloc(N * sizeof(float)), *w = malloc(N * sizeof(float));
  for (int i = 0; i < N; ++i) {
    x[i] = i;
    y[i] = -1;
    z[i] = i;
  }
#pragma approx perfo(large:2) label("scale")
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(tofrom : y[0:N])
  for (int i = 0; i < N; ++i)
    y[i] = 2.0f * x[i];
  show("y", y);

#pragma approx in(z[0:N]) precision(half) label("site")
#pragma omp target enter data map(to : z[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; ++i)
    z[i] += 0.1f;
#pragma omp target exit data map(from : z[0:N])
  show("z", z);

#pragma approx in(x[0:N]) precision(half) label("in")
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(from : w[0:N])
  for (int i = 0; i < N; ++i)
    w[i] = x[i] + 0.5f;
  show("w", w);

#pragma approx perfo(large:2) in(x[0:N]) reconstruct(nn, host) label("rows")
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(from : w[0:N])
  for (int i = 0; i < N; ++i)
    w[i] = x[i];
  show("rows", w);
  free(x);
  free(y);
  free(z);
  free(w);
  return 0;
}
