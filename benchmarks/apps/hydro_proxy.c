/* hydro_proxy.c - a multi-kernel Lagrangian hydrodynamics proxy in double
 * precision, structured like LULESH but in 2-D (the mixed-precision tuning
 * set of AMPT-GA, docs/benchmarks.md; written here from the equations).
 * An ideal gas (gamma = 1.4) on an N x N mesh of quadrilaterals over
 * [0, 1.125]^2 that moves with the flow; a Gaussian hot spot at the origin
 * (symmetry planes x = 0 and y = 0) drives a blast wave outward. Staggered
 * grid: positions and velocities on nodes, energy, pressure, artificial
 * viscosity and sound speed on elements. Per cycle (host loop):
 *   stress  per element, the corner forces (p + q) dA/dx_k (compatible
 *           pressure forces) plus a hourglass damping force on the
 *           (+1,-1,+1,-1) velocity mode
 *   nodes   per node, gather the forces of its (up to 4) elements,
 *           acceleration a = F / m, symmetry planes, velocity cut-off,
 *           velocity and position update (x += v dt)
 *   elems   per element, new area, relative volume, volumetric strain rate,
 *           characteristic length, artificial viscosity q (linear +
 *           quadratic in the compression rate), energy equation
 *           de = -(p + q) dV / m with a predictor-corrector pressure, the EOS
 *           p = (gamma - 1) rho e and the sound speed; its time constraints
 *           (Courant with q, and a volume-change limit)
 *   dt      min of the elements' constraints (a reduction), at most 1.2x
 *           the previous step
 * Floating-point locals of the kernels (72, the candidates of a precision
 * vector): stress (31): sx0..sx3, sy0..sy3, su0..su3, sv0..sv3, sig, area,
 * rho, css, hu, hv, hgc, fx0..fx3, fy0..fy3; nodes (8): gfx, gfy, nm, ax,
 * ay, un, vn, dtn; elems (32): xa, xb, xc, xd, ya, yb, yc, yd, anew, aold,
 * da, vrel, vdov, d1, d2, lc, mel, rho0, rhon, cold, qn, pold, eold, e1, p1,
 * e2, p2, ssn, dtf, dtc, dth, dte; dt (1): dmin.
 * Approximation: "hydro_cycles" perforates the host cycle loop
 * (kernel-launch perforation), "hydro_stress" and "hydro_elems" the rows of
 * their kernels (a skipped row keeps its previous corner forces / element
 * state; the next computed area change catches up the skipped one). Error:
 * MRE of the elements' pressure, density and energy and the nodes' speed.
 * Usage: hydro_proxy [-n elements_per_side] [-t cycles] [bench.h options] */
#include "bench.h"

static bench_opts O = {.n = 512, .m = 1, .t = 100, .reps = 5, .warmup_ms = 100, .seed = 1};
/* host: initial state (mapped to the device, never copied back) */
static double *X, *Y, *U, *V, *MN, *EN, *P, *Q, *SS, *AR, *A0, *ME, *EF, *EDT;
static float *out;
static long NE, NN, NOUT;
static double DT0;
static const double GM1 = 0.4, GAM = 1.4, QQ = 1.0, QL = 0.5, QQC2 = 4.0, HG = 0.1, CCOUR = 0.5,
                    DVOVMAX = 0.1, UCUT = 1e-10, EMIN = 1e-9, PMIN = 1e-12, LEN = 1.125;

#define NODE_ARRAYS X[0:NN], Y[0:NN], U[0:NN], V[0:NN], MN[0:NN]
#define ELEM_ARRAYS EN[0:NE], P[0:NE], Q[0:NE], SS[0:NE], AR[0:NE], A0[0:NE], ME[0:NE]
static void data_in(void) {
#pragma omp target enter data map(to : NODE_ARRAYS, ELEM_ARRAYS) map(alloc : EF[0:8 * NE], EDT[0:NE], out[0:NOUT])
  double *ef = EF, *edt = EDT; /* what a skipped row of the first cycle leaves */
#pragma omp target teams distribute parallel for map(alloc : ef[0:8 * NE], edt[0:NE])
  for (long w = 0; w < 8 * NE; ++w) {
    ef[w] = 0.0;
    if (w < NE)
      edt[w] = 1e30;
  }
  bench_dev_zero(out, NOUT);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:NOUT]) map(delete : NODE_ARRAYS, ELEM_ARRAYS, EF[0:8 * NE], EDT[0:NE])
}

/* Element (i, j): corners 0 (i,j), 1 (i,j+1), 2 (i+1,j+1), 3 (i+1,j) as
 * nodes (row, column), counter-clockwise with x along j and y along i. */
#define CORNERS                                                                                    \
  long e = (long)i * N + j, k0 = (long)i * (N + 1) + j, k1 = k0 + 1, k2 = k0 + N + 2, k3 = k0 + N + 1;

#define STRESS_BODY                                                                                \
  CORNERS                                                                                          \
  double sx0 = x[k0], sx1 = x[k1], sx2 = x[k2], sx3 = x[k3];                                       \
  double sy0 = y[k0], sy1 = y[k1], sy2 = y[k2], sy3 = y[k3];                                       \
  double su0 = u[k0], su1 = u[k1], su2 = u[k2], su3 = u[k3];                                       \
  double sv0 = v[k0], sv1 = v[k1], sv2 = v[k2], sv3 = v[k3];                                       \
  double sig = 0.5 * (p[e] + q[e]), area = ar[e], rho = me[e] / area, css = ss[e];                 \
  double hu = su0 - su1 + su2 - su3, hv = sv0 - sv1 + sv2 - sv3;                                   \
  double hgc = 0.25 * HG * rho * css * sqrt(area);                                                 \
  double fx0 = sig * (sy1 - sy3) - hgc * hu, fy0 = sig * (sx3 - sx1) - hgc * hv;                   \
  double fx1 = sig * (sy2 - sy0) + hgc * hu, fy1 = sig * (sx0 - sx2) + hgc * hv;                   \
  double fx2 = sig * (sy3 - sy1) - hgc * hu, fy2 = sig * (sx1 - sx3) - hgc * hv;                   \
  double fx3 = sig * (sy0 - sy2) + hgc * hu, fy3 = sig * (sx2 - sx0) + hgc * hv;                   \
  ef[8 * e] = fx0, ef[8 * e + 1] = fy0, ef[8 * e + 2] = fx1, ef[8 * e + 3] = fy1;                  \
  ef[8 * e + 4] = fx2, ef[8 * e + 5] = fy2, ef[8 * e + 6] = fx3, ef[8 * e + 7] = fy3;

#define NODE_BODY                                                                                  \
  long k = (long)i * (N + 1) + j;                                                                  \
  const double dtn = dt;                                                                           \
  double gfx = 0.0, gfy = 0.0;                                                                     \
  if (i > 0 && j > 0)                                                                              \
    gfx += ef[8 * ((long)(i - 1) * N + j - 1) + 4], gfy += ef[8 * ((long)(i - 1) * N + j - 1) + 5];\
  if (i > 0 && j < N)                                                                              \
    gfx += ef[8 * ((long)(i - 1) * N + j) + 6], gfy += ef[8 * ((long)(i - 1) * N + j) + 7];        \
  if (i < N && j > 0)                                                                              \
    gfx += ef[8 * ((long)i * N + j - 1) + 2], gfy += ef[8 * ((long)i * N + j - 1) + 3];            \
  if (i < N && j < N)                                                                              \
    gfx += ef[8 * ((long)i * N + j)], gfy += ef[8 * ((long)i * N + j) + 1];                        \
  double nm = mn[k], ax = gfx / nm, ay = gfy / nm;                                                 \
  double un = u[k] + ax * dtn, vn = v[k] + ay * dtn;                                               \
  if (j == 0 || fabs(un) < UCUT)                                                                   \
    un = 0.0;                                                                                      \
  if (i == 0 || fabs(vn) < UCUT)                                                                   \
    vn = 0.0;                                                                                      \
  u[k] = un, v[k] = vn;                                                                            \
  x[k] += un * dtn, y[k] += vn * dtn;

#define ELEM_BODY                                                                                  \
  CORNERS                                                                                          \
  double xa = x[k0], xb = x[k1], xc = x[k2], xd = x[k3];                                           \
  double ya = y[k0], yb = y[k1], yc = y[k2], yd = y[k3];                                           \
  double anew = 0.5 * ((xa * yb - xb * ya) + (xb * yc - xc * yb) + (xc * yd - xd * yc) +            \
                       (xd * ya - xa * yd));                                                       \
  double aold = ar[e], da = anew - aold, vrel = anew / a0[e];                                      \
  double vdov = da / (anew * dt);                                                                  \
  double d1 = (xc - xa) * (xc - xa) + (yc - ya) * (yc - ya);                                       \
  double d2 = (xd - xb) * (xd - xb) + (yd - yb) * (yd - yb);                                       \
  double lc = 1.4142135623730951 * anew / sqrt(fmax(d1, d2));                                      \
  double mel = me[e], rho0 = mel / a0[e], rhon = rho0 / vrel, cold = ss[e];                        \
  double qn = vdov < 0.0 ? rhon * (QQ * lc * lc * vdov * vdov + QL * cold * lc * fabs(vdov)) : 0.0;\
  double pold = p[e], eold = en[e];                                                                \
  double e1 = fmax(eold - (pold + qn) * da / mel, EMIN);                                           \
  double p1 = GM1 * rhon * e1;                                                                     \
  double e2 = fmax(eold - (0.5 * (pold + p1) + qn) * da / mel, EMIN);                              \
  double p2 = fmax(GM1 * rhon * e2, PMIN);                                                         \
  double ssn = sqrt(GAM * p2 / rhon);                                                              \
  double dtf = ssn * ssn + (vdov < 0.0 ? QQC2 * lc * lc * vdov * vdov : 0.0);                      \
  double dtc = CCOUR * lc / sqrt(dtf);                                                             \
  double dth = DVOVMAX / (fabs(vdov) + 1e-20);                                                     \
  double dte = fmin(dtc, dth);                                                                     \
  ar[e] = anew, en[e] = e2, p[e] = p2, q[e] = qn, ss[e] = ssn, edt[e] = dte;

#define PACK_BODY                                                                                  \
  if (w < 3 * NE) {                                                                                \
    long e = w % NE;                                                                               \
    o[w] = (float)(w < NE ? p[e] : w < 2 * NE ? me[e] / ar[e] : en[e]);                            \
  } else {                                                                                         \
    long k = w - 3 * NE;                                                                           \
    o[w] = (float)sqrt(u[k] * u[k] + v[k] * v[k]);                                                 \
  }

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int N = O.n, T = O.t;
  double *x = X, *y = Y, *u = U, *v = V, *en = EN, *p = P, *q = Q, *ss = SS, *ar = AR, *ef = EF,
         *edt = EDT;
  const double *mn = MN, *a0 = A0, *me = ME;
  double dt = DT0;
  /* Precision tuning (issue 19): -fapprox-set=<label>:precision(T [: list]) on
   * hydro_stress, hydro_elems (hydro_cycles: every kernel) demotes the locals in
   * the header (docs/language.md, "Mixed precision"; Bench/precision-apps.test). */
#pragma approx perfo(small:2) label("hydro_cycles") if(approx)
  for (int t = 0; t < T; ++t) {
#pragma approx perfo(small:2) label("hydro_stress") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : x[0:NN], y[0:NN], u[0:NN], v[0:NN], \
    p[0:NE], q[0:NE], ar[0:NE], me[0:NE], ss[0:NE]) map(from : ef[0:8 * NE])
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        STRESS_BODY
      }
#pragma omp target teams distribute parallel for collapse(2) map(to : ef[0:8 * NE], mn[0:NN]) \
    map(tofrom : x[0:NN], y[0:NN], u[0:NN], v[0:NN])
    for (int i = 0; i <= N; ++i)
      for (int j = 0; j <= N; ++j) {
        NODE_BODY
      }
#pragma approx perfo(small:2) label("hydro_elems") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : x[0:NN], y[0:NN], a0[0:NE], me[0:NE]) \
    map(tofrom : ar[0:NE], en[0:NE], p[0:NE], q[0:NE], ss[0:NE], edt[0:NE])
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        ELEM_BODY
      }
    double dmin = 1e30;
#pragma omp target teams distribute parallel for reduction(min : dmin) map(to : edt[0:NE]) map(tofrom : dmin)
    for (long w = 0; w < NE; ++w)
      dmin = fmin(dmin, edt[w]);
    dt = fmin(dmin, 1.2 * dt);
  }
  float *o = out;
#pragma omp target teams distribute parallel for map(to : p[0:NE], me[0:NE], ar[0:NE], en[0:NE], u[0:NN], \
    v[0:NN]) map(from : o[0:NOUT])
  for (long w = 0; w < NOUT; ++w) {
    PACK_BODY
  }
}

static double *dup(const double *s, long n) {
  double *d = bench_alloc(sizeof(double) * n);
  memcpy(d, s, sizeof(double) * n);
  return d;
}

static void host_ref(float *o) {
  const int N = O.n;
  double *x = dup(X, NN), *y = dup(Y, NN), *u = dup(U, NN), *v = dup(V, NN), *en = dup(EN, NE),
         *p = dup(P, NE), *q = dup(Q, NE), *ss = dup(SS, NE), *ar = dup(AR, NE),
         *ef = bench_alloc(sizeof(double) * 8 * NE), *edt = bench_alloc(sizeof(double) * NE);
  const double *mn = MN, *a0 = A0, *me = ME;
  double dt = DT0;
  for (int t = 0; t < O.t; ++t) {
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        STRESS_BODY
      }
    for (int i = 0; i <= N; ++i)
      for (int j = 0; j <= N; ++j) {
        NODE_BODY
      }
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) {
        ELEM_BODY
      }
    double dmin = 1e30;
    for (long w = 0; w < NE; ++w)
      dmin = fmin(dmin, edt[w]);
    dt = fmin(dmin, 1.2 * dt);
  }
  for (long w = 0; w < NOUT; ++w) {
    PACK_BODY
  }
  double *all[] = {x, y, u, v, en, p, q, ss, ar, ef, edt};
  for (int a = 0; a < 11; ++a)
    bench_free(all[a]);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  const int N = O.n;
  NE = (long)N * N;
  NN = (long)(N + 1) * (N + 1);
  NOUT = 3 * NE + NN;
  double **nodes[] = {&X, &Y, &U, &V, &MN}, **elems[] = {&EN, &P, &Q, &SS, &AR, &A0, &ME, &EDT};
  for (int a = 0; a < 5; ++a)
    *nodes[a] = bench_alloc(sizeof(double) * NN);
  for (int a = 0; a < 8; ++a)
    *elems[a] = bench_alloc(sizeof(double) * NE);
  EF = bench_alloc(sizeof(double) * 8 * NE);
  out = bench_alloc(sizeof(float) * NOUT);
  /* Uniform mesh, density 1, a seeded 1 % jitter of the inner nodes (so the
   * mesh is not perfectly regular), energy 0.01 plus the hot spot. */
  bench_srand(O.seed + 1717);
  double h = LEN / N, cmax = 0.0;
  for (int i = 0; i <= N; ++i)
    for (int j = 0; j <= N; ++j) {
      long k = (long)i * (N + 1) + j;
      int inner = i > 0 && j > 0 && i < N && j < N;
      X[k] = h * (j + (inner ? 0.01 * (2.0 * bench_rand01() - 1.0) : 0.0));
      Y[k] = h * (i + (inner ? 0.01 * (2.0 * bench_rand01() - 1.0) : 0.0));
    }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      CORNERS
      double area = 0.5 * ((X[k0] * Y[k1] - X[k1] * Y[k0]) + (X[k1] * Y[k2] - X[k2] * Y[k1]) +
                           (X[k2] * Y[k3] - X[k3] * Y[k2]) + (X[k3] * Y[k0] - X[k0] * Y[k3]));
      double cx = 0.25 * (X[k0] + X[k1] + X[k2] + X[k3]), cy = 0.25 * (Y[k0] + Y[k1] + Y[k2] + Y[k3]);
      double r2 = (cx * cx + cy * cy) / (0.15 * 0.15);
      AR[e] = A0[e] = area;
      ME[e] = area; /* density 1 */
      EN[e] = 0.01 + 1.0 * exp(-r2);
      P[e] = GM1 * EN[e];
      SS[e] = sqrt(GAM * P[e]);
      cmax = fmax(cmax, SS[e]);
      MN[k0] += 0.25 * area, MN[k1] += 0.25 * area, MN[k2] += 0.25 * area, MN[k3] += 0.25 * area;
    }
  DT0 = 0.1 * CCOUR * h / cmax;
  bench_app a = {"hydro_proxy", BENCH_MRE, out, NOUT, 1e-6, data_in, compute, data_out, host_ref};
  a.link_bytes = (5.0 * NN + 7.0 * NE) * sizeof(double) + sizeof(float) * NOUT; /* in + out */
  return bench_run(&O, &a);
}
