/* data_prec.c - reduced-precision transfers that overlap conversion and DMA.
 *
 * precision(half|bf16) gives an array item a host copy of the reduced type
 * (cached, page-locked: __approxrt_data_hbuf) and renames the construct's
 * map to it. Left to the construct, one execution would narrow the whole
 * item, then allocate device memory, copy, compute, copy back, free, and
 * widen the whole item: every step waits for the one before. Here the
 * runtime does the transfers itself, in a few chunks (chunk_elems):
 *  - in: the pool's workers (pool.c) narrow chunk after chunk while the
 *    calling thread sends every finished chunk to the device;
 *  - out: after the construct, the calling thread brings the chunks back
 *    while the workers widen those that have arrived;
 * into a device buffer cached per (region, item, device) and associated
 * with the host copy (omp_target_associate_ptr), so the construct's own
 * map finds the copy present and neither allocates nor transfers it.
 * Only a copy from __approxrt_data_hbuf_pipe (its own cache entry) is
 * moved this way, and it stays associated between executions, so the
 * steady state never calls LLVM 19's omp_target_disassociate_ptr, which
 * writes into freed memory (data_key.c); buffer_cache.c ends the
 * association when copy or buffer is reallocated (the one rare path left),
 * and an execution that runs on the host leaves it alone. Any other copy (the cache entry
 * busy in another thread, or code lowered by an older plugin) is narrowed
 * in place and mapped by the construct, as under if(false): its reduced
 * bytes cross in one transfer instead of a pipeline, and nothing is
 * associated that would have to be ended.
 * When the construct runs on the host (no device, the host as device,
 * if(false)) nothing is associated and the copy is converted in place, as
 * before. The same rounding as __approxrt_data_narrow/widen_f32.
 */
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

/* Elements of one chunk of the overlapped path. APPROX_PREC_CHUNK sets it
 * (an element count in 65536..2^40, or 0 for no overlap: convert, then copy
 * in one piece; anything else stops the program, naming the value). By
 * default an item of 8 MiB or more (reduced) goes in DEFAULT_CHUNKS chunks.
 * Measured on the H100 machine (benchmarks/data/xfer_probe.c, 2026-11-22,
 * 36 MiB of float, workers already running): receiving 18 MiB of half and widening it took 0.94 ms
 * one after the other, 0.69 / 0.60 / 0.72 / 1.01 ms in 2 / 4 / 8 / 16
 * chunks; narrowing and sending 0.61-0.65 ms in 2 or 4 chunks. Each
 * omp_target_memcpy costs some 25 us, so more chunks lose again. */
#define DEFAULT_CHUNKS 4
#define DEFAULT_MIN_BYTES (8LL << 20)
/* At most 2^40 elements a chunk (far beyond any item a device holds): so
 * 2 * chunk and n + chunk cannot overflow. */
static const __approxrt_num_spec chunk_spec = {
    0, 65536, 1ULL << 40, 1, "0 for no overlap, or 65536..1099511627776 elements"};
static long long chunk_elems(long long n, long long esize) {
  unsigned long long c;
  if (!__approxrt_env_number("APPROX_PREC_CHUNK", &chunk_spec, &c))
    return n * esize >= DEFAULT_MIN_BYTES ? ((n + DEFAULT_CHUNKS - 1) / DEFAULT_CHUNKS + 7) & ~7LL
                                          : 0;
  return (long long)c;
}

/* Copies bytes [off, off + len) of the reduced copy between the host and
 * its device buffer; a failure stops the program naming region and item. */
static void move_copy(const char *label, int index, int dev, int from_dev, char *host, char *dbuf,
                      long long off, long long len) {
  int h = omp_get_initial_device();
  int rc = from_dev ? omp_target_memcpy(host + off, dbuf + off, (size_t)len, 0, 0, h, dev)
                    : omp_target_memcpy(dbuf + off, host + off, (size_t)len, 0, 0, dev, h);
  if (rc != 0)
    __approxrt_data_fatal(label, "precision item %d: copying %lld bytes %s device %d failed",
                          index, len, from_dev ? "from" : "to", dev);
}

typedef struct {
  const char *label;
  int index, dev, widen, kind, nt;
  char *host;         /* the reduced copy */
  char *dbuf;         /* its device buffer */
  float *wide;        /* the float item: source (in) or destination (out) */
  long long n, nchunks, esize, chunk;
  atomic_llong moved;    /* chunks through the DMA so far (out: ready to widen) */
  atomic_int converted[1]; /* in: workers done with each chunk (nchunks entries) */
} pipe_t;

typedef struct {
  pipe_t *p;
  long long t;
} worker_arg;

static long long chunk_begin(const pipe_t *p, long long k) {
  return k * p->chunk < p->n ? k * p->chunk : p->n;
}

/* Worker t's part of chunk k: a multiple of 8 elements, so vector blocks
 * stay whole. */
static void part(const pipe_t *p, long long k, int t, long long *b, long long *e) {
  long long c0 = chunk_begin(p, k), c1 = chunk_begin(p, k + 1), len = c1 - c0;
  *b = c0 + ((len * t / p->nt) & ~7LL);
  *e = t == p->nt - 1 ? c1 : c0 + ((len * (t + 1) / p->nt) & ~7LL);
}

static void copy_chunk(pipe_t *p, long long k) {
  long long off = chunk_begin(p, k) * p->esize, len = chunk_begin(p, k + 1) * p->esize - off;
  move_copy(p->label, p->index, p->dev, p->widen, p->host, p->dbuf, off, len);
}

/* Job w->t: part t % nt of chunk t / nt. The pool hands the jobs out in
 * order, so chunk 0's parts go first. */
static void *worker(void *arg) {
  worker_arg *w = (worker_arg *)arg;
  pipe_t *p = w->p;
  long long k = w->t / p->nt, b, e;
  part(p, k, w->t % p->nt, &b, &e);
  if (p->widen) {
    while (atomic_load_explicit(&p->moved, memory_order_acquire) <= k)
      sched_yield(); /* a spin wait that gives way */
    __approxrt_convert_span(p->wide, p->host, p->kind, 1, b, e, 1);
  } else {
    __approxrt_convert_span(p->host, p->wide, p->kind, 0, b, e, 1);
    atomic_fetch_add_explicit(&p->converted[k], 1, memory_order_release);
  }
  return NULL;
}

/* The calling thread's part: sends (in) or receives (out) chunk after
 * chunk. */
static void copier(pipe_t *p) {
  for (long long k = 0; k < p->nchunks; ++k) {
    if (!p->widen) {
      while (atomic_load_explicit(&p->converted[k], memory_order_acquire) < p->nt)
        sched_yield(); /* a spin wait that gives way */
    }
    copy_chunk(p, k);
    if (p->widen)
      atomic_store_explicit(&p->moved, k + 1, memory_order_release);
  }
}

/* Converts n elements between wide and the host copy and moves the copy
 * to (widen = 0) or from (widen = 1) dbuf, chunk by chunk, overlapped: the
 * pool's workers convert while this thread copies. Returns 0 (and does
 * nothing) when the pool has no workers for this caller. */
static int pipeline(const char *label, int index, int dev, int kind, int widen, void *host,
                    void *dbuf, float *wide, long long n, long long esize, long long chunk) {
  int nt = __approxrt_pool_acquire();
  if (nt == 0)
    return 0;
  long long nchunks = (n + chunk - 1) / chunk;
  long long njobs = nchunks * nt;
  if (njobs >= (1LL << 20)) { /* more jobs than the pool takes at once: no overlap */
    __approxrt_pool_release();
    return 0;
  }
  size_t args_at = (sizeof(pipe_t) + (size_t)nchunks * sizeof(int) + 15) & ~(size_t)15;
  pipe_t *p = (pipe_t *)__approxrt_data_alloc(
      label, "precision",
      (long long)args_at + njobs * (long long)sizeof(worker_arg));
  memset(p, 0, sizeof(pipe_t) + (size_t)nchunks * sizeof(int));
  *p = (pipe_t){.label = label, .index = index, .dev = dev, .widen = widen, .kind = kind,
                .nt = nt, .host = (char *)host, .dbuf = (char *)dbuf, .wide = wide, .n = n,
                .nchunks = nchunks, .esize = esize, .chunk = chunk};
  worker_arg *args = (worker_arg *)((char *)p + args_at);
  for (long long j = 0; j < njobs; ++j)
    args[j] = (worker_arg){p, j};
  __approxrt_pool_post(worker, args, sizeof args[0], (int)njobs);
  copier(p);
  __approxrt_pool_wait();
  __approxrt_pool_release();
  __approxrt_data_free(p);
  return 1;
}

void __approxrt_prec_begin(__approxrt_prec *st, const char *label, int index, int dev, int on,
                           void *host, long long esize, int kind, const float *src, long long n,
                           int send) {
  APPROXRT_TRACE("prec.begin");
  memset(st, 0, sizeof *st);
  st->__host = host;
  st->__index = index;
  st->__esize = esize;
  st->__n = n;
  /* A cached copy may still be associated from an earlier execution
   * (state 1): that is ours, not an enclosing `target data`. */
  const int state = __approxrt_hbuf_pipe_state(host, dev);
  if (!(on && n > 0 && state >= 0 && __approxrt_data_can_move(dev) &&
        (state == 1 || !omp_target_is_present(host, dev)))) {
    /* The construct runs on the host (if(false), no device, unified
     * memory) or maps the copy itself (not a cached copy: never
     * associated); a cached copy's association, unused here, stays. */
    if (src)
      __approxrt_data_narrow_f32(host, kind, src, n);
    return;
  }
  int slot;
  void *dbuf =
      __approxrt_dbuf_get(label, NULL, APPROXRT_BUF_PREC_COPY, index, n * esize, dev, &slot);
  long long chunk = chunk_elems(n, esize);
  if (!(send && src && chunk && n >= 2 * chunk &&
        pipeline(label, index, dev, kind, 0, host, dbuf, (float *)src, n, esize, chunk))) {
    if (src)
      __approxrt_data_narrow_f32(host, kind, src, n);
    if (send)
      move_copy(label, index, dev, 0, (char *)host, (char *)dbuf, 0, n * esize);
  }
  if (__approxrt_hbuf_associate(host, dbuf, n * esize, dev) != 0)
    __approxrt_data_fatal(label,
                          "precision item %d: cannot associate the device buffer with "
                          "the host copy on device %d",
                          index, dev);
  st->__active = 1;
  st->__dev = dev;
  st->__dbuf = dbuf;
  st->__slot = slot;
  st->__label = label;
  APPROXRT_TRACE("prec.sent");
}

void __approxrt_prec_end(__approxrt_prec *st, int kind, float *dst, int receive) {
  APPROXRT_TRACE("prec.end");
  if (st->__active) {
    long long chunk = chunk_elems(st->__n, st->__esize);
    if (receive && dst && chunk && st->__n >= 2 * chunk &&
        pipeline(st->__label, st->__index, st->__dev, kind, 1, st->__host, st->__dbuf, dst, st->__n,
                 st->__esize, chunk)) {
      dst = NULL; /* widened */
    } else if (receive) {
      move_copy(st->__label, st->__index, st->__dev, 1, (char *)st->__host, (char *)st->__dbuf, 0,
                st->__n * st->__esize);
    }
    __approxrt_dbuf_put(st->__dbuf, st->__dev, st->__slot);
    st->__active = 0;
  }
  if (dst)
    __approxrt_data_widen_f32(dst, kind, st->__host, st->__n);
  APPROXRT_TRACE("prec.received");
}
