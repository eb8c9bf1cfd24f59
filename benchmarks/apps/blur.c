/* blur.c - 5x5 box blur (SYprox set) over an N x M grey image; borders
 * replicate the edge pixels.
 * Approximation: region "blur" perforates output rows (outer loop of a
 * collapse(2) nest); a skipped row stays 0. Error: MAPE.
 * Usage: blur [-n rows] [-m cols] [-i image.WxH.f32] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_blur
#define BENCH_DATA_blur
#endif

static bench_opts O = {.n = 3072, .m = 3072, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *img, *out;
static long L;

/* BENCH_DATA_XFER (data variants): the region transfers img and out itself
 * (its in/out items), so nothing is pre-mapped here. */
static void data_in(void) {
#ifndef BENCH_DATA_XFER
#pragma omp target enter data map(to : img[0:L]) map(alloc : out[0:L])
  bench_dev_zero(out, L);
#endif
}
static void data_out(void) {
#ifndef BENCH_DATA_XFER
#pragma omp target exit data map(from : out[0:L]) map(delete : img[0:L])
#endif
}

#define PIX(y, x) in[(long)((y) < 0 ? 0 : (y) >= n ? n - 1 : (y)) * m + ((x) < 0 ? 0 : (x) >= m ? m - 1 : (x))]

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m;
  const float *in = img;
  float *o = out;
#pragma approx perfo(small:2) label("blur") if(approx) BENCH_DATA_blur
#pragma omp target teams distribute parallel for collapse(2) map(to : in[0:L]) map(from : o[0:L])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0.0f;
      for (int di = -2; di <= 2; ++di)
        for (int dj = -2; dj <= 2; ++dj)
          s += PIX(i + di, j + dj);
      o[(long)i * m + j] = s * (1.0f / 25.0f);
    }
}

static void host_ref(float *r) {
  const int n = O.n, m = O.m;
  const float *in = img;
  float *o = r;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0.0f;
      for (int di = -2; di <= 2; ++di)
        for (int dj = -2; dj <= 2; ++dj)
          s += PIX(i + di, j + dj);
      o[(long)i * m + j] = s * (1.0f / 25.0f);
    }
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  img = bench_alloc(sizeof(float) * L);
  out = bench_alloc(sizeof(float) * L);
  bench_image(&O, img, O.n, O.m);
  bench_app a = {"blur", BENCH_MAPE, out, L, 1e-5, data_in, compute, data_out, host_ref};
  a.link_bytes = 2.0 * sizeof(float) * L; /* in + out of data_in/data_out */
  return bench_run(&O, &a);
}
