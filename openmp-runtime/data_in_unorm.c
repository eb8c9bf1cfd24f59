/* data_in_unorm.c - host input perforation of a fixed-point in-item.
 *
 * An in-item that is both perforated on the host (reconstruct(m, host) on
 * an offloaded construct) and listed in precision(unorm8|unorm16 : ...)
 * (docs/data.md): only its kept rows cross, each element as an 8- or
 * 16-bit code over [0, 1], quantised on the host straight into one cached
 * page-locked staging buffer by the worker pool, in one DMA. The float
 * device buffer of the construct's map range is associated with a private
 * key as for host perforation (data.c); the generated scatter kernel widens
 * the codes into the kept rows (__approx_unorm8_to_f32) and the
 * reconstruction kernel rebuilds the skipped ones. Bytes of the map range
 * outside the item's rows go as they are. A kept value outside [0, 1]
 * stops the program before anything is sent, as for unorm transfers.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "approx_data.h"
#include "approxrt_internal.h"
#include "omp_weak.h"

typedef struct {
  char *dst;
  const float *src;
  const long long *table;
  long long k0, k1, cols, stride, bad_row, bad_col;
  int bits;
} rows_unorm_job;

static void *narrow_rows(void *arg) {
  rows_unorm_job *j = (rows_unorm_job *)arg;
  long long esize = j->bits / 8;
  j->bad_row = -1;
  for (long long k = j->k0; k < j->k1 && j->bad_row < 0; ++k) {
    long long bad = __approxrt_unorm_span(j->dst + k * j->cols * esize, j->bits,
                                          j->src + j->table[k] * j->stride, j->cols);
    if (bad >= 0) {
      j->bad_row = j->table[k];
      j->bad_col = bad;
    }
  }
  return NULL;
}

static void send(const char *label, const char *item, void *dst, const void *src, size_t n,
                 int dev) {
  if (n && omp_target_memcpy(dst, src, n, 0, 0, dev, omp_get_initial_device()) != 0)
    __approxrt_data_fatal(label, "in-item '%s': copying %zu bytes to device %d failed", item, n,
                          dev);
}

void __approxrt_data_in_unorm_begin(__approxrt_data_in *st, const char *label, const char *item,
                                    int index, int bits, int dev, const void *map_start,
                                    long long map_bytes, const float *item_start, long long rows,
                                    long long cols, long long stride, __approxrt_keeps_fn keeps,
                                    const void *ctx, int with_table) {
  memset(st, 0, sizeof *st);
  st->__dev = dev;
  st->__rows = rows;
  const long long esize = bits / 8;
  if (bits != 8 && bits != 16)
    __approxrt_fatal("unorm conversion of %d bits: expected 8 or 16", bits);
  if (rows < 0 || cols < 0 || map_bytes < 0)
    __approxrt_data_fatal(label, "in-item '%s' has a negative size", item);
  if (rows == 0 || cols == 0 || map_bytes == 0)
    return;
  if (!item_start || !map_start)
    __approxrt_data_fatal(label, "in-item '%s' is a null pointer", item);
  const long long rowbytes = cols * 4, rowstride = stride * 4;
  if (rows > 1 && rowstride < rowbytes)
    __approxrt_data_fatal(label, "in-item '%s': rows overlap (%lld bytes apart, %lld long)", item,
                          rowstride, rowbytes);
  uintptr_t ms = (uintptr_t)map_start, is = (uintptr_t)item_start;
  uintptr_t ie = is + (uintptr_t)((rows - 1) * rowstride + rowbytes);
  if (is < ms || ie > ms + (uintptr_t)map_bytes)
    __approxrt_data_fatal(label,
                          "in-item '%s' (%lld rows, %lld bytes from %p) lies outside what the "
                          "construct maps of it (%lld bytes from %p)",
                          item, rows, (long long)(ie - is), (const void *)item_start, map_bytes,
                          map_start);
  /* The construct reads the item itself: on the host, or a copy that an
   * enclosing target data (or another thread's construct) made. */
  if (!__approxrt_data_moves_to(dev, map_start))
    return;
  long long *table = (long long *)malloc((size_t)rows * sizeof(long long));
  if (!table)
    __approxrt_data_fatal(label, "in-item '%s': out of host memory", item);
  long long n = 0;
  for (long long r = 0; r < rows; ++r)
    if (keeps(ctx, r))
      table[n++] = r;
  const long long tbytes = with_table & __APPROXRT_IN_TABLE ? n * (long long)sizeof(long long) : 0;
  const long long mbytes = __approxrt_in_map_bytes(with_table, rows, n * cols * esize);
  const long long sbytes = tbytes + mbytes + n * cols * esize;
  int hslot;
  char *h = (char *)__approxrt_hbuf_get(label, APPROXRT_BUF_UNORM_IN_HOST, index, sbytes, dev, &hslot);
  memcpy(h, table, (size_t)tbytes);
  if (mbytes)
    __approxrt_in_map_fill(label, item, (__approxrt_rowmap *)(h + tbytes), ctx, rows, table, n,
                           with_table);
  int nt = __approxrt_threads_for(n * rowbytes, 1LL << 20, n);
  rows_unorm_job jobs[APPROXRT_MAX_THREADS];
  for (int t = 0; t < nt; ++t)
    jobs[t] = (rows_unorm_job){h + tbytes + mbytes,
                               item_start,
                               table,
                               n * t / nt,
                               n * (t + 1) / nt,
                               cols,
                               stride,
                               -1,
                               -1,
                               bits};
  __approxrt_run_jobs(nt, narrow_rows, jobs, sizeof jobs[0]);
  for (int t = 0; t < nt; ++t)
    if (jobs[t].bad_row >= 0) {
      long long e = jobs[t].bad_row * stride + jobs[t].bad_col;
      double v = item_start[e];
      __approxrt_hbuf_put(h, hslot);
      free(table);
      __approxrt_data_fatal(label,
                            "precision(unorm%d) in-item '%s': element %lld is %.9g, "
                            "outside [0, 1]",
                            bits, item, e, v);
    }
  free(table);
  int bslot, dslot = -1;
  void *dbuf = __approxrt_dbuf_get(label, item, APPROXRT_BUF_IN_ITEM, 0, map_bytes, dev, &bslot);
  void *dstage = n > 0 ? __approxrt_dstage_get(label, sbytes, dev, &dslot) : NULL;
  send(label, item, dstage, h, (size_t)sbytes, dev);
  __approxrt_hbuf_put(h, hslot);
  /* The bytes of the map range outside the item's rows go whole. */
  size_t pre = is - ms, post = ms + (uintptr_t)map_bytes - ie;
  send(label, item, dbuf, map_start, pre, dev);
  send(label, item, (char *)dbuf + (ie - ms), (const char *)map_start + (ie - ms), post, dev);
  long long gaps = 0;
  if (rowstride > rowbytes) /* between the rows of a 2-D section */
    for (long long r = 0; r + 1 < rows; ++r) {
      size_t off = (size_t)(is - ms) + (size_t)(r * rowstride + rowbytes);
      send(label, item, (char *)dbuf + off, (const char *)map_start + off,
           (size_t)(rowstride - rowbytes), dev);
      gaps += rowstride - rowbytes;
    }
  int kslot;
  void *key = __approxrt_data_key(label, item, map_bytes, dbuf, dev, &kslot);
  st->__active = 1;
  st->__host = key;
  st->__shift = (long long)((uintptr_t)key - ms);
  st->__map_bytes = map_bytes;
  st->__dbuf = dbuf;
  st->__dstage = dstage;
  st->__ditem = (char *)dbuf + (is - ms);
  st->__dtable = tbytes && dstage ? (const long long *)dstage : NULL;
  st->__dmap = mbytes && dstage ? (const __approxrt_rowmap *)((char *)dstage + tbytes) : NULL;
  st->__drows = dstage ? (const char *)dstage + tbytes + mbytes : NULL;
  st->__nkept = n;
  st->__bslot = bslot;
  st->__dslot = dslot;
  st->__kslot = kslot;
  if (__approxrt_reporting()) {
    long long moved = sbytes + (long long)(pre + post) + gaps;
    __approxrt_record_bytes(label, moved, map_bytes - moved);
  }
}

/* The state is host perforation's (the packed codes sit in the per-device
 * staging buffer, as its packed rows do): its end releases it. */
void __approxrt_data_in_unorm_end(__approxrt_data_in *st) { __approxrt_data_in_end(st); }
