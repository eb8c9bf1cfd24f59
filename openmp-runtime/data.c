/* data.c - host perforation of in-items (SYprox), on libomptarget's API.
 *
 * __approxrt_data_in_begin transfers only the kept rows of an input: it
 * packs them (and their row numbers) into one staging buffer - page-locked
 * and cached per device, so the copy is one DMA - copies that buffer to the
 * device in one omp_target_memcpy, copies the bytes of the construct's map
 * range that are outside the item whole, and associates a device buffer
 * for the whole range with a private host key of the range's size
 * (data_key.c; omp_target_associate_ptr). The lowering renames the item in
 * the construct to the key, so the construct's own map(to:) finds the copy
 * present and transfers nothing, and no other construct can see it (a plain
 * map of the user's array on another thread maps that array as usual);
 * associated memory has an infinite reference count, so no map copies it
 * back either (the lowering accepts only map(to:) for the item: the
 * construct's writes to it would be lost). Lowered code scatters the packed rows and
 * reconstructs the skipped ones on the device in between (typed code:
 * approx_data.h). The buffers come from buffer_cache.c.
 *
 * The libomptarget entry points are weak references: the library is also
 * linked into programs without offloading (and into the unit tests, which
 * provide fakes); a missing entry point is a clear error, not a crash.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

void __approxrt_data_fatal(const char *label, const char *fmt, ...) {
  char buf[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  __approxrt_fatal("region '%s': %s", label, buf);
}

void *__approxrt_data_alloc(const char *label, const char *item, long long bytes) {
  if (bytes < 0)
    __approxrt_data_fatal(label, "item '%s': negative size (%lld bytes)", item, bytes);
  void *p = malloc(bytes > 0 ? (size_t)bytes : 1);
  if (!p)
    __approxrt_data_fatal(label, "item '%s': cannot allocate %lld bytes on the host", item,
                          bytes);
  return p;
}

void __approxrt_data_free(void *p) { free(p); }

/* ---- packing ------------------------------------------------------------- */

void __approxrt_pack_range(const __approxrt_pack_span *j) {
  if (!j->wide) {
    for (long long i = j->begin; i < j->end; ++i)
      memcpy(j->dst + i * j->rowbytes, j->src + (j->table ? j->table[i] : i) * j->rowstride,
             (size_t)j->rowbytes);
    return;
  }
  long long esize = j->kind == __APPROX_PREC_FLOAT ? 4 : 2;
  for (long long i = j->begin; i < j->end; ++i)
    __approxrt_convert_span(j->dst + i * j->rowbytes,
                            j->wide + j->table[i] * (j->rowstride / esize), j->kind, 0, 0,
                            j->rowbytes / esize, 1);
}

static void *pack_job(void *arg) {
  __approxrt_pack_range((const __approxrt_pack_span *)arg);
  return NULL;
}

/* Packs rows table[0..n) (rows 0..n without a table) into dst, threaded
 * for large copies: copies of src's rows, or, for a reduced-precision copy
 * that is not narrowed yet (wide != NULL), wide's float rows narrowed to
 * kind (rowbytes and rowstride are those of the copy). */
static void gather(char *dst, const char *src, const float *wide, int kind, const long long *table,
                   long long n, long long rowbytes, long long rowstride) {
  /* narrowing is worth threads from 1M elements, a copy from 4 MiB */
  int nt = wide ? __approxrt_threads_for(n * rowbytes / (kind == __APPROX_PREC_FLOAT ? 4 : 2),
                                         1LL << 20, n)
                : __approxrt_threads_for(n * rowbytes, 4LL << 20, n);
  __approxrt_pack_span jobs[APPROXRT_MAX_THREADS];
  for (int t = 0; t < nt; ++t)
    jobs[t] = (__approxrt_pack_span){dst,      src,       wide, table, n * t / nt, n * (t + 1) / nt,
                                     rowbytes, rowstride, kind};
  __approxrt_run_jobs(nt, pack_job, jobs, sizeof jobs[0]);
}

static void gather_rows(char *dst, const char *src, const long long *table, long long n,
                        long long rowbytes, long long rowstride) {
  gather(dst, src, NULL, 0, table, n, rowbytes, rowstride);
}

long long __approxrt_data_pack(void *dst, long long *table, const void *item_start,
                               long long rows, long long rowbytes, long long rowstride,
                               __approxrt_keeps_fn keeps, const void *ctx) {
  long long n = 0;
  for (long long r = 0; r < rows; ++r)
    if (keeps(ctx, r))
      table[n++] = r;
  if (dst)
    gather_rows((char *)dst, (const char *)item_start, table, n, rowbytes, rowstride);
  return n;
}

/* ---- host perforation ---------------------------------------------------- */

void __approxrt_data_not_applied(const char *label, const char *item, const char *what,
                                 int dev, int *once) {
  if (once && !__atomic_exchange_n(once, 1, __ATOMIC_RELAXED))
    fprintf(stderr,
            "approx: warning: region '%s': item '%s' is already present on device %d (an "
            "enclosing 'target data', or another thread's construct, maps it): %s cannot apply "
            "to its transfer; the region runs exactly on the device copy (warned once)\n",
            label, item, dev, what);
  if (__approxrt_reporting())
    __approxrt_record_not_applied(label);
}

int __approxrt_data_present(const void *p, int dev) {
  if (!(omp_get_initial_device && omp_get_num_devices && omp_target_is_present) || !p ||
      dev < 0 || dev == omp_get_initial_device() || dev >= omp_get_num_devices())
    return 0;
  /* Our own copies are associated with private keys, never with the
   * user's memory: whatever maps p is the program's. */
  return omp_target_is_present(p, dev) != 0;
}

static void need(const char *label, int ok, const char *what) {
  if (!ok)
    __approxrt_data_fatal(label, "input perforation on the host needs libomptarget's %s "
                                 "(link with -fopenmp and an offload target)",
                          what);
}

static void to_device(const char *label, const char *item, void *dst, const void *src,
                      size_t n, int dev) {
  if (n == 0)
    return;
  if (omp_target_memcpy(dst, src, n, 0, 0, dev, omp_get_initial_device()) != 0)
    __approxrt_data_fatal(label, "in-item '%s': copying %zu bytes to device %d failed", item, n,
                          dev);
}

/* A large pageable range goes through the page-locked staging buffer:
 * a threaded host copy and one DMA are about twice as fast as the driver's
 * own bounce copies (docs/results.md, sweep 6), and a host-perforated item
 * whose rows are all kept then costs what a perforated one costs per row. */
enum { STAGE_WHOLE_MIN = 1 << 20 };
static void staged_to_device(const char *label, const char *item, void *dst, const void *src,
                             long long bytes, int dev) {
  int slot;
  char *stage = (char *)__approxrt_stage_get(dev, (size_t)bytes, &slot);
  if (!stage)
    __approxrt_data_fatal(label, "in-item '%s': cannot allocate %lld bytes on the host", item,
                          bytes);
  /* as rows of 64 KiB, so gather_rows spreads them over the threads */
  const long long rb = 1 << 16, nrows = bytes / rb, tail = bytes - nrows * rb;
  gather_rows(stage, (const char *)src, NULL, nrows, rb, rb);
  memcpy(stage + nrows * rb, (const char *)src + nrows * rb, (size_t)tail);
  to_device(label, item, dst, stage, (size_t)bytes, dev);
  __approxrt_stage_put(stage, slot);
}

/* A reduced-precision copy that is not narrowed yet (wide != NULL): narrows
 * the whole span of its rows (gaps included) into the copy at item_start. */
static void narrow_all(const void *item_start, long long rows, long long rowbytes,
                       long long rowstride, const float *wide, int kind) {
  if (wide && rows > 0 && rowbytes > 0)
    __approxrt_data_narrow_f32((void *)item_start, kind, wide,
                               ((rows - 1) * rowstride + rowbytes) /
                                   (kind == __APPROX_PREC_FLOAT ? 4 : 2));
}

int __approxrt_data_can_move(int dev) {
  return omp_get_initial_device && omp_get_num_devices && omp_target_is_present &&
         omp_target_memcpy && omp_target_associate_ptr && omp_target_disassociate_ptr && dev >= 0 &&
         dev != omp_get_initial_device() && dev < omp_get_num_devices() &&
         !__approxrt_runs_on_host(dev) && !__approxrt_usm();
}

int __approxrt_data_moves_to(int dev, const void *host) {
  return __approxrt_data_can_move(dev) && !omp_target_is_present(host, dev);
}

void *__approxrt_data_key(const char *label, const char *item, long long map_bytes, void *dbuf,
                          int dev, int *kslot) {
  void *key = __approxrt_key_get(label, item, map_bytes, dbuf, dev, kslot);
  if (__approxrt_key_associate(key, *kslot, dbuf, map_bytes, dev) != 0)
    __approxrt_data_fatal(label,
                          "item '%s': cannot associate its device buffer with a host key "
                          "on device %d",
                          item, dev);
  return key;
}

void __approxrt_data_in_begin(__approxrt_data_in *st, const char *label, const char *item,
                              int dev, const void *map_start, long long map_bytes,
                              const void *item_start, long long rows, long long rowbytes,
                              long long rowstride, __approxrt_keeps_fn keeps, const void *ctx,
                              int with_table, const float *wide, int kind) {
  APPROXRT_TRACE("in.begin");
  memset(st, 0, sizeof *st);
  st->__dev = dev;
  st->__rows = rows;
  if (rows < 0 || rowbytes < 0 || map_bytes < 0)
    __approxrt_data_fatal(label, "in-item '%s' has a negative size", item);
  if (rows == 0 || rowbytes == 0 || map_bytes == 0) {
    narrow_all(item_start, rows, rowbytes, rowstride, wide, kind);
    return;
  }
  if (!item_start || !map_start)
    __approxrt_data_fatal(label, "in-item '%s' is a null pointer", item);
  if (rows > 1 && rowstride < rowbytes)
    __approxrt_data_fatal(label, "in-item '%s': rows overlap (%lld bytes apart, %lld long)",
                          item, rowstride, rowbytes);
  uintptr_t ms = (uintptr_t)map_start, is = (uintptr_t)item_start;
  uintptr_t ie = is + (uintptr_t)((rows - 1) * rowstride + rowbytes);
  if (is < ms || ie > ms + (uintptr_t)map_bytes)
    __approxrt_data_fatal(label,
                          "in-item '%s' (%lld rows, %lld bytes from %p) lies outside what the "
                          "construct maps of it (%lld bytes from %p)",
                          item, rows, (long long)(ie - is), item_start, map_bytes, map_start);
  /* No device (a program without libomptarget, the host as device, the
   * construct falling back to the host under OMP_TARGET_OFFLOAD=DISABLED):
   * the construct reads host memory, which must not be overwritten;
   * nothing to perforate. Likewise under unified shared memory, where the
   * construct reads host memory on every device. */
  if (!(omp_get_initial_device && omp_get_num_devices && omp_target_is_present) ||
      dev == omp_get_initial_device() || dev < 0 || dev >= omp_get_num_devices() ||
      __approxrt_runs_on_host(dev) || __approxrt_usm()) {
    narrow_all(item_start, rows, rowbytes, rowstride, wide, kind);
    return;
  }
  need(label, omp_target_alloc && omp_target_free && omp_target_memcpy &&
                  omp_target_associate_ptr && omp_target_disassociate_ptr,
       "omp_target_alloc/memcpy/associate_ptr");
  /* Already mapped (an enclosing target data, or another thread's construct
   * at this moment): the construct must use that device copy, as OpenMP
   * says; nothing is perforated (the caller's presence check warns; one
   * that came after it still shows in the report: every row kept, no bytes
   * claimed). */
  if (omp_target_is_present(map_start, dev)) {
    narrow_all(item_start, rows, rowbytes, rowstride, wide, kind);
    return;
  }
  int bslot;
  void *dbuf = __approxrt_dbuf_get(label, item, APPROXRT_BUF_IN_ITEM, 0, map_bytes, dev, &bslot);
  st->__bslot = bslot;
  /* Which rows are kept, and the packed buffer: [row numbers][rows]. */
  long long *table = (long long *)malloc((size_t)rows * sizeof(long long));
  if (!table)
    __approxrt_data_fatal(label, "in-item '%s': out of host memory", item);
  long long n = __approxrt_data_pack(NULL, table, item_start, rows, rowbytes, rowstride, keeps,
                                     ctx);
  st->__nkept = n;
  APPROXRT_TRACE("in.table");
  long long moved;
  size_t pre = is - ms, post = ms + (uintptr_t)map_bytes - ie;
  const int reduced = wide != NULL; /* map_start is then the page-locked reduced copy */
  if (n == rows || pre || post || rowstride > rowbytes) {
    /* the whole copy is sent, or parts of it besides the kept rows */
    narrow_all(item_start, rows, rowbytes, rowstride, wide, kind);
    wide = NULL;
  }
  if (n == rows) { /* nothing skipped: one copy of the range */
    if (reduced || map_bytes < STAGE_WHOLE_MIN)
      to_device(label, item, dbuf, map_start, (size_t)map_bytes, dev);
    else
      staged_to_device(label, item, dbuf, map_start, map_bytes, dev);
    moved = map_bytes;
  } else {
    long long tbytes = with_table & __APPROXRT_IN_TABLE ? n * (long long)sizeof(long long) : 0;
    long long mbytes = __approxrt_in_map_bytes(with_table, rows, n * rowbytes);
    long long sbytes = tbytes + mbytes + n * rowbytes;
    int slot;
    char *stage = (char *)__approxrt_stage_get(dev, (size_t)(sbytes > 0 ? sbytes : 1), &slot);
    if (!stage)
      __approxrt_data_fatal(label, "in-item '%s': cannot allocate %lld bytes on the host", item,
                            sbytes);
    memcpy(stage, table, (size_t)tbytes);
    if (mbytes)
      __approxrt_in_map_fill(label, item, (__approxrt_rowmap *)(stage + tbytes), ctx, rows, table,
                             n, with_table);
    int dslot = -1;
    void *dstage = n > 0 ? __approxrt_dstage_get(label, sbytes, dev, &dslot) : NULL;
    st->__dslot = dslot;
    /* only the kept rows are narrowed (wide), straight into the staging buffer */
    if (dstage && __approxrt_pack_send_chunked(label, item, dev, stage, (char *)dstage,
                                               tbytes + mbytes, (const char *)item_start, wide,
                                               kind, table, n, rowbytes, rowstride)) {
      APPROXRT_TRACE("in.pack+dma");
    } else {
      if (wide)
        gather(stage + tbytes + mbytes, NULL, wide, kind, table, n, rowbytes, rowstride);
      else
        gather_rows(stage + tbytes + mbytes, (const char *)item_start, table, n, rowbytes,
                    rowstride);
      APPROXRT_TRACE("in.pack");
      to_device(label, item, dstage, stage, (size_t)sbytes, dev);
      APPROXRT_TRACE("in.dma");
    }
    __approxrt_stage_put(stage, slot);
    /* The bytes of the map range outside the item's rows go whole. */
    to_device(label, item, dbuf, map_start, pre, dev);
    to_device(label, item, (char *)dbuf + (ie - ms), (const char *)map_start + (ie - ms), post,
              dev);
    if (rowstride > rowbytes) /* gaps between rows (2-D sections) */
      for (long long r = 0; r + 1 < rows; ++r) {
        size_t off = (size_t)(is - ms) + (size_t)(r * rowstride + rowbytes);
        to_device(label, item, (char *)dbuf + off, (const char *)map_start + off,
                  (size_t)(rowstride - rowbytes), dev);
      }
    st->__dstage = dstage;
    st->__dtable = tbytes && dstage ? (const long long *)dstage : NULL;
    st->__dmap = mbytes && dstage ? (const __approxrt_rowmap *)((char *)dstage + tbytes) : NULL;
    st->__drows = dstage ? (const char *)dstage + tbytes + mbytes : NULL;
    moved = sbytes + (long long)pre + (long long)post +
            (rowstride > rowbytes ? (rows - 1) * (rowstride - rowbytes) : 0);
  }
  free(table);
  int kslot;
  void *key = __approxrt_data_key(label, item, map_bytes, dbuf, dev, &kslot);
  st->__active = 1;
  st->__host = key;
  st->__kslot = kslot;
  st->__shift = (long long)((uintptr_t)key - ms);
  st->__map_bytes = map_bytes;
  st->__dbuf = dbuf;
  st->__ditem = (char *)dbuf + (is - ms);
  if (__approxrt_reporting())
    __approxrt_record_bytes(label, moved, map_bytes - moved);
  APPROXRT_TRACE("in.associated");
}

void __approxrt_data_in_end(__approxrt_data_in *st) {
  if (!st->__active)
    return;
  APPROXRT_TRACE("in_end");
  __approxrt_key_put((void *)st->__host, st->__map_bytes, st->__kslot, st->__dev);
  __approxrt_dbuf_put(st->__dbuf, st->__dev, st->__bslot);
  if (st->__dstage)
    __approxrt_dstage_put(st->__dstage, st->__dev, st->__dslot);
  st->__active = 0;
  st->__shift = 0;
  APPROXRT_TRACE("in_end.done");
}
