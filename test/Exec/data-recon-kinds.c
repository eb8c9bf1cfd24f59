// Output reconstruction for every perforation kind, chunk size and odd or
// tiny size, nn and lerp, on the host and offloaded: the output must equal,
// bit for bit, a reference built here by brute force from the rules (nearest
// kept row, ties to the lower; lerp between the nearest kept rows on each
// side, nn at the edges) over the kept pattern a plain perforated loop with
// the same label and parameters produces.
// RUN: %approx-clang %host-offload %s -o %t && %run env APPROX_SEED=7 %t | %FileCheck %s --implicit-check-not=MISMATCH

#include <stdio.h>

#define NMAX 16
#define PRAGMA(x) _Pragma(#x)
static const int sizes[] = {1, 2, 5, 10, 13};
static int cases, bad, allskipped;

static float f(int i) { return 0.5f * i * i + 3.0f / (i + 1); }

static double lerp_ref(double a, double b, double w) {
#pragma clang fp contract(off)
  return a + (b - a) * w;
}

static void check(const char *kind, double val, int c, int n, int lerp, const char *where,
                  const int *mark, const float *v) {
  for (int i = 0; i < n; ++i) {
    float want;
    if (mark[i]) {
      want = f(i);
    } else {
      int lo = -1, hi = -1;
      for (int j = i - 1; j >= 0 && lo < 0; --j)
        if (mark[j]) lo = j;
      for (int j = i + 1; j < n && hi < 0; ++j)
        if (mark[j]) hi = j;
      if (lo < 0 || hi < 0)
        want = f(lo < 0 ? hi : lo);
      else if (!lerp)
        want = f(i - lo <= hi - i ? lo : hi);
      else
        want = (float)lerp_ref(f(lo), f(hi), (double)(i - lo) / (double)(hi - lo));
    }
    if (v[i] != want) {
      printf("MISMATCH %s v=%g c=%d n=%d %s %s i=%d: got %.9g want %.9g\n", kind, val, c, n,
             lerp ? "lerp" : "nn", where, i, v[i], want);
      ++bad;
    }
  }
  ++cases;
}

#define KIND(K)                                                                               \
  static void run_##K(double val, int c, int n) {                                             \
    int mark[NMAX] = {0};                                                                     \
    float v[NMAX];                                                                            \
    PRAGMA(approx perfo(K, chunk(c) : val) label("kinds"))                          \
    for (int i = 0; i < n; ++i) mark[i] = 1;                                                  \
    int any = 0;                                                                              \
    for (int i = 0; i < n; ++i) any |= mark[i];                                               \
    if (!any) {                                                                               \
      ++allskipped;                                                                           \
      return;                                                                                 \
    }                                                                                         \
    for (int i = 0; i < n; ++i) v[i] = -99;                                                   \
    PRAGMA(approx perfo(K, chunk(c) : val) out(v[0:n]) reconstruct(nn) label("kinds")) \
    for (int i = 0; i < n; ++i) v[i] = f(i);                                                  \
    check(#K, val, c, n, 0, "host", mark, v);                                                 \
    for (int i = 0; i < n; ++i) v[i] = -99;                                                   \
    PRAGMA(approx perfo(K, chunk(c) : val) out(v[0:n]) reconstruct(lerp) label("kinds")) \
    for (int i = 0; i < n; ++i) v[i] = f(i);                                                  \
    check(#K, val, c, n, 1, "host", mark, v);                                                 \
    for (int i = 0; i < n; ++i) v[i] = -99;                                                   \
    PRAGMA(approx perfo(K, chunk(c) : val) out(v[0:n]) reconstruct(nn) label("kinds")) \
    PRAGMA(omp target teams distribute parallel for map(from: v[0:n]))                     \
    for (int i = 0; i < n; ++i) v[i] = f(i);                                                  \
    check(#K, val, c, n, 0, "target", mark, v);                                               \
    for (int i = 0; i < n; ++i) v[i] = -99;                                                   \
    PRAGMA(approx perfo(K, chunk(c) : val) out(v[0:n]) reconstruct(lerp) label("kinds")) \
    PRAGMA(omp target teams distribute parallel for map(tofrom: v[0:n]))                   \
    for (int i = 0; i < n; ++i) v[i] = f(i);                                                  \
    check(#K, val, c, n, 1, "target", mark, v);                                               \
  }
KIND(small)
KIND(large)
KIND(rate)
KIND(rand)
KIND(init)
KIND(fini)

#define SWEEP(K, V1, V2)                                                                      \
  do {                                                                                        \
    cases = bad = allskipped = 0;                                                             \
    double vals[2] = {V1, V2};                                                                \
    for (int a = 0; a < 2; ++a)                                                               \
      for (int c = 1; c <= 3; c += 2)                                                         \
        for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; ++s)                           \
          run_##K(vals[a], c, sizes[s]);                                                      \
    printf("%s: %s (%d cases, %d all-skipped)\n", #K, bad ? "FAILED" : "all exact", cases,    \
           allskipped);                                                                       \
  } while (0)

// CHECK: small: all exact (80 cases, 0 all-skipped)
// CHECK: large: all exact (80 cases, 0 all-skipped)
// CHECK: rate: all exact (80 cases, 0 all-skipped)
// CHECK: rand: all exact (60 cases, 5 all-skipped)
// CHECK: init: all exact (80 cases, 0 all-skipped)
// CHECK: fini: all exact (80 cases, 0 all-skipped)
int main(void) {
  SWEEP(small, 2, 3);
  SWEEP(large, 2, 4);
  SWEEP(rate, 0.3, 0.5);
  SWEEP(rand, 0.3, 0.6);
  SWEEP(init, 0.4, 0.75);
  SWEEP(fini, 0.4, 0.75);
  return 0;
}
