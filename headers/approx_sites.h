/* approx_sites.h - approximate transfers at the directives that move data.
 *
 * `#pragma approx in(...)/out(...)` with `perfo` + `reconstruct` or
 * `precision` placed before `#pragma omp target data`, `target enter data`,
 * `target exit data` or `target update` approximates the transfer that
 * directive makes (docs/data.md, "Data sites"). The lowering
 * (clang-ext/plugin/DataSites.cpp) holds a reference of its own on each
 * approximated item's device copy (so the directive finds it present and
 * moves nothing), fills or drains that copy here, and converts, scatters
 * and reconstructs in typed target regions of its own. These are the
 * runtime's side (openmp-runtime/data_sites.c): where the device copy of a
 * host address is, reduced/packed staging buffers (page-locked host buffers
 * and device buffers, cached per site and item), the bytes of the
 * directive's range outside the item, and the report.
 */
#ifndef __APPROX_SITES_H
#define __APPROX_SITES_H
#ifdef __clang__
#pragma clang system_header
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* 1 (counted in "transfers_skipped") when a site of region `label` whose
 * directive runs on a device of `kind` approximates nothing: on the host
 * (no device copy exists), and for `prec` sites (precision/unorm) on a
 * device in host memory unless APPROX_HOST_TRANSFERS=1. */
int __approxrt_site_skip(const char *__label, int __kind, int __prec);

/* The device address of host address p on device dev; stops the program,
 * naming the region, the directive and the item, when p is not mapped. */
void *__approxrt_site_mapped(const char *__label, const char *__item, const char *__site,
                             const void *__p, int __dev);

/* Cached device buffer / page-locked host buffer of `bytes` for item
 * `index` of region `label` (buffer `which` of the item: 0 values,
 * 1 row table); put them back after the transfer. */
void *__approxrt_site_dbuf(const char *__label, const char *__item, int __index, int __which,
                           long long __bytes, int __dev, int *__slot);
void __approxrt_site_dbuf_put(void *__p, int __dev, int __slot);
void *__approxrt_site_hbuf(const char *__label, int __index, int __which, long long __bytes,
                           int __dev, int *__slot);

/* Copies `bytes` between host and device dev (to_dev: host src -> device
 * dst; else device src -> host dst); stops the program on failure. */
void __approxrt_site_copy(const char *__label, const char *__item, int __dev, int __to_dev,
                          void *__dst, const void *__src, long long __bytes);

/* The bytes the directive moves - mrows rows of mrowbytes, mstride apart,
 * from map_start (one row for a contiguous range; the rows of a strided
 * 2-D section at 'target update'), whose device copy starts at dmap - that
 * lie outside the item's rows (before, after, and between the rows of a
 * 2-D section) go exactly, to the device (to_dev) or back. Stops the
 * program when the item's rows are outside those rows. Returns the bytes
 * moved. */
long long __approxrt_site_outside(const char *__label, const char *__item, int __dev,
                                  int __to_dev, void *__dmap, const void *__map_start,
                                  long long __mrows, long long __mrowbytes, long long __mstride,
                                  const void *__item_start, long long __rows,
                                  long long __rowbytes, long long __rowstride);

/* Kept rows of a perforated item at a site, between begin and end. */
typedef struct __approxrt_site_rows {
  long long *__table;        /* host: the kept rows, in order */
  long long __rows, __nkept, __tbytes;
  void *__dstage;            /* device: [row numbers (with_table)][packed rows] */
  const long long *__dtable; /* device: row of each packed row, or NULL */
  void *__drows;             /* device: the packed rows */
  int __dev, __dslot;
} __approxrt_site_rows;

/* In: packs the kept rows of the host item (rows rowbytes long, rowstride
 * apart; keeps(ctx, r) decides) and sends them, with their numbers when
 * with_table, to a device buffer in one copy; the caller scatters them into
 * the device copy and reconstructs the skipped rows. Counts the bytes. */
void __approxrt_site_rows_in(__approxrt_site_rows *__st, const char *__label, const char *__item,
                             int __index, int __dev, const void *__item_start, long long __rows,
                             long long __rowbytes, long long __rowstride,
                             __approxrt_keeps_fn __keeps, const void *__ctx, int __with_table);
/* Out: a device buffer for the kept rows (and their numbers, sent when
 * with_table) that the caller packs on the device; end brings them back
 * into the kept rows of the host item (the caller reconstructs the
 * others) and counts the bytes. */
void __approxrt_site_rows_out_begin(__approxrt_site_rows *__st, const char *__label,
                                    const char *__item, int __index, int __dev, long long __rows,
                                    long long __rowbytes, __approxrt_keeps_fn __keeps,
                                    const void *__ctx, int __with_table);
void __approxrt_site_rows_out_end(__approxrt_site_rows *__st, const char *__label,
                                  const char *__item, int __index, void *__item_start,
                                  long long __rowbytes, long long __rowstride);
/* Releases what rows_in / rows_out_begin set up. */
void __approxrt_site_rows_put(__approxrt_site_rows *__st);

/* precision(unorm8|unorm16) at a site: narrows src[0..n) into codes at dst;
 * a value outside [0, 1] (or NaN) stops the program naming the item. */
void __approxrt_site_unorm(const char *__label, const char *__item, int __bits, void *__dst,
                           const float *__src, long long __n);

#ifdef __cplusplus
}
#endif

#endif /* __APPROX_SITES_H */
