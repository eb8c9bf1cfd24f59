/* xfer_probe.c - where the time of a reduced-precision round trip goes, and
 * which way of arranging it is fastest, for one 3072x3072 float image
 * (36 MiB; 18 MiB as half). A round trip is what `precision(half)` on an
 * in- and an out-item costs end to end: narrow the input on the host, send
 * it, run a streaming kernel on half data, receive the output, widen it.
 * Arrangements timed side by side in one process (median of 15 after 3
 * warm-ups):
 *   rt     the runtime's own entry points (its pool, openmp-runtime/pool.c)
 *   region a `precision(half) in() out()` copy kernel through approx-clang
 *   pool   the same conversions on the probe's own spinning thread pool
 *   chunkK the transfers split in K chunks, overlapped with the conversions
 *          (the calling thread copies while the pool converts)
 *   zero   no device buffers: the kernel reads and writes the page-locked
 *          half copies in host memory directly (UVA), no memcpy at all
 *   exact  plain map(to/from) of the float arrays, the accurate baseline
 * Build: approx-clang -O3 -fopenmp --offload-arch=sm_90 xfer_probe.c -o xfer_probe
 * Usage: xfer_probe [n] (elements, default 3072*3072); figures of 2026-11-22
 * in docs/data/xfer-probe-2026-11-22.txt */
#include <immintrin.h>
#include <omp.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "approx_data_rt.h"
#include "probe.h"


/* ---- a persistent pool: workers spin on a generation counter ------------ */
typedef void (*job_fn)(int t, int nt, void *arg);
static int NT;
static _Atomic long gen, done;
static job_fn job;
static void *job_arg;
static void *pool_main(void *p) {
  int t = (int)(long)p;
  long seen = 0;
  for (;;) {
    while (atomic_load_explicit(&gen, memory_order_acquire) == seen)
      _mm_pause();
    ++seen;
    job(t, NT, job_arg);
    atomic_fetch_add(&done, 1);
  }
  return NULL;
}
static void pool_start(int nt) {
  NT = nt;
  for (long t = 0; t < nt; ++t) {
    pthread_t th;
    pthread_create(&th, NULL, pool_main, (void *)t);
  }
}
static void pool_post(job_fn f, void *a) {
  job = f;
  job_arg = a;
  atomic_store(&done, 0);
  atomic_fetch_add_explicit(&gen, 1, memory_order_release);
}
static void pool_wait(void) {
  while (atomic_load(&done) < NT)
    _mm_pause();
}

/* ---- conversions --------------------------------------------------------- */
typedef struct {
  float *f;
  unsigned short *h;
  long long n, nchunks;
  int stream;
  _Atomic long ready; /* chunks ready: narrowed (in) or received (out) */
  _Atomic int parts[64];
} conv_t;
static void range(const conv_t *c, long long k, int t, int nt, long long *b, long long *e) {
  long long c0 = c->n * k / c->nchunks, c1 = c->n * (k + 1) / c->nchunks, len = c1 - c0;
  *b = c0 + ((len * t / nt) & ~7LL);
  *e = t == nt - 1 ? c1 : c0 + ((len * (t + 1) / nt) & ~7LL);
}
__attribute__((target("avx,f16c"))) static void narrow(const conv_t *c, long long b, long long e) {
  for (long long i = b; i + 8 <= e; i += 8) {
    __m128i v = _mm256_cvtps_ph(_mm256_loadu_ps(c->f + i), _MM_FROUND_TO_NEAREST_INT);
    if (c->stream && !((unsigned long)(c->h + i) & 15))
      _mm_stream_si128((__m128i *)(c->h + i), v);
    else
      _mm_storeu_si128((__m128i *)(c->h + i), v);
  }
}
__attribute__((target("avx,f16c"))) static void widen(const conv_t *c, long long b, long long e) {
  for (long long i = b; i + 8 <= e; i += 8) {
    __m256 v = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(c->h + i)));
    if (c->stream && !((unsigned long)(c->f + i) & 31))
      _mm256_stream_ps(c->f + i, v);
    else
      _mm256_storeu_ps(c->f + i, v);
  }
}
static void narrow_job(int t, int nt, void *a) {
  conv_t *c = a;
  for (long long k = 0; k < c->nchunks; ++k) {
    long long b, e;
    range(c, k, t, nt, &b, &e);
    narrow(c, b, e);
    _mm_sfence();
    atomic_fetch_add(&c->parts[k], 1);
  }
}
static void widen_job(int t, int nt, void *a) {
  conv_t *c = a;
  for (long long k = 0; k < c->nchunks; ++k) {
    while (atomic_load(&c->ready) <= k)
      _mm_pause();
    long long b, e;
    range(c, k, t, nt, &b, &e);
    widen(c, b, e);
  }
  _mm_sfence();
}

/* the whole array in one piece on the pool */
static void pool_conv(conv_t *c, job_fn f) {
  c->nchunks = 1;
  c->ready = 1;
  c->parts[0] = 0;
  pool_post(f, c);
  pool_wait();
}

static int DEV, HOST;
static void chunk_copy(conv_t *c, unsigned short *d, long long k, int to_dev) {
  long long b = c->n * k / c->nchunks, e = c->n * (k + 1) / c->nchunks;
  if (to_dev)
    omp_target_memcpy(d, c->h, (e - b) * 2, b * 2, b * 2, DEV, HOST);
  else
    omp_target_memcpy(c->h, d, (e - b) * 2, b * 2, b * 2, HOST, DEV);
}
/* in: the pool narrows chunk after chunk; this thread sends each when done */
static void send_in(conv_t *c, unsigned short *d, long long K) {
  c->nchunks = K;
  for (int k = 0; k < 64; ++k)
    c->parts[k] = 0;
  pool_post(narrow_job, c);
  for (long long k = 0; k < K; ++k) {
    while (atomic_load(&c->parts[k]) < NT)
      _mm_pause();
    chunk_copy(c, d, k, 1);
  }
  pool_wait();
}
/* out: this thread receives chunk after chunk; the pool widens each */
static void recv_out(conv_t *c, unsigned short *d, long long K) {
  c->nchunks = K;
  c->ready = 0;
  pool_post(widen_job, c);
  for (long long k = 0; k < K; ++k) {
    chunk_copy(c, d, k, 0);
    atomic_store(&c->ready, k + 1);
  }
  pool_wait();
}

static void kern(const _Float16 *in, _Float16 *o, long long n) {
#pragma omp target teams distribute parallel for is_device_ptr(in, o)
  for (long long i = 0; i < n; ++i)
    o[i] = (_Float16)((float)in[i] * 2.0f);
}
static void region(const float *in, float *o, long long n, int approx) {
#pragma approx precision(half) in(in[0:n]) out(o[0:n]) label("probe_region") if(approx)
#pragma omp target teams distribute parallel for map(to : in[0:n]) map(from : o[0:n])
  for (long long i = 0; i < n; ++i)
    o[i] = in[i] * 2.0f;
}
static void exact(const float *in, float *o, long long n) {
#pragma omp target teams distribute parallel for map(to : in[0:n]) map(from : o[0:n])
  for (long long i = 0; i < n; ++i)
    o[i] = in[i] * 2.0f;
}

int main(int argc, char **argv) {
  long long n = argc > 1 ? atoll(argv[1]) : 3072LL * 3072;
  DEV = omp_get_default_device();
  HOST = omp_get_initial_device();
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  float *a = malloc(n * 4), *b = malloc(n * 4);
  for (long long i = 0; i < n; ++i)
    a[i] = (float)(i % 1000) * 0.001f;
  memset(b, 0, n * 4);
  unsigned short *hi = llvm_omp_target_alloc_host(n * 2, DEV), *ho = llvm_omp_target_alloc_host(n * 2, DEV);
  unsigned short *di = omp_target_alloc(n * 2, DEV), *dout = omp_target_alloc(n * 2, DEV);
  printf("n = %lld floats (%.1f MiB), device %d, %ld cpus\n", n, n * 4 / 1048576.0, DEV, ncpu);
  /* the runtime first: the probe's own pool below spins for good */
  TIME("exact map(to/from) kernel", exact(a, b, n));
  TIME("region precision(half) in out", region(a, b, n, 1));
  TIME("region exact in out", region(a, b, n, 0));
  TIME("rt narrow", __approxrt_data_narrow_f32(hi, __APPROX_PREC_HALF, a, n));
  TIME("rt widen (hot source)", __approxrt_data_widen_f32(b, __APPROX_PREC_HALF, ho, n));
  TIME("H2D half whole", omp_target_memcpy(di, hi, n * 2, 0, 0, DEV, HOST));
  TIME("D2H half whole", omp_target_memcpy(ho, dout, n * 2, 0, 0, HOST, DEV));
  TIME("kernel device buffers", kern((_Float16 *)di, (_Float16 *)dout, n));
  TIME("D2H whole + rt widen", { omp_target_memcpy(ho, dout, n * 2, 0, 0, HOST, DEV);
                                 __approxrt_data_widen_f32(b, __APPROX_PREC_HALF, ho, n); });
  __approxrt_prec st;
  for (int pass = 0; pass < 2; ++pass) {
    if (pass)
      setenv("APPROX_PREC_CHUNK", "0", 1);
    printf("-- runtime precision path, %s\n", pass ? "APPROX_PREC_CHUNK=0" : "default chunks");
    TIME("prec in (narrow + send)", {
      __approxrt_prec_begin(&st, "probe", 0, DEV, 1, hi, 2, __APPROX_PREC_HALF, a, n, 1);
      __approxrt_prec_end(&st, __APPROX_PREC_HALF, NULL, 0);
    });
    TIME("prec out (receive + widen)", {
      __approxrt_prec_begin(&st, "probe", 1, DEV, 1, ho, 2, __APPROX_PREC_HALF, NULL, n, 0);
      __approxrt_prec_end(&st, __APPROX_PREC_HALF, b, 1);
    });
    TIME("region precision(half) in out", region(a, b, n, 1));
  }
  unsetenv("APPROX_PREC_CHUNK");
  printf("-- the probe's own spinning pool\n");
  pool_start((int)ncpu - 1); /* the calling thread copies */
  conv_t ci = {.f = a, .h = hi, .n = n, .nchunks = 1, .stream = 1};
  conv_t co = {.f = b, .h = ho, .n = n, .nchunks = 1, .stream = 1};
  TIME("pool narrow NT", pool_conv(&ci, narrow_job));
  TIME("D2H whole + pool widen NT", recv_out(&co, dout, 1));
  co.stream = 0;
  TIME("D2H whole + pool widen plain", recv_out(&co, dout, 1));
  co.stream = 1;
  for (int K = 2; K <= 16; K *= 2) {
    char nm[64];
    snprintf(nm, sizeof nm, "out chunk%d (NT)", K);
    TIME(nm, recv_out(&co, dout, K));
    snprintf(nm, sizeof nm, "in chunk%d (NT)", K);
    TIME(nm, send_in(&ci, di, K));
  }
  for (int K = 1; K <= 8; K *= 2) {
    char nm[64];
    snprintf(nm, sizeof nm, "round trip pool chunk%d", K);
    TIME(nm, { send_in(&ci, di, K); kern((_Float16 *)di, (_Float16 *)dout, n); recv_out(&co, dout, K); });
  }
  TIME("exact map(to/from) kernel again", exact(a, b, n));
  int bad = 0;
  for (long long i = 0; i < n && !bad; ++i)
    bad = b[i] != a[i] * 2.0f;
  printf("exact result %s\n", bad ? "WRONG" : "ok");
  /* last: a device without access to page-locked host memory stops here */
  TIME("kernel zero-copy host buffers", kern((_Float16 *)hi, (_Float16 *)ho, n));
  TIME("round trip zero-copy pool", {
    pool_conv(&ci, narrow_job);
    kern((_Float16 *)hi, (_Float16 *)ho, n);
    pool_conv(&co, widen_job);
  });
  for (long long i = 0; i < n && !bad; i += 7)
    bad = b[i] != (float)(_Float16)((float)(_Float16)a[i] * 2.0f);
  printf("results %s\n", bad ? "WRONG" : "ok");
  return bad;
}
