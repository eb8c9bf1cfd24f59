/* lavamd.c - particle potential and forces in a 3-D grid of boxes (Rodinia
 * lavaMD, SYprox set): B^3 boxes of P particles; each particle interacts
 * with every particle of its own and its (up to 26) neighbour boxes:
 * v_ij = exp(-2 a^2 r_ij^2), f += q_j * (v_ij, 2 v_ij d_ij). Seeded
 * positions and charges in [0.1, 1) as in Rodinia.
 * Approximation (intra-kernel perforation, sequential loops inside the
 * target region): "lavamd_nb" perforates the neighbour-box loop,
 * "lavamd_j" the particle loop of each neighbour box. BENCH_MEMO (the
 * harness's ours-memo build) memoizes each pair's potential exp(-2 a^2 r2)
 * by r2 inside the particle loop ("lavamd_memo", memo(in) with scalar keys,
 * one 4-entry register table per particle).
 * Error: MAPE of the 4 outputs (potential, force x/y/z) of every particle.
 * Usage: lavamd [-n boxes_per_dim] [-m particles_per_box] [bench.h options] */
#include "bench.h"

static bench_opts O = {.n = 16, .m = 100, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *rv, *qv, *out; /* rv: v,x,y,z per particle; out: v,x,y,z */
static long NP;
static const float A2 = 2.0f * 0.5f * 0.5f;

/* BENCH_DATA_XFER (data variants): the main kernel transfers rv, qv and out
 * itself through the data clauses of region "lavamd_data" (BENCH_DATA_lavamd_data,
 * e.g. precision(half) in(([NP][4])r, q[0:NP]) out(([NP][4])o)), so nothing
 * is pre-mapped here. */
static void data_in(void) {
#ifndef BENCH_DATA_XFER
#pragma omp target enter data map(to : rv[0:4 * NP], qv[0:NP]) map(alloc : out[0:4 * NP])
  bench_dev_zero(out, 4 * NP);
#endif
}
static void data_out(void) {
#ifndef BENCH_DATA_XFER
#pragma omp target exit data map(from : out[0:4 * NP]) map(delete : rv[0:4 * NP], qv[0:NP])
#endif
}

#define J_LOOP(J_PRAGMA)                                                                           \
  J_PRAGMA                                                                                         \
  for (int j = 0; j < P; ++j) {                                                                  \
    long jb = base + j;                                                                          \
    float bxv = r[4 * jb + 1], byv = r[4 * jb + 2], bzv = r[4 * jb + 3];                         \
    float r2 = av + r[4 * jb] - (ax * bxv + ay * byv + az * bzv);                                \
    float vij = expf(-A2 * r2);                                                                  \
    float fs = 2.0f * vij, qj = q[jb];                                                           \
    fv += qj * vij;                                                                              \
    fx += qj * fs * (ax - bxv);                                                                  \
    fy += qj * fs * (ay - byv);                                                                  \
    fz += qj * fs * (az - bzv);                                                                  \
  }
#define PARTICLE_BODY(NB_PRAGMA, J_PRAGMA) PARTICLE_BODY_J(NB_PRAGMA, J_LOOP(J_PRAGMA))
#define PARTICLE_BODY_J(NB_PRAGMA, JLOOP)                                                         \
  int bx = b % B, by = (b / B) % B, bz = b / (B * B);                                              \
  long ia = (long)b * P + i;                                                                       \
  float av = r[4 * ia], ax = r[4 * ia + 1], ay = r[4 * ia + 2], az = r[4 * ia + 3];                \
  float fv = 0.0f, fx = 0.0f, fy = 0.0f, fz = 0.0f;                                                \
  NB_PRAGMA                                                                                        \
  for (int nb = 0; nb < 27; ++nb) {                                                                \
    int nx = bx + nb % 3 - 1, ny = by + (nb / 3) % 3 - 1, nz = bz + nb / 9 - 1;                    \
    if (nx < 0 || ny < 0 || nz < 0 || nx >= B || ny >= B || nz >= B)                               \
      continue;                                                                                    \
    long base = ((long)(nz * B + ny) * B + nx) * P;                                                \
    JLOOP                                                                                          \
  }                                                                                                \
  o[4 * ia] = fv;                                                                                  \
  o[4 * ia + 1] = fx;                                                                              \
  o[4 * ia + 2] = fy;                                                                              \
  o[4 * ia + 3] = fz;

/* BENCH_MEMO: each pair's exponential memoized by its distance, inside the
 * particle loop as written (scalar keys, docs/language.md "memo"):
 * "lavamd_memo" stands on the neighbour-box loop, so each particle (GPU
 * thread) has one table of 4 entries in registers for its 27 x P pairs,
 * keyed by r2 with the output vij; the statement `vij = expf(-A2 * r2);`
 * is what a hit skips. Nothing is staged. Expected on the GPU: with the
 * region off ("enabled": false, every region of the "lavamd_kernel" group
 * off) the group launches its as-written kernel, the plain one (SASS 8.3
 * vs 8.2 KB; the memo kernel is a separate one), so the build costs what
 * the plain build does. With it on, a lookup is up to 4 relative-distance
 * tests (an fp64 division each) against one expf, so it pays only where
 * most pairs hit; no table is in local memory (test/CodeGen/
 * memo-thread-ptx.c). */
#define MEMO_NB_PRAGMA                                                                             \
  _Pragma("approx memo(in, size(4)) in(r2) out(vij) label(\"lavamd_memo\") if(approx)")
#define MEMO_J_LOOP                                                                                \
  for (int j = 0; j < P; ++j) {                                                                    \
    long jb = base + j;                                                                            \
    float bxv = r[4 * jb + 1], byv = r[4 * jb + 2], bzv = r[4 * jb + 3];                           \
    float r2 = av + r[4 * jb] - (ax * bxv + ay * byv + az * bzv);                                  \
    float vij;                                                                                     \
    vij = expf(-A2 * r2);                                                                          \
    float fs = 2.0f * vij, qj = q[jb];                                                             \
    fv += qj * vij;                                                                                \
    fx += qj * fs * (ax - bxv);                                                                    \
    fy += qj * fs * (ay - byv);                                                                    \
    fz += qj * fs * (az - bzv);                                                                    \
  }

#define NB_PRAGMA _Pragma("approx perfo(small:2) label(\"lavamd_nb\") if(approx)")
#define J_PRAGMA _Pragma("approx perfo(small:2) label(\"lavamd_j\") if(approx)")

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int B = O.n, P = O.m, NBX = B * B * B;
  const float *r = rv, *q = qv;
  float *o = out;
#ifdef BENCH_DATA_lavamd_data
#pragma approx label("lavamd_data") if(approx) BENCH_DATA_lavamd_data
#else
#pragma approx label("lavamd_kernel") if(approx) /* a group: the kernel as written when lavamd_nb and lavamd_j are off */
#endif
#pragma omp target teams distribute parallel for collapse(2) map(to : r[0:4 * NP], q[0:NP]) map(from : o[0:4 * NP])
  for (int b = 0; b < NBX; ++b)
    for (int i = 0; i < P; ++i) {
#ifdef BENCH_MEMO
      PARTICLE_BODY_J(MEMO_NB_PRAGMA, MEMO_J_LOOP)
#else
      PARTICLE_BODY(NB_PRAGMA, J_PRAGMA)
#endif
    }
}

static void host_ref(float *o) {
  const int B = O.n, P = O.m, NBX = B * B * B;
  const float *r = rv, *q = qv;
  for (int b = 0; b < NBX; ++b)
    for (int i = 0; i < P; ++i) {
      PARTICLE_BODY(, )
    }
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  NP = (long)O.n * O.n * O.n * O.m;
  rv = bench_alloc(sizeof(float) * 4 * NP);
  qv = bench_alloc(sizeof(float) * NP);
  out = bench_alloc(sizeof(float) * 4 * NP);
  bench_srand(O.seed + 404);
  for (long p = 0; p < NP; ++p) {
    float x = (float)(0.1 + 0.9 * bench_rand01()), y = (float)(0.1 + 0.9 * bench_rand01()),
          z = (float)(0.1 + 0.9 * bench_rand01());
    rv[4 * p] = x * x + y * y + z * z;
    rv[4 * p + 1] = x;
    rv[4 * p + 2] = y;
    rv[4 * p + 3] = z;
    qv[p] = (float)(0.1 + 0.9 * bench_rand01());
  }
  bench_app a = {"lavamd", BENCH_MAPE, out, 4 * NP, 1e-5, data_in, compute, data_out, host_ref};
  a.link_bytes = 9.0 * sizeof(float) * NP; /* in + out of data_in/data_out */
  return bench_run(&O, &a);
}
