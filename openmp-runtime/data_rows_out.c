/* data_rows_out.c - output rows on the host: only the kept rows come back.
 *
 * An offloaded out-item with loop perforation and reconstruct(m, host)
 * (docs/data.md, "Output rows on the host"). The construct writes the kept
 * rows into a device buffer of ours, associated with a private host key
 * (data_key.c) that the construct maps instead of the item, so its map
 * copies nothing back. After it, a generated kernel packs the kept rows
 * (narrowed to half/bf16/float when precision() covers the item) into a
 * device staging buffer; here one DMA brings them into a cached page-locked
 * buffer and the worker pool (pool.c) writes the user's rows in one pass:
 * kept rows widened, skipped rows rebuilt with the formula every other path
 * uses (__approx_data_src, __approx_lerp of approx_data.h, so the result is
 * bit-identical to a device reconstruction of the same kept values). Where
 * the construct runs on the host or in host memory (unless
 * APPROX_HOST_TRANSFERS=1) nothing is staged: the construct writes the
 * user's rows and the skipped ones are rebuilt in place.
 */
#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic ignored "-Wunknown-pragmas"
#include "approx.h"
#include "approxrt_internal.h"
#include "omp_weak.h"

#include <sched.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Staged rows worth threading the host pass for. */
#define ROWS_THREAD_MIN (1 << 20)
/* An item from this size on is written with non-temporal stores. */
#define ROWS_STREAM_MIN (8LL << 20)

void __approxrt_rows_out_begin(__approxrt_rows_out *st, const char *label, const char *item,
                               int dev, const void *map_start, long long map_bytes,
                               const void *item_start, long long rows, long long rowbytes,
                               long long rowstride) {
  APPROXRT_TRACE("rows_out.begin");
  memset(st, 0, sizeof *st);
  st->__dev = dev;
  st->__rows = rows;
  st->__rowbytes = rowbytes;
  st->__rowstride = rowstride;
  if (rows < 0 || rowbytes < 0 || map_bytes < 0)
    __approxrt_data_fatal(label, "out-item '%s' has a negative size", item);
  if (rows == 0 || rowbytes == 0 || map_bytes == 0)
    return;
  if (!item_start || !map_start)
    __approxrt_data_fatal(label, "out-item '%s' is a null pointer", item);
  uintptr_t ms = (uintptr_t)map_start, is = (uintptr_t)item_start;
  uintptr_t ie = is + (uintptr_t)((rows - 1) * rowstride + rowbytes);
  if (is < ms || ie > ms + (uintptr_t)map_bytes)
    __approxrt_data_fatal(label,
                          "out-item '%s' (%lld rows, %lld bytes from %p) lies outside what the "
                          "construct maps of it (%lld bytes from %p)",
                          item, rows, (long long)(ie - is), item_start, map_bytes, map_start);
  /* Only where a link is crossed: on a GPU, or forced. */
  if (!__approxrt_data_moves_to(dev, map_start) ||
      (__approxrt_device_kind(dev) != __APPROX_DEV_GPU && !__approxrt_host_transfers()))
    return;
  int bslot, kslot;
  void *dbuf = __approxrt_dbuf_get(label, item, APPROXRT_BUF_ROWS_OUT_ITEM, 0, map_bytes, dev, &bslot);
  void *key = __approxrt_data_key(label, item, map_bytes, dbuf, dev, &kslot);
  st->__active = 1;
  st->__host = key;
  st->__bslot = bslot;
  st->__kslot = kslot;
  st->__shift = (long long)((uintptr_t)key - ms);
  st->__map_bytes = map_bytes;
  st->__dbuf = dbuf;
  st->__ditem = (char *)dbuf + (is - ms);
  APPROXRT_TRACE("rows_out.associated");
}

void __approxrt_rows_out_plan(__approxrt_rows_out *st, const char *label, const char *item,
                              int index, const void *plan, long long bound, long long cols,
                              long long stage_elt) {
  const __approx_plan_t *p = (const __approx_plan_t *)plan;
  APPROXRT_TRACE("rows_out.plan");
  st->__cols = cols;
  st->__stage_elt = stage_elt;
  if (bound > st->__rows)
    bound = st->__rows;
  if (bound < 0)
    bound = 0;
  st->__table = (long long *)malloc((size_t)(bound > 0 ? bound : 1) * sizeof(long long));
  if (!st->__table)
    __approxrt_data_fatal(label, "out-item '%s': out of host memory", item);
  long long n = 0;
  for (long long r = 0; r < bound; ++r)
    if (p->__kind == __APPROX_PERFO_NONE || __approx_perfo_keeps(p, r))
      st->__table[n++] = r;
  st->__nkept = n;
  if (!st->__active || n == 0)
    return;
  int rand = p->__kind == __APPROX_PERFO_RAND;
  st->__tbytes = rand ? n * (long long)sizeof(long long) : 0;
  long long rbytes = n * cols * stage_elt;
  st->__hstage = __approxrt_hbuf_get(label, APPROXRT_BUF_ROWS_OUT_HOST, index, rbytes, st->__dev,
                                     &st->__hslot);
  /* Zero copy: the pack kernel writes the page-locked host buffer itself
   * (the device reaches it through unified addressing), so no DMA and no
   * libomptarget copy follow it; on the H100 the copy of 4.5 MiB took
   * 0.19 ms on its own (APPROX_TRACE). Otherwise: a device staging buffer
   * and one DMA at the end. */
  st->__zero = __approxrt_zero_copy() && __approxrt_hbuf_pinned(st->__hslot);
  long long dbytes = st->__tbytes + (st->__zero ? 0 : rbytes);
  if (dbytes > 0)
    st->__dstage = __approxrt_dbuf_get(label, item, APPROXRT_BUF_ROWS_OUT_STAGE, 0, dbytes,
                                       st->__dev, &st->__sslot);
  if (rand) {
    if (omp_target_memcpy(st->__dstage, st->__table, (size_t)st->__tbytes, 0, 0, st->__dev,
                          omp_get_initial_device()) != 0)
      __approxrt_data_fatal(label, "out-item '%s': cannot copy its row table to device %d", item,
                            st->__dev);
    st->__dtable = (const long long *)st->__dstage;
  }
  st->__drows = st->__zero ? st->__hstage : (char *)st->__dstage + st->__tbytes;
  APPROXRT_TRACE("rows_out.planned");
}

/* One job of the host pass: rows [r0, r1) of the user's item. */
typedef struct {
  const __approxrt_rows_out *st;
  const __approx_plan_t *p;
  char *dst;            /* the user's row 0 */
  const char *stage;    /* host copy of the packed rows, or NULL: in place */
  const long long *pos; /* packed index of each kept row (stage) */
  long long r0, r1, bound;
  int method, elem, skind, stream;
  long long elt;
} rows_job;

/* A job's two most recent widened source rows: walking down the item, a
 * skipped row lerps the kept rows before and after it, which its
 * neighbours read too, so each kept row is widened once, not once per
 * reader (at large:4, 7 conversions per 4 rows became 1). */
typedef struct {
  long long row[2];
  char *buf[2];
} row_cache;

/* Row r of the source as elements of the item's type: in place, straight
 * from the staged rows (no conversion), or widened into the cache without
 * evicting row `keep`. */
static const char *source_row(const rows_job *j, row_cache *rc, long long r, long long keep) {
  const __approxrt_rows_out *st = j->st;
  long long cols = st->__cols;
  if (!j->stage)
    return j->dst + r * st->__rowstride;
  const char *s = j->stage + j->pos[r] * cols * st->__stage_elt;
  if (!j->skind)
    return s;
  for (int i = 0; i < 2; ++i)
    if (rc->row[i] == r)
      return rc->buf[i];
  int v = rc->row[0] == keep ? 1 : 0;
  char *tmp = rc->buf[v];
  rc->row[v] = r;
  if (j->elem == __APPROX_ROWS_F32) {
    __approxrt_convert_span(tmp, s, j->skind, 1, 0, cols, 0);
    return tmp;
  }
  /* double items: through float (exact for every staged kind) */
  float *f = (float *)(tmp + cols * (long long)sizeof(double));
  if (j->skind == __APPROX_PREC_FLOAT)
    memcpy(f, s, (size_t)cols * sizeof(float));
  else
    __approxrt_convert_span(f, s, j->skind, 1, 0, cols, 0);
  for (long long c = 0; c < cols; ++c)
    ((double *)tmp)[c] = (double)f[c];
  return tmp;
}

/* Row r's elements: rebuilt as __approx_lerp in double, stored in the
 * item's type, like the generated reconstruction (DataRegion::reconStmt). */
static void lerp_row(char *out, const char *a, const char *b, double w, long long cols, int elem,
                     int stream) {
  if (elem == __APPROX_ROWS_F32) {
    __approxrt_row_lerp_f32((float *)out, (const float *)a, (const float *)b, w, cols, stream);
    return;
  }
  for (long long c = 0; c < cols; ++c)
    ((double *)out)[c] = __approx_lerp(((const double *)a)[c], ((const double *)b)[c], w);
}

static void copy_row(char *out, const char *src, long long bytes, int elem, int stream) {
  if (out == src)
    return;
  if (elem == __APPROX_ROWS_F32)
    __approxrt_row_copy_f32((float *)out, (const float *)src, bytes / (long long)sizeof(float),
                            stream);
  else
    memcpy(out, src, (size_t)bytes);
}

static void *rows_pass(void *arg) {
  const rows_job *j = (const rows_job *)arg;
  const __approxrt_rows_out *st = j->st;
  long long cols = st->__cols, rb = st->__rowbytes;
  /* two source rows of scratch, each room for doubles and their floats */
  long long one = cols * (long long)(sizeof(double) + sizeof(float)) + 64;
  char *ta = (char *)malloc((size_t)(2 * one));
  if (!ta)
    __approxrt_data_fatal("", "out of host memory in the host pass of output rows");
  row_cache rc = {{-1, -1}, {ta, ta + one}};
  const int none = j->p->__kind == __APPROX_PERFO_NONE;
  for (long long r = j->r0; r < j->r1; ++r) {
    char *out = j->dst + r * st->__rowstride;
    long long lo = 0, hi = 0;
    double w = 0;
    int s = none ? 0 : __approx_data_src(j->p, r, j->bound, j->method, &lo, &hi, &w);
    if (s == 0) { /* kept (from the staged rows), or no kept row to copy from */
      if (j->stage && (none || __approx_perfo_keeps(j->p, r)))
        copy_row(out, source_row(j, &rc, r, -1), rb, j->elem, j->stream);
    } else if (s == 1) {
      copy_row(out, source_row(j, &rc, lo, -1), rb, j->elem, j->stream);
    } else if (j->elem != __APPROX_ROWS_RAW) {
      const char *a = source_row(j, &rc, lo, hi);
      lerp_row(out, a, source_row(j, &rc, hi, lo), w, cols, j->elem, j->stream);
    } /* else: a lerp of another element type, by the caller's loop */
  }
  if (j->stream)
    __approxrt_row_fence();
  free(ta);
  return NULL;
}

/* Rows [r0, r1) of the item by the job template t, on the worker pool. */
static void host_pass(const rows_job *t, long long r0, long long r1) {
  long long rows = r1 - r0;
  if (rows <= 0)
    return;
  int nt = __approxrt_threads_for(rows * t->st->__rowbytes, ROWS_THREAD_MIN, rows);
  rows_job jobs[APPROXRT_MAX_THREADS];
  for (int i = 0; i < nt; ++i) {
    jobs[i] = *t;
    jobs[i].r0 = r0 + rows * i / nt;
    jobs[i].r1 = r0 + rows * (i + 1) / nt;
  }
  __approxrt_run_jobs(nt, rows_pass, jobs, sizeof(rows_job));
}

static void from_device(const char *label, const char *item, const __approxrt_rows_out *st,
                        char *stage, long long off, long long len) {
  if (len > 0 && omp_target_memcpy(stage + off, (const char *)st->__drows + off, (size_t)len, 0, 0,
                                   omp_get_initial_device(), st->__dev) != 0)
    __approxrt_data_fatal(label, "out-item '%s': cannot copy its kept rows from device %d", item,
                          st->__dev);
}

/* Overlapped: the kept rows come back in ROWS_CHUNKS chunks; the pool's
 * workers write the item's rows of chunk k (up to its last kept row: the
 * skipped rows before it have both sources in chunks <= k) as soon as it
 * has arrived, while this thread brings back chunk k + 1. */
#define ROWS_CHUNKS 4
#define ROWS_OVERLAP_MIN (8LL << 20)
typedef struct {
  rows_job j;
  long long chunk;
  _Atomic long long *moved;
} chunk_job;

static void *chunk_pass(void *arg) {
  chunk_job *c = (chunk_job *)arg;
  while (atomic_load_explicit(c->moved, memory_order_acquire) <= c->chunk)
    sched_yield(); /* a spin wait that gives way */
  return rows_pass(&c->j);
}

static int overlapped(const rows_job *t, const char *label, const char *item, long long sbytes) {
  const __approxrt_rows_out *st = t->st;
  long long n = st->__nkept, rowb = st->__cols * st->__stage_elt;
  int nch = n < ROWS_CHUNKS ? (int)n : ROWS_CHUNKS;
  if (sbytes < ROWS_OVERLAP_MIN || nch < 2)
    return 0;
  int nt = __approxrt_pool_acquire();
  if (nt == 0)
    return 0;
  chunk_job *jobs = (chunk_job *)malloc(sizeof(chunk_job) * (size_t)(nch * nt));
  if (!jobs) {
    __approxrt_pool_release();
    return 0;
  }
  _Atomic long long moved = 0;
  for (int k = 0; k < nch; ++k) {
    long long kb = n * k / nch, ke = n * (k + 1) / nch;
    long long r0 = k == 0 ? 0 : st->__table[kb - 1] + 1;
    long long r1 = k == nch - 1 ? t->bound : st->__table[ke - 1] + 1;
    for (int i = 0; i < nt; ++i) {
      chunk_job *c = &jobs[k * nt + i];
      c->j = *t;
      c->j.r0 = r0 + (r1 - r0) * i / nt;
      c->j.r1 = r0 + (r1 - r0) * (i + 1) / nt;
      c->chunk = k;
      c->moved = &moved;
    }
  }
  __approxrt_pool_post(chunk_pass, jobs, sizeof(chunk_job), nch * nt);
  for (int k = 0; k < nch; ++k) {
    long long kb = n * k / nch, ke = n * (k + 1) / nch;
    from_device(label, item, st, (char *)t->stage, kb * rowb, (ke - kb) * rowb);
    atomic_store_explicit(&moved, k + 1, memory_order_release);
  }
  __approxrt_pool_wait();
  __approxrt_pool_release();
  free(jobs);
  return 1;
}

int __approxrt_rows_out_end(__approxrt_rows_out *st, const char *label, const char *item,
                            void *item_start, const void *plan, long long bound, int method,
                            int elem, long long elt, int skind) {
  const __approx_plan_t *p = (const __approx_plan_t *)plan;
  APPROXRT_TRACE("rows_out.end");
  if (bound > st->__rows)
    bound = st->__rows;
  if (bound < 0)
    bound = 0;
  int done = elem != __APPROX_ROWS_RAW || method != __APPROX_RECON_LERP;
  char *stage = NULL;
  long long *pos = NULL;
  long long sbytes = st->__nkept * st->__cols * st->__stage_elt;
  rows_job t = {st, p, (char *)item_start, NULL, NULL, 0, 0, bound, method, elem, skind,
                /* non-temporal stores into an item larger than the caches */
                bound * st->__rowstride >= ROWS_STREAM_MIN, elt};
  if (st->__active && st->__nkept > 0) {
    stage = (char *)st->__hstage;
    pos = (long long *)malloc((size_t)(bound > 0 ? bound : 1) * sizeof(long long));
    if (!pos)
      __approxrt_data_fatal(label, "out-item '%s': out of host memory", item);
    for (long long k = 0; k < st->__nkept; ++k)
      pos[st->__table[k]] = k;
    t.stage = stage;
    t.pos = pos;
    APPROXRT_TRACE("rows_out.staged");
    if (st->__zero) { /* the pack kernel wrote the host buffer */
      host_pass(&t, 0, bound);
      APPROXRT_TRACE("rows_out.pass");
    } else if (overlapped(&t, label, item, sbytes)) {
      APPROXRT_TRACE("rows_out.dma+pass");
    } else {
      from_device(label, item, st, stage, 0, sbytes);
      APPROXRT_TRACE("rows_out.dma");
      host_pass(&t, 0, bound);
      APPROXRT_TRACE("rows_out.pass");
    }
  } else if (p->__kind != __APPROX_PERFO_NONE) {
    host_pass(&t, 0, bound); /* in place */
  }
  if (st->__active && __approxrt_reporting()) {
    long long moved = st->__tbytes + sbytes;
    long long full = bound > 0 ? (bound - 1) * st->__rowstride + st->__rowbytes : 0;
    __approxrt_record_bytes(label, moved, full > moved ? full - moved : 0);
  }
  free(pos);
  if (st->__hstage)
    __approxrt_hbuf_put(st->__hstage, st->__hslot);
  st->__hstage = NULL;
  free(st->__table);
  st->__table = NULL;
  if (st->__active) {
    __approxrt_key_put((void *)st->__host, st->__map_bytes, st->__kslot, st->__dev);
    __approxrt_dbuf_put(st->__dbuf, st->__dev, st->__bslot);
    if (st->__dstage)
      __approxrt_dbuf_put(st->__dstage, st->__dev, st->__sslot);
    st->__active = 0;
    st->__shift = 0;
  }
  APPROXRT_TRACE("rows_out.done");
  return done;
}
