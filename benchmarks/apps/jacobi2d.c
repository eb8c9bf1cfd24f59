/* jacobi2d.c - PolyBench jacobi-2d (Oz set): T steps of a 5-point Jacobi
 * stencil on an N x N grid (seeded), B = stencil(A) then A = B, two kernels
 * launched per step by a host loop.
 * Approximation: "jacobi_steps" perforates the host time loop (kernel-launch
 * perforation), "jacobi_b" and "jacobi_a" perforate the rows of the two
 * kernels (with chunk: launch-configuration perforation; a skipped row keeps
 * its previous value). Error: fraction of wrong elements of A.
 * Usage: jacobi2d [-n N] [-t steps] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_jacobi_b
#define BENCH_DATA_jacobi_b
#endif

static bench_opts O = {.n = 3072, .m = 1, .t = 100, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *A0, *out, *Bt;
static long L;

static void data_in(void) {
#pragma omp target enter data map(to : A0[0:L]) map(alloc : out[0:L], Bt[0:L])
  float *a = out, *b = Bt, *a0 = A0;
#pragma omp target teams distribute parallel for map(alloc : a[0:L], b[0:L], a0[0:L])
  for (long x = 0; x < L; ++x)
    a[x] = b[x] = a0[x];
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:L]) map(delete : A0[0:L], Bt[0:L])
}

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, T = O.t;
  float *a = out, *b = Bt;
#pragma approx perfo(small:2) label("jacobi_steps") if(approx)
  for (int t = 0; t < T; ++t) {
#pragma approx perfo(small:2) label("jacobi_b") if(approx) BENCH_DATA_jacobi_b
#pragma omp target teams distribute parallel for collapse(2) map(to : a[0:L]) map(from : b[0:L])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        b[(long)i * n + j] = 0.2f * (a[(long)i * n + j] + a[(long)i * n + j - 1] + a[(long)i * n + j + 1] +
                                     a[(long)(i + 1) * n + j] + a[(long)(i - 1) * n + j]);
#pragma approx perfo(small:2) label("jacobi_a") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : b[0:L]) map(from : a[0:L])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        a[(long)i * n + j] = b[(long)i * n + j];
  }
}

static void host_ref(float *a) {
  const int n = O.n;
  float *b = bench_alloc(sizeof(float) * L);
  memcpy(a, A0, sizeof(float) * L);
  memcpy(b, A0, sizeof(float) * L);
  for (int t = 0; t < O.t; ++t) {
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        b[(long)i * n + j] = 0.2f * (a[(long)i * n + j] + a[(long)i * n + j - 1] + a[(long)i * n + j + 1] +
                                     a[(long)(i + 1) * n + j] + a[(long)(i - 1) * n + j]);
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        a[(long)i * n + j] = b[(long)i * n + j];
  }
  bench_free(b);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.n;
  A0 = bench_alloc(sizeof(float) * L);
  out = bench_alloc(sizeof(float) * L);
  Bt = bench_alloc(sizeof(float) * L);
  bench_srand(O.seed + 1010);
  for (long x = 0; x < L; ++x)
    A0[x] = (float)(bench_rand01() + 2.0);
  bench_app a = {"jacobi2d", BENCH_WRONG, out, L, 1e-5, data_in, compute, data_out, host_ref};
  return bench_run(&O, &a);
}
