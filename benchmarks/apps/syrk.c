/* syrk.c - PolyBench syrk (Oz set): C = alpha * A * A^T + beta * C with A
 * N x M and C N x N, seeded. One kernel over C, a sequential loop over M
 * inside it.
 * Approximation: "syrk_rows" perforates rows of C (with chunk:
 * launch-configuration perforation; a skipped row keeps its input value),
 * "syrk_k" the loop over M (intra-kernel; rescaled by M / kept). Error:
 * fraction of wrong elements.
 * Usage: syrk [-n N] [-m M] [bench.h options] */
#include "bench.h"
#ifndef BENCH_DATA_syrk_rows
#define BENCH_DATA_syrk_rows
#endif

static bench_opts O = {.n = 1536, .m = 1536, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *A, *C0, *out;
static long LA, LC;
static const float ALPHA = 1.5f, BETA = 1.2f;

static void data_in(void) {
#pragma omp target enter data map(to : A[0:LA], C0[0:LC]) map(alloc : out[0:LC])
  float *c = out, *c0 = C0;
#pragma omp target teams distribute parallel for map(alloc : c[0:LC], c0[0:LC])
  for (long x = 0; x < LC; ++x)
    c[x] = c0[x];
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:LC]) map(delete : A[0:LA], C0[0:LC])
}

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int N = O.n, M = O.m;
  const float *a = A;
  float *c = out;
#pragma approx perfo(small:2) label("syrk_rows") if(approx) BENCH_DATA_syrk_rows
#pragma omp target teams distribute parallel for collapse(2) map(to : a[0:LA]) map(tofrom : c[0:LC])
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0.0f;
      int cnt = 0;
#pragma approx perfo(small:2) label("syrk_k") if(approx)
      for (int k = 0; k < M; ++k) {
        s += a[(long)i * M + k] * a[(long)j * M + k];
        ++cnt;
      }
      c[(long)i * N + j] = BETA * c[(long)i * N + j] + ALPHA * s * ((float)M / cnt);
    }
}

static void host_ref(float *c) {
  const int N = O.n, M = O.m;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0.0f;
      for (int k = 0; k < M; ++k)
        s += A[(long)i * M + k] * A[(long)j * M + k];
      c[(long)i * N + j] = BETA * C0[(long)i * N + j] + ALPHA * s;
    }
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  LA = (long)O.n * O.m;
  LC = (long)O.n * O.n;
  A = bench_alloc(sizeof(float) * LA);
  C0 = bench_alloc(sizeof(float) * LC);
  out = bench_alloc(sizeof(float) * LC);
  bench_srand(O.seed + 808);
  for (long x = 0; x < LA; ++x)
    A[x] = (float)bench_rand01();
  for (long x = 0; x < LC; ++x)
    C0[x] = (float)bench_rand01();
  bench_app a = {"syrk", BENCH_WRONG, out, LC, 1e-5, data_in, compute, data_out, host_ref};
  return bench_run(&O, &a);
}
