/* fdtd2d.c - PolyBench fdtd-2d (Oz set): T steps of a 2-D finite-difference
 * time-domain Maxwell solver on N x M fields ex, ey, hz (seeded initial
 * fields, PolyBench's _fict_ source). A host loop launches three kernels
 * per step.
 * Approximation: "fdtd_steps" perforates the host time loop (kernel-launch
 * perforation), "fdtd_ey", "fdtd_ex", "fdtd_hz" perforate the rows of the
 * three kernels (with chunk: launch-configuration perforation; a skipped
 * row keeps its previous value). Error: fraction of wrong elements of
 * ex, ey and hz.
 * Usage: fdtd2d [-n N] [-m M] [-t steps] [bench.h options] */
#include "bench.h"

static bench_opts O = {.n = 2048, .m = 2048, .t = 100, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *init, *out, *fict; /* init/out: ex | ey | hz */
static long L;

static void data_in(void) {
#pragma omp target enter data map(to : init[0:3 * L], fict[0:O.t]) map(alloc : out[0:3 * L])
  float *o = out, *in = init;
#pragma omp target teams distribute parallel for map(alloc : o[0:3 * L], in[0:3 * L])
  for (long x = 0; x < 3 * L; ++x)
    o[x] = in[x];
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:3 * L]) map(delete : init[0:3 * L], fict[0:O.t])
}

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m, T = O.t;
  float *ex = out, *ey = out + L, *hz = out + 2 * L;
  const float *fc = fict;
#pragma approx perfo(small:2) label("fdtd_steps") if(approx)
  for (int t = 0; t < T; ++t) {
#pragma approx perfo(small:2) label("fdtd_ey") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : hz[0:L], fc[0:T]) map(tofrom : ey[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        ey[(long)i * m + j] = i == 0 ? fc[t]
                                     : ey[(long)i * m + j] - 0.5f * (hz[(long)i * m + j] - hz[(long)(i - 1) * m + j]);
#pragma approx perfo(small:2) label("fdtd_ex") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : hz[0:L]) map(tofrom : ex[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 1; j < m; ++j)
        ex[(long)i * m + j] -= 0.5f * (hz[(long)i * m + j] - hz[(long)i * m + j - 1]);
#pragma approx perfo(small:2) label("fdtd_hz") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : ex[0:L], ey[0:L]) map(tofrom : hz[0:L])
    for (int i = 0; i < n - 1; ++i)
      for (int j = 0; j < m - 1; ++j)
        hz[(long)i * m + j] -= 0.7f * (ex[(long)i * m + j + 1] - ex[(long)i * m + j] +
                                       ey[(long)(i + 1) * m + j] - ey[(long)i * m + j]);
  }
}

static void host_ref(float *o) {
  const int n = O.n, m = O.m;
  memcpy(o, init, sizeof(float) * 3 * L);
  float *ex = o, *ey = o + L, *hz = o + 2 * L;
  for (int t = 0; t < O.t; ++t) {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        ey[(long)i * m + j] = i == 0 ? fict[t]
                                     : ey[(long)i * m + j] - 0.5f * (hz[(long)i * m + j] - hz[(long)(i - 1) * m + j]);
    for (int i = 0; i < n; ++i)
      for (int j = 1; j < m; ++j)
        ex[(long)i * m + j] -= 0.5f * (hz[(long)i * m + j] - hz[(long)i * m + j - 1]);
    for (int i = 0; i < n - 1; ++i)
      for (int j = 0; j < m - 1; ++j)
        hz[(long)i * m + j] -= 0.7f * (ex[(long)i * m + j + 1] - ex[(long)i * m + j] +
                                       ey[(long)(i + 1) * m + j] - ey[(long)i * m + j]);
  }
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  init = bench_alloc(sizeof(float) * 3 * L);
  out = bench_alloc(sizeof(float) * 3 * L);
  fict = bench_alloc(sizeof(float) * (O.t ? O.t : 1));
  bench_srand(O.seed + 909);
  for (long x = 0; x < 3 * L; ++x)
    init[x] = (float)bench_rand01();
  for (int t = 0; t < O.t; ++t)
    fict[t] = (float)t;
  bench_app a = {"fdtd2d", BENCH_WRONG, out, 3 * L, 1e-5, data_in, compute, data_out, host_ref};
  return bench_run(&O, &a);
}
