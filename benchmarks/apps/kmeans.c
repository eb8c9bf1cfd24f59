/* kmeans.c - Lloyd's k-means clustering, single precision (HPAC-Offload's
 * memoization set, docs/benchmarks.md; written here from the algorithm).
 * N seeded points in D = 16 dimensions around K seeded centres (unit
 * Gaussian noise), K clusters, T iterations (host loop) of
 *   km_assign   each point's nearest centroid (squared Euclidean distance)
 *   km_partial  per block of 1024 points and dimension, the sums of the
 *               coordinates per cluster (and the counts), so the reduction
 *               order is fixed (the host reference sums the same way)
 *   update      each centroid = the mean of its points (an empty cluster
 *               keeps its centroid)
 * starting from the points k N / K as centroids.
 * Approximation: "km_iters" perforates the iteration loop (kernel-launch
 * perforation), "km_assign" the points of the assignment kernel (a skipped
 * point keeps its previous cluster, 0 at the start) and "km_partial" the
 * blocks of the partial sums (a skipped block keeps its previous sums).
 * BENCH_MEMO (the harness's ours-memo build) puts "km_memo", memo(in), on the
 * assignment instead (input: the point's D coordinates, output: its cluster;
 * the table lives for one launch, whose centroids are fixed; size(4): a
 * table of 4 x 17 doubles, the most a GPU thread holds in registers). Error: MRE of every point's distance to the final centroid of
 * its cluster (computed exactly in the output kernel) and of the centroids.
 * Usage: kmeans [-n points] [-m clusters] [-t iterations] [bench.h options] */
#include "bench.h"

enum { D = 16, BS = 1024, KMAX = 64 };
static bench_opts O = {.n = 524288, .m = 16, .t = 10, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *PTS, *C0, *C, *PSUM, *out;
static int *MEM, *PCNT;
static long N, NB;

static void data_in(void) {
  const int K = O.m;
#pragma omp target enter data map(to : PTS[0:N * D], C0[0:K * D]) \
    map(alloc : C[0:K * D], MEM[0:N], PSUM[0:NB * K * D], PCNT[0:NB * K], out[0:N + K * D])
  float *c = C, *c0 = C0, *ps = PSUM;
  int *mem = MEM, *pc = PCNT;
  const long nb = NB;
#pragma omp target teams distribute parallel for map(alloc : c[0:K * D], c0[0:K * D], mem[0:N], \
    ps[0:nb * K * D], pc[0:nb * K])
  for (long x = 0; x < N + nb * K * D; ++x) {
    if (x < N)
      mem[x] = 0;
    else
      ps[x - N] = 0.0f;
    if (x < nb * K)
      pc[x] = 0;
    if (x < K * D)
      c[x] = c0[x];
  }
  bench_dev_zero(out, N + K * D);
}
static void data_out(void) {
  const int K = O.m;
#pragma omp target exit data map(from : out[0:N + K * D]) \
    map(delete : PTS[0:N * D], C0[0:K * D], C[0:K * D], MEM[0:N], PSUM[0:NB * K * D], PCNT[0:NB * K])
}

#define ASSIGN_BODY                                                                                \
  float best = 3.0e38f;                                                                            \
  int bk = 0;                                                                                      \
  for (int k = 0; k < K; ++k) {                                                                    \
    float dd = 0.0f;                                                                               \
    for (int d = 0; d < D; ++d) {                                                                  \
      float df = pts[p * D + d] - c[k * D + d];                                                    \
      dd += df * df;                                                                               \
    }                                                                                              \
    if (dd < best)                                                                                 \
      best = dd, bk = k;                                                                           \
  }                                                                                                \
  mem[p] = bk;

/* Thread (b, d): the block's sums of coordinate d per cluster, accumulated
 * in a local array (at most KMAX clusters); d == 0 also counts the members. */
#define PARTIAL_BODY                                                                               \
  float acc[KMAX];                                                                                 \
  int cn[KMAX];                                                                                    \
  for (int k = 0; k < K; ++k)                                                                      \
    acc[k] = 0.0f, cn[k] = 0;                                                                      \
  for (long p = (long)b * BS; p < N && p < (long)(b + 1) * BS; ++p) {                              \
    int mk = mem[p];                                                                               \
    acc[mk] += pts[p * D + d];                                                                     \
    ++cn[mk];                                                                                      \
  }                                                                                                \
  for (int k = 0; k < K; ++k) {                                                                    \
    ps[((long)b * K + k) * D + d] = acc[k];                                                        \
    if (d == 0)                                                                                    \
      pc[(long)b * K + k] = cn[k];                                                                 \
  }

/* The output: each point's distance to the centroid of its cluster (a
 * point whose assignment was always skipped keeps cluster 0), then the
 * centroids. */
#define PACK_BODY                                                                                  \
  if (x < N) {                                                                                     \
    float dd = 0.0f;                                                                               \
    for (int d = 0; d < D; ++d) {                                                                  \
      float df = pts[x * D + d] - c[mem[x] * D + d];                                               \
      dd += df * df;                                                                               \
    }                                                                                              \
    o[x] = sqrtf(dd);                                                                              \
  } else {                                                                                         \
    o[x] = c[x - N];                                                                               \
  }

#define UPDATE_BODY                                                                                \
  float sum = 0.0f;                                                                                \
  long cnt = 0;                                                                                    \
  for (long b = 0; b < nb; ++b) {                                                                  \
    sum += ps[(b * K + k) * D + d];                                                                \
    cnt += pc[b * K + k];                                                                          \
  }                                                                                                \
  if (cnt > 0)                                                                                     \
    c[k * D + d] = sum / (float)cnt;

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int K = O.m, T = O.t;
  const long nb = NB;
  const float *pts = PTS;
  float *c = C, *ps = PSUM;
  int *mem = MEM, *pc = PCNT;
#pragma approx perfo(small:2) label("km_iters") if(approx)
  for (int t = 0; t < T; ++t) {
#ifdef BENCH_MEMO
    _Static_assert(D == 16, "km_memo's section length is D");
#pragma approx memo(in, size(4)) in(pts[p * D:16]) out(mem[p]) label("km_memo") if(approx)
#else
#pragma approx perfo(small:2) label("km_assign") if(approx)
#endif
#pragma omp target teams distribute parallel for map(to : pts[0:N * D], c[0:K * D]) map(from : mem[0:N])
    for (long p = 0; p < N; ++p) {
      ASSIGN_BODY
    }
#pragma approx perfo(small:2) label("km_partial") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : pts[0:N * D], mem[0:N]) \
    map(from : ps[0:nb * K * D], pc[0:nb * K])
    for (int b = 0; b < (int)nb; ++b)
      for (int d = 0; d < D; ++d) {
        PARTIAL_BODY
      }
#pragma omp target teams distribute parallel for collapse(2) map(to : ps[0:nb * K * D], pc[0:nb * K]) map(tofrom : c[0:K * D])
    for (int k = 0; k < K; ++k)
      for (int d = 0; d < D; ++d) {
        UPDATE_BODY
      }
  }
  float *o = out;
#pragma omp target teams distribute parallel for map(to : pts[0:N * D], mem[0:N], c[0:K * D]) map(from : o[0:N + K * D])
  for (long x = 0; x < N + K * D; ++x) {
    PACK_BODY
  }
}

static void host_ref(float *o) {
  const int K = O.m;
  const long nb = NB;
  const float *pts = PTS;
  float *c = bench_alloc(sizeof(float) * K * D), *ps = bench_alloc(sizeof(float) * nb * K * D);
  int *mem = bench_alloc(sizeof(int) * N), *pc = bench_alloc(sizeof(int) * nb * K);
  memcpy(c, C0, sizeof(float) * K * D);
  for (int t = 0; t < O.t; ++t) {
    for (long p = 0; p < N; ++p) {
      ASSIGN_BODY
    }
    for (int b = 0; b < (int)nb; ++b)
      for (int d = 0; d < D; ++d) {
        PARTIAL_BODY
      }
    for (int k = 0; k < K; ++k)
      for (int d = 0; d < D; ++d) {
        UPDATE_BODY
      }
  }
  for (long x = 0; x < N + K * D; ++x) {
    PACK_BODY
  }
  bench_free(c);
  bench_free(ps);
  bench_free(mem);
  bench_free(pc);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  const int K = O.m;
  N = O.n;
  if (K > N || K > KMAX) {
    fprintf(stderr, "kmeans: needs -m clusters <= -n points and <= %d\n", KMAX);
    return 2;
  }
  NB = (N + BS - 1) / BS;
  PTS = bench_alloc(sizeof(float) * N * D);
  C0 = bench_alloc(sizeof(float) * K * D);
  C = bench_alloc(sizeof(float) * K * D);
  PSUM = bench_alloc(sizeof(float) * NB * K * D);
  MEM = bench_alloc(sizeof(int) * N);
  PCNT = bench_alloc(sizeof(int) * NB * K);
  out = bench_alloc(sizeof(float) * (N + K * D));
  bench_srand(O.seed + 1919);
  float *centre = bench_alloc(sizeof(float) * K * D);
  for (int x = 0; x < K * D; ++x)
    centre[x] = (float)(10.0 * bench_rand01());
  for (long p = 0; p < N; ++p) {
    int k = (int)(bench_rand64() % K);
    for (int d = 0; d < D; ++d)
      PTS[p * D + d] = (float)(centre[k * D + d] + bench_randn());
  }
  for (int k = 0; k < K; ++k)
    memcpy(C0 + k * D, PTS + (long)k * (N / K) * D, sizeof(float) * D);
  bench_free(centre);
  bench_app a = {"kmeans", BENCH_MRE, out, N + K * D, 1e-5, data_in, compute, data_out, host_ref};
  a.link_bytes = sizeof(float) * ((double)N * D + 2.0 * K * D + N); /* in + out */
  return bench_run(&O, &a);
}
