/* tv.c - total-variation denoising (SYprox set): T explicit gradient steps
 * of the smoothed ROF model on a grey image with seeded Gaussian noise
 * (sigma 0.1):  p = grad u / sqrt(|grad u|^2 + eps^2),
 *               u += dt * (div p - lambda * (u - f)).
 * A host loop launches two kernels per step.
 * Approximation: "tv_iter" perforates the host loop (kernel-launch
 * perforation: fewer steps), "tv_grad" and "tv_update" perforate rows of
 * the two kernels (a skipped row keeps its previous value). Error: MAPE of u.
 * Usage: tv [-n rows] [-m cols] [-t steps] [-i image.WxH.f32] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_tv_grad
#define BENCH_DATA_tv_grad
#endif
#ifndef BENCH_DATA_tv_update
#define BENCH_DATA_tv_update
#endif

static bench_opts O = {.n = 3072, .m = 3072, .t = 20, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *f, *out, *px, *py;
/* BENCH_DATA_XFER (data variants): f is not pre-mapped; compute() uploads it
 * with an upload kernel, region "tv_in" (BENCH_DATA_tv_in, e.g.
 * perfo(large:2) in(([n][m])f0) reconstruct(lerp, host) precision(half)),
 * into the device-only buffer fd (and initialises u, px, py there), and
 * downloads u into res with region "tv_out" (BENCH_DATA_tv_out, e.g.
 * out(([n][m])o) precision(half)). */
static float *fd, *res;
static long L;
static const float DT = 0.02f, LAMBDA = 8.0f, EPS2 = 0.05f * 0.05f;

static void data_in(void) {
#ifdef BENCH_DATA_XFER
#pragma omp target enter data map(alloc : out[0:L], px[0:L], py[0:L], fd[0:L])
#else
#pragma omp target enter data map(to : f[0:L]) map(alloc : out[0:L], px[0:L], py[0:L])
  float *u = out, *fx = f, *a = px, *b = py;
#pragma omp target teams distribute parallel for map(alloc : u[0:L], fx[0:L], a[0:L], b[0:L])
  for (long x = 0; x < L; ++x) {
    u[x] = fx[x];
    a[x] = 0.0f;
    b[x] = 0.0f;
  }
#endif
}
static void data_out(void) {
#ifdef BENCH_DATA_XFER
#pragma omp target exit data map(delete : out[0:L], px[0:L], py[0:L], fd[0:L])
#else
#pragma omp target exit data map(from : out[0:L]) map(delete : f[0:L], px[0:L], py[0:L])
#endif
}

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m, T = O.t;
  float *u = out, *a = px, *b = py;
  const float *f0 = f;
#ifdef BENCH_DATA_XFER
  {
    const float *fh = f;
    float *fdd = fd;
#ifdef BENCH_DATA_tv_in
#pragma approx label("tv_in") if(approx) BENCH_DATA_tv_in
#endif
#pragma omp target teams distribute parallel for collapse(2) map(to : fh[0:L]) map(alloc : u[0:L], a[0:L], b[0:L], fdd[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        long x = (long)i * m + j;
        u[x] = fdd[x] = fh[x];
        a[x] = b[x] = 0.0f;
      }
  }
  f0 = fd;
#endif
#pragma approx perfo(small:2) label("tv_iter") if(approx)
  for (int t = 0; t < T; ++t) {
#pragma approx perfo(small:2) label("tv_grad") if(approx) BENCH_DATA_tv_grad
#pragma omp target teams distribute parallel for collapse(2) map(to : u[0:L]) map(from : a[0:L], b[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        long x = (long)i * m + j;
        float ux = j + 1 < m ? u[x + 1] - u[x] : 0.0f;
        float uy = i + 1 < n ? u[x + m] - u[x] : 0.0f;
        float g = 1.0f / sqrtf(ux * ux + uy * uy + EPS2);
        a[x] = ux * g;
        b[x] = uy * g;
      }
#pragma approx perfo(small:2) label("tv_update") if(approx) BENCH_DATA_tv_update
#pragma omp target teams distribute parallel for collapse(2) map(to : a[0:L], b[0:L], f0[0:L]) map(tofrom : u[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        long x = (long)i * m + j;
        float div = (a[x] - (j > 0 ? a[x - 1] : 0.0f)) + (b[x] - (i > 0 ? b[x - m] : 0.0f));
        u[x] += DT * (div - LAMBDA * (u[x] - f0[x]));
      }
  }
#ifdef BENCH_DATA_XFER
  {
    float *o = res;
#ifdef BENCH_DATA_tv_out
#pragma approx label("tv_out") if(approx) BENCH_DATA_tv_out
#endif
#pragma omp target teams distribute parallel for collapse(2) map(alloc : u[0:L]) map(from : o[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        o[(long)i * m + j] = u[(long)i * m + j];
  }
#endif
}

static void host_ref(float *u) {
  const int n = O.n, m = O.m;
  float *a = bench_alloc(sizeof(float) * L), *b = bench_alloc(sizeof(float) * L);
  memcpy(u, f, sizeof(float) * L);
  for (int t = 0; t < O.t; ++t) {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        long x = (long)i * m + j;
        float ux = j + 1 < m ? u[x + 1] - u[x] : 0.0f;
        float uy = i + 1 < n ? u[x + m] - u[x] : 0.0f;
        float g = 1.0f / sqrtf(ux * ux + uy * uy + EPS2);
        a[x] = ux * g;
        b[x] = uy * g;
      }
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        long x = (long)i * m + j;
        float div = (a[x] - (j > 0 ? a[x - 1] : 0.0f)) + (b[x] - (i > 0 ? b[x - m] : 0.0f));
        u[x] += DT * (div - LAMBDA * (u[x] - f[x]));
      }
  }
  bench_free(a);
  bench_free(b);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  f = bench_alloc(sizeof(float) * L);
  out = bench_alloc(sizeof(float) * L);
  px = bench_alloc(sizeof(float) * L);
  py = bench_alloc(sizeof(float) * L);
#ifdef BENCH_DATA_XFER
  fd = bench_alloc(sizeof(float) * L);
  res = bench_alloc(sizeof(float) * L);
#else
  res = out;
#endif
  bench_image(&O, f, O.n, O.m);
  bench_srand(O.seed + 202);
  for (long x = 0; x < L; ++x)
    f[x] += 0.1f * (float)bench_randn();
  bench_app a = {"tv", BENCH_MAPE, res, L, 1e-5, data_in, compute, data_out, host_ref};
  a.link_bytes = 2.0 * sizeof(float) * L; /* in + out of data_in/data_out */
  return bench_run(&O, &a);
}
