/* data_sites.c - the runtime side of approximate transfers at data sites.
 *
 * A `#pragma approx` before `target data`, `target enter data`, `target
 * exit data` or `target update` approximates the transfer that directive
 * makes (docs/data.md, "Data sites"). The lowering keeps the directive and
 * the device copy it maps: it takes a reference of its own on the copy so
 * the directive moves nothing, and fills or drains the copy through these
 * helpers - the copy's device address (omp_get_mapped_ptr), the packed
 * kept rows of a perforated item or the reduced values in cached staging
 * buffers (page-locked host buffers of data.c, device buffers cached per
 * site and item), and the exact bytes of the directive's range outside the
 * item - and counts the bytes moved and saved per site for APPROX_REPORT.
 * The typed work (widening, scattering, reconstructing, packing on the
 * device) is generated code of the lowering (approx_data.h's formulas).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "approx_data_rt.h"
#include "approx_sites.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

extern void *omp_get_mapped_ptr(const void *p, int dev) __attribute__((weak));

int __approxrt_site_skip(const char *label, int kind, int prec) {
  if (kind != __APPROX_DEV_HOST && !__approxrt_usm() &&
      !(prec && kind != __APPROX_DEV_GPU && !__approxrt_host_transfers()))
    return 0;
  if (__approxrt_reporting())
    __approxrt_record_xfer_skipped(label);
  return 1;
}

void *__approxrt_site_mapped(const char *label, const char *item, const char *site,
                             const void *p, int dev) {
  void *d = omp_get_mapped_ptr && p ? omp_get_mapped_ptr(p, dev) : NULL;
  if (!d)
    __approxrt_data_fatal(label,
                          "'%s' of item '%s': it is not mapped on device %d (map it with "
                          "'target data' or 'target enter data' first)",
                          site, item, dev);
  return d;
}

void *__approxrt_site_dbuf(const char *label, const char *item, int index, int which,
                           long long bytes, int dev, int *slot) {
  return __approxrt_dbuf_get(label, item, which ? APPROXRT_BUF_SITE_TABLE : APPROXRT_BUF_SITE_VALUES,
                             index, bytes > 0 ? bytes : 1, dev, slot);
}

void __approxrt_site_dbuf_put(void *p, int dev, int slot) { __approxrt_dbuf_put(p, dev, slot); }

void *__approxrt_site_hbuf(const char *label, int index, int which, long long bytes, int dev,
                           int *slot) {
  return __approxrt_hbuf_get(label, which ? APPROXRT_BUF_SITE_HOST_TABLE : APPROXRT_BUF_SITE_HOST,
                             index, bytes, dev, slot);
}

void __approxrt_site_copy(const char *label, const char *item, int dev, int to_dev, void *dst,
                          const void *src, long long bytes) {
  if (bytes <= 0)
    return;
  if (!omp_target_memcpy || !omp_get_initial_device)
    __approxrt_data_fatal(label, "item '%s': libomptarget's omp_target_memcpy is missing", item);
  int host = omp_get_initial_device();
  if (omp_target_memcpy(dst, src, (size_t)bytes, 0, 0, to_dev ? dev : host,
                        to_dev ? host : dev) != 0)
    __approxrt_data_fatal(label, "item '%s': copying %lld bytes %s device %d failed", item, bytes,
                          to_dev ? "to" : "from", dev);
}

long long __approxrt_site_outside(const char *label, const char *item, int dev, int to_dev,
                                  void *dmap, const void *map_start, long long mrows,
                                  long long mrowbytes, long long mstride, const void *item_start,
                                  long long rows, long long rowbytes, long long rowstride) {
  if (rows <= 0 || rowbytes <= 0)
    return 0;
  intptr_t is = (intptr_t)item_start - (intptr_t)map_start; /* offsets from map_start */
  for (long long r = 0; r < rows; ++r) {
    intptr_t a = is + (intptr_t)(r * rowstride), k = a >= 0 && mstride > 0 ? a / mstride : 0;
    if (a < 0 || k >= mrows || a - k * mstride + rowbytes > mrowbytes)
      __approxrt_data_fatal(label,
                            "item '%s' (%lld rows of %lld bytes from %p) lies outside what the "
                            "directive moves of it (%lld rows of %lld bytes from %p)",
                            item, rows, rowbytes, item_start, mrows, mrowbytes, map_start);
  }
  char *d = (char *)dmap;
  char *h = (char *)map_start;
  long long moved = 0;
#define SITE_SPAN(off, len)                                                                        \
  do {                                                                                             \
    long long o_ = (long long)(off), l_ = (long long)(len);                                        \
    if (l_ > 0)                                                                                    \
      __approxrt_site_copy(label, item, dev, to_dev, to_dev ? (void *)(d + o_) : (void *)(h + o_), \
                           to_dev ? (const void *)(h + o_) : (const void *)(d + o_), l_);          \
    moved += l_ > 0 ? l_ : 0;                                                                      \
  } while (0)
  /* Each row the directive moves (one for a contiguous range; the rows of a
   * strided 2-D section at 'target update', whose gaps it does not move),
   * less the item's rows in it. */
  long long r = 0;
  for (long long k = 0; k < mrows; ++k) {
    intptr_t at = (intptr_t)(k * mstride), e = at + (intptr_t)mrowbytes;
    for (; r < rows && is + (intptr_t)(r * rowstride) < e; ++r) {
      intptr_t ra = is + (intptr_t)(r * rowstride);
      SITE_SPAN(at, ra - at);
      at = ra + (intptr_t)rowbytes;
    }
    SITE_SPAN(at, e - at);
  }
#undef SITE_SPAN
  return moved;
}

/* The kept rows of the plan, into a fresh table (stops the program when
 * out of memory). */
static long long kept_rows(__approxrt_site_rows *st, const char *label, const char *item,
                           long long rows, long long rowbytes, __approxrt_keeps_fn keeps,
                           const void *ctx) {
  st->__table = (long long *)malloc((size_t)(rows > 0 ? rows : 1) * sizeof(long long));
  if (!st->__table)
    __approxrt_data_fatal(label, "item '%s': out of host memory", item);
  st->__rows = rows;
  st->__nkept = __approxrt_data_pack(NULL, st->__table, NULL, rows, rowbytes, 0, keeps, ctx);
  return st->__nkept;
}

void __approxrt_site_rows_in(__approxrt_site_rows *st, const char *label, const char *item,
                             int index, int dev, const void *item_start, long long rows,
                             long long rowbytes, long long rowstride, __approxrt_keeps_fn keeps,
                             const void *ctx, int with_table) {
  memset(st, 0, sizeof *st);
  st->__dev = dev;
  st->__dslot = -1;
  long long n = kept_rows(st, label, item, rows, rowbytes, keeps, ctx);
  long long tbytes = with_table ? n * (long long)sizeof(long long) : 0;
  long long sbytes = tbytes + n * rowbytes;
  int hslot;
  char *h = (char *)__approxrt_site_hbuf(label, index, 0, sbytes, dev, &hslot);
  memcpy(h, st->__table, (size_t)tbytes);
  __approxrt_data_pack(h + tbytes, st->__table, item_start, rows, rowbytes, rowstride, keeps, ctx);
  st->__dstage = __approxrt_site_dbuf(label, item, index, 0, sbytes, dev, &st->__dslot);
  __approxrt_site_copy(label, item, dev, 1, st->__dstage, h, sbytes);
  __approxrt_hbuf_put(h, hslot);
  st->__tbytes = tbytes;
  st->__dtable = with_table ? (const long long *)st->__dstage : NULL;
  st->__drows = (char *)st->__dstage + tbytes;
  if (__approxrt_reporting())
    __approxrt_record_bytes(label, sbytes, rows * rowbytes - sbytes);
}

void __approxrt_site_rows_out_begin(__approxrt_site_rows *st, const char *label,
                                    const char *item, int index, int dev, long long rows,
                                    long long rowbytes, __approxrt_keeps_fn keeps,
                                    const void *ctx, int with_table) {
  memset(st, 0, sizeof *st);
  st->__dev = dev;
  st->__dslot = -1;
  long long n = kept_rows(st, label, item, rows, rowbytes, keeps, ctx);
  long long tbytes = with_table ? n * (long long)sizeof(long long) : 0;
  st->__dstage = __approxrt_site_dbuf(label, item, index, 0, tbytes + n * rowbytes, dev,
                                      &st->__dslot);
  __approxrt_site_copy(label, item, dev, 1, st->__dstage, st->__table, tbytes);
  st->__tbytes = tbytes;
  st->__dtable = with_table ? (const long long *)st->__dstage : NULL;
  st->__drows = (char *)st->__dstage + tbytes;
}

void __approxrt_site_rows_out_end(__approxrt_site_rows *st, const char *label, const char *item,
                                  int index, void *item_start, long long rowbytes,
                                  long long rowstride) {
  long long n = st->__nkept, bytes = n * rowbytes;
  int hslot;
  char *h = (char *)__approxrt_site_hbuf(label, index, 0, bytes, st->__dev, &hslot);
  __approxrt_site_copy(label, item, st->__dev, 0, h, st->__drows, bytes);
  for (long long j = 0; j < n; ++j)
    memcpy((char *)item_start + st->__table[j] * rowstride, h + j * rowbytes, (size_t)rowbytes);
  __approxrt_hbuf_put(h, hslot);
  if (__approxrt_reporting())
    __approxrt_record_bytes(label, st->__tbytes + bytes,
                            st->__rows * rowbytes - st->__tbytes - bytes);
}

void __approxrt_site_rows_put(__approxrt_site_rows *st) {
  free(st->__table);
  st->__table = NULL;
  if (st->__dstage)
    __approxrt_site_dbuf_put(st->__dstage, st->__dev, st->__dslot);
  st->__dstage = NULL;
}

void __approxrt_site_unorm(const char *label, const char *item, int bits, void *dst,
                           const float *src, long long n) {
  long long bad = __approxrt_data_narrow_unorm(dst, bits, src, n);
  if (bad >= 0)
    __approxrt_data_fatal(label,
                          "precision(unorm%d) in-item '%s': element %lld is %.9g, outside "
                          "[0, 1]",
                          bits, item, bad, (double)src[bad]);
}
