// Combinations (docs/data.md: "With both `in` and `out` both happen", and
// "Reduced precision"): an in-item perforated on the host or on the device
// together with an out-item reconstructed after the perforated loop, for every
// perfo kind, nn and lerp, with and without precision(half). The result must
// equal, bit for bit, what the rules give when applied here by brute force:
// rebuild the input from its kept rows, run the loop's kept iterations on it,
// rebuild the output's skipped rows from its kept rows.
// RUN: %approx-clang %host-offload %s -o %t && %run APPROX_HOST_TRANSFERS=1 env APPROX_SEED=11 %t | %FileCheck %s --implicit-check-not=MISMATCH

#include <stdio.h>
#include <string.h>

#define PRAGMA(x) _Pragma(#x)
#define R 9 /* rows (odd) */
#define C 4
static int cases, bad;

static float in0(int i, int j) { return 0.75f * i * i - j + 0.125f * (i * j % 5); }

static double lerp_ref(double a, double b, double w) {
#pragma clang fp contract(off)
  return a + (b - a) * w;
}

// Rebuilds the skipped rows of x (float or _Float16 rows, via T).
#define REBUILD(T)                                                                           \
  static void rebuild_##T(T *x, const int *mark, int lerp) {                                 \
    for (int i = 0; i < R; ++i) {                                                            \
      if (mark[i]) continue;                                                                 \
      int lo = -1, hi = -1;                                                                  \
      for (int j = i - 1; j >= 0 && lo < 0; --j) if (mark[j]) lo = j;                       \
      for (int j = i + 1; j < R && hi < 0; ++j) if (mark[j]) hi = j;                        \
      for (int c = 0; c < C; ++c)                                                            \
        x[i * C + c] = (lo < 0 || hi < 0) ? x[(lo < 0 ? hi : lo) * C + c]                    \
                       : !lerp ? x[(i - lo <= hi - i ? lo : hi) * C + c]                     \
                               : (T)lerp_ref(x[lo * C + c], x[hi * C + c],                   \
                                             (double)(i - lo) / (double)(hi - lo));          \
    }                                                                                        \
  }
typedef _Float16 half;
REBUILD(float)
REBUILD(half)

static void compare(const char *what, int lerp, const float *got, const float *want) {
  for (int i = 0; i < R * C; ++i)
    if (got[i] != want[i]) {
      printf("MISMATCH %s %s i=%d got %.9g want %.9g\n", what, lerp ? "lerp" : "nn", i, got[i],
             want[i]);
      ++bad;
      return;
    }
  ++cases;
}

#define BODY(IN, OUT)                                                                        \
  for (int i = 0; i < R; ++i)                                                                \
    for (int j = 0; j < C; ++j)                                                              \
      OUT[i * C + j] = (i > 0 ? IN[(i - 1) * C + j] : 0) + 2 * IN[i * C + j] +               \
                       (i + 1 < R ? IN[(i + 1) * C + j] : 0);

#define KIND(K, V)                                                                           \
  static void run_##K(void) {                                                                \
    int mark[R] = {0};                                                                       \
    float in[R * C], out[R * C], ref[R * C];                                                 \
    PRAGMA(approx perfo(K : V) label("both"))                                                \
    for (int r = 0; r < R; ++r) mark[r] = 1;                                                 \
    for (int lerp = 0; lerp < 2; ++lerp) {                                                   \
      for (int i = 0; i < R * C; ++i) in[i] = in0(i / C, i % C);                             \
      /* float reference */                                                                  \
      float x[R * C];                                                                        \
      memcpy(x, in, sizeof x);                                                               \
      rebuild_float(x, mark, lerp);                                                          \
      BODY(x, ref)                                                                           \
      rebuild_float(ref, mark, lerp);                                                        \
      memset(out, 0, sizeof out);                                                            \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K : V) in(([R][C])in) out(([R][C])out) reconstruct(lerp) label("both")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:R*C]) map(from: out[0:R*C])) \
        BODY(in, out)                                                                        \
      } else {                                                                               \
        PRAGMA(approx perfo(K : V) in(([R][C])in) out(([R][C])out) reconstruct(nn) label("both")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:R*C]) map(from: out[0:R*C])) \
        BODY(in, out)                                                                        \
      }                                                                                      \
      compare(#K " host-in+out", lerp, out, ref);                                            \
      memset(out, 0, sizeof out);                                                            \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K : V) in(([R][C])in) out(([R][C])out) reconstruct(lerp, device) label("both")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:R*C]) map(tofrom: out[0:R*C])) \
        BODY(in, out)                                                                        \
      } else {                                                                               \
        PRAGMA(approx perfo(K : V) in(([R][C])in) out(([R][C])out) reconstruct(nn, device) label("both")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:R*C]) map(from: out[0:R*C])) \
        BODY(in, out)                                                                        \
      }                                                                                      \
      compare(#K " device-in+out", lerp, out, ref);                                          \
      /* half reference: input rounded to half, rebuilt and computed in half */              \
      half hx[R * C], hr[R * C];                                                             \
      for (int i = 0; i < R * C; ++i) hx[i] = (half)in[i];                                   \
      rebuild_half(hx, mark, lerp);                                                          \
      BODY(hx, hr)                                                                           \
      rebuild_half(hr, mark, lerp);                                                          \
      for (int i = 0; i < R * C; ++i) ref[i] = (float)hr[i];                                 \
      memset(out, 0, sizeof out);                                                            \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K : V) in(([R][C])in) out(([R][C])out) reconstruct(lerp) precision(half) label("both")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:R*C]) map(from: out[0:R*C])) \
        BODY(in, out)                                                                        \
      } else {                                                                               \
        PRAGMA(approx perfo(K : V) in(([R][C])in) out(([R][C])out) reconstruct(nn, device) precision(half) label("both")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:R*C]) map(from: out[0:R*C])) \
        BODY(in, out)                                                                        \
      }                                                                                      \
      compare(#K " half", lerp, out, ref);                                                   \
    }                                                                                        \
  }
KIND(small, 3)
KIND(large, 2)
KIND(rate, 0.4)
KIND(rand, 0.3)
KIND(init, 0.3)
KIND(fini, 0.3)

// CHECK: combined: all exact (36 cases)
int main(void) {
  run_small();
  run_large();
  run_rate();
  run_rand();
  run_init();
  run_fini();
  printf("combined: %s (%d cases)\n", bad ? "FAILED" : "all exact", cases);
  return 0;
}
