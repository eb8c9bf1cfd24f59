// A time loop's arrays held in one typed copy (docs/language.md "Arrays of
// a time loop") while a kernel carries an `if` that decides where it runs,
// as public codes switch offloading on and off: `precision(float : x, y)`
// on a loop (in a header, sizes from -D) of a kernel with
// `if(target: on)` and one with `if(parallel: ...)`.
// * present (target enter data) and on: the typed copy on the device, as
//   without the clause; APPROX_REPORT counts 3 conversions (x in, y in
//   and back);
// * present and off: each first kernel runs on the host, over the host
//   arrays, as the exact program's does (its maps do nothing there): it
//   converts the host arrays into a host buffer, runs over it in float and
//   converts y back; the second kernel runs on the device over the typed
//   copy, which the first never sees. The host arrays are released
//   without copy-back (`map(release:)`), so host y holds the first
//   kernel's float steps alone, and the device y (fetched before the
//   release) the second kernel's doublings of the initial y, in float;
// * "nodata" (no enclosing data region), on and off, and
//   OMP_TARGET_OFFLOAD=DISABLED: the host buffer, which every kernel maps
//   or runs over: both kernels' float steps;
// * -fno-approx: the double values, in every mode.
// Fails before: `if` on a kernel mapping a hoisted array was an error
// ("may run it where the copy is not").
// RUN: %approx-clang %host-offload -DN=1000 -DSTEPS=6 -I%S/Inputs %s -o %t
// RUN: %run %t present on 2>&1 | %FileCheck %s --check-prefix=BOTH-F --implicit-check-not=warning
// RUN: %run %t present off 2>&1 | %FileCheck %s --check-prefix=SPLIT-F --implicit-check-not=warning
// RUN: %run %t nodata on 2>&1 | %FileCheck %s --check-prefix=BOTH-F --implicit-check-not=warning
// RUN: %run %t nodata off 2>&1 | %FileCheck %s --check-prefix=BOTH-F --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t present off 2>&1 | %FileCheck %s --check-prefix=BOTH-F
// RUN: %run env APPROX_REPORT=1 %t present on 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %run env APPROX_REPORT=1 %t present off 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %approx-clang -fno-approx %host-offload -DN=1000 -DSTEPS=6 -I%S/Inputs %s -o %t.no
// RUN: %run %t.no present on | %FileCheck %s --check-prefix=BOTH-D
// RUN: %run %t.no present off | %FileCheck %s --check-prefix=SPLIT-D
// RUN: %run %t.no nodata off | %FileCheck %s --check-prefix=BOTH-D

// BOTH-F: y float 1000 of 1000 (both kernels)
// SPLIT-F: host y float 1000 of 1000 (first kernel), device y float 1000 of 1000 (second kernel)
// BOTH-D: y double 1000 of 1000 (both kernels)
// SPLIT-D: host y double 1000 of 1000 (first kernel), device y double 1000 of 1000 (second kernel)
// REPORT: "label": "relax", "executions": 1, {{.*}} "converted_on_device": 3, "device_converted_bytes": 12000}

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoist-if.h"

// Whether y equals, element for element, the float or the double run of
// the first kernel, the second, or both, from the initial values.
static void check(const char *what, const double *y, const double *x, int first, int second,
                  const char *end) {
  int f = 0, d = 0;
  for (int i = 0; i < N; ++i) {
    double yd = (i % 7) / 3.0;
    float yf = (float)yd;
    for (int t = 0; t < STEPS; ++t) {
      if (first)
        yd = yd * 0.5 + x[i] * 0.25, yf = yf * 0.5f + (float)x[i] * 0.25f;
      if (second)
        yd *= 2.0, yf *= 2.0f;
    }
    f += y[i] == (double)yf, d += y[i] == yd;
  }
  printf("%s %s %d of %d%s", what, f == N ? "float" : "double", f == N ? f : d, N, end);
}

int main(int argc, char **argv) {
  const int data = argc > 1 && !strcmp(argv[1], "present");
  const int on = argc > 2 && !strcmp(argv[2], "on");
  double *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *hy = malloc(N * sizeof *hy);
  for (int i = 0; i < N; ++i)
    x[i] = (i % 5) / 3.0, y[i] = (i % 7) / 3.0;
  if (data) {
#pragma omp target enter data map(to: x[0:N], y[0:N])
  }
  relax(N, STEPS, on, x, y);
  int offloaded = 0; // a device other than the host runs target regions
#pragma omp target map(from: offloaded)
  offloaded = !omp_is_initial_device();
  if (data && !on && offloaded) {
    // The first kernel ran on the host, the second on the device: the two
    // copies of y went apart, as in the exact program.
    memcpy(hy, y, N * sizeof *y);
#pragma omp target update from(y[0:N])
#pragma omp target exit data map(release: x[0:N], y[0:N])
    check("host y", hy, x, 1, 0, " (first kernel), ");
    check("device y", y, x, 0, 1, " (second kernel)\n");
  } else {
    if (data) {
#pragma omp target exit data map(from: y[0:N]) map(release: x[0:N])
    }
    check("y", y, x, 1, 1, " (both kernels)\n");
  }
  free(x), free(y), free(hy);
  return 0;
}
