/* covariance.c - PolyBench covariance (Oz set): covariance matrix (M x M) of
 * N seeded observations of M variables. Kernels: column means (sequential
 * loop over observations inside the kernel), centring, the M x M product.
 * Approximation: "cov_mean" perforates the observation loop of the mean
 * kernel (intra-kernel; divided by the kept count), "cov_main" rows of the
 * covariance matrix (with chunk: launch-configuration perforation; a skipped
 * row stays 0), "cov_k" the observation loop of the product (intra-kernel;
 * rescaled by N / kept). Error: fraction of wrong elements.
 * Usage: covariance [-n N observations] [-m M variables] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_cov_main
#define BENCH_DATA_cov_main
#endif

static bench_opts O = {.n = 2048, .m = 2048, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *data, *work, *mean, *out;
static long LD, LC;

static void data_in(void) {
#pragma omp target enter data map(to : data[0:LD]) map(alloc : work[0:LD], mean[0:O.m], out[0:LC])
  bench_dev_zero(out, LC);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:LC]) map(delete : data[0:LD], work[0:LD], mean[0:O.m])
}

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int N = O.n, M = O.m;
  const float *d = data;
  float *w = work, *mu = mean, *c = out;
#pragma approx label("cov_mean_kernel") if(approx) /* a group: the kernel as written when cov_mean is off */
#pragma omp target teams distribute parallel for map(to : d[0:LD]) map(from : mu[0:M])
  for (int j = 0; j < M; ++j) {
    float s = 0.0f;
    int cnt = 0;
#pragma approx perfo(small:2) label("cov_mean") if(approx)
    for (int i = 0; i < N; ++i) {
      s += d[(long)i * M + j];
      ++cnt;
    }
    mu[j] = s / cnt;
  }
#pragma omp target teams distribute parallel for collapse(2) map(to : d[0:LD], mu[0:M]) map(from : w[0:LD])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      w[(long)i * M + j] = d[(long)i * M + j] - mu[j];
#pragma approx perfo(small:2) label("cov_main") if(approx) BENCH_DATA_cov_main
#pragma omp target teams distribute parallel for collapse(2) map(to : w[0:LD]) map(from : c[0:LC])
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < M; ++j) {
      float s = 0.0f;
      int cnt = 0;
#pragma approx perfo(small:2) label("cov_k") if(approx)
      for (int k = 0; k < N; ++k) {
        s += w[(long)k * M + i] * w[(long)k * M + j];
        ++cnt;
      }
      c[(long)i * M + j] = s * ((float)N / cnt) / (N - 1.0f);
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
  }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      w[(long)i * M + j] = data[(long)i * M + j] - mean[j];
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < M; ++j) {
      float s = 0.0f;
      for (int k = 0; k < N; ++k)
        s += w[(long)k * M + i] * w[(long)k * M + j];
      c[(long)i * M + j] = s / (N - 1.0f);
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
  out = bench_alloc(sizeof(float) * LC);
  bench_srand(O.seed + 707);
  float lat[4];
  for (int i = 0; i < O.n; ++i) {
    for (int q = 0; q < 4; ++q)
      lat[q] = (float)bench_randn();
    for (int j = 0; j < O.m; ++j)
      data[(long)i * O.m + j] = (float)(j % 5) + lat[j % 4] * (1.0f + (j % 3)) + (float)bench_randn();
  }
  bench_app a = {"covariance", BENCH_WRONG, out, LC, 1e-4, data_in, compute, data_out, host_ref};
  return bench_run(&O, &a);
}
