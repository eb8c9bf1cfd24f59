// A Jacobi solver shaped like public offload code, retyped as a whole
// (docs/language.md "Arrays of a time loop"): `precision(float : u, un, f)`
// on its time loop, kept in a header, sizes from -D, the arrays mapped by
// a lexical `target data` around the call, and the residual computed on
// the host every EVERY sweeps after `target update from(u[0:n])`.
// * present (target data): u, un and f are float on the device for the
//   whole loop; every residual equals the one computed here from a float
//   simulation of the sweeps (the host's sum, fabs and f in double, as
//   written), and so does the final u that `target data` copies back;
//   APPROX_REPORT counts the conversions;
// * "nodata" and OMP_TARGET_OFFLOAD=DISABLED: each kernel converts what
//   its maps move, so the host reads the same float values;
// * -fno-approx: the double values.
// RUN: %approx-clang %host-offload -DN=512 -DSTEPS=40 -DEVERY=10 -I%S/Inputs %s -o %t -lm
// RUN: %run %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run %t nodata 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,FLOAT
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %approx-clang -fno-approx %host-offload -DN=512 -DSTEPS=40 -DEVERY=10 -I%S/Inputs %s -o %t.no -lm && %run %t.no | %FileCheck %s --check-prefixes=CHECK,DOUBLE

// FLOAT: u float 512 of 512, residuals float 4 of 4
// DOUBLE: u double 512 of 512, residuals double 4 of 4
// CHECK: done

// f, u and un in, u and un back, and one conversion back before each of
// the 4 updates: 9 of 512 floats.
// REPORT: "label": "jacobi", "executions": 1, {{.*}} "converted_on_device": 9, "device_converted_bytes": 18432}

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoist-jacobi.h"

static double residual(int n, const double *f, const double *u) {
  double r = 0.0;
  for (int i = 1; i < n - 1; ++i)
    r += fabs(u[i - 1] - 2.0 * u[i] + u[i + 1] - f[i]);
  return r;
}

int main(int argc, char **argv) {
  const int data = !(argc > 1 && !strcmp(argv[1], "nodata"));
  double *f = malloc(N * sizeof *f), *u = malloc(N * sizeof *u), *un = malloc(N * sizeof *un);
  double res[STEPS / EVERY];
  for (int i = 0; i < N; ++i)
    f[i] = 1.0 / (N * 3.0) * (i % 7), u[i] = i == 0 || i == N - 1 ? 1.0 : 0.0, un[i] = u[i];
  if (data) {
#pragma omp target data map(to: f[0:N]) map(tofrom: u[0:N]) map(to: un[0:N])
    jacobi(N, STEPS, EVERY, f, u, un, res);
  } else {
    jacobi(N, STEPS, EVERY, f, u, un, res);
  }
  // The expectations: the sweeps in float and in double, residuals in double.
  float *uf = malloc(N * sizeof *uf), *unf = malloc(N * sizeof *unf), *ff = malloc(N * sizeof *ff);
  double *ud = malloc(N * sizeof *ud), *und = malloc(N * sizeof *und), *uw = malloc(N * sizeof *uw);
  for (int i = 0; i < N; ++i) {
    ff[i] = (float)(1.0 / (N * 3.0) * (i % 7));
    uf[i] = unf[i] = i == 0 || i == N - 1 ? 1.0f : 0.0f;
    ud[i] = und[i] = i == 0 || i == N - 1 ? 1.0 : 0.0;
  }
  int rf = 0, rd = 0, yf = 0, yd = 0;
  for (int t = 0; t < STEPS; ++t) {
    for (int i = 1; i < N - 1; ++i)
      unf[i] = 0.5f * (uf[i - 1] + uf[i + 1] - ff[i]), und[i] = 0.5 * (ud[i - 1] + ud[i + 1] - f[i]);
    for (int i = 1; i < N - 1; ++i)
      uf[i] = unf[i], ud[i] = und[i];
    if ((t + 1) % EVERY == 0) {
      for (int i = 0; i < N; ++i)
        uw[i] = uf[i];
      rf += res[t / EVERY] == residual(N, f, uw);
      rd += res[t / EVERY] == residual(N, f, ud);
    }
  }
  for (int i = 0; i < N; ++i)
    yf += u[i] == (double)uf[i], yd += u[i] == ud[i];
  if (yf == N)
    printf("u float %d of %d, residuals float %d of %d\n", yf, N, rf, STEPS / EVERY);
  else
    printf("u double %d of %d, residuals double %d of %d\n", yd, N, rd, STEPS / EVERY);
  printf("res[0]=%.17g u[1]=%.17g\ndone\n", res[0], u[1]);
  free(f), free(u), free(un), free(uf), free(unf), free(ff), free(ud), free(und), free(uw);
  return 0;
}
