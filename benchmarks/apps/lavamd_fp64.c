/* lavamd_fp64.c - lavaMD's particle interaction in double precision (the
 * mixed-precision tuning set of AMPT-GA, docs/benchmarks.md): B^3 boxes of P
 * particles; each particle interacts with every particle of its own box and
 * of its (up to 26) neighbour boxes through the potential
 * v_ij = exp(-2 a^2 r_ij^2) (r_ij^2 = |x_i|^2 + |x_j|^2 - 2 x_i.x_j with the
 * squared norms precomputed, as lavaMD does), accumulating
 * q_j * (v_ij, 2 v_ij d_ij) into the potential and force of particle i.
 * Seeded positions and charges in [0.1, 1). Everything on the device is
 * double (inputs, accumulators, the double output array); a last kernel
 * packs the output to float for the harness (bench.h compares floats, so
 * errors below ~1e-7 relative are not resolved).
 * Floating-point locals of the kernel (16, the candidates of a precision
 * vector): a2, av, ax, ay, az, fv, fx, fy, fz, bxv, byv, bzv, r2, vij, fs, qj.
 * Approximation (intra-kernel perforation, sequential loops inside the
 * target region): "lavamd64_nb" perforates the neighbour-box loop,
 * "lavamd64_j" the particle loop of each neighbour box; "lavamd64_kernel"
 * groups them around the kernel. Error: MAPE of the 4 outputs (potential,
 * force x/y/z) of every particle.
 * Usage: lavamd_fp64 [-n boxes_per_dim] [-m particles_per_box] [bench.h options] */
#include "bench.h"

static bench_opts O = {.n = 16, .m = 100, .reps = 5, .warmup_ms = 100, .seed = 1};
static double *rv, *qv, *od; /* rv: |x|^2,x,y,z per particle; od: v,fx,fy,fz */
static float *out;
static long NP;
static const double A2 = 2.0 * 0.5 * 0.5;

static void data_in(void) {
#pragma omp target enter data map(to : rv[0:4 * NP], qv[0:NP]) map(alloc : od[0:4 * NP], out[0:4 * NP])
  bench_dev_zero(out, 4 * NP);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:4 * NP]) map(delete : rv[0:4 * NP], qv[0:NP], od[0:4 * NP])
}

#define PARTICLE_BODY(NB_PRAGMA, J_PRAGMA)                                                         \
  int bx = b % B, by = (b / B) % B, bz = b / (B * B);                                              \
  long ia = (long)b * P + i;                                                                       \
  const double a2 = A2;                                                                            \
  double av = r[4 * ia], ax = r[4 * ia + 1], ay = r[4 * ia + 2], az = r[4 * ia + 3];               \
  double fv = 0.0, fx = 0.0, fy = 0.0, fz = 0.0;                                                   \
  NB_PRAGMA                                                                                        \
  for (int nb = 0; nb < 27; ++nb) {                                                                \
    int nx = bx + nb % 3 - 1, ny = by + (nb / 3) % 3 - 1, nz = bz + nb / 9 - 1;                    \
    if (nx < 0 || ny < 0 || nz < 0 || nx >= B || ny >= B || nz >= B)                               \
      continue;                                                                                    \
    long base = ((long)(nz * B + ny) * B + nx) * P;                                                \
    J_PRAGMA                                                                                       \
    for (int j = 0; j < P; ++j) {                                                                  \
      long jb = base + j;                                                                          \
      double bxv = r[4 * jb + 1], byv = r[4 * jb + 2], bzv = r[4 * jb + 3];                        \
      double r2 = av + r[4 * jb] - 2.0 * (ax * bxv + ay * byv + az * bzv);                         \
      double vij = exp(-a2 * r2);                                                                  \
      double fs = 2.0 * vij, qj = q[jb];                                                           \
      fv += qj * vij;                                                                              \
      fx += qj * fs * (ax - bxv);                                                                  \
      fy += qj * fs * (ay - byv);                                                                  \
      fz += qj * fs * (az - bzv);                                                                  \
    }                                                                                              \
  }                                                                                                \
  o[4 * ia] = fv;                                                                                  \
  o[4 * ia + 1] = fx;                                                                              \
  o[4 * ia + 2] = fy;                                                                              \
  o[4 * ia + 3] = fz;

#define NB_PRAGMA _Pragma("approx perfo(small:2) label(\"lavamd64_nb\") if(approx)")
#define J_PRAGMA _Pragma("approx perfo(small:2) label(\"lavamd64_j\") if(approx)")

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int B = O.n, P = O.m, NBX = B * B * B;
  const double *r = rv, *q = qv;
  double *o = od;
  float *f = out;
  /* Precision tuning (issue 19): -fapprox-set=lavamd64_kernel:precision(T [: list])
   * demotes the kernel's locals listed in the header (docs/language.md, "Mixed
   * precision"; test/Bench/precision-apps.test). */
#pragma approx label("lavamd64_kernel") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : r[0:4 * NP], q[0:NP]) map(from : o[0:4 * NP])
  for (int b = 0; b < NBX; ++b)
    for (int i = 0; i < P; ++i) {
      PARTICLE_BODY(NB_PRAGMA, J_PRAGMA)
    }
#pragma omp target teams distribute parallel for map(to : o[0:4 * NP]) map(from : f[0:4 * NP])
  for (long x = 0; x < 4 * NP; ++x)
    f[x] = (float)o[x];
}

static void host_ref(float *res) {
  const int B = O.n, P = O.m, NBX = B * B * B;
  const double *r = rv, *q = qv;
  double *o = bench_alloc(sizeof(double) * 4 * NP);
  for (int b = 0; b < NBX; ++b)
    for (int i = 0; i < P; ++i) {
      PARTICLE_BODY(, )
    }
  for (long x = 0; x < 4 * NP; ++x)
    res[x] = (float)o[x];
  bench_free(o);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  NP = (long)O.n * O.n * O.n * O.m;
  rv = bench_alloc(sizeof(double) * 4 * NP);
  qv = bench_alloc(sizeof(double) * NP);
  od = bench_alloc(sizeof(double) * 4 * NP);
  out = bench_alloc(sizeof(float) * 4 * NP);
  bench_srand(O.seed + 414);
  for (long p = 0; p < NP; ++p) {
    double x = 0.1 + 0.9 * bench_rand01(), y = 0.1 + 0.9 * bench_rand01(), z = 0.1 + 0.9 * bench_rand01();
    rv[4 * p] = x * x + y * y + z * z;
    rv[4 * p + 1] = x;
    rv[4 * p + 2] = y;
    rv[4 * p + 3] = z;
    qv[p] = 0.1 + 0.9 * bench_rand01();
  }
  bench_app a = {"lavamd_fp64", BENCH_MAPE, out, 4 * NP, 1e-6, data_in, compute, data_out, host_ref};
  a.link_bytes = 5.0 * sizeof(double) * NP + 4.0 * sizeof(float) * NP; /* in + out */
  return bench_run(&O, &a);
}
