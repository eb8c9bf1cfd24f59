// Data clauses before the directives that move data, transfers back to the
// host (issue 16, item 3; docs/data.md, "Data sites"): `out` items with
// perfo + reconstruct and precision(half|bf16|float) placed before `target
// data` (its exit), `target exit data` and `target update from`. Kernels
// write plain full-size arrays mapped by the directive; the host copy must
// receive the reconstructed / widened result, element for element, while
// the device copy stays exact (a later exact update shows it). 10 rows of
// 3 with large:2: rows 0, 2, 4, 6, 8 come back, the others are rebuilt on
// the host (row 9 from row 8 alone: 10 is no multiple of what the kind
// needs). Before: a compile error ("do not apply to 'target update' yet").
// RUN: %approx-clang %host-offload -ffp-contract=off %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %run %t | %FileCheck %s --check-prefix=NOXFER --implicit-check-not=MISMATCH
// RUN: %run OMP_TARGET_OFFLOAD=DISABLED %t | %FileCheck %s --check-prefix=HOST --implicit-check-not=MISMATCH

// CHECK: td-lerp: reconstructed
// CHECK-NEXT: td-half: widened
// CHECK-NEXT: td-tofrom-bf16: widened
// CHECK-NEXT: td-double-float: widened
// CHECK-NEXT: exit-nn: reconstructed
// CHECK-NEXT: exit-half: widened
// CHECK-NEXT: update-lerp: reconstructed
// CHECK-NEXT: device copy after update-lerp: exact
// CHECK-NEXT: update-bf16: widened

// NOXFER: td-lerp: reconstructed
// NOXFER-NEXT: td-half: exact
// NOXFER-NEXT: td-tofrom-bf16: exact
// NOXFER-NEXT: td-double-float: exact
// NOXFER-NEXT: exit-nn: reconstructed
// NOXFER-NEXT: exit-half: exact
// NOXFER-NEXT: update-lerp: reconstructed
// NOXFER-NEXT: device copy after update-lerp: exact
// NOXFER-NEXT: update-bf16: exact

// HOST: td-lerp: exact
// HOST-NEXT: td-half: exact
// HOST-NEXT: td-tofrom-bf16: exact
// HOST-NEXT: td-double-float: exact
// HOST-NEXT: exit-nn: exact
// HOST-NEXT: exit-half: exact
// HOST-NEXT: update-lerp: exact
// HOST-NEXT: device copy after update-lerp: exact
// HOST-NEXT: update-bf16: exact

// 5 of 10 rows of 3 floats come back (60 bytes, 60 saved); 16-bit: 60/60.
// td-tofrom-bf16 maps o tofrom: the way in is exact (not counted).
// REPORT: "label": "td-lerp", "executions": 1, "total_iterations": 10, "kept_iterations": 5, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "td-half", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "td-tofrom-bf16", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "td-double-float", "executions": 1, {{.*}} "bytes_transferred": 120, "bytes_saved": 120}
// REPORT: "label": "exit-nn", "executions": 1, "total_iterations": 10, "kept_iterations": 5, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "exit-half", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "update-lerp", "executions": 1, "total_iterations": 10, "kept_iterations": 5, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}
// REPORT: "label": "update-bf16", "executions": 1, {{.*}} "bytes_transferred": 60, "bytes_saved": 60}

#include <stdio.h>

#define R 10
#define C 3

static float a[R * C], o[R * C], ex[R * C], ref[R * C];
static double d[R * C], od[R * C];

static float val(int i) { return (float)(i / C) * 7.0f + (float)(i % C) / 3.0f; }

/* Rows kept by large:2: the even ones; nn and lerp as docs/data.md says. */
static void recon_ref(const float *x, float *y, int lerp) {
  for (int r = 0; r < R; ++r)
    for (int c = 0; c < C; ++c) {
      int lo = r - r % 2, hi = r % 2 ? r + 1 : r;
      if (r % 2 == 0 || hi >= R || !lerp)
        y[r * C + c] = x[lo * C + c];
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

/* o (host) against y (approximated) and ex (exact: 2 a). */
static void cmp(const char *what, const char *ok, const float *y) {
  int ba = 0, be = 0;
  for (int i = 0; i < R * C; ++i) {
    ba += o[i] != y[i];
    be += o[i] != ex[i];
  }
  report(what, ok, ba, be);
}

static void clear(void) {
  for (int i = 0; i < R * C; ++i)
    o[i] = -1;
}

static void kernel(void) {
#pragma omp target teams distribute parallel for map(to: a[0:R*C]) map(from: o[0:R*C])
  for (int i = 0; i < R * C; ++i) o[i] = a[i] * 2;
}

int main(void) {
  float half[R * C], bf[R * C];
  for (int i = 0; i < R * C; ++i) {
    a[i] = val(i);
    ex[i] = a[i] * 2;
    d[i] = val(i) / 7.0;
    half[i] = (float)(_Float16)ex[i];
    bf[i] = (float)(__bf16)ex[i];
  }

  /* target data: the exit brings back kept rows, lerp on the host */
  recon_ref(ex, ref, 1);
  clear();
#pragma approx perfo(large:2) out(([R][C])o) reconstruct(lerp) label("td-lerp")
#pragma omp target data map(to: a[0:R*C]) map(from: o[0:R*C])
  kernel();
  cmp("td-lerp", "reconstructed", ref);

  clear();
#pragma approx out(o[0:R*C]) precision(half) label("td-half")
#pragma omp target data map(to: a[0:R*C]) map(from: o[0:R*C])
  {
    kernel();
  }
  cmp("td-half", "widened", half);

  /* tofrom: o goes in exactly (the kernel adds to it), comes back in bf16 */
  for (int i = 0; i < R * C; ++i)
    o[i] = a[i];
#pragma approx out(o[0:R*C]) precision(bf16) label("td-tofrom-bf16")
#pragma omp target data map(to: a[0:R*C]) map(tofrom: o[0:R*C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) o[i] += a[i];
  }
  cmp("td-tofrom-bf16", "widened", bf);

#pragma approx out(od[0:R*C]) precision(float) label("td-double-float")
#pragma omp target data map(to: d[0:R*C]) map(from: od[0:R*C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < R * C; ++i) od[i] = d[i] * 3;
  }
  {
    int ba = 0, be = 0;
    for (int i = 0; i < R * C; ++i) {
      ba += od[i] != (double)(float)(d[i] * 3);
      be += od[i] != d[i] * 3;
    }
    report("td-double-float", "widened", ba, be);
  }

  /* enter data ... kernel ... exit data from (approximated) */
  recon_ref(ex, ref, 0);
  clear();
#pragma omp target enter data map(to: a[0:R*C]) map(alloc: o[0:R*C])
  kernel();
#pragma approx perfo(large:2) out(([R][C])o) reconstruct(nn) label("exit-nn")
#pragma omp target exit data map(from: o[0:R*C]) map(release: a[0:R*C])
  cmp("exit-nn", "reconstructed", ref);

  clear();
#pragma omp target enter data map(to: a[0:R*C]) map(alloc: o[0:R*C])
  kernel();
#pragma approx out(o[0:R*C]) precision(half) label("exit-half")
#pragma omp target exit data map(from: o[0:R*C]) map(release: a[0:R*C])
  cmp("exit-half", "widened", half);

  /* target update from inside target data; then an exact update shows the
   * device copy was not changed */
  recon_ref(ex, ref, 1);
  clear();
#pragma omp target data map(to: a[0:R*C]) map(alloc: o[0:R*C])
  {
    kernel();
#pragma approx perfo(large:2) out(([R][C])o) reconstruct(lerp) label("update-lerp")
#pragma omp target update from(o[0:R*C])
    cmp("update-lerp", "reconstructed", ref);
#pragma omp target update from(o[0:R*C])
    cmp("device copy after update-lerp", "exact", ex);
  }

  clear();
#pragma omp target data map(to: a[0:R*C]) map(alloc: o[0:R*C])
  {
    kernel();
#pragma approx out(o[0:R*C]) precision(bf16) label("update-bf16")
#pragma omp target update from(o[0:R*C])
  }
  cmp("update-bf16", "widened", bf);
  return 0;
}
