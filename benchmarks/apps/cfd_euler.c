/* cfd_euler.c - compressible Euler equations, cell-centred finite volumes,
 * double precision (the mixed-precision tuning set of AMPT-GA,
 * docs/benchmarks.md). Subsonic flow (Mach 0.5) through a channel with a
 * circular-arc bump on its lower wall, on a curvilinear quad mesh of n x m
 * cells stored the unstructured way: per cell its area, four face normals
 * (scaled by the face length, from the node coordinates) and four neighbour
 * indices (-1: far field at inlet/outlet, -2: slip wall). Per step (host loop):
 *   copy      U_old = U
 *   factor    local time step over area: CFL / sum_f (|u.n_f| + c |n_f|)
 *   3 stages (Jameson's multistage, alpha = 1/3, 1/2, 1) of
 *     flux    R = sum_f Rusanov flux (F(U_i) + F(U_j)).n/2 - s_max (U_j - U_i)/2
 *     update  U = U_old - alpha * factor * R
 * with a seeded 0.1 % density perturbation on the free stream as the start.
 * Floating-point locals of the kernels (37, the candidates of a precision
 * vector): factor: frho, fu, fv, fp, fc, fsum, fnx, fny; flux: rho, mx, my,
 * en, ui, vi, pi, ci, r0, r1, r2, r3, nx, ny, len, rhoj, mxj, myj, enj, uj,
 * vj, pj, cj, qi, qj, smax, un; update: alpha, fac.
 * Approximation: "cfd_steps" perforates the host step loop (kernel-launch
 * perforation), "cfd_factor" and "cfd_flux" the rows of their kernels (a
 * skipped row keeps its previous factor / residual). Error: MRE of the
 * conservative variables (rho, rho u, rho v, E) of every cell.
 * Usage: cfd_euler [-n rows] [-m cols] [-t steps] [bench.h options] */
#include "bench.h"

static bench_opts O = {.n = 384, .m = 768, .t = 40, .reps = 5, .warmup_ms = 100, .seed = 1};
static double *U0, *U, *Uo, *R, *SF, *NRM; /* U: rho, rho u, rho v, E per cell; NRM: 4 x (nx, ny) */
static int *NBR;
static float *out;
static long NC;
static const double GAM = 1.4, CFL = 0.8, FF_RHO = 1.0, FF_U = 0.5, FF_P = 1.0 / 1.4;

static void data_in(void) {
#pragma omp target enter data map(to : U0[0:4 * NC], NRM[0:8 * NC], NBR[0:4 * NC]) \
    map(alloc : U[0:4 * NC], Uo[0:4 * NC], R[0:4 * NC], SF[0:NC], out[0:4 * NC])
  double *u = U, *r = R, *sf = SF, *u0 = U0;
#pragma omp target teams distribute parallel for map(alloc : u[0:4 * NC], r[0:4 * NC], sf[0:NC], u0[0:4 * NC])
  for (long x = 0; x < 4 * NC; ++x) {
    u[x] = u0[x];
    r[x] = 0.0;
    if (x < NC)
      sf[x] = 0.0;
  }
  bench_dev_zero(out, 4 * NC);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:4 * NC]) \
    map(delete : U0[0:4 * NC], NRM[0:8 * NC], NBR[0:4 * NC], U[0:4 * NC], Uo[0:4 * NC], R[0:4 * NC], SF[0:NC])
}

#define FACTOR_BODY                                                                                \
  long c = (long)i * m + j;                                                                        \
  double frho = u[4 * c], fu = u[4 * c + 1] / frho, fv = u[4 * c + 2] / frho;                      \
  double fp = (GAM - 1.0) * (u[4 * c + 3] - 0.5 * frho * (fu * fu + fv * fv));                    \
  double fc = sqrt(GAM * fp / frho), fsum = 0.0;                                                   \
  for (int f = 0; f < 4; ++f) {                                                                    \
    double fnx = nrm[8 * c + 2 * f], fny = nrm[8 * c + 2 * f + 1];                                 \
    fsum += fabs(fu * fnx + fv * fny) + fc * sqrt(fnx * fnx + fny * fny);                          \
  }                                                                                                \
  sf[c] = CFL / fsum;

/* The neighbour state: a cell, the free stream, or the wall's mirror image. */
#define FLUX_BODY                                                                                  \
  long c = (long)i * m + j;                                                                        \
  double rho = u[4 * c], mx = u[4 * c + 1], my = u[4 * c + 2], en = u[4 * c + 3];                  \
  double ui = mx / rho, vi = my / rho;                                                             \
  double pi = (GAM - 1.0) * (en - 0.5 * rho * (ui * ui + vi * vi));                                \
  double ci = sqrt(GAM * pi / rho);                                                                \
  double r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0;                                                   \
  for (int f = 0; f < 4; ++f) {                                                                    \
    double nx = nrm[8 * c + 2 * f], ny = nrm[8 * c + 2 * f + 1];                                   \
    double len = sqrt(nx * nx + ny * ny);                                                          \
    int nb = nbr[4 * c + f];                                                                       \
    double rhoj, mxj, myj, enj;                                                                    \
    if (nb >= 0) {                                                                                 \
      rhoj = u[4 * (long)nb], mxj = u[4 * (long)nb + 1], myj = u[4 * (long)nb + 2];                \
      enj = u[4 * (long)nb + 3];                                                                   \
    } else if (nb == -1) {                                                                         \
      rhoj = FF_RHO, mxj = FF_RHO * FF_U, myj = 0.0;                                               \
      enj = FF_P / (GAM - 1.0) + 0.5 * FF_RHO * FF_U * FF_U;                                       \
    } else {                                                                                       \
      double un = 2.0 * (mx * nx + my * ny) / (len * len);                                         \
      rhoj = rho, mxj = mx - un * nx, myj = my - un * ny, enj = en;                                \
    }                                                                                              \
    double uj = mxj / rhoj, vj = myj / rhoj;                                                       \
    double pj = (GAM - 1.0) * (enj - 0.5 * rhoj * (uj * uj + vj * vj));                            \
    double cj = sqrt(GAM * pj / rhoj);                                                             \
    double qi = ui * nx + vi * ny, qj = uj * nx + vj * ny;                                         \
    double smax = fmax(fabs(qi) + ci * len, fabs(qj) + cj * len);                                  \
    r0 += 0.5 * (rho * qi + rhoj * qj) - 0.5 * smax * (rhoj - rho);                                \
    r1 += 0.5 * (mx * qi + mxj * qj + (pi + pj) * nx) - 0.5 * smax * (mxj - mx);                   \
    r2 += 0.5 * (my * qi + myj * qj + (pi + pj) * ny) - 0.5 * smax * (myj - my);                   \
    r3 += 0.5 * ((en + pi) * qi + (enj + pj) * qj) - 0.5 * smax * (enj - en);                      \
  }                                                                                                \
  r[4 * c] = r0;                                                                                   \
  r[4 * c + 1] = r1;                                                                               \
  r[4 * c + 2] = r2;                                                                               \
  r[4 * c + 3] = r3;

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m, T = O.t;
  double *u = U, *uo = Uo, *r = R, *sf = SF;
  const double *nrm = NRM;
  const int *nbr = NBR;
  /* Precision tuning (issue 19): -fapprox-set=<label>:precision(T [: list]) on
   * cfd_factor, cfd_flux (cfd_steps: every kernel) demotes the locals listed in
   * the header (docs/language.md, "Mixed precision"; Bench/precision-apps.test). */
#pragma approx perfo(small:2) label("cfd_steps") if(approx)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to : u[0:4 * NC]) map(from : uo[0:4 * NC])
    for (long x = 0; x < 4 * NC; ++x)
      uo[x] = u[x];
#pragma approx perfo(small:2) label("cfd_factor") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : u[0:4 * NC], nrm[0:8 * NC]) map(from : sf[0:NC])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        FACTOR_BODY
      }
    for (int k = 0; k < 3; ++k) {
#pragma approx perfo(small:2) label("cfd_flux") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : u[0:4 * NC], nrm[0:8 * NC], nbr[0:4 * NC]) map(from : r[0:4 * NC])
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
          FLUX_BODY
        }
      const double alpha = 1.0 / (3 - k);
#pragma omp target teams distribute parallel for map(to : uo[0:4 * NC], r[0:4 * NC], sf[0:NC]) map(from : u[0:4 * NC])
      for (long x = 0; x < 4 * NC; ++x) {
        double fac = alpha * sf[x / 4];
        u[x] = uo[x] - fac * r[x];
      }
    }
  }
  float *o = out;
#pragma omp target teams distribute parallel for map(to : u[0:4 * NC]) map(from : o[0:4 * NC])
  for (long x = 0; x < 4 * NC; ++x)
    o[x] = (float)u[x];
}

static void host_ref(float *res) {
  const int n = O.n, m = O.m;
  double *u = bench_alloc(sizeof(double) * 4 * NC), *uo = bench_alloc(sizeof(double) * 4 * NC),
         *r = bench_alloc(sizeof(double) * 4 * NC), *sf = bench_alloc(sizeof(double) * NC);
  const double *nrm = NRM;
  const int *nbr = NBR;
  memcpy(u, U0, sizeof(double) * 4 * NC);
  for (int t = 0; t < O.t; ++t) {
    memcpy(uo, u, sizeof(double) * 4 * NC);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) {
        FACTOR_BODY
      }
    for (int k = 0; k < 3; ++k) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
          FLUX_BODY
        }
      const double alpha = 1.0 / (3 - k);
      for (long x = 0; x < 4 * NC; ++x)
        u[x] = uo[x] - alpha * sf[x / 4] * r[x];
    }
  }
  for (long x = 0; x < 4 * NC; ++x)
    res[x] = (float)u[x];
  bench_free(u);
  bench_free(uo);
  bench_free(r);
  bench_free(sf);
}

/* Node (i, j) of the channel [0, 3] x [yb(x), 1], yb a 10 % bump on [1, 2]. */
static void node(int i, int j, double *x, double *y) {
  *x = 3.0 * j / O.m;
  double s = *x - 1.0, yb = s > 0 && s < 1 ? 0.1 * sin(3.141592653589793 * s) : 0.0;
  *y = yb + (1.0 - yb) * i / O.n;
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  const int n = O.n, m = O.m;
  NC = (long)n * m;
  U0 = bench_alloc(sizeof(double) * 4 * NC);
  U = bench_alloc(sizeof(double) * 4 * NC);
  Uo = bench_alloc(sizeof(double) * 4 * NC);
  R = bench_alloc(sizeof(double) * 4 * NC);
  SF = bench_alloc(sizeof(double) * NC);
  NRM = bench_alloc(sizeof(double) * 8 * NC);
  NBR = bench_alloc(sizeof(int) * 4 * NC);
  out = bench_alloc(sizeof(float) * 4 * NC);
  bench_srand(O.seed + 1515);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      long c = (long)i * m + j;
      /* corners counter-clockwise: (i,j) (i,j+1) (i+1,j+1) (i+1,j); face f
       * joins corner f to corner f+1 (south, east, north, west); its
       * outward normal scaled by its length is (dy, -dx). */
      double px[4], py[4];
      node(i, j, &px[0], &py[0]);
      node(i, j + 1, &px[1], &py[1]);
      node(i + 1, j + 1, &px[2], &py[2]);
      node(i + 1, j, &px[3], &py[3]);
      for (int f = 0; f < 4; ++f) {
        NRM[8 * c + 2 * f] = py[(f + 1) % 4] - py[f];
        NRM[8 * c + 2 * f + 1] = -(px[(f + 1) % 4] - px[f]);
      }
      NBR[4 * c] = i > 0 ? (int)(c - m) : -2;
      NBR[4 * c + 1] = j + 1 < m ? (int)(c + 1) : -1;
      NBR[4 * c + 2] = i + 1 < n ? (int)(c + m) : -2;
      NBR[4 * c + 3] = j > 0 ? (int)(c - 1) : -1;
      double rho = FF_RHO * (1.0 + 1e-3 * (2.0 * bench_rand01() - 1.0));
      U0[4 * c] = rho;
      U0[4 * c + 1] = rho * FF_U;
      U0[4 * c + 2] = 0.0;
      U0[4 * c + 3] = FF_P / (GAM - 1.0) + 0.5 * rho * FF_U * FF_U;
    }
  bench_app a = {"cfd_euler", BENCH_MRE, out, 4 * NC, 1e-6, data_in, compute, data_out, host_ref};
  a.link_bytes = (12.0 * sizeof(double) + 4.0 * sizeof(int) + 4.0 * sizeof(float)) * NC; /* in + out */
  return bench_run(&O, &a);
}
