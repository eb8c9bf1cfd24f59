/* backprop.c - training steps of a two-layer perceptron, single precision
 * (the mixed-precision tuning set of AMPT-GA, float <-> half;
 * docs/benchmarks.md). N inputs (input 0 is the bias, always 1), M sigmoid
 * hidden units, NOUT = 4 sigmoid outputs; T steps of online gradient descent
 * with momentum on T seeded samples and targets. Per step (host loop):
 *   bp_fwd     partial sums of the hidden layer per block of 1024 inputs
 *   hidden     h_j = sigmoid(sum of the partials)
 *   output     o_k = sigmoid(sum_j h_j w2_jk), output deltas
 *              d_k = o_k (1 - o_k)(t_k - o_k), hidden deltas
 *              e_j = h_j (1 - h_j) sum_k w2_jk d_k, update of w2 (one thread)
 *   bp_adjust  w1_ij += dw_ij = eta1 e_j x_i + mu dw_ij (previous change)
 * eta1 = 16 eta / N keeps the hidden layer's step independent of N.
 * Floating-point locals of the kernels (20, the candidates of a precision
 * vector): fwd: acc; hidden: hs; output: eta, mom, dk4[NOUT], os, ok, tk,
 * err, dk, hj, sum2, wjk, dw2, ej; adjust: eta1, mu, ejv, xi, dw.
 * Approximation: "bp_steps" perforates the host step loop (kernel-launch
 * perforation), "bp_fwd" the input blocks of the forward kernel (a skipped
 * block keeps its partial sums of the previous step) and "bp_adjust" the
 * input rows of the weight update (a skipped row is not updated). Error: MRE
 * of the last change of w1 (dw, momentum included: it carries every step;
 * w1 itself would hide it, |dw| << |w1|) and the outputs of every step.
 * Usage: backprop [-n inputs] [-m hidden] [-t steps] [bench.h options] */
#include "bench.h"

enum { NOUT = 4, BS = 1024 };
static bench_opts O = {.n = 262144, .m = 16, .t = 8, .reps = 5, .warmup_ms = 100, .seed = 1};
static float *X, *TGT, *W1i, *W2i, *W1, *PW1, *W2, *PW2, *PART, *HID, *DH, *OA, *out;
static long L1, NB; /* L1 = N * M weights; NB input blocks */
static const float ETA = 0.3f, MOM = 0.3f;

static void data_in(void) {
  const int M = O.m, T = O.t;
#pragma omp target enter data map(to : X[0:(long)T * O.n], TGT[0:T * NOUT], W1i[0:L1], W2i[0:M * NOUT]) \
    map(alloc : W1[0:L1], PW1[0:L1], W2[0:M * NOUT], PW2[0:M * NOUT], PART[0:NB * M], HID[0:M], DH[0:M], \
        OA[0:T * NOUT], out[0:L1 + T * NOUT])
  float *w1 = W1, *pw1 = PW1, *w1i = W1i, *w2 = W2, *pw2 = PW2, *w2i = W2i, *part = PART, *oa = OA;
  const long nb = NB;
#pragma omp target teams distribute parallel for map(alloc : w1[0:L1], pw1[0:L1], w1i[0:L1], part[0:nb * M])
  for (long x = 0; x < L1; ++x) {
    w1[x] = w1i[x];
    pw1[x] = 0.0f;
    if (x < nb * M)
      part[x] = 0.0f;
  }
#pragma omp target teams distribute parallel for map(alloc : w2[0:M * NOUT], pw2[0:M * NOUT], w2i[0:M * NOUT], oa[0:T * NOUT])
  for (int x = 0; x < M * NOUT; ++x) {
    w2[x] = w2i[x];
    pw2[x] = 0.0f;
    if (x < T * NOUT)
      oa[x] = 0.0f;
  }
  bench_dev_zero(out, L1 + T * NOUT);
}
static void data_out(void) {
  const int M = O.m, T = O.t;
#pragma omp target exit data map(from : out[0:L1 + T * NOUT]) \
    map(delete : X[0:(long)T * O.n], TGT[0:T * NOUT], W1i[0:L1], W2i[0:M * NOUT], W1[0:L1], PW1[0:L1], \
        W2[0:M * NOUT], PW2[0:M * NOUT], PART[0:NB * M], HID[0:M], DH[0:M], OA[0:T * NOUT])
}

/* The weights of one (block, hidden unit) are walked by an index stepped by
 * M, not as w1[(long)i * M + j]: with the product, clang 19 unrolls the
 * loop 8 times and recomputes half of the addresses with 64-bit multiplies,
 * and the kernel phase took 1.94-2.08 ms on the H200 against 1.28-1.33 ms
 * with a stepped pointer (same sums in the same order, identical output;
 * docs/results.md, "backprop's exact kernel"). An index, not a pointer,
 * keeps w1 subscripted, so a precision list may still retype it. */
#define FWD_BODY                                                                                   \
  float acc = 0.0f;                                                                                \
  long w = (long)b * BS * M + j;                                                                   \
  for (int i = b * BS; i < N && i < (b + 1) * BS; ++i, w += M)                                     \
    acc += w1[w] * x[i];                                                                           \
  part[(long)b * M + j] = acc;
#define HIDDEN_BODY                                                                                \
  float hs = 0.0f;                                                                                 \
  for (long b = 0; b < nb; ++b)                                                                    \
    hs += part[b * M + j];                                                                         \
  hid[j] = 1.0f / (1.0f + expf(-hs));
#define OUTPUT_BODY                                                                                \
  const float eta = ETA, mom = MOM;                                                                \
  float dk4[NOUT];                                                                                 \
  for (int k = 0; k < NOUT; ++k) {                                                                 \
    float os = 0.0f;                                                                               \
    for (int j = 0; j < M; ++j)                                                                    \
      os += hid[j] * w2[j * NOUT + k];                                                             \
    float ok = 1.0f / (1.0f + expf(-os)), tk = tgt[t * NOUT + k];                                  \
    float err = tk - ok, dk = ok * (1.0f - ok) * err;                                              \
    dk4[k] = dk;                                                                                   \
    oa[t * NOUT + k] = ok;                                                                         \
  }                                                                                                \
  for (int j = 0; j < M; ++j) {                                                                    \
    float hj = hid[j], sum2 = 0.0f;                                                                \
    for (int k = 0; k < NOUT; ++k) {                                                               \
      float wjk = w2[j * NOUT + k];                                                                \
      sum2 += wjk * dk4[k];                                                                        \
      float dw2 = eta * dk4[k] * hj + mom * pw2[j * NOUT + k];                                     \
      w2[j * NOUT + k] = wjk + dw2;                                                                \
      pw2[j * NOUT + k] = dw2;                                                                     \
    }                                                                                              \
    float ej = hj * (1.0f - hj) * sum2;                                                            \
    dh[j] = ej;                                                                                    \
  }
#define ADJUST_BODY                                                                                \
  const float eta1 = 16.0f * ETA / N, mu = MOM;                                                            \
  long w = (long)i * M + j;                                                                        \
  float ejv = dh[j], xi = x[i];                                                                    \
  float dw = eta1 * ejv * xi + mu * pw1[w];                                                        \
  w1[w] += dw;                                                                                     \
  pw1[w] = dw;

static void compute(int approx) {
  (void)approx; /* unused with -fno-approx */
  const int N = O.n, M = O.m, T = O.t;
  const long nb = NB, NX = (long)T * N;
  float *w1 = W1, *pw1 = PW1, *w2 = W2, *pw2 = PW2, *part = PART, *hid = HID, *dh = DH, *oa = OA;
  const float *tgt = TGT, *xs = X;
  /* Precision tuning (issue 19): -fapprox-set=<label>:precision(half [: list]) on
   * bp_fwd, bp_adjust (bp_steps: all four kernels) demotes the float locals in
   * the header (docs/language.md, "Mixed precision"; Bench/precision-apps.test). */
#pragma approx perfo(small:2) label("bp_steps") if(approx)
  for (int t = 0; t < T; ++t) {
    const float *x = xs + (long)t * N;
#pragma approx perfo(small:2) label("bp_fwd") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : w1[0:L1], xs[0:NX]) map(from : part[0:nb * M])
    for (int b = 0; b < (int)nb; ++b)
      for (int j = 0; j < M; ++j) {
        FWD_BODY
      }
#pragma omp target teams distribute parallel for map(to : part[0:nb * M]) map(from : hid[0:M])
    for (int j = 0; j < M; ++j) {
      HIDDEN_BODY
    }
#pragma omp target map(to : hid[0:M], tgt[0:T * NOUT]) map(tofrom : w2[0:M * NOUT], pw2[0:M * NOUT]) \
    map(from : dh[0:M], oa[0:T * NOUT])
    {
      OUTPUT_BODY
    }
#pragma approx perfo(small:2) label("bp_adjust") if(approx)
#pragma omp target teams distribute parallel for collapse(2) map(to : dh[0:M], xs[0:NX]) map(tofrom : w1[0:L1], pw1[0:L1])
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < M; ++j) {
        ADJUST_BODY
      }
  }
  float *o = out;
#pragma omp target teams distribute parallel for map(to : pw1[0:L1], oa[0:T * NOUT]) map(from : o[0:L1 + T * NOUT])
  for (long v = 0; v < L1 + T * NOUT; ++v)
    o[v] = v < L1 ? pw1[v] : oa[v - L1];
}

static void host_ref(float *res) {
  const int N = O.n, M = O.m, T = O.t;
  const long nb = NB;
  float *w1 = bench_alloc(sizeof(float) * L1), *pw1 = bench_alloc(sizeof(float) * L1),
        *w2 = bench_alloc(sizeof(float) * M * NOUT), *pw2 = bench_alloc(sizeof(float) * M * NOUT),
        *part = bench_alloc(sizeof(float) * nb * M), *hid = bench_alloc(sizeof(float) * M),
        *dh = bench_alloc(sizeof(float) * M), *oa = res + L1;
  const float *tgt = TGT;
  memcpy(w1, W1i, sizeof(float) * L1);
  memcpy(w2, W2i, sizeof(float) * M * NOUT);
  for (int t = 0; t < T; ++t) {
    const float *x = X + (long)t * N;
    for (int b = 0; b < (int)nb; ++b)
      for (int j = 0; j < M; ++j) {
        FWD_BODY
      }
    for (int j = 0; j < M; ++j) {
      HIDDEN_BODY
    }
    {
      OUTPUT_BODY
    }
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < M; ++j) {
        ADJUST_BODY
      }
  }
  memcpy(res, pw1, sizeof(float) * L1);
  bench_free(w1);
  bench_free(pw1);
  bench_free(w2);
  bench_free(pw2);
  bench_free(part);
  bench_free(hid);
  bench_free(dh);
}

int main(int argc, char **argv) {
  bench_parse(&O, argc, argv);
  const int N = O.n, M = O.m, T = O.t;
  if (T < 1) {
    fprintf(stderr, "backprop: needs -t >= 1\n");
    return 2;
  }
  L1 = (long)N * M;
  NB = (N + BS - 1) / BS;
  X = bench_alloc(sizeof(float) * T * N);
  TGT = bench_alloc(sizeof(float) * T * NOUT);
  W1i = bench_alloc(sizeof(float) * L1);
  W2i = bench_alloc(sizeof(float) * M * NOUT);
  W1 = bench_alloc(sizeof(float) * L1);
  PW1 = bench_alloc(sizeof(float) * L1);
  W2 = bench_alloc(sizeof(float) * M * NOUT);
  PW2 = bench_alloc(sizeof(float) * M * NOUT);
  PART = bench_alloc(sizeof(float) * NB * M);
  HID = bench_alloc(sizeof(float) * M);
  DH = bench_alloc(sizeof(float) * M);
  OA = bench_alloc(sizeof(float) * T * NOUT);
  out = bench_alloc(sizeof(float) * (L1 + T * NOUT));
  bench_srand(O.seed + 1616);
  double s1 = sqrt(3.0 / N), s2 = sqrt(3.0 / M);
  for (long v = 0; v < L1; ++v)
    W1i[v] = (float)(s1 * (2.0 * bench_rand01() - 1.0));
  for (int v = 0; v < M * NOUT; ++v)
    W2i[v] = (float)(s2 * (2.0 * bench_rand01() - 1.0));
  for (int t = 0; t < T; ++t) {
    for (int i = 0; i < N; ++i) /* a smooth pattern per sample, plus noise */
      X[(long)t * N + i] = i == 0 ? 1.0f
                                  : (float)(0.5 + 0.4 * sin(0.001 * i * (t + 1) + t) + 0.1 * bench_rand01());
    for (int k = 0; k < NOUT; ++k)
      TGT[t * NOUT + k] = (float)((t + k) % 2 ? 0.9 : 0.1);
  }
  bench_app a = {"backprop", BENCH_MRE, out, L1 + T * NOUT, 1e-4, data_in, compute, data_out, host_ref};
  a.link_bytes = sizeof(float) * ((double)T * N + 2.0 * L1 + M * NOUT + 2.0 * T * NOUT); /* in + out */
  return bench_run(&O, &a);
}
