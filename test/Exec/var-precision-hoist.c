// Arrays of a time loop retyped for the whole loop (docs/language.md "Mixed
// precision", "Arrays of a time loop"): `precision(float : x, y)` on a loop
// of kernels that map x and y. Shaped like public offload code: the loop
// and its pragma in a header, the size from -D, the arrays mapped once with
// `target enter data`, the result fetched with `target update from`.
// * present (target enter data): the typed copies are made on the device
//   once, y converted back once after the loop; every value equals the
//   float computation (y = y * 0.5f + x * 0.25f per step, z = y * 3.0f
//   widened into z, which keeps double), and `target update from` sees the
//   float y converted back; APPROX_REPORT counts three conversions per
//   execution (x in, y in and back) of N floats each;
// * "nodata" (no enclosing target data): host copies, each kernel maps them
//   as it mapped the arrays: the same float values;
// * OMP_TARGET_OFFLOAD=DISABLED (no device): the same float values;
// * "enabled": false and -fno-approx: the exact double values.
// Fails before: the list was an error ("no target construct of the
// statement maps it as a section"), since only the statement's own
// construct's maps counted.
// RUN: %approx-clang %host-offload -DN=1000 -DSTEPS=4 -I%S/Inputs %s -o %t
// RUN: %run %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run %t nodata 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: echo '{"steps": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,DOUBLE --implicit-check-not=warning
// RUN: %approx-clang -fno-approx %host-offload -DN=1000 -DSTEPS=4 -I%S/Inputs %s -o %t.no && %run %t.no | %FileCheck %s --check-prefixes=CHECK,DOUBLE

// FLOAT: y float 1000 of 1000, z float 1000 of 1000
// DOUBLE: y double 1000 of 1000, z double 1000 of 1000
// CHECK: y[7]=
// CHECK-NEXT: done

// One execution: x converted in (4000 bytes), y in and back (8000).
// REPORT: "label": "steps", "executions": 1, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "converted_on_device": 3, "device_converted_bytes": 12000}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoist-steps.h"

int main(int argc, char **argv) {
  const int data = !(argc > 1 && !strcmp(argv[1], "nodata"));
  double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *z = malloc(N * sizeof *z);
  for (int i = 0; i < N; ++i)
    x[i] = 1.0 / 3.0 + i / 7.0, y[i] = 1.0 / (i + 3.0), z[i] = 0.0;
  if (data) {
#pragma omp target enter data map(to: x[0:N], y[0:N]) map(alloc: z[0:N])
  }
  steps(N, STEPS, x, y, z);
  if (data) {
#pragma omp target update from(y[0:N], z[0:N])
#pragma omp target exit data map(delete: x[0:N], y[0:N], z[0:N])
  }
  // The two expectations, computed here in float and in double.
  int yf = 0, zf = 0, yd = 0, zd = 0;
  for (int i = 0; i < N; ++i) {
    float xf = (float)(1.0 / 3.0 + i / 7.0), vf = (float)(1.0 / (i + 3.0)), wf = 0.0f;
    double xd = 1.0 / 3.0 + i / 7.0, vd = 1.0 / (i + 3.0), wd = 0.0;
    for (int t = 0; t < STEPS; ++t) {
      vf = vf * 0.5f + xf * 0.25f, wf = vf * 3.0f;
      vd = vd * 0.5 + xd * 0.25, wd = vd * 3.0;
    }
    yf += y[i] == (double)vf, zf += z[i] == (double)wf;
    yd += y[i] == vd, zd += z[i] == wd;
  }
  if (yf == N)
    printf("y float %d of %d, z float %d of %d\n", yf, N, zf, N);
  else
    printf("y double %d of %d, z double %d of %d\n", yd, N, zd, N);
  printf("y[7]=%.17g z[7]=%.17g\ndone\n", y[7], z[7]);
  free(x), free(y), free(z);
  return 0;
}
