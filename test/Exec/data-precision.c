// precision(half|bf16|float) for in/out items (docs/data.md, "Reduced
// precision"): items are converted on the host, transferred and held on the
// device in the reduced type, the statement reads/writes them in that type,
// out-items are widened back. A copy through the device must equal C's own
// conversions exactly (round to nearest even: `(float)(_Float16)x`,
// `(float)(__bf16)x`), and stay within the types' error bounds (2^-11 for half,
// 2^-8 for bf16, relative, in the normal range). Also: a true 2-D array mapped
// whole, a scalar item, double items reduced to float, precision(type : list)
// on variables declared in the statement (with a declaration split), and if(0)
// running the exact statement.
// RUN: %approx-clang %host-offload %s -o %t && %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %approx-clang %host-offload %s -o %t.r && %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t.r 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4099 /* odd: the vector conversion's tail */
static float in[N], out[N];
static int bad;

static void mismatch(const char *what, int i, float got, float want) {
  if (bad++ < 10)
    printf("MISMATCH %s i=%d got %.9g want %.9g\n", what, i, got, want);
}

static void fill(void) {
  for (int i = 0; i < N; ++i) {
    // normal, subnormal-in-half, large (overflow in half), negative values
    float x = (i % 7 == 0) ? (float)i * 1e-7f : (i % 11 == 0) ? (float)i * 40.0f : i * 0.377f;
    in[i] = (i & 1) ? -x : x;
    out[i] = -12345;
  }
}

int main(void) {
  // CHECK: half copy: exact
  fill();
#pragma approx precision(half) in(in[0:N]) out(out[0:N]) label("half")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i) out[i] = in[i];
  int b0 = bad;
  double maxrel = 0;
  for (int i = 0; i < N; ++i) {
    float want = (float)(_Float16)in[i];
    if (out[i] != want) mismatch("half", i, out[i], want);
    if (fabsf(in[i]) >= 6.2e-5f && fabsf(in[i]) < 65504)
      maxrel = fmax(maxrel, fabs((double)out[i] - in[i]) / fabs(in[i]));
  }
  printf("half copy: %s\n", bad == b0 ? "exact" : "WRONG");
  // CHECK: half bound: ok
  printf("half bound: %s\n", maxrel <= 1.0 / 2048 && maxrel > 0 ? "ok" : "EXCEEDED");

  // CHECK: bf16 copy: exact
  // CHECK: bf16 bound: ok
  fill();
#pragma approx precision(bf16) in(in[0:N]) out(out[0:N]) label("bf16")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i) out[i] = in[i];
  b0 = bad;
  maxrel = 0;
  for (int i = 0; i < N; ++i) {
    float want = (float)(__bf16)in[i];
    if (out[i] != want) mismatch("bf16", i, out[i], want);
    if (in[i] != 0) maxrel = fmax(maxrel, fabs((double)out[i] - in[i]) / fabs(in[i]));
  }
  printf("bf16 copy: %s\n", bad == b0 ? "exact" : "WRONG");
  printf("bf16 bound: %s\n", maxrel <= 1.0 / 256 && maxrel > 0 ? "ok" : "EXCEEDED");

  // Arithmetic in the reduced type: x * 2 + 1 is computed on _Float16.
  // CHECK: half arith: exact
  fill();
#pragma approx precision(half) in(in[0:N]) out(out[0:N])
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i) out[i] = in[i] * 2;
  b0 = bad;
  for (int i = 0; i < N; ++i) {
    float want = (float)(_Float16)((float)(_Float16)in[i] * 2);
    if (out[i] != want) mismatch("half arith", i, out[i], want);
  }
  printf("half arith: %s\n", bad == b0 ? "exact" : "WRONG");

  // if(0): the exact statement.
  // CHECK: if(0): exact float
  fill();
  volatile int cond = 0;
#pragma approx precision(half) in(in[0:N]) out(out[0:N]) if(cond)
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i) out[i] = in[i];
  b0 = bad;
  for (int i = 0; i < N; ++i)
    if (out[i] != in[i]) mismatch("if0", i, out[i], in[i]);
  printf("if(0): %s\n", bad == b0 ? "exact float" : "WRONG");

  // A true 2-D array mapped whole ('map(to: a)' becomes a section of the
  // reduced copy), summed in the reduced type; a scalar in-item.
  // CHECK: 2d bf16 sum: exact
  float a[5][3];
  double s = 0, want = 0;
  float alpha = 1.1f;
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 3; ++j) a[i][j] = i + j / 7.0f;
#pragma approx precision(bf16) in(a[0:5][0:3], alpha)
#pragma omp target teams distribute parallel for reduction(+ : s) map(to: a)
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 3; ++j) s += a[i][j] * alpha;
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 3; ++j) want += (__bf16)a[i][j] * (__bf16)alpha;
  printf("2d bf16 sum: %s\n", s == want ? "exact" : "WRONG");

  // double items held as float.
  // CHECK: double->float: exact
  double *d = (double *)malloc(N * sizeof(double)), *e = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; ++i) d[i] = i / 3.0;
#pragma approx precision(float) in(d[0:N]) out(e[0:N])
#pragma omp target teams distribute parallel for map(to: d[0:N]) map(from: e[0:N])
  for (int i = 0; i < N; ++i) e[i] = d[i];
  b0 = bad;
  for (int i = 0; i < N; ++i)
    if (e[i] != (double)(float)d[i]) mismatch("double", i, (float)e[i], (float)d[i]);
  printf("double->float: %s\n", bad == b0 ? "exact" : "WRONG");

  // precision(type : list): 't' becomes _Float16, 'u' (same declaration,
  // not listed) stays double; the loop is perforated too.
  // CHECK: list: t=half u=double
  double ys[8] = {0}, yu[8] = {0};
#pragma approx perfo(small:4) precision(half : t)
  for (int i = 0; i < 8; ++i) {
    double t = i / 3.0, u = i / 3.0;
    ys[i] = t;
    yu[i] = u;
  }
  int okt = 1, oku = 1;
  for (int i = 0; i < 8; ++i) {
    if (i % 4 == 3) continue;
    okt &= ys[i] == (double)(_Float16)(i / 3.0);
    oku &= yu[i] == i / 3.0;
  }
  printf("list: t=%s u=%s\n", okt ? "half" : "WRONG", oku ? "double" : "WRONG");
  free(d);
  free(e);
  return 0;
}
// Bytes: 4099 floats each way in 2 bytes instead of 4.
// REPORT: "label": "half", "executions": 1, {{.*}} "bytes_transferred": 16396, "bytes_saved": 16396}
// REPORT: "label": "bf16", "executions": 1, {{.*}} "bytes_transferred": 16396, "bytes_saved": 16396}
