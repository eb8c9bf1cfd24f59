/* correlation.c - PolyBench correlation (Oz set): Pearson correlation matrix
 * (M x M) of N seeded observations of M variables. Kernels: column means,
 * column standard deviations (sequential loop over the N observations inside
 * the kernel), normalisation, and the M x M product.
 * Approximation: "corr_mean" and "corr_std" perforate the observation loop of
 * the mean/std kernels (intra-kernel; the sums are divided by the number of
 * kept observations), "corr_main" perforates rows of the correlation matrix
 * (with chunk: launch-configuration perforation, whole groups of teams are
 * not launched; a skipped row stays 0), "corr_k" the observation loop of the
 * product (intra-kernel; rescaled by N / kept). Error: fraction of wrong
 * elements (relative error > 1e-2).
 * Usage: correlation [-n N observations] [-m M variables] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_corr_main
#define BENCH_DATA_corr_main
#endif

static bench_opts O = {.n = 2048, .m = 2048, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *data, *work, *mean, *stdv, *out;
static long LD, LC;

static void data_in(void) {
#pragma omp target enter data map(to : data[0:LD]) map(alloc : work[0:LD], mean[0:O.m], stdv[0:O.m], out[0:LC])
  bench_dev_zero(out, LC);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:LC]) map(delete : data[0:LD], work[0:LD], mean[0:O.m], stdv[0:O.m])
}

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int N = O.n, M = O.m;
  const float *d = data;
  float *w = work, *mu = mean, *sd = stdv, *c = out;
#pragma approx label("corr_mean_kernel") if(approx) /* a group: the kernel as written when corr_mean is off */
#pragma omp target teams distribute parallel for map(to : d[0:LD]) map(from : mu[0:M])
  for (int j = 0; j < M; ++j) {
    float s = 0.0f;
    int cnt = 0;
#pragma approx perfo(small:2) label("corr_mean") if(approx)
    for (int i = 0; i < N; ++i) {
      s += d[(long)i * M + j];
      ++cnt;
    }
    mu[j] = s / cnt;
  }
#pragma approx label("corr_std_kernel") if(approx)
#pragma omp target teams distribute parallel for map(to : d[0:LD], mu[0:M]) map(from : sd[0:M])
  for (int j = 0; j < M; ++j) {
    float s = 0.0f;
    int cnt = 0;
#pragma approx perfo(small:2) label("corr_std") if(approx)
    for (int i = 0; i < N; ++i) {
      float v = d[(long)i * M + j] - mu[j];
      s += v * v;
      ++cnt;
    }
    float v = sqrtf(s / cnt);
    sd[j] = v <= 0.1f ? 1.0f : v;
  }
  const float sqn = sqrtf((float)N);
#pragma omp target teams distribute parallel for collapse(2) map(to : d[0:LD], mu[0:M], sd[0:M]) map(from : w[0:LD])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      w[(long)i * M + j] = (d[(long)i * M + j] - mu[j]) / (sqn * sd[j]);
#pragma approx perfo(small:2) label("corr_main") if(approx) BENCH_DATA_corr_main
#pragma omp target teams distribute parallel for collapse(2) map(to : w[0:LD]) map(from : c[0:LC])
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < M; ++j) {
      float s = 0.0f;
      int cnt = 0;
#pragma approx perfo(small:2) label("corr_k") if(approx)
      for (int k = 0; k < N; ++k) {
        s += w[(long)k * M + i] * w[(long)k * M + j];
        ++cnt;
      }
      c[(long)i * M + j] = i == j ? 1.0f : s * ((float)N / cnt);
    }
}

static void host_ref(float *c) {
  const int N = O.n, M = O.m;
  float *w = bench_alloc(sizeof(float) * LD);
  for (int j = 0; j < M; ++j) {
    float s = 0.0f;
    for (int i = 0; i < N; ++i)
      s += data[(long)i * M + j];
    mean[j] = s / N;
    s = 0.0f;
    for (int i = 0; i < N; ++i) {
      float v = data[(long)i * M + j] - mean[j];
      s += v * v;
    }
    float v = sqrtf(s / N);
    stdv[j] = v <= 0.1f ? 1.0f : v;
  }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      w[(long)i * M + j] = (data[(long)i * M + j] - mean[j]) / (sqrtf((float)N) * stdv[j]);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < M; ++j) {
      float s = 0.0f;
      for (int k = 0; k < N; ++k)
        s += w[(long)k * M + i] * w[(long)k * M + j];
      c[(long)i * M + j] = i == j ? 1.0f : s;
    }
  bench_free(w);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  LD = (long)O.n * O.m;
  LC = (long)O.m * O.m;
  data = bench_alloc(sizeof(float) * LD);
  work = bench_alloc(sizeof(float) * LD);
  mean = bench_alloc(sizeof(float) * O.m);
  stdv = bench_alloc(sizeof(float) * O.m);
  out = bench_alloc(sizeof(float) * LC);
  /* Variables share a few latent factors, so correlations are not all ~0. */
  bench_srand(O.seed + 606);
  float lat[4];
  for (int i = 0; i < O.n; ++i) {
    for (int q = 0; q < 4; ++q)
      lat[q] = (float)bench_randn();
    for (int j = 0; j < O.m; ++j)
      data[(long)i * O.m + j] = (float)(j % 7) + lat[j % 4] * (1.0f + (j % 3)) + (float)bench_randn();
  }
  bench_app a = {"correlation", BENCH_WRONG, out, LC, 1e-4, data_in, compute, data_out, host_ref};
  return bench_run(&O, &a);
}
