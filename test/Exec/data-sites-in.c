// Data clauses before the directives that move data, transfers to the
// device (issue 16, item 3; docs/data.md, "Data sites"): `in` items with
// perfo + reconstruct, precision(half|bf16|float) and precision(unorm16)
// placed before `target data`, `target enter data` and `target update to`.
// The kernels inside read plain full-size arrays mapped by the directive;
// the device copy they read must be the reconstructed / widened array,
// element for element, and the host array stays exact. 10 rows of 3 with
// large:2 keep rows 0, 2, 4, 6, 8 (10 is not a multiple of the rows the
// kind needs: row 9 is rebuilt from row 8 alone). Before: a compile error
// ("data clauses of '#pragma approx' do not apply to 'target data' yet").
// RUN: %approx-clang %host-offload -ffp-contract=off %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// Without APPROX_HOST_TRANSFERS, precision saves nothing on the x86 device:
// skipped (exact), perforation still applies; on the host nothing applies.
// RUN: %run %t | %FileCheck %s --check-prefix=NOXFER --implicit-check-not=MISMATCH
// RUN: %run OMP_TARGET_OFFLOAD=DISABLED %t | %FileCheck %s --check-prefix=HOST --implicit-check-not=MISMATCH

// CHECK: td-lerp: reconstructed
// CHECK-NEXT: td-half: widened
// CHECK-NEXT: td-double-float: widened
// CHECK-NEXT: td-unorm16: widened
// CHECK-NEXT: td-2d-nn: reconstructed
// CHECK-NEXT: enter-nn: reconstructed
// CHECK-NEXT: enter-bf16: widened
// CHECK-NEXT: update-lerp: reconstructed
// CHECK-NEXT: update-half: widened
// CHECK-NEXT: host arrays: exact

// NOXFER: td-lerp: reconstructed
// NOXFER-NEXT: td-half: exact
// NOXFER-NEXT: td-double-float: exact
// NOXFER-NEXT: td-unorm16: exact
// NOXFER-NEXT: td-2d-nn: reconstructed
// NOXFER-NEXT: enter-nn: reconstructed
// NOXFER-NEXT: enter-bf16: exact
// NOXFER-NEXT: update-lerp: reconstructed
// NOXFER-NEXT: update-half: exact
// NOXFER-NEXT: host arrays: exact

// HOST: td-lerp: exact
// HOST-NEXT: td-half: exact
// HOST-NEXT: td-double-float: exact
// HOST-NEXT: td-unorm16: exact
// HOST-NEXT: td-2d-nn: exact
// HOST-NEXT: enter-nn: exact
// HOST-NEXT: enter-bf16: exact
// HOST-NEXT: update-lerp: exact
// HOST-NEXT: update-half: exact
// HOST-NEXT: host arrays: exact

// Perforated: 5 of 10 rows of 3 floats (60 bytes moved, 60 saved); half,
// bf16, unorm16: 30 x 2 bytes moved, 30 x 2 saved; double in float: 30 x 4.
// REPORT: "label": "td-lerp", "executions": 1, "total_iterations": 10, "kept_iterations": 5, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "td-half", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "td-double-float", "executions": 1, {{.*}} "bytes_transferred": 120, "bytes_saved": 120}
// REPORT: "label": "td-unorm16", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// The 2-D section a2[1:6][2:4] of double a2[8][8]: 3 kept rows of 4 (96
// bytes) sent, 96 saved; the rest of the mapped array (64 - 24 elements,
// 320 bytes) goes exactly.
// REPORT: "label": "td-2d-nn", "executions": 1, "total_iterations": 6, "kept_iterations": 3, {{.*}} "bytes_transferred": 416, "bytes_saved": 96}
// REPORT: "label": "enter-nn", "executions": 1, "total_iterations": 10, "kept_iterations": 5, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "enter-bf16", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "update-lerp", "executions": 2, "total_iterations": 20, "kept_iterations": 10, {{.*}} "bytes_transferred": 120, "bytes_saved": 120}
// REPORT: "label": "update-half", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}

#include <math.h>
#include <stdio.h>

#define R 10
#define C 3

static float a[R * C], o[R * C], u01[R * C], ref[R * C];
static double d[R * C], od[R * C];
static double a2[8][8], o2[8][8];

static float val(int i) { return (float)(i / C) * 7.0f + (float)(i % C) / 3.0f; }

/* Rows kept by large:2: the even ones. nn/lerp of the documented rules
 * (docs/data.md, "Reconstruction"), in double without contraction. */
static void recon_ref(const float *x, float *y, int lerp) {
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int lo = r - r % 2, hi = r % 2 ? r + 1 : r;
      if (r % 2 == 0 || hi >= R)
        y[r * C + c] = x[lo * C + c];
      else if (!lerp)
        y[r * C + c] = x[lo * C + c]; /* ties take the lower row */
      else {
        double xl = x[lo * C + c], xh = x[hi * C + c];
        y[r * C + c] = (float)(xl + (xh - xl) * 0.5);
      }
    }
}

static void report(const char *what, const char *ok, int bad_approx, int bad_exact) {
  if (!bad_approx)
    printf("%s: %s\n", what, ok);
  else if (!bad_exact)
    printf("%s: exact\n", what);
  else
    printf("MISMATCH %s: %d elements\n", what, bad_approx);
}

static void twice(float *x) {
#pragma omp target teams distribute parallel for map(to: x[0:R*C]) map(from: o[0:R*C])
  for (int i = 0; i < R * C; ++i) o[i] = x[i] * 2;
}

static void cmp(const char *what, const char *ok, const float *x, const float *y) {
  int ba = 0, be = 0;
  for (int i = 0; i < R * C; ++i) {
    ba += o[i] != y[i] * 2;
    be += o[i] != x[i] * 2;
  }
  report(what, ok, ba, be);
}

int main(void) {
  float half[R * C], bf[R * C], un[R * C];
  for (int i = 0; i < R * C; ++i) {
    a[i] = val(i);
    u01[i] = (float)i / (R * C - 1) / 3.0f;
    d[i] = val(i) / 7.0;
    half[i] = (float)(_Float16)a[i];
    bf[i] = (float)(__bf16)a[i];
    un[i] = (float)(unsigned short)rintf(u01[i] * 65535.0f) * (1.0f / 65535.0f);
  }
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      a2[i][j] = i * 10 + j + 0.25;

  /* target data, perfo + reconstruct(lerp) */
  recon_ref(a, ref, 1);
#pragma approx perfo(large:2) in(([R][C])a) reconstruct(lerp) label("td-lerp")
#pragma omp target data map(to: a[0:R*C]) map(from: o[0:R*C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) o[i] = a[i] * 2;
  }
  cmp("td-lerp", "reconstructed", a, ref);

  /* target data, precision(half) */
#pragma approx in(a[0:R*C]) precision(half) label("td-half")
#pragma omp target data map(to: a[0:R*C]) map(from: o[0:R*C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) o[i] = a[i] * 2;
  }
  cmp("td-half", "widened", a, half);

  /* target data, a double item in float (the typed, non-runtime path) */
#pragma approx in(d[0:R*C]) precision(float) label("td-double-float")
#pragma omp target data map(to: d[0:R*C]) map(from: od[0:R*C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) od[i] = d[i];
  }
  {
    int ba = 0, be = 0;
    for (int i = 0; i < R * C; ++i) {
      ba += od[i] != (double)(float)d[i];
      be += od[i] != d[i];
    }
    report("td-double-float", "widened", ba, be);
  }

  /* target data, precision(unorm16) */
#pragma approx in(u01[0:R*C]) precision(unorm16 : u01) label("td-unorm16")
#pragma omp target data map(to: u01[0:R*C]) map(from: o[0:R*C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) o[i] = u01[i] * 2;
  }
  cmp("td-unorm16", "widened", u01, un);

  /* target data, a 2-D section of a 2-D array, nn: rows 1..6, columns
   * 2..5; everything else of the mapped array arrives exactly. */
#pragma approx perfo(large:2) in(a2[1:6][2:4]) reconstruct(nn) label("td-2d-nn")
#pragma omp target data map(to: a2) map(from: o2)
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 8; ++j) o2[i][j] = a2[i][j];
  }
  {
    int ba = 0, be = 0;
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 8; ++j) {
        int in = i >= 1 && i < 7 && j >= 2 && j < 6, r = i - 1;
        int src = in && r % 2 ? i - 1 : i;
        ba += o2[i][j] != a2[src][j];
        be += o2[i][j] != a2[i][j];
      }
    report("td-2d-nn", "reconstructed", ba, be);
  }

  /* target enter data, perfo + reconstruct(nn); a kernel, exit data */
  recon_ref(a, ref, 0);
#pragma approx perfo(large:2) in(([R][C])a) reconstruct(nn) label("enter-nn")
#pragma omp target enter data map(to: a[0:R*C])
  twice(a);
#pragma omp target exit data map(delete: a[0:R*C])
  cmp("enter-nn", "reconstructed", a, ref);

#pragma approx in(a[0:R*C]) precision(bf16) label("enter-bf16")
#pragma omp target enter data map(to: a[0:R*C])
  twice(a);
#pragma omp target exit data map(release: a[0:R*C])
  cmp("enter-bf16", "widened", a, bf);

  /* target update to inside target data (twice: the second update after
   * the host changed a's first row) */
  recon_ref(a, ref, 1);
#pragma omp target data map(alloc: a[0:R*C]) map(from: o[0:R*C])
  {
    for (int k = 0; k < 2; ++k) {
#pragma approx perfo(large:2) in(([R][C])a) reconstruct(lerp) label("update-lerp")
#pragma omp target update to(a[0:R*C])
#pragma omp target teams distribute parallel for
      for (int i = 0; i < R * C; ++i) o[i] = a[i] * 2;
    }
  }
  cmp("update-lerp", "reconstructed", a, ref);

#pragma omp target data map(alloc: a[0:R*C]) map(from: o[0:R*C])
  {
#pragma approx in(a[0:R*C]) precision(half) label("update-half")
#pragma omp target update to(a[0:R*C])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) o[i] = a[i] * 2;
  }
  cmp("update-half", "widened", a, half);

  int bad = 0;
  for (int i = 0; i < R * C; ++i)
    bad += a[i] != val(i) || d[i] != val(i) / 7.0;
  if (bad)
    printf("MISMATCH host arrays: %d\n", bad);
  else
    printf("host arrays: exact\n");
  return 0;
}
