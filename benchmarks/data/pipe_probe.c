/* pipe_probe.c - how close to the physical limit an approximated end-to-end
 * cycle of a 5x5 box blur (3072^2 floats: 36 MiB in, 36 MiB out) can get,
 * so that the runtime knows what to implement (issue 16: >= 2x over the
 * exact page-locked build at <= 5 % MAPE). Every cycle goes from the user's
 * pageable malloc'd float arrays to the user's output array filled. Timed
 * side by side in one process (probe.h: median, min, max of 15 after 3
 * warm-ups):
 *   exact-pageable  map(to/from) of the user's arrays (what users write)
 *   exact-pinned    the same from page-locked copies, counting only their
 *                   transfer + kernel (the fair baseline)
 *   half            narrow to half (threads) into page-locked staging, DMA,
 *                   kernel reads half and writes half, DMA back, widen
 *   u8in+halfout    input as unorm8 (q = rint(255 x)), output half
 *   rows-k half/u8  only every k-th input row is narrowed and sent; the
 *                   kernel lerps the other input rows on the device (the
 *                   5-row stencil needs every row for k <= 4, so sending
 *                   "kept rows plus halo" would send them all), computes only
 *                   the kept output rows and sends only those back; the
 *                   widening pass lerps the skipped output rows as it goes
 * Each variant runs in one piece (K=1: narrow, H2D, kernel, D2H, widen one
 * after the other) and in K chunks, fully overlapped: the worker threads
 * narrow chunk c+1 while the calling thread sends chunk c, a device thread
 * runs the kernel of chunk c once its input and the next chunk's rows (the
 * stencil's halo) are there and receives its output rows, and the workers
 * widen (and reconstruct) each chunk as soon as it arrives. Printed per
 * variant: each step alone and its share, the physical bound (bytes over the
 * link at the measured page-locked speeds; bytes through host memory at the
 * measured all-thread bandwidth; their sum in one piece, their max when
 * overlapped), e2e per K and its MAPE against the exact output.
 * Checks (exit status 1 on failure): exact-pinned equals exact-pageable bit
 * for bit; every chunked run equals the one-piece run bit for bit and
 * writes every element (the output is NaN-poisoned first).
 * Build and run: benchmarks/data/pipe_probe.sh <build-dir> <out-dir> [sm_90|host]
 * Usage: pipe_probe [rows [cols]] (default 3072 3072); PIPE_THREADS=<n>
 * workers (default CPUs - 2), PIPE_NT=0 no streaming stores in the widening. */
#include <immintrin.h>
#include <omp.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <unistd.h>

#include "../apps/bench.h"
#include "probe.h"

enum { HALF, U8 };
#define MAXK 16
static int DEV, HOST, NTSTORE = 1;

/* ---- crews: persistent threads that spin (yielding) for the next job ---- */
typedef void (*job_fn)(int t, int nt);
typedef struct {
  job_fn fn;
  int nt;
  _Atomic long gen, done;
} crew_t;
typedef struct {
  crew_t *c;
  int t;
} seat_t;
static crew_t pool, devq; /* the workers; the device thread (kernel + D2H) */
#define WAIT_UNTIL(cond)                                                                     \
  while (!(cond))                                                                            \
  sched_yield()

static void *crew_main(void *p) {
  seat_t *s = p;
  for (long seen = 0;; ++seen) {
    WAIT_UNTIL(atomic_load(&s->c->gen) != seen);
    s->c->fn(s->t, s->c->nt);
    _mm_sfence(); /* streaming stores are visible before the job counts done */
    atomic_fetch_add(&s->c->done, 1);
  }
  return NULL;
}
static void crew_start(crew_t *c, int nt) {
  c->nt = nt;
  for (int t = 0; t < nt; ++t) {
    seat_t *s = malloc(sizeof *s);
    *s = (seat_t){c, t};
    pthread_t th;
    pthread_create(&th, NULL, crew_main, s);
  }
}
static void crew_post(crew_t *c, job_fn f) {
  c->fn = f;
  atomic_store(&c->done, 0);
  atomic_fetch_add(&c->gen, 1);
}
static void crew_wait(crew_t *c) { WAIT_UNTIL(atomic_load(&c->done) == c->nt); }
static void crew_run(crew_t *c, job_fn f) {
  crew_post(c, f);
  crew_wait(c);
}

/* ---- one cycle's state ---------------------------------------------------- */
static struct {
  long n, m, J; /* rows, columns, kept rows (ceil(n / k)) */
  int k, fmt, K, esz;
  const float *in;
  float *out;
  void *hin, *din;          /* kept input rows, narrowed: page-locked, device */
  _Float16 *hout, *dout;    /* kept output rows, half */
  _Atomic int narrowed[MAXK], sent, received;
} P;
static long ka(int c) { return P.J * c / P.K; } /* chunk c = kept rows [ka(c), ka(c+1)) */
/* output rows rebuilt with chunk c: those whose upper kept row lies in it */
static long r0(int c) { return c == 0 ? 0 : (ka(c) - 1) * P.k + 1; }
static long r1(int c) { return c == P.K - 1 ? P.n : (ka(c + 1) - 1) * P.k + 1; }
static long part(long b, long e, int t, int nt) { return b + (e - b) * t / nt; }

/* ---- host passes ---------------------------------------------------------- */
__attribute__((target("avx2,f16c,fma"))) static void narrow_row(void *dst, const float *s, long m) {
  long x = 0;
  if (P.fmt == U8) {
    unsigned char *d = dst;
    for (; x + 8 <= m; x += 8) {
      __m256i q = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(s + x), _mm256_set1_ps(255.0f)));
      __m128i w = _mm_packus_epi32(_mm256_castsi256_si128(q), _mm256_extracti128_si256(q, 1));
      _mm_storel_epi64((__m128i *)(d + x), _mm_packus_epi16(w, w));
    }
    for (; x < m; ++x)
      d[x] = (unsigned char)rintf(s[x] * 255.0f);
    return;
  }
  _Float16 *d = dst;
  for (; x + 8 <= m; x += 8)
    _mm_storeu_si128((__m128i *)(d + x), _mm256_cvtps_ph(_mm256_loadu_ps(s + x), _MM_FROUND_TO_NEAREST_INT));
  for (; x < m; ++x)
    d[x] = (_Float16)s[x];
}
/* o = lo + (hi - lo) * w, from half rows; streaming stores where aligned */
__attribute__((target("avx2,f16c,fma"))) static void widen_row(float *o, const _Float16 *lo,
                                                               const _Float16 *hi, float w, long m) {
  long x = 0;
  for (; x < m && ((uintptr_t)(o + x) & 31); ++x)
    o[x] = __builtin_fmaf((float)hi[x] - (float)lo[x], w, (float)lo[x]);
  __m256 vw = _mm256_set1_ps(w);
  for (; x + 8 <= m; x += 8) {
    __m256 a = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(lo + x)));
    if (w != 0.0f)
      a = _mm256_fmadd_ps(_mm256_sub_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(hi + x))), a), vw, a);
    if (NTSTORE)
      _mm256_stream_ps(o + x, a);
    else
      _mm256_storeu_ps(o + x, a);
  }
  for (; x < m; ++x)
    o[x] = __builtin_fmaf((float)hi[x] - (float)lo[x], w, (float)lo[x]);
}
static void narrow_part(int c, int t, int nt) {
  long b = part(ka(c), ka(c + 1), t, nt), e = part(ka(c), ka(c + 1), t + 1, nt);
  for (long j = b; j < e; ++j)
    narrow_row((char *)P.hin + j * P.m * P.esz, P.in + j * P.k * P.m, P.m);
}
static void widen_part(int c, int t, int nt) {
  long b = part(r0(c), r1(c), t, nt), e = part(r0(c), r1(c), t + 1, nt);
  for (long i = b; i < e; ++i) {
    long q = i / P.k, r = i - q * P.k, q1 = r && q + 1 < P.J ? q + 1 : q;
    widen_row(P.out + i * P.m, P.hout + q * P.m, P.hout + q1 * P.m, q1 != q ? (float)r / P.k : 0.0f, P.m);
  }
}

/* ---- device side ---------------------------------------------------------- */
static inline long clampl(long v, long n) { return v < 0 ? 0 : v >= n ? n - 1 : v; }
static inline float ld(const void *p, int fmt, long i) {
  return fmt == U8 ? ((const unsigned char *)p)[i] * (1.0f / 255) : (float)((const _Float16 *)p)[i];
}
/* the exact blur of benchmarks/apps/blur.c: borders replicate the edge */
#define BLUR_AT(in, i, j, n, m)                                                              \
  float s = 0.0f;                                                                            \
  for (int di = -2; di <= 2; ++di)                                                           \
    for (int dj = -2; dj <= 2; ++dj)                                                         \
      s += in[clampl(i + di, n) * m + clampl(j + dj, m)];
static void exact_map(const float *in, float *out, long n, long m) {
#pragma omp target teams distribute parallel for collapse(2) map(to : in[0:n * m]) map(from : out[0:n * m])
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < m; ++j) {
      BLUR_AT(in, i, j, n, m)
      out[i * m + j] = s * (1.0f / 25.0f);
    }
}
static void exact_dev(const float *in, float *out, long n, long m) {
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(in, out) device(DEV)
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < m; ++j) {
      BLUR_AT(in, i, j, n, m)
      out[i * m + j] = s * (1.0f / 25.0f);
    }
}
/* output kept rows [j0, j1); input row r of the stencil is kept row r/k or
 * the lerp of kept rows r/k and r/k+1 (the last kept row past the end) */
static void kern(long j0, long j1) {
  const void *din = P.din;
  _Float16 *dout = P.dout;
  long n = P.n, m = P.m, J = P.J, k = P.k;
  int fmt = P.fmt;
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(din, dout) device(DEV)
  for (long j = j0; j < j1; ++j)
    for (long x = 0; x < m; ++x) {
      float s = 0.0f;
      for (int d = -2; d <= 2; ++d) {
        long r = clampl(j * k + d, n), q = r / k, t = r - q * k;
        float w = t && q + 1 < J ? (float)t / k : 0.0f;
        for (int e = -2; e <= 2; ++e) {
          long c = clampl(x + e, m);
          float v = ld(din, fmt, q * m + c);
          if (w != 0.0f)
            v += (ld(din, fmt, (q + 1) * m + c) - v) * w;
          s += v;
        }
      }
      dout[j * m + x] = (_Float16)(s * (1.0f / 25.0f));
    }
}
static void h2d(int c) {
  size_t off = ka(c) * P.m * P.esz;
  omp_target_memcpy(P.din, P.hin, (ka(c + 1) - ka(c)) * P.m * P.esz, off, off, DEV, HOST);
}
static void d2h(int c) {
  size_t off = ka(c) * P.m * 2;
  omp_target_memcpy(P.hout, P.dout, (ka(c + 1) - ka(c)) * P.m * 2, off, off, HOST, DEV);
}

/* ---- the pipeline --------------------------------------------------------- */
static void pipe_job(int t, int nt) {
  for (int c = 0; c < P.K; ++c) {
    narrow_part(c, t, nt);
    atomic_fetch_add(&P.narrowed[c], 1);
  }
  for (int c = 0; c < P.K; ++c) {
    WAIT_UNTIL(atomic_load(&P.received) > c);
    widen_part(c, t, nt);
  }
}
static void dev_job(int t, int nt) {
  (void)t, (void)nt;
  for (int c = 0; c < P.K; ++c) {
    WAIT_UNTIL(atomic_load(&P.sent) >= (c + 2 < P.K ? c + 2 : P.K)); /* + the halo */
    kern(ka(c), ka(c + 1));
    d2h(c);
    atomic_store(&P.received, c + 1);
  }
}
static void cycle(int K) {
  P.K = K;
  for (int c = 0; c < K; ++c)
    P.narrowed[c] = 0;
  P.sent = P.received = 0;
  crew_post(&pool, pipe_job);
  crew_post(&devq, dev_job);
  for (int c = 0; c < K; ++c) {
    WAIT_UNTIL(atomic_load(&P.narrowed[c]) == pool.nt);
    h2d(c);
    atomic_store(&P.sent, c + 1);
  }
  crew_wait(&devq);
  crew_wait(&pool);
}
static void narrow_job(int t, int nt) { narrow_part(0, t, nt); }
static void widen_job(int t, int nt) { widen_part(0, t, nt); }

/* ---- measurements ----------------------------------------------------------- */
static struct {
  double h2d, d2h, h2d_pg, d2h_pg, host; /* GB/s */
} BW;
static const float *bw_src;
static float *bw_dst;
static long bw_n;
static void copy_job(int t, int nt) {
  long b = part(0, bw_n, t, nt), e = part(0, bw_n, t + 1, nt);
  memcpy(bw_dst + b, bw_src + b, (e - b) * sizeof(float));
}
static double mib(double bytes) { return bytes / 1048576.0; }
static double ms_at(double bytes, double gbs) { return bytes / gbs * 1e-6; }
static int failures;
static void check(int ok, const char *what, const char *variant, int K) {
  if (!ok) {
    printf("CHECK FAILED: %s: %s (K=%d)\n", variant, what, K);
    ++failures;
  }
}
static int all_finite(const float *a, long n) {
  for (long i = 0; i < n; ++i)
    if (!isfinite(a[i]))
      return 0;
  return 1;
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 3072, m = argc > 2 ? atol(argv[2]) : 3072, L = n * m;
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  int nt = getenv("PIPE_THREADS") ? atoi(getenv("PIPE_THREADS")) : ncpu > 3 ? (int)ncpu - 2 : 1;
  NTSTORE = !getenv("PIPE_NT") || atoi(getenv("PIPE_NT")) != 0;
  DEV = omp_get_default_device();
  HOST = omp_get_initial_device();
  if (n < 8 || m < 8 || nt < 1 || omp_get_num_devices() == 0) {
    fprintf(stderr, "pipe_probe: needs rows, cols >= 8, PIPE_THREADS >= 1 and an offload device\n");
    return 2;
  }
  size_t fb = L * sizeof(float);
  float *in = malloc(fb), *out = malloc(fb), *ref = malloc(fb), *one = malloc(fb);
  float *pin_in = llvm_omp_target_alloc_host(fb, DEV), *pin_out = llvm_omp_target_alloc_host(fb, DEV);
  void *hin = llvm_omp_target_alloc_host(L * 2, DEV), *hout = llvm_omp_target_alloc_host(L * 2, DEV);
  float *df1 = omp_target_alloc(fb, DEV), *df2 = omp_target_alloc(fb, DEV);
  void *din = omp_target_alloc(L * 2, DEV), *dout = omp_target_alloc(L * 2, DEV);
  if (!in || !out || !ref || !one || !pin_in || !pin_out || !hin || !hout || !df1 || !df2 || !din ||
      !dout) {
    fprintf(stderr, "pipe_probe: cannot allocate the buffers of %ldx%ld floats\n", n, m);
    return 2;
  }
  bench_opts bo = {.seed = 1};
  bench_image(&bo, in, (int)n, (int)m); /* the benchmarks' synthetic image, values in [0, 1] */
  memset(out, 0, fb);
  memcpy(pin_in, in, fb);
  memset(pin_out, 0, fb);
  memset(hin, 0, L * 2);
  memset(hout, 0, L * 2);
  crew_start(&pool, nt);
  crew_start(&devq, 1);
  printf("pipe_probe: %ldx%ld floats (%.1f MiB each way), device %d, %ld cpus, %d workers, %s stores\n",
         n, m, mib(fb), DEV, ncpu, nt, NTSTORE ? "streaming" : "plain");

  printf("-- limits (GB = 1e9 B; host: one copy pass by all workers, read + write bytes)\n");
  double t, gb = fb * 1e-6; /* GB per ms -> GB/s */
  TIMEV(t, "H2D page-locked", omp_target_memcpy(df1, pin_in, fb, 0, 0, DEV, HOST));
  printf("  %6.1f GB/s\n", BW.h2d = gb / t);
  TIMEV(t, "D2H page-locked", omp_target_memcpy(pin_out, df1, fb, 0, 0, HOST, DEV));
  printf("  %6.1f GB/s\n", BW.d2h = gb / t);
  TIMEV(t, "H2D pageable", omp_target_memcpy(df1, in, fb, 0, 0, DEV, HOST));
  printf("  %6.1f GB/s\n", BW.h2d_pg = gb / t);
  TIMEV(t, "D2H pageable", omp_target_memcpy(out, df1, fb, 0, 0, HOST, DEV));
  printf("  %6.1f GB/s\n", BW.d2h_pg = gb / t);
  bw_src = in, bw_dst = out, bw_n = L;
  TIMEV(t, "host copy pass (all workers)", crew_run(&pool, copy_job));
  printf("  %6.1f GB/s\n", BW.host = 2 * gb / t);
  TIMEV(t, "host memcpy (one thread)", memcpy(out, in, fb));
  printf("  %6.1f GB/s\n", 2 * gb / t);

  printf("-- exact\n");
  double tpg, tpin, th, tk, td;
  TIMEV(tpg, "exact-pageable e2e", exact_map(in, out, n, m));
  printf("  bound %.3f ms (pageable link)\n", ms_at(fb, BW.h2d_pg) + ms_at(fb, BW.d2h_pg));
  memcpy(ref, out, fb);
  TIMEV(tpin, "exact-pinned e2e (baseline)", exact_map(pin_in, pin_out, n, m));
  printf("  bound %.3f ms (page-locked link, sequential)\n", ms_at(fb, BW.h2d) + ms_at(fb, BW.d2h));
  check(memcmp(pin_out, ref, fb) == 0, "differs from exact-pageable", "exact-pinned", 1);
  TIMEV(th, "  step H2D", omp_target_memcpy(df1, pin_in, fb, 0, 0, DEV, HOST));
  printf("\n");
  TIMEV(tk, "  step kernel (float)", exact_dev(df1, df2, n, m));
  printf("\n");
  TIMEV(td, "  step D2H", omp_target_memcpy(pin_out, df2, fb, 0, 0, HOST, DEV));
  printf("\n  steps sum %.3f ms: H2D %.0f %%, kernel %.0f %%, D2H %.0f %%\n", th + tk + td,
         100 * th / (th + tk + td), 100 * tk / (th + tk + td), 100 * td / (th + tk + td));
  check(all_finite(ref, L), "output not finite", "exact-pageable", 1);

  static const struct {
    const char *name;
    int fmt, k;
  } V[] = {{"half", HALF, 1},        {"u8in+halfout", U8, 1},  {"rows-2 half", HALF, 2},
           {"rows-4 half", HALF, 4}, {"rows-2 u8in+halfout", U8, 2}, {"rows-4 u8in+halfout", U8, 4}};
  static const int KS[] = {1, 4, 8, 16};
  for (unsigned v = 0; v < sizeof V / sizeof V[0]; ++v) {
    P.n = n, P.m = m, P.k = V[v].k, P.fmt = V[v].fmt, P.esz = V[v].fmt == U8 ? 1 : 2;
    P.J = (n + P.k - 1) / P.k;
    P.in = in, P.out = out, P.hin = hin, P.din = din, P.hout = hout, P.dout = dout;
    double lin = (double)P.J * m * P.esz, lout = P.J * m * 2.0;
    double host = P.J * m * (4.0 + P.esz) + lout + (double)fb; /* narrow r+w, widen r+w */
    double tin = ms_at(lin, BW.h2d), tout = ms_at(lout, BW.d2h), thost = ms_at(host, BW.host);
    printf("-- %s: link %.1f MiB in + %.1f MiB out, host passes %.1f MiB\n", V[v].name, mib(lin),
           mib(lout), mib(host));
    printf("  bound: link in %.3f, out %.3f, host %.3f ms -> one piece %.3f, overlapped %.3f ms\n",
           tin, tout, thost, tin + tout + thost, fmax(thost, fmax(tin, tout)));
    P.K = 1;
    double st[5];
    TIMEV(st[0], "  step host narrow", crew_run(&pool, narrow_job));
    printf("\n");
    TIMEV(st[1], "  step H2D", h2d(0));
    printf("\n");
    TIMEV(st[2], "  step kernel", kern(0, P.J));
    printf("\n");
    TIMEV(st[3], "  step D2H", d2h(0));
    printf("\n");
    TIMEV(st[4], "  step host widen+reconstruct", crew_run(&pool, widen_job));
    double sum = st[0] + st[1] + st[2] + st[3] + st[4];
    printf("\n  steps sum %.3f ms: narrow %.0f %%, H2D %.0f %%, kernel %.0f %%, D2H %.0f %%, widen %.0f %%\n",
           sum, 100 * st[0] / sum, 100 * st[1] / sum, 100 * st[2] / sum, 100 * st[3] / sum,
           100 * st[4] / sum);
    for (unsigned i = 0; i < sizeof KS / sizeof KS[0]; ++i) {
      int K = KS[i] > P.J / 2 ? 1 : KS[i]; /* every chunk holds its halo */
      if (i && K == 1)
        continue;
      char nm[64];
      snprintf(nm, sizeof nm, "  e2e K=%d%s", K, K == 1 ? " (one piece)" : " (overlapped)");
      memset(out, 0xff, fb); /* NaN: an element never written shows */
      TIMEV(t, nm, cycle(K));
      bench_err e = bench_metrics(out, ref, L);
      printf("  MAPE %.4f %%  x%.2f vs exact-pinned\n", 100 * e.mape, tpin / t);
      if (K == 1) {
        memcpy(one, out, fb);
        check(all_finite(out, L), "output not finite", V[v].name, K);
        check(e.mape < (P.k == 1 ? 0.01 : 0.2), "MAPE implausible", V[v].name, K);
      } else {
        check(memcmp(one, out, fb) == 0, "differs from the one-piece output", V[v].name, K);
      }
    }
  }
  printf("%s\n", failures ? "pipe_probe: CHECKS FAILED" : "pipe_probe: all checks ok");
  fflush(stdout);
  _exit(failures ? 1 : 0); /* the crews spin for good */
}
