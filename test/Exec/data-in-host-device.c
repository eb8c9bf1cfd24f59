// Input perforation + reconstruction (docs/data.md, "Input perforation"): the
// loop runs in full; the rows of each in-item are perforated by the perfo kind
// and rebuilt. Host perforation (only kept rows cross to the device, rebuilt
// there) and device perforation (reads through a reconstructing accessor) must
// give results identical to each other and, bit for bit, to the exact loop run
// over an input rebuilt here by brute force from the kept pattern - for every
// kind, chunk, odd and tiny sizes, nn and lerp, and for 1-D, array-shaped and
// true 2-D items. The host's input is never modified.
// RUN: %approx-clang %host-offload %s -o %t && %run env APPROX_SEED=3 %t | %FileCheck %s --implicit-check-not=MISMATCH
// With the link forced (APPROX_HOST_TRANSFERS=1), host perforation moves the
// kept rows: rows of 3 floats are rebuilt by the scatter and reconstruction
// kernels, rows of 512 by one kernel through the row map the runtime sends
// with them (openmp-runtime/data_rowmap.c); both must still be exact.
// RUN: %run env APPROX_SEED=3 APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %approx-clang %host-offload -DM=512 %s -o %t.wide
// RUN: %run env APPROX_SEED=3 APPROX_HOST_TRANSFERS=1 %t.wide | %FileCheck %s --implicit-check-not=MISMATCH

#include <stdio.h>
#include <string.h>

#define PRAGMA(x) _Pragma(#x)
#define RMAX 12
#ifndef M
#define M 3
#endif
static const int sizes[] = {1, 2, 5, 12};
static int cases, bad, skipped;

static float g(int i, int j) { return 1.0f + i * i * 0.25f + j / 7.0f; }

static double lerp_ref(double a, double b, double w) {
#pragma clang fp contract(off)
  return a + (b - a) * w;
}

// Rebuilds rows of x (n rows of m) from the kept pattern.
static void rebuild(float *x, int n, int m, const int *mark, int lerp) {
  for (int i = 0; i < n; ++i) {
    if (mark[i]) continue;
    int lo = -1, hi = -1;
    for (int j = i - 1; j >= 0 && lo < 0; --j) if (mark[j]) lo = j;
    for (int j = i + 1; j < n && hi < 0; ++j) if (mark[j]) hi = j;
    for (int c = 0; c < m; ++c) {
      if (lo < 0 || hi < 0)
        x[i * m + c] = x[(lo < 0 ? hi : lo) * m + c];
      else if (!lerp)
        x[i * m + c] = x[(i - lo <= hi - i ? lo : hi) * m + c];
      else
        x[i * m + c] = (float)lerp_ref(x[lo * m + c], x[hi * m + c],
                                       (double)(i - lo) / (double)(hi - lo));
    }
  }
}

// The loop: a vertical 3-point stencil reading neighbour rows.
static float stencil(const float *x, int n, int i, int j) {
  float up = i > 0 ? x[(i - 1) * M + j] : 0, dn = i + 1 < n ? x[(i + 1) * M + j] : 0;
  return up + 2 * x[i * M + j] + dn;
}

static void compare(const char *what, const char *kind, double v, int c, int n, int lerp,
                    const float *got, const float *want, int cnt) {
  for (int i = 0; i < cnt; ++i)
    if (got[i] != want[i]) {
      printf("MISMATCH %s %s v=%g c=%d n=%d %s i=%d: got %.9g want %.9g\n", what, kind, v, c, n,
             lerp ? "lerp" : "nn", i, got[i], want[i]);
      ++bad;
      return;
    }
  ++cases;
}

#define KIND(K)                                                                              \
  static void run_##K(double v, int c, int n) {                                              \
    int mark[RMAX] = {0};                                                                    \
    float in[RMAX * M], keep[RMAX * M], ref[RMAX * M], oh[RMAX * M], od[RMAX * M];           \
    float a[RMAX][M], a2[RMAX][M];                                                           \
    PRAGMA(approx perfo(K, chunk(c) : v) label("in"))                                        \
    for (int r = 0; r < n; ++r) mark[r] = 1;                                                 \
    int any = 0;                                                                             \
    for (int r = 0; r < n; ++r) any |= mark[r];                                              \
    if (!any) { ++skipped; return; }                                                         \
    for (int i = 0; i < n; ++i)                                                              \
      for (int j = 0; j < M; ++j) a[i][j] = in[i * M + j] = g(i, j);                         \
    memcpy(keep, in, sizeof in);                                                             \
    for (int lerp = 0; lerp < 2; ++lerp) {                                                   \
      float x[RMAX * M];                                                                     \
      memcpy(x, in, sizeof x);                                                               \
      rebuild(x, n, M, mark, lerp);                                                          \
      for (int i = 0; i < n; ++i)                                                            \
        for (int j = 0; j < M; ++j) ref[i * M + j] = stencil(x, n, i, j);                    \
      /* array shaping, host and device perforation */                                       \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K, chunk(c) : v) in(([n][M])in) reconstruct(lerp) label("in"))    \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:n*M]) map(from: oh[0:n*M])) \
        for (int i = 0; i < n * M; ++i) oh[i] = stencil(in, n, i / M, i % M);                \
      } else {                                                                               \
        PRAGMA(approx perfo(K, chunk(c) : v) in(([n][M])in) reconstruct(nn, host) label("in")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:n*M]) map(from: oh[0:n*M])) \
        for (int i = 0; i < n * M; ++i) oh[i] = stencil(in, n, i / M, i % M);                \
      }                                                                                      \
      compare("shaped-host", #K, v, c, n, lerp, oh, ref, n * M);                             \
      if (memcmp(in, keep, n * M * sizeof in[0])) { printf("MISMATCH input modified\n"); ++bad; } \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K, chunk(c) : v) in(([n][M])in) reconstruct(lerp, device) label("in")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:n*M]) map(from: od[0:n*M])) \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            od[i * M + j] = (i > 0 ? in[(i - 1) * M + j] : 0) + 2 * in[i * M + j] +          \
                            (i + 1 < n ? in[(i + 1) * M + j] : 0);                           \
      } else {                                                                               \
        PRAGMA(approx perfo(K, chunk(c) : v) in(([n][M])in) reconstruct(nn, device) label("in")) \
        PRAGMA(omp target teams distribute parallel for map(to: in[0:n*M]) map(from: od[0:n*M])) \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            od[i * M + j] = (i > 0 ? in[(i - 1) * M + j] : 0) + 2 * in[i * M + j] +          \
                            (i + 1 < n ? in[(i + 1) * M + j] : 0);                           \
      }                                                                                      \
      compare("shaped-device", #K, v, c, n, lerp, od, ref, n * M);                           \
      /* a true 2-D array, host and device perforation */                                    \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K, chunk(c) : v) in(a[0:n][0:M]) reconstruct(lerp, host) label("in")) \
        PRAGMA(omp target teams distribute parallel for map(to: a[0:n][0:M]) map(from: oh[0:n*M])) \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            oh[i * M + j] = (i > 0 ? a[i - 1][j] : 0) + 2 * a[i][j] + (i + 1 < n ? a[i + 1][j] : 0); \
        PRAGMA(approx perfo(K, chunk(c) : v) in(a[0:n][0:M]) reconstruct(lerp, device) label("in")) \
        PRAGMA(omp target teams distribute parallel for map(to: a[0:n][0:M]) map(from: od[0:n*M])) \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            od[i * M + j] = (i > 0 ? a[i - 1][j] : 0) + 2 * a[i][j] + (i + 1 < n ? a[i + 1][j] : 0); \
      } else {                                                                               \
        PRAGMA(approx perfo(K, chunk(c) : v) in(a[0:n][0:M]) reconstruct(nn) label("in"))     \
        PRAGMA(omp target teams distribute parallel for map(to: a) map(from: oh[0:n*M]))      \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            oh[i * M + j] = (i > 0 ? a[i - 1][j] : 0) + 2 * a[i][j] + (i + 1 < n ? a[i + 1][j] : 0); \
        PRAGMA(approx perfo(K, chunk(c) : v) in(a[0:n][0:M]) reconstruct(nn, device) label("in")) \
        PRAGMA(omp target teams distribute parallel for map(to: a) map(from: od[0:n*M]))      \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            od[i * M + j] = (i > 0 ? a[i - 1][j] : 0) + 2 * a[i][j] + (i + 1 < n ? a[i + 1][j] : 0); \
      }                                                                                      \
      compare("2d-host", #K, v, c, n, lerp, oh, ref, n * M);                                 \
      compare("2d-device", #K, v, c, n, lerp, od, ref, n * M);                               \
      /* a host loop (no offload): the accessor */                                           \
      memcpy(a2, a, sizeof a);                                                               \
      if (lerp) {                                                                            \
        PRAGMA(approx perfo(K, chunk(c) : v) in(a2[0:n][0:M]) reconstruct(lerp) label("in"))  \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            oh[i * M + j] = (i > 0 ? a2[i - 1][j] : 0) + 2 * a2[i][j] + (i + 1 < n ? a2[i + 1][j] : 0); \
      } else {                                                                               \
        PRAGMA(approx perfo(K, chunk(c) : v) in(a2[0:n][0:M]) reconstruct(nn) label("in"))    \
        PRAGMA(omp parallel for)                                                             \
        for (int i = 0; i < n; ++i)                                                          \
          for (int j = 0; j < M; ++j)                                                        \
            oh[i * M + j] = (i > 0 ? a2[i - 1][j] : 0) + 2 * a2[i][j] + (i + 1 < n ? a2[i + 1][j] : 0); \
      }                                                                                      \
      compare("2d-hostloop", #K, v, c, n, lerp, oh, ref, n * M);                             \
    }                                                                                        \
  }
KIND(small)
KIND(large)
KIND(rate)
KIND(rand)
KIND(init)
KIND(fini)

#define SWEEP(K, V1, V2)                                                                     \
  do {                                                                                       \
    cases = bad = skipped = 0;                                                               \
    double vals[2] = {V1, V2};                                                               \
    for (int s = 0; s < 2; ++s)                                                              \
      for (int c = 1; c <= 2; ++c)                                                           \
        for (unsigned z = 0; z < sizeof sizes / sizeof *sizes; ++z)                          \
          run_##K(vals[s], c, sizes[z]);                                                     \
    printf("%s: %s (%d cases, %d all-skipped)\n", #K, bad ? "FAILED" : "all exact", cases,   \
           skipped);                                                                         \
  } while (0)

// CHECK: small: all exact (160 cases, 0 all-skipped)
// CHECK: large: all exact (160 cases, 0 all-skipped)
// CHECK: rate: all exact (160 cases, 0 all-skipped)
// CHECK: rand: all exact (160 cases, 0 all-skipped)
// CHECK: init: all exact (160 cases, 0 all-skipped)
// CHECK: fini: all exact (160 cases, 0 all-skipped)
int main(void) {
  SWEEP(small, 2, 3);
  SWEEP(large, 2, 3);
  SWEEP(rate, 0.25, 0.5);
  SWEEP(rand, 0.3, 0.5);
  SWEEP(init, 0.3, 0.6);
  SWEEP(fini, 0.3, 0.6);
  return 0;
}
