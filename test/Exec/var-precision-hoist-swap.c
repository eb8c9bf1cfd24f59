// A double buffer retyped as a whole (docs/language.md "Arrays of a time
// loop"): `precision(float : a, b)` on a stencil's time loop that exchanges
// the two pointers after each sweep (`tmp = a; a = b; b = tmp;`), fetches
// the new a with `target update from` and reads it on the host. The
// pointer copies are mirrored on the typed copies, so each kernel maps the
// copy of the array its pointer holds; at the end each copy goes back into
// the array it was made from.
// * present (target enter data): both arrays, as the caller allocated
//   them, and every monitored value equal a float simulation of the
//   sweeps and swaps (an odd count: the result is in the caller's b);
//   APPROX_REPORT counts 14 conversions: a and b in and back, and both
//   back before each of the 5 updates (the update may name either);
// * "nodata" and OMP_TARGET_OFFLOAD=DISABLED: host buffers, each kernel
//   converting what its maps move: the same values;
// * -fno-approx: the double values.
// Fails before: the exchange was an error ("the statement uses its
// pointer outside those constructs").
// RUN: %approx-clang %host-offload -DN=256 -DSTEPS=5 -I%S/Inputs %s -o %t
// RUN: %run %t 2>&1 | %FileCheck %s --check-prefix=FLOAT --implicit-check-not=warning
// RUN: %run %t nodata 2>&1 | %FileCheck %s --check-prefix=FLOAT --implicit-check-not=warning
// RUN: %run env OMP_TARGET_OFFLOAD=DISABLED %t 2>&1 | %FileCheck %s --check-prefix=FLOAT
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %approx-clang -fno-approx %host-offload -DN=256 -DSTEPS=5 -I%S/Inputs %s -o %t.no && %run %t.no | %FileCheck %s --check-prefix=DOUBLE

// FLOAT: arrays float 256 of 256, monitor float 5 of 5
// DOUBLE: arrays double 256 of 256, monitor double 5 of 5
// REPORT: "label": "smooth", "executions": 1, {{.*}} "converted_on_device": 14, "device_converted_bytes": 14336}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hoist-swap.h"

int main(int argc, char **argv) {
  const int data = !(argc > 1 && !strcmp(argv[1], "nodata"));
  double *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), mon[STEPS];
  for (int i = 0; i < N; ++i)
    a[i] = b[i] = (i % 5) / 3.0;
  if (data) {
#pragma omp target enter data map(to: a[0:N], b[0:N])
  }
  smooth(N, STEPS, a, b, mon);
  if (data) {
#pragma omp target update from(a[0:N], b[0:N])
#pragma omp target exit data map(delete: a[0:N], b[0:N])
  }
  // The expectations: the same sweeps and swaps in float and in double.
  float *af = malloc(N * sizeof *af), *bf = malloc(N * sizeof *bf), *ff = af;
  double *ad = malloc(N * sizeof *ad), *bd = malloc(N * sizeof *bd), *fd = ad;
  for (int i = 0; i < N; ++i)
    af[i] = bf[i] = (float)((i % 5) / 3.0), ad[i] = bd[i] = (i % 5) / 3.0;
  int mf = 0, md = 0;
  for (int t = 0; t < STEPS; ++t) {
    for (int i = 1; i < N - 1; ++i) {
      bf[i] = 0.25f * af[i - 1] + 0.5f * af[i] + 0.25f * af[i + 1];
      bd[i] = 0.25 * ad[i - 1] + 0.5 * ad[i] + 0.25 * ad[i + 1];
    }
    float *tf = af;
    af = bf, bf = tf;
    double *td = ad;
    ad = bd, bd = td;
    mf += mon[t] == (double)af[N / 2], md += mon[t] == ad[N / 2];
  }
  // The caller's a is the buffer the simulation started with as a.
  const float *fa = ff, *fb = ff == af ? bf : af;
  const double *da = fd, *db = fd == ad ? bd : ad;
  int yf = 0, yd = 0;
  for (int i = 0; i < N; ++i) {
    yf += a[i] == (double)fa[i] && b[i] == (double)fb[i];
    yd += a[i] == da[i] && b[i] == db[i];
  }
  if (yf == N)
    printf("arrays float %d of %d, monitor float %d of %d\n", yf, N, mf, STEPS);
  else
    printf("arrays double %d of %d, monitor double %d of %d\n", yd, N, md, STEPS);
  free(a), free(b), free(ff), free(ff == af ? bf : af), free(fd), free(fd == ad ? bd : ad);
  return 0;
}
