/* hotspot.c - 2-D thermal stencil (Rodinia HotSpot, SYprox set): T explicit
 * steps of the chip temperature under a seeded power map, ping-pong buffers,
 * Rodinia's constants with the chip size scaled with the grid (cells of
 * 0.016/512 m, which keeps the scheme stable at any size).
 * Approximation: "hotspot_steps" perforates the host time loop (kernel-launch
 * perforation), "hotspot_rows" the rows of the step kernel (a skipped row
 * keeps its value of two steps before). Error: MAPE of the temperatures.
 * Usage: hotspot [-n rows] [-m cols] [-t steps] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_hotspot_rows
#define BENCH_DATA_hotspot_rows
#endif

static bench_opts O = {.n = 3072, .m = 3072, .t = 40, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *temp0, *power, *out, *tb;
/* BENCH_DATA_XFER (data variants): temp0 and power are not pre-mapped;
 * compute() uploads them with an upload kernel, region "hotspot_in"
 * (BENCH_DATA_hotspot_in: clauses incl. perfo, e.g. perfo(large:2)
 * in(([n][m])t0, ([n][m])p0) reconstruct(lerp, host) precision(half)), into
 * the device-only buffers out, tb, pwd, and downloads the result into res
 * with region "hotspot_out" (BENCH_DATA_hotspot_out, e.g.
 * out(([n][m])o) precision(half)). */
static float *pwd, *res;
static long L;
static float CC, RX1, RY1, RZ1; /* step/Cap, 1/Rx, 1/Ry, 1/Rz */
static const float AMB = 80.0f;

static void data_in(void) {
#ifdef BENCH_DATA_XFER
#pragma omp target enter data map(alloc : out[0:L], tb[0:L], pwd[0:L])
#else
#pragma omp target enter data map(to : temp0[0:L], power[0:L]) map(alloc : out[0:L], tb[0:L])
  float *a = out, *b = tb, *t0 = temp0;
#pragma omp target teams distribute parallel for map(alloc : a[0:L], b[0:L], t0[0:L])
  for (long x = 0; x < L; ++x)
    a[x] = b[x] = t0[x];
#endif
}
static void data_out(void) {
#ifdef BENCH_DATA_XFER
#pragma omp target exit data map(delete : out[0:L], tb[0:L], pwd[0:L])
#else
#pragma omp target exit data map(from : out[0:L]) map(delete : temp0[0:L], power[0:L], tb[0:L])
#endif
}

#define STEP(SRC, DST)                                                                             \
  {                                                                                                \
    long x = (long)i * m + j;                                                                      \
    float c = SRC[x];                                                                              \
    float nn = SRC[x - (i > 0 ? m : 0)], ss = SRC[x + (i + 1 < n ? m : 0)];                        \
    float ww = SRC[x - (j > 0)], ee = SRC[x + (j + 1 < m)];                                        \
    DST[x] = c + cc * (pw[x] + (ss + nn - 2.0f * c) * ry1 + (ee + ww - 2.0f * c) * rx1 +          \
                       (AMB - c) * rz1);                                                           \
  }

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m, T = O.t;
  const float cc = CC, rx1 = RX1, ry1 = RY1, rz1 = RZ1;
  float *src = out, *dst = tb;
  const float *pw = power;
#ifdef BENCH_DATA_XFER
  {
    float *a = out, *b = tb, *pd = pwd;
    const float *t0 = temp0, *p0 = power;
#ifdef BENCH_DATA_hotspot_in
#pragma approx label("hotspot_in") if(approx) BENCH_DATA_hotspot_in
#endif
#pragma omp target teams distribute parallel for collapse(2) map(to : t0[0:L], p0[0:L]) map(alloc : a[0:L], b[0:L], pd[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        long x = (long)i * m + j;
        a[x] = b[x] = t0[x];
        pd[x] = p0[x];
      }
  }
  pw = pwd;
#endif
#pragma approx perfo(small:2) label("hotspot_steps") if(approx)
  for (int t = 0; t < T; ++t) {
#pragma approx perfo(small:2) label("hotspot_rows") if(approx) BENCH_DATA_hotspot_rows
#pragma omp target teams distribute parallel for collapse(2) map(to : src[0:L], pw[0:L]) map(from : dst[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        STEP(src, dst)
    float *s = src;
    src = dst;
    dst = s;
  }
#ifdef BENCH_DATA_XFER
  {
    float *o = res;
#ifdef BENCH_DATA_hotspot_out
#pragma approx label("hotspot_out") if(approx) BENCH_DATA_hotspot_out
#endif
#pragma omp target teams distribute parallel for collapse(2) map(alloc : src[0:L]) map(from : o[0:L])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        o[(long)i * m + j] = src[(long)i * m + j];
  }
  if (0) {
#else
  if (src != out) {
#endif
    float *o = out;
#pragma omp target teams distribute parallel for map(to : src[0:L]) map(from : o[0:L])
    for (long x = 0; x < L; ++x)
      o[x] = src[x];
  }
}

static void host_ref(float *r) {
  const int n = O.n, m = O.m;
  const float cc = CC, rx1 = RX1, ry1 = RY1, rz1 = RZ1;
  const float *pw = power;
  float *src = r, *dst = bench_alloc(sizeof(float) * L), *d0 = dst;
  memcpy(src, temp0, sizeof(float) * L);
  memcpy(dst, temp0, sizeof(float) * L);
  for (int t = 0; t < O.t; ++t) {
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j)
        STEP(src, dst)
    float *s = src;
    src = dst;
    dst = s;
  }
  if (src != r)
    memcpy(r, src, sizeof(float) * L);
  bench_free(d0);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  temp0 = bench_alloc(sizeof(float) * L);
  power = bench_alloc(sizeof(float) * L);
  out = bench_alloc(sizeof(float) * L);
  tb = bench_alloc(sizeof(float) * L);
#ifdef BENCH_DATA_XFER
  pwd = bench_alloc(sizeof(float) * L);
  res = bench_alloc(sizeof(float) * L);
#else
  res = out;
#endif
  /* Rodinia constants; chip size scaled so that a cell is 0.016/512 m. */
  double t_chip = 0.0005, chip_h = 0.016 * O.n / 512.0, chip_w = 0.016 * O.m / 512.0;
  double gh = chip_h / O.n, gw = chip_w / O.m, K_SI = 100, SPEC = 1.75e6, FACTOR = 0.5;
  double cap = FACTOR * SPEC * t_chip * gw * gh, rx = gw / (2 * K_SI * t_chip * gh),
         ry = gh / (2 * K_SI * t_chip * gw), rz = t_chip / (K_SI * gh * gw);
  double step = 0.001 / (3.0e6 / (FACTOR * t_chip * SPEC));
  CC = (float)(step / cap);
  RX1 = (float)(1 / rx);
  RY1 = (float)(1 / ry);
  RZ1 = (float)(1 / rz);
  bench_srand(O.seed + 303);
  for (int i = 0; i < O.n; ++i)
    for (int j = 0; j < O.m; ++j) {
      long x = (long)i * O.m + j;
      int hot = ((i * 8 / O.n) + (j * 8 / O.m) * 3) % 5 == 0;
      power[x] = (float)(0.2 * bench_rand01() + (hot ? 1.0 : 0.0));
      temp0[x] = (float)(323.0 + 4.0 * sin(6.0 * i / O.n) * cos(5.0 * j / O.m) + bench_rand01());
    }
  bench_app a = {"hotspot", BENCH_MAPE, res, L, 1e-6, data_in, compute, data_out, host_ref};
  a.link_bytes = 3.0 * sizeof(float) * L; /* in + out of data_in/data_out */
  return bench_run(&O, &a);
}
