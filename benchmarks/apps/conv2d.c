/* conv2d.c - PolyBench/GPU 2DCONV (Oz set): 3x3 convolution with PolyBench's
 * coefficients over an N x M seeded grid (the border stays 0).
 * Approximation: "conv2d" perforates rows (outer loop of a collapse(2)
 * nest); with chunk it is launch-configuration perforation (groups of rows,
 * i.e. whole teams, are never launched); a skipped row stays 0. Error:
 * fraction of wrong elements.
 * Usage: conv2d [-n N] [-m M] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_conv2d
#define BENCH_DATA_conv2d
#endif

static bench_opts O = {.n = 4096, .m = 4096, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *A, *out;
static long L;

static void data_in(void) {
#pragma omp target enter data map(to : A[0:L]) map(alloc : out[0:L])
  bench_dev_zero(out, L);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:L]) map(delete : A[0:L])
}

#define CONV                                                                                       \
  o[(long)i * m + j] = 0.2f * a[(long)(i - 1) * m + j - 1] + -0.3f * a[(long)i * m + j - 1] +        \
                       0.4f * a[(long)(i + 1) * m + j - 1] + 0.5f * a[(long)(i - 1) * m + j] +       \
                       0.6f * a[(long)i * m + j] + 0.7f * a[(long)(i + 1) * m + j] +                 \
                       -0.8f * a[(long)(i - 1) * m + j + 1] + -0.9f * a[(long)i * m + j + 1] +       \
                       0.1f * a[(long)(i + 1) * m + j + 1];

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m;
  const float *a = A;
  float *o = out;
#pragma approx perfo(small:2) label("conv2d") if(approx) BENCH_DATA_conv2d
#pragma omp target teams distribute parallel for collapse(2) map(to : a[0:L]) map(from : o[0:L])
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      CONV
}

static void host_ref(float *o) {
  const int n = O.n, m = O.m;
  const float *a = A;
  memset(o, 0, sizeof(float) * L);
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1; j < m - 1; ++j)
      CONV
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  A = bench_alloc(sizeof(float) * L);
  out = bench_alloc(sizeof(float) * L);
  bench_srand(O.seed + 1111);
  for (long x = 0; x < L; ++x)
    A[x] = (float)bench_rand01();
  bench_app a = {"conv2d", BENCH_WRONG, out, L, 1e-5, data_in, compute, data_out, host_ref};
  return bench_run(&O, &a);
}
