/* median.c - 3x3 median filter (SYprox set) over an N x M grey image with 5%
 * seeded salt-and-pepper noise. Borders replicate the edge pixels.
 * Approximation: region "median" perforates output rows (outer loop of a
 * collapse(2) nest); a skipped row stays 0. Error: MAPE.
 * Usage: median [-n rows] [-m cols] [-i image.WxH.f32] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_median
#define BENCH_DATA_median
#endif

static bench_opts O = {.n = 3072, .m = 3072, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *img, *out;
static long L;

#pragma omp declare target
static inline float med9(float p[9]) {
#define PS(a, b) { float lo_ = fminf(p[a], p[b]), hi_ = fmaxf(p[a], p[b]); p[a] = lo_; p[b] = hi_; }
  PS(1, 2) PS(4, 5) PS(7, 8) PS(0, 1) PS(3, 4) PS(6, 7) PS(1, 2) PS(4, 5) PS(7, 8)
  PS(0, 3) PS(5, 8) PS(4, 7) PS(3, 6) PS(1, 4) PS(2, 5) PS(4, 7) PS(4, 2) PS(6, 4)
  PS(4, 2)
#undef PS
  return p[4];
}
#pragma omp end declare target

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

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m;
  const float *in = img;
  float *o = out;
#pragma approx perfo(small:2) label("median") if(approx) BENCH_DATA_median
#pragma omp target teams distribute parallel for collapse(2) map(to : in[0:L]) map(from : o[0:L])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float p[9];
      int k = 0;
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj) {
          int y = i + di < 0 ? 0 : i + di >= n ? n - 1 : i + di;
          int x = j + dj < 0 ? 0 : j + dj >= m ? m - 1 : j + dj;
          p[k++] = in[(long)y * m + x];
        }
      o[(long)i * m + j] = med9(p);
    }
}

static void host_ref(float *r) { /* insertion sort: independent of med9 */
  const int n = O.n, m = O.m;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      float p[9];
      int k = 0;
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj) {
          int y = i + di < 0 ? 0 : i + di >= n ? n - 1 : i + di;
          int x = j + dj < 0 ? 0 : j + dj >= m ? m - 1 : j + dj;
          float v = img[(long)y * m + x];
          int q = k++;
          while (q > 0 && p[q - 1] > v) { p[q] = p[q - 1]; --q; }
          p[q] = v;
        }
      r[(long)i * m + j] = p[4];
    }
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  img = bench_alloc(sizeof(float) * L);
  out = bench_alloc(sizeof(float) * L);
  bench_image(&O, img, O.n, O.m);
  bench_srand(O.seed + 101);
  for (long x = 0; x < L; ++x) { /* 5% impulse noise */
    double u = bench_rand01();
    if (u < 0.025) img[x] = 0.0f;
    else if (u < 0.05) img[x] = 1.0f;
  }
  bench_app a = {"median", BENCH_MAPE, out, L, 1e-6, data_in, compute, data_out, host_ref};
  a.link_bytes = 2.0 * sizeof(float) * L; /* in + out of data_in/data_out */
  return bench_run(&O, &a);
}
