// Mixed precision of a region's variables (VarPrecision.h) on the host
// device, against error bounds derived from the operations:
// * region-wide precision(float) of y = sqrt(x*x + 1) * exp(-x), x in
//   [0, 1): each float rounding adds at most u = 2^-24 (relative), sqrtf
//   halves its argument's error, expf is within 1 ulp (2u) and its argument
//   error |x|u <= u; together below 6.25u, checked against 8u, and nonzero;
// * region-wide precision(half): x = k/8 (k < 64) and x*2.0 + 0.5 are exact
//   in half, so they equal the double result exactly; x/3.0 is one half
//   rounding, within 2^-11;
// * lists: f listed float computes (float)i / 3.0f exactly; the parameter
//   alpha listed bf16 becomes (__bf16)alpha, so t = r[i] * alpha (t and
//   r double: one double product) equals r[i] * (double)(__bf16)alpha
//   exactly;
// * mapped arrays in lists get typed copies (the data path's; moved on the
//   host device with APPROX_HOST_TRANSFERS=1): r listed float and o listed
//   half make o[i] = r[i] * 2.0 equal (_Float16)((float)r[i] * 2.0f) exactly
//   (the literal meets the float r: a float product);
// * region-wide float with a listed half array: x = (float)(r[i] * 2.0) and
//   o = (_Float16)(x / 3.0f); where the transfers are skipped (the host
//   device without APPROX_HOST_TRANSFERS) the variables keep their
//   precision and o its type: o = x / 3.0f;
// * if(0) and APPROX_CONFIG "enabled": false run the double statement
//   (bit-identical); -fapprox-set=lst:precision(double : f) keeps f exact.
// RUN: %approx-clang %host-offload %s -o %t -lm && %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefixes=CHECK,ON
// RUN: echo '{"wide": {"enabled": false}, "half": {"enabled": false}, "lst": {"enabled": false}, "arr": {"enabled": false}, "mix": {"enabled": false}}' > %t.json
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefixes=CHECK,OFF
// RUN: %run %t | %FileCheck %s --check-prefix=SKIP
// RUN: %approx-clang %host-offload %s -o %t.set -lm '-fapprox-set=lst:precision(double : f)' '-fapprox-set=lst:precision(bf16 : alpha)'
// RUN: %run APPROX_HOST_TRANSFERS=1 %t.set | %FileCheck %s --check-prefixes=CHECK,SET

#include <math.h>
#include <stdio.h>

#define N 64
static double r[N], o1[N], o2[N], ref1[N], ref2[N];

static void wide(int on) {
#pragma approx precision(float) label("wide") if(on)
#pragma omp target teams distribute parallel for map(to: r[0:N]) map(from: o1[0:N])
  for (int i = 0; i < N; ++i) {
    double x = r[i];
    double y = x * x + 1.0;
    o1[i] = sqrt(y) * exp(-x);
  }
}

static void half(int on) {
#pragma approx precision(half) label("half") if(on)
#pragma omp target teams distribute parallel for map(to: r[0:N]) map(from: o1[0:N], o2[0:N])
  for (int i = 0; i < N; ++i) {
    double x = (i % 64) / 8.0;
    double y = x * 2.0 + 0.5;
    double z = x / 3.0;
    o1[i] = y;
    o2[i] = z;
  }
}

static void lists(double alpha) {
#pragma approx precision(float : f) precision(bf16 : alpha) label("lst")
#pragma omp target teams distribute parallel for map(to: r[0:N]) map(from: o1[0:N], o2[0:N])
  for (int i = 0; i < N; ++i) {
    double f = i / 3.0;
    double t = r[i] * alpha;
    o1[i] = f;
    o2[i] = t;
  }
}

static void arrays(void) {
#pragma approx precision(float : r) precision(half : o1) label("arr")
#pragma omp target teams distribute parallel for map(to: r[0:N]) map(from: o1[0:N])
  for (int i = 0; i < N; ++i)
    o1[i] = r[i] * 2.0;
}

static void mixed(void) {
#pragma approx precision(float) precision(half : o2) label("mix")
#pragma omp target teams distribute parallel for map(to: r[0:N]) map(from: o2[0:N])
  for (int i = 0; i < N; ++i) {
    double x = r[i] * 2.0;
    o2[i] = x / 3.0;
  }
}

int main(void) {
  for (int i = 0; i < N; ++i)
    r[i] = i / (double)N + 1e-3;
  for (int i = 0; i < N; ++i)
    ref1[i] = sqrt(r[i] * r[i] + 1.0) * exp(-r[i]);
  // CHECK: wide: bound ok
  // ON-SAME: nonzero
  // OFF-SAME: zero
  // SET-SAME: nonzero
  wide(1);
  double m = 0;
  for (int i = 0; i < N; ++i)
    m = fmax(m, fabs(o1[i] - ref1[i]) / ref1[i]);
  printf("wide: bound %s %s\n", m <= 8 * 0x1p-24 ? "ok" : "EXCEEDED", m > 0 ? "nonzero" : "zero");
  // CHECK-NEXT: wide if(0): exact
  wide(0);
  int same = 1;
  for (int i = 0; i < N; ++i)
    same &= o1[i] == ref1[i];
  printf("wide if(0): %s\n", same ? "exact" : "DIFFERENT");

  // CHECK-NEXT: half: y exact, z within 2^-11
  // ON-SAME: nonzero
  // OFF-SAME: zero
  half(1);
  int yexact = 1;
  m = 0;
  for (int i = 0; i < N; ++i) {
    double x = (i % 64) / 8.0;
    yexact &= o1[i] == x * 2.0 + 0.5;
    if (x > 0)
      m = fmax(m, fabs(o2[i] - x / 3.0) / (x / 3.0));
  }
  printf("half: y %s, z %s %s\n", yexact ? "exact" : "DIFFERENT",
         m <= 0x1p-11 ? "within 2^-11" : "EXCEEDED", m > 0 ? "nonzero" : "zero");

  // ON-NEXT: lists: f float, t bf16 alpha
  // OFF-NEXT: lists: f double, t double alpha
  // SET-NEXT: lists: f double, t bf16 alpha
  const double alpha = 0.1;
  lists(alpha);
  int ffloat = 1, fdouble = 1, tbf = 1, tdouble = 1;
  for (int i = 0; i < N; ++i) {
    ffloat &= o1[i] == (double)((float)i / 3.0f);
    fdouble &= o1[i] == i / 3.0;
    tbf &= o2[i] == r[i] * (double)(__bf16)alpha;
    tdouble &= o2[i] == r[i] * alpha;
  }
  printf("lists: f %s, t %s alpha\n", ffloat ? "float" : fdouble ? "double" : "WRONG",
         tbf ? "bf16" : tdouble ? "double" : "WRONG");

  // ON-NEXT: arrays: r float, o half
  // OFF-NEXT: arrays: r double, o double
  // SET-NEXT: arrays: r float, o half
  arrays();
  int narrow = 1, exact = 1;
  for (int i = 0; i < N; ++i) {
    narrow &= o1[i] == (double)(_Float16)((float)r[i] * 2.0f);
    exact &= o1[i] == r[i] * 2.0;
  }
  printf("arrays: %s\n", narrow ? "r float, o half" : exact ? "r double, o double" : "WRONG");

  // ON-NEXT: mixed: x float, o half
  // OFF-NEXT: mixed: x double, o double
  // SET-NEXT: mixed: x float, o half
  // SKIP: mixed: x float, o double
  mixed();
  int xo = 1, xd = 1, dd = 1;
  for (int i = 0; i < N; ++i) {
    float x = (float)(r[i] * 2.0);
    xo &= o2[i] == (double)(_Float16)(x / 3.0f);
    xd &= o2[i] == (double)(x / 3.0f);
    dd &= o2[i] == r[i] * 2.0 / 3.0;
  }
  printf("mixed: %s\n", xo ? "x float, o half" : xd ? "x float, o double" : dd ? "x double, o double" : "WRONG");
  return 0;
}
