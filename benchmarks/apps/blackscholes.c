/* blackscholes.c - European option pricing with the Black-Scholes formula,
 * single precision (HPAC-Offload's memoization set, docs/benchmarks.md;
 * written here from the formula). N x M options (spot S, strike K, rate r,
 * volatility v, expiry T, call or put):
 *   d1 = (ln(S/K) + (r + v^2/2) T) / (v sqrt(T)),  d2 = d1 - v sqrt(T)
 *   call = S Phi(d1) - K e^(-rT) Phi(d2),  put = K e^(-rT) Phi(-d2) - S Phi(-d1)
 * with the normal CDF Phi by the 5-term polynomial of Abramowitz & Stegun
 * 26.2.17 (|error| < 7.5e-8). Like a portfolio (and PARSEC's input), the
 * options repeat: each is one of 1024 seeded base options, with the spot
 * moved by a seeded relative jitter of at most 1e-3 — the input locality an
 * input-aware memoization (memo(in), issue 20) exploits.
 * Approximation: "bs_rows" perforates the rows of the pricing kernel (a
 * skipped row of options keeps price 0). BENCH_MEMO (the harness's
 * ours-memo build) prices the options in one flat loop under "bs_memo":
 * memo(in) with the inputs S, K, r, v, T, type and the price as output
 * (its knobs from APPROX_CONFIG). Error: MAPE of the prices.
 * Usage: blackscholes [-n rows] [-m options_per_row] [bench.h options] */
#include "bench.h"

enum { NBASE = 1024 };
static bench_opts O = {.n = 2048, .m = 1024, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *SP, *KS, *RT, *VO, *TE, *out;
static int *TY; /* 0: call, 1: put */
static long L;

static void data_in(void) {
#pragma omp target enter data map(to : SP[0:L], KS[0:L], RT[0:L], VO[0:L], TE[0:L], TY[0:L]) map(alloc : out[0:L])
  bench_dev_zero(out, L);
}
static void data_out(void) {
#pragma omp target exit data map(from : out[0:L]) map(delete : SP[0:L], KS[0:L], RT[0:L], VO[0:L], TE[0:L], TY[0:L])
}

/* Phi(x) for x >= 0 through A&S 26.2.17; Phi(-x) = 1 - Phi(x). */
#define CND(X, RES)                                                                                \
  {                                                                                                \
    float ax_ = fabsf(X), k_ = 1.0f / (1.0f + 0.2316419f * ax_);                                   \
    float poly_ = k_ * (0.319381530f +                                                             \
                        k_ * (-0.356563782f + k_ * (1.781477937f + k_ * (-1.821255978f +           \
                                                                          k_ * 1.330274429f)))); \
    float tail_ = 0.3989422804f * expf(-0.5f * ax_ * ax_) * poly_;                                 \
    RES = X >= 0.0f ? 1.0f - tail_ : tail_;                                                        \
  }

#define PRICE_BODY                                                                                 \
  long x = (long)i * m + j;                                                                        \
  float s = sp[x], k = ks[x], r = rt[x], v = vo[x], t = te[x];                                     \
  float sqt = sqrtf(t), vst = v * sqt;                                                             \
  float d1 = (logf(s / k) + (r + 0.5f * v * v) * t) / vst, d2 = d1 - vst;                          \
  float disc = k * expf(-r * t), n1, n2;                                                           \
  CND(d1, n1)                                                                                      \
  CND(d2, n2)                                                                                      \
  o[x] = ty[x] ? disc * (1.0f - n2) - s * (1.0f - n1) : s * n1 - disc * n2;

/* One option x of the flat memo loop. */
#define PRICE_FLAT                                                                                 \
  float s = sp[x], k = ks[x], r = rt[x], v = vo[x], t = te[x];                                     \
  float sqt = sqrtf(t), vst = v * sqt;                                                             \
  float d1 = (logf(s / k) + (r + 0.5f * v * v) * t) / vst, d2 = d1 - vst;                          \
  float disc = k * expf(-r * t), n1, n2;                                                           \
  CND(d1, n1)                                                                                      \
  CND(d2, n2)                                                                                      \
  o[x] = ty[x] ? disc * (1.0f - n2) - s * (1.0f - n1) : s * n1 - disc * n2;

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int n = O.n, m = O.m;
  const float *sp = SP, *ks = KS, *rt = RT, *vo = VO, *te = TE;
  const int *ty = TY;
  float *o = out;
#ifdef BENCH_MEMO
  const long nm = (long)n * m;
  (void)m;
#pragma approx memo(in) in(sp[x], ks[x], rt[x], vo[x], te[x], ty[x]) out(o[x]) label("bs_memo") if(approx)
#pragma omp target teams distribute parallel for map(to : sp[0:L], ks[0:L], rt[0:L], vo[0:L], te[0:L], ty[0:L]) map(from : o[0:L])
  for (long x = 0; x < nm; ++x) {
    PRICE_FLAT
  }
  return;
#endif
#pragma approx perfo(small:2) label("bs_rows") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : sp[0:L], ks[0:L], rt[0:L], vo[0:L], te[0:L], ty[0:L]) map(from : o[0:L])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      PRICE_BODY
    }
}

static void host_ref(float *o) {
  const int n = O.n, m = O.m;
  const float *sp = SP, *ks = KS, *rt = RT, *vo = VO, *te = TE;
  const int *ty = TY;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      PRICE_BODY
    }
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  L = (long)O.n * O.m;
  float **arr[] = {&SP, &KS, &RT, &VO, &TE, &out};
  for (int a = 0; a < 6; ++a)
    *arr[a] = bench_alloc(sizeof(float) * L);
  TY = bench_alloc(sizeof(int) * L);
  bench_srand(O.seed + 1818);
  float base[NBASE][5];
  int bty[NBASE];
  for (int b = 0; b < NBASE; ++b) {
    base[b][0] = (float)(20.0 + 100.0 * bench_rand01());      /* spot */
    base[b][1] = (float)(base[b][0] * (0.7 + 0.6 * bench_rand01())); /* strike around spot */
    base[b][2] = (float)(0.01 + 0.09 * bench_rand01());       /* rate */
    base[b][3] = (float)(0.05 + 0.55 * bench_rand01());       /* volatility */
    base[b][4] = (float)(0.1 + 2.9 * bench_rand01());         /* expiry, years */
    bty[b] = bench_rand64() & 1;
  }
  for (long x = 0; x < L; ++x) {
    int b = (int)(bench_rand64() % NBASE);
    SP[x] = (float)(base[b][0] * (1.0 + 1e-3 * (2.0 * bench_rand01() - 1.0)));
    KS[x] = base[b][1];
    RT[x] = base[b][2];
    VO[x] = base[b][3];
    TE[x] = base[b][4];
    TY[x] = bty[b];
  }
  bench_app a = {"blackscholes", BENCH_MAPE, out, L, 1e-5, data_in, compute, data_out, host_ref};
  a.link_bytes = (6.0 * sizeof(float) + sizeof(int)) * L; /* in + out */
  return bench_run(&O, &a);
}
