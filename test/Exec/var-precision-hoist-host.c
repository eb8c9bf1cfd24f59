// A time loop's arrays held in one typed copy (docs/language.md "Arrays of
// a time loop") while host code in the loop reaches them, as public codes
// do: `precision(float : x, y)` on a loop (in a header, sizes from -D) whose
// kernel updates y each step; at step 1 the host sets y[0] and sends it with
// `target update to(y[0:1])`; every EVERY steps `target update from(y[0:n])`
// fetches y and the host reads y[0] and y[7] into a monitor.
// * present (target enter data): the copy is converted back into the
//   present array before each update and into the copy again after the
//   `to`: every y and every monitored value equals the float computation
//   (the host's `y[0] * 0.1` in double, as written: host code is not
//   demoted), and y[0] continues from (float)(1.0 / 3.0). APPROX_REPORT
//   counts 8 conversions of 1000 floats: x in, y in and back, the `to`'s
//   two, and one before each of the three `from`s;
// * "nodata" (no enclosing data region) and OMP_TARGET_OFFLOAD=DISABLED:
//   the updates do nothing, as in the exact program, which maps y at every
//   kernel; each kernel converts the host buffer from y before it and back
//   after it, so the host reads the float values at once and the next
//   kernel sees the host's y[0]: the same y; the monitor at step 1 reads
//   the host's 1.0 / 3.0 itself, not yet rounded by a kernel (as the exact
//   program does there);
// * -fno-approx: the double values.
// Fails before: host code reaching y, and `target update` naming it, were
// errors ("the statement uses it outside those constructs").
// RUN: %approx-clang %host-offload -DN=1000 -DSTEPS=6 -DEVERY=2 -I%S/Inputs %s -o %t
// RUN: %run %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run %t nodata 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t host 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %approx-clang -fno-approx %host-offload -DN=1000 -DSTEPS=6 -DEVERY=2 -I%S/Inputs %s -o %t.no && %run %t.no | %FileCheck %s --check-prefixes=CHECK,DOUBLE

// FLOAT: y float 1000 of 1000, monitor float 6 of 6
// DOUBLE: y double 1000 of 1000, monitor double 6 of 6
// CHECK: y[0]=
// CHECK-NEXT: done

// REPORT: "label": "monitor", "executions": 1, {{.*}} "converted_on_device": 8, "device_converted_bytes": 32000}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoist-monitor.h"

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  const int data = strcmp(mode, "nodata") != 0, fallback = *mode != '\0';
  double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  double *mon = calloc(2 * STEPS, sizeof *mon);
  for (int i = 0; i < N; ++i)
    x[i] = 1.0 / 3.0 + i / 7.0, y[i] = 1.0 / (i + 3.0);
  if (data) {
#pragma omp target enter data map(to: x[0:N], y[0:N])
  }
  monitor(N, STEPS, EVERY, x, y, mon);
  if (data) {
#pragma omp target update from(y[0:N])
#pragma omp target exit data map(delete: x[0:N], y[0:N])
  }
  // The expectations, computed here in float and in double.
  int yf = 0, yd = 0, mf = 0, md = 0, nm = 0;
  for (int i = 0; i < N; ++i) {
    float xf = (float)(1.0 / 3.0 + i / 7.0), vf = (float)(1.0 / (i + 3.0));
    double xd = 1.0 / 3.0 + i / 7.0, vd = 1.0 / (i + 3.0);
    for (int t = 0; t < STEPS; ++t) {
      vf = vf * 0.5f + xf * 0.25f, vd = vd * 0.5 + xd * 0.25;
      double seen = vf; // what the host reads of the float copy
      if (t == 1 && i == 0) {
        vf = (float)(1.0 / 3.0), vd = 1.0 / 3.0;
        seen = fallback ? vd : (double)vf;
      }
      if (t % EVERY == EVERY - 1 && (i == 0 || i == 7)) {
        const double m = mon[2 * t + (i == 7)];
        nm += 1;
        mf += m == (i == 0 ? seen * 0.1 : seen);
        md += m == (i == 0 ? vd * 0.1 : vd);
      }
    }
    yf += y[i] == (double)vf, yd += y[i] == vd;
  }
  if (yf == N)
    printf("y float %d of %d, monitor float %d of %d\n", yf, N, mf, nm);
  else
    printf("y double %d of %d, monitor double %d of %d\n", yd, N, md, nm);
  printf("y[0]=%.17g mon[2]=%.17g\ndone\n", y[0], mon[2]);
  free(x), free(y), free(mon);
  return 0;
}
