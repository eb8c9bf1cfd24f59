/* approx_data.h - data approximation: in/out items, reconstruction, precision.
 *
 * What code lowered from `#pragma approx ... in(...) / out(...) /
 * reconstruct(...) / precision(...)` calls (docs/data.md). Two parts:
 *
 *  1. The libapproxrt ABI for data (always declared; openmp-runtime/data*.c
 *     includes this file on its own): host perforation of in-items (pack the
 *     kept rows, one transfer, a device buffer associated with the host
 *     range so the construct's own map finds it present), host allocation,
 *     and fast float <-> half/bf16 conversion.
 *  2. Inline helpers (only when included from approx.h, which defines the
 *     perforation plan): the nearest kept rows of a skipped row, the
 *     reconstruction formula shared by every path (so host perforation,
 *     device perforation and output reconstruction agree bit for bit), the
 *     device-perforation accessor, and host-side checks.
 *
 * Rows: a 1-D item a[lo:len] has len rows of one element; ([R][C])p has R
 * rows of C elements; a[lo:len][lo2:len2] has len rows of len2 elements,
 * consecutive rows `stride` elements apart. Row r of an item is produced by
 * logical iteration r (out) or perforated by the plan over the item's rows
 * (in).
 */
#ifndef APPROX_DATA_RT_H
#define APPROX_DATA_RT_H

#ifdef __cplusplus
extern "C" {
#endif

/* Where a construct runs (openmp-runtime/data_device.c): on the host
 * (initial device, if() false, OMP_TARGET_OFFLOAD=DISABLED, no offload
 * image), on an offload device that computes in host memory (the x86
 * plugin), or on a GPU. Reduced-precision and fixed-point transfers save
 * nothing unless on a GPU. */
enum { __APPROX_DEV_HOST = 0, __APPROX_DEV_SHARED = 1, __APPROX_DEV_GPU = 2 };
/* The cached kind of device dev, or -1 when not probed yet. */
int __approxrt_device_kind(int dev);
void __approxrt_set_device_kind(int dev, int kind);
/* APPROX_HOST_TRANSFERS=1: apply transfer approximations on any device. */
int __approxrt_host_transfers(void);
/* 1 (and counted as "transfers_skipped" in APPROX_REPORT) when the
 * transfer approximations of this execution of region `label`, whose
 * construct runs on a device of `kind`, are to be skipped. */
int __approxrt_xfer_skip(const char *label, int kind);

/* Precision kinds (the plugin encodes them as integers). */
enum { APPROX_PREC_HALF = 1, APPROX_PREC_BF16 = 2, APPROX_PREC_FLOAT = 3 };
/* precision(unorm8|unorm16) is not a kind of these: see __approxrt_unorm_begin. */

/* State of one in-item under host perforation, between begin and end. */
typedef struct __approxrt_data_in {
  int active;              /* 1: a device buffer of ours is associated */
  int dev;
  const void *host;        /* start of the construct's map of the item */
  void *dbuf;              /* device copy of [host, host + bytes) */
  void *dstage;            /* device staging buffer: table, then rows */
  void *ditem;             /* device address of the item's row 0 */
  const long long *dtable; /* device: logical row of each packed row, or NULL */
  const void *drows;       /* device: the packed kept rows */
  long long rows, nkept;
  int dslot, bslot, aslot; /* runtime-internal: cached buffer slots */
} __approxrt_data_in;

/* Row predicate: does the plan keep row r? (ctx is the plan) */
typedef int (*__approxrt_keeps_fn)(const void *ctx, long long r);

/* Host perforation of one in-item of region `label` (DESIGN 3.3):
 * [map_start, map_start + map_bytes) is what the construct maps; the item's
 * rows r = 0..rows-1 start at item_start + r * rowstride, rowbytes each,
 * inside that range. Unless the range is already present on device `dev`
 * (then nothing is done and active stays 0: the construct uses the device
 * copy as OpenMP says), this allocates a device buffer for the whole range,
 * copies the bytes outside the item whole, packs the kept rows (and their
 * row numbers) into one buffer and copies it in one transfer, and
 * associates the buffer with the host range. The packed rows' numbers go
 * along (dtable) only with_table; otherwise the device computes them from
 * the plan. The caller then scatters the packed rows (drows -> ditem) and reconstructs the skipped rows on
 * the device. wide != NULL: the item is the reduced-precision copy (of
 * kind) of the float rows at wide, laid out alike, and is not narrowed
 * yet; only the kept rows are narrowed, straight into the packed buffer,
 * when nothing else of the copy is sent, and the whole copy otherwise
 * (also when nothing is perforated on the device). Any failure stops the
 * program with a message naming the region and the item, e.g.
 *   approx: error: region 'blur': cannot allocate 37748736 bytes on device 0 */
void __approxrt_data_in_begin(__approxrt_data_in *st, const char *label, const char *item,
                              int dev, const void *map_start, long long map_bytes,
                              const void *item_start, long long rows, long long rowbytes,
                              long long rowstride, __approxrt_keeps_fn keeps, const void *ctx,
                              int with_table, const float *wide, int kind);
/* active 2: another thread's execution over the same range owns the device
 * copy, complete; the construct shares it. ready: the caller has rebuilt
 * the item on the device (other threads may share it now). end: the last
 * user disassociates and frees what begin set up (no-op when inactive). */
void __approxrt_data_in_ready(__approxrt_data_in *st);
void __approxrt_data_in_end(__approxrt_data_in *st);
/* The host address p is mapped on device dev by something other than the
 * data approximation (an enclosing target data): a transfer approximation
 * cannot apply. */
int __approxrt_data_present(const void *p, int dev);
/* One execution of region `label` whose data technique could not apply
 * (counted as "data_not_applied" in APPROX_REPORT); warns once per *once. */
void __approxrt_data_not_applied(const char *label, const char *item, const char *what,
                                 int dev, int *once);

/* Packs the kept rows of an item into dst (rowbytes each, in order) and
 * their row numbers into table; returns how many were kept. */
long long __approxrt_data_pack(void *dst, long long *table, const void *item_start,
                               long long rows, long long rowbytes, long long rowstride,
                               __approxrt_keeps_fn keeps, const void *ctx);

/* The host buffer of a reduced-precision copy of item `item` of region
 * `label`: cached between executions (keyed by the label's address and the
 * item) and page-locked for device `dev` when dev >= 0, so transfers of it
 * are one DMA. Release with __approxrt_data_hbuf_put(p, *slot). */
void *__approxrt_data_hbuf(const char *label, int item, long long bytes, int dev, int *slot);
void __approxrt_data_hbuf_put(void *p, int slot);

/* The transfers of a reduced-precision copy that a target construct maps
 * (openmp-runtime/data_prec.c). begin: narrows src[0..n) into the host copy
 * (src NULL: nothing to narrow, or already narrowed) and, when the construct
 * will run on device dev (on = its if() clause), sends the copy (send) into
 * a cached device buffer - overlapping conversion and DMA in chunks - and
 * associates the buffer with the copy, so the construct's map transfers
 * nothing. end: brings the copy back from the device (receive) and widens
 * it into dst (NULL: the caller widens the copy itself), overlapped
 * likewise. */
typedef struct __approxrt_prec {
  int active, dev, slot, index;
  const char *label;
  void *host, *dbuf;
  long long n, esize;
} __approxrt_prec;
void __approxrt_prec_begin(__approxrt_prec *st, const char *label, int index, int dev, int on,
                           void *host, long long esize, int kind, const float *src, long long n,
                           int send);
void __approxrt_prec_end(__approxrt_prec *st, int kind, float *dst, int receive);

/* precision(unorm8|unorm16 : list) (openmp-runtime/data_unorm.c): the
 * float in-item src[0..n), inside the construct's map [map_start,
 * +map_bytes), goes to device dev as codes q = rint(x * (2^bits - 1)) of
 * bits = 8 or 16 in one DMA (a value outside [0, 1] stops the program); a
 * float device buffer for the map range is associated with it, and the
 * caller widens dsrc into dwide on the device (__approx_unorm16_to_f32,
 * __approx_unorm8_to_f32) before the construct. Inactive - the construct
 * maps the exact item - when on is 0, on the host, or when the range is
 * already present. end disassociates and releases the buffers. */
typedef struct __approxrt_unorm {
  int active, dev, uslot, fslot;
  const void *host;      /* the map range's start */
  void *dbuf;            /* its float device buffer */
  void *dsrc;            /* device: the codes of the item */
  float *dwide;          /* device: the item in dbuf */
  long long n;
  int aslot;             /* runtime-internal (active 2: shared, see data_in) */
} __approxrt_unorm;
void __approxrt_unorm_begin(__approxrt_unorm *st, const char *label, const char *item,
                            int index, int bits, int dev, int on, const void *map_start,
                            long long map_bytes, const float *src, long long n);
void __approxrt_unorm_ready(__approxrt_unorm *st);
void __approxrt_unorm_end(__approxrt_unorm *st);
/* Narrows src[0..n) into bits-bit codes at dst (threaded); returns the
 * first element outside [0, 1] (or NaN), -1 when there is none. Such
 * elements are clamped. */
long long __approxrt_data_narrow_unorm(void *dst, int bits, const float *src, long long n);
/* The value a code stands for (host and device alike). */
static inline float __approx_unorm16_to_f32(unsigned short q) {
  return (float)q * (1.0f / 65535.0f);
}
static inline float __approx_unorm8_to_f32(unsigned char q) {
  return (float)q * (1.0f / 255.0f);
}

/* malloc that stops the program with a message naming region and item. */
void *__approxrt_data_alloc(const char *label, const char *item, long long bytes);
void __approxrt_data_free(void *p);

/* float -> half/bf16/float (round to nearest even, as a C cast does) and
 * back, vectorised (F16C where the CPU has it) and threaded for large n.
 * dst/src of the reduced side are 16-bit patterns (or floats for FLOAT). */
void __approxrt_data_narrow_f32(void *dst, int kind, const float *src, long long n);
void __approxrt_data_widen_f32(float *dst, int kind, const void *src, long long n);
/* One value, for tests and fallbacks. */
unsigned short __approxrt_f32_to_half(float f);
unsigned short __approxrt_f32_to_bf16(float f);
unsigned short __approxrt_f64_to_bf16(double d);
float __approxrt_half_to_f32(unsigned short h);
float __approxrt_bf16_to_f32(unsigned short h);

/* Region-level error with "region '<label>': " prefixed. */
void __approxrt_data_fatal(const char *label, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 2, 3)));

#ifdef __cplusplus
}
#endif

#endif /* APPROX_DATA_RT_H */

/* ---- part 2: inline helpers (need approx.h's plan) ---------------------- */
#if defined(APPROX_H) && !defined(APPROX_DATA_H)
#define APPROX_DATA_H

#ifdef _OPENMP
#pragma omp declare target
#endif

/* Nearest kept logical iteration (row) <= k, or -1. k in [0, p->n). */
static inline long long __approx_data_prev(const __approx_plan_t *p, long long k) {
  if (p->kind == APPROX_PERFO_NONE) return k;
  if (p->kchunks <= 0) return -1;
  long long C = p->chunk, c = __approx_chunk_of(p, k), pc;
  switch (p->kind) {
  case APPROX_PERFO_SMALL: {
    long long m = c % p->factor;
    pc = m == p->factor - 1 ? c - 1 : c;
    break;
  }
  case APPROX_PERFO_LARGE:
    pc = c - c % p->factor;
    break;
  case APPROX_PERFO_RATE: {
    long long q = ((c + 1) * p->kchunks - 1) / p->nchunks;
    pc = q * p->nchunks / p->kchunks;
    break;
  }
  case APPROX_PERFO_INIT: pc = c >= p->offset ? c : -1; break;
  case APPROX_PERFO_FINI: pc = c < p->kchunks ? c : p->kchunks - 1; break;
  case APPROX_PERFO_RAND:
    for (pc = c; pc >= 0 && __approx_perfo_skip(p, pc * C); --pc) {}
    break;
  default: pc = c; break;
  }
  if (pc < 0) return -1;
  return pc == c ? k : pc * C + C - 1;
}

/* Nearest kept logical iteration (row) >= k and < bound, or -1. */
static inline long long __approx_data_next(const __approx_plan_t *p, long long k,
                                           long long bound) {
  if (k >= bound) return -1;
  if (p->kind == APPROX_PERFO_NONE) return k;
  if (p->kchunks <= 0) return -1;
  long long C = p->chunk, c = __approx_chunk_of(p, k), nc;
  switch (p->kind) {
  case APPROX_PERFO_SMALL: {
    long long m = c % p->factor;
    nc = m == p->factor - 1 ? c + 1 : c;
    break;
  }
  case APPROX_PERFO_LARGE: {
    long long m = c % p->factor;
    nc = m == 0 ? c : c - m + p->factor;
    break;
  }
  case APPROX_PERFO_RATE: {
    long long q = (c * p->kchunks + p->nchunks - 1) / p->nchunks;
    nc = q < p->kchunks ? q * p->nchunks / p->kchunks : -1;
    break;
  }
  case APPROX_PERFO_INIT: nc = c >= p->offset ? c : p->offset; break;
  case APPROX_PERFO_FINI: nc = c < p->kchunks ? c : -1; break;
  case APPROX_PERFO_RAND:
    for (nc = c; nc < p->nchunks && __approx_perfo_skip(p, nc * C); ++nc) {}
    if (nc >= p->nchunks) nc = -1;
    break;
  default: nc = c; break;
  }
  if (nc < 0) return -1;
  long long r = nc == c ? k : nc * C;
  return r < bound ? r : -1;
}

/* Where skipped row r (< bound) comes from. Returns 0: nothing to do (r is
 * kept, or no row is kept); 1: copy row *lo; 2: *lo + (*hi - *lo) * *w.
 * nn: the nearest kept row, ties to the lower; lerp: between the nearest
 * kept rows on each side, nn at the edges. */
static inline int __approx_data_src(const __approx_plan_t *p, long long r, long long bound,
                                    int method, long long *lo, long long *hi, double *w) {
  if (p->kind == APPROX_PERFO_NONE || __approx_perfo_keeps(p, r)) return 0;
  long long a = __approx_data_prev(p, r), b = __approx_data_next(p, r, bound);
  if (a < 0 && b < 0) return 0;
  if (a < 0 || b < 0) {
    *lo = a < 0 ? b : a;
    return 1;
  }
  if (method != APPROX_RECON_LERP) {
    *lo = r - a <= b - r ? a : b;
    return 1;
  }
  *lo = a;
  *hi = b;
  *w = (double)(r - a) / (double)(b - a);
  return 2;
}

/* The interpolation, never contracted to an FMA, so every path (host,
 * device, accessor) gets the same bits. */
static inline double __approx_lerp(double a, double b, double w) {
#pragma clang fp contract(off)
  return a + (b - a) * w;
}
/* Rounds half away from zero (lerp into integer element types). */
static inline double __approx_rhalf(double v) {
  return v < 0 ? v - 0.5 : v + 0.5;
}

/* Reconstruction method of a region: the pragma's, or APPROX_CONFIG's. */
static inline int __approx_data_method(unsigned long long hash, int method) {
  const __approx_cfg_entry *e = __approx_table.count ? __approx_lookup(hash) : 0;
  return e && e->has_recon ? e->recon : method;
}

/* Device perforation (Maier): reads of an in-item go through an accessor
 * that maps a skipped row to its reconstruction source, so skipped rows
 * are never read. */
typedef struct __approx_acc_t {
  __approx_plan_t p;   /* plan over the item's rows */
  long long rows;      /* rows of the item */
  long long stride;    /* elements between rows */
  long long lo;        /* 1-D: index of row 0; 2-D: row index of row 0 */
  unsigned long long mstride;
  int method;          /* APPROX_RECON_* */
} __approx_acc_t;

typedef struct __approx_acc_src_t {
  long long i0, i1; /* indices (flat index, or row index for 2-D) to read */
  double w;         /* interpolation weight: value = x[i0] + (x[i1]-x[i0])*w */
  int lerp;         /* 0: read x[i0] only */
} __approx_acc_src_t;

/* Flat index i of a 1-D or shaped item -> what to read instead. */
static inline __approx_acc_src_t __approx_acc_flat(const __approx_acc_t *a, long long i) {
  __approx_acc_src_t s;
  s.i0 = s.i1 = i;
  s.w = 0;
  s.lerp = 0;
  long long rel = i - a->lo;
  if (rel < 0 || a->p.kind == APPROX_PERFO_NONE) return s;
  long long r = a->stride == 1 ? rel : __approx_div(rel, a->stride, a->mstride);
  if (r >= a->rows) return s;
  long long lo, hi;
  double w;
  int m = __approx_data_src(&a->p, r, a->rows, a->method, &lo, &hi, &w);
  if (m == 0) return s;
  s.i0 = i + (lo - r) * a->stride;
  if (m == 2) {
    s.i1 = i + (hi - r) * a->stride;
    s.w = w;
    s.lerp = 1;
  }
  return s;
}
/* Row index e of a 2-D item (a[e][..]) -> rows to read instead. */
static inline __approx_acc_src_t __approx_acc_row(const __approx_acc_t *a, long long e) {
  __approx_acc_src_t s;
  s.i0 = s.i1 = e;
  s.w = 0;
  s.lerp = 0;
  long long r = e - a->lo;
  if (r < 0 || r >= a->rows || a->p.kind == APPROX_PERFO_NONE) return s;
  long long lo, hi;
  double w;
  int m = __approx_data_src(&a->p, r, a->rows, a->method, &lo, &hi, &w);
  if (m == 0) return s;
  s.i0 = a->lo + lo;
  if (m == 2) {
    s.i1 = a->lo + hi;
    s.w = w;
    s.lerp = 1;
  }
  return s;
}
/* The accessor's row table, made on the host once per execution: row r
 * reads rows t[2r] and t[2r+1] (equal: one row, r itself when kept), so
 * the kernel does no plan arithmetic per read. */
static inline void __approx_acc_fill(long long *t, const __approx_acc_t *a) {
  for (long long r = 0; r < a->rows; ++r) {
    long long lo = r, hi = r;
    double w;
    int m = __approx_data_src(&a->p, r, a->rows, a->method, &lo, &hi, &w);
    t[2 * r] = lo;
    t[2 * r + 1] = m == 2 ? hi : lo;
  }
}
static inline __approx_acc_src_t __approx_acc_entry(long long i, long long r, long long lo,
                                                    long long hi, long long stride) {
  __approx_acc_src_t s;
  s.i0 = i + (lo - r) * stride;
  s.i1 = i + (hi - r) * stride;
  s.lerp = hi != lo;
  s.w = s.lerp ? (double)(r - lo) / (double)(hi - lo) : 0;
  return s;
}
/* Flat index i of a 1-D or shaped item, through the row table. */
static inline __approx_acc_src_t __approx_acc_flat_t(const __approx_acc_t *a, const long long *t,
                                                     long long i) {
  long long rel = i - a->lo;
  long long r = rel < 0 ? -1 : a->stride == 1 ? rel : __approx_div(rel, a->stride, a->mstride);
  if (r < 0 || r >= a->rows) return __approx_acc_entry(i, 0, 0, 0, 0);
  return __approx_acc_entry(i, r, t[2 * r], t[2 * r + 1], a->stride);
}
/* Row index e of a 2-D item, through the row table. */
static inline __approx_acc_src_t __approx_acc_row_t(const __approx_acc_t *a, const long long *t,
                                                    long long e) {
  long long r = e - a->lo;
  if (r < 0 || r >= a->rows) return __approx_acc_entry(e, 0, 0, 0, 0);
  return __approx_acc_entry(e, r, t[2 * r], t[2 * r + 1], 1);
}

/* nn accessor: the index to read (lerp sources fall back to their nearest
 * row; the plugin uses the value form for lerp). */
static inline long long __approx_acc_nn(const __approx_acc_t *a, long long i) {
  return __approx_acc_flat(a, i).i0;
}
static inline long long __approx_acc_nn_row(const __approx_acc_t *a, long long e) {
  return __approx_acc_row(a, e).i0;
}

static inline __approx_acc_t __approx_acc_make(const char *label, unsigned long long hash,
                                               int kind, double value, long long chunk,
                                               int enabled, long long rows, long long stride,
                                               long long lo, int method) {
  __approx_acc_t a;
  a.p = __approx_perfo_plan_n(label, hash, kind, value, chunk, enabled, rows < 0 ? 0 : rows);
  a.rows = rows < 0 ? 0 : rows;
  a.stride = stride < 1 ? 1 : stride;
  a.lo = lo;
  a.mstride = __approx_magic(a.stride);
  a.method = __approx_data_method(hash, method);
  return a;
}

/* Whether the region runs approximated (if clause and APPROX_CONFIG). */
static inline int __approx_data_enabled(unsigned long long hash, int cond) {
  const __approx_cfg_entry *e = __approx_table.count ? __approx_lookup(hash) : 0;
  return cond && !(e && e->has_enabled && !e->enabled);
}

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* ---- host side ----------------------------------------------------------- */

/* What the code of a target region was compiled for, asked inside it. */
#ifdef _OPENMP
#pragma omp declare target
#endif
static inline int __approx_device_kind_here(void) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  return __APPROX_DEV_GPU;
#elif defined(_OPENMP)
  return omp_is_initial_device() ? __APPROX_DEV_HOST : __APPROX_DEV_SHARED;
#else
  return __APPROX_DEV_HOST;
#endif
}
#ifdef _OPENMP
#pragma omp end declare target
#endif

/* The kind of device a construct with device(dev) and if(on) runs on: a
 * tiny target region, once per device (cached by the runtime), tells; it
 * runs on the host itself under OMP_TARGET_OFFLOAD=DISABLED. */
static inline int __approx_device_kind(int dev, int on) {
  if (!on)
    return __APPROX_DEV_HOST;
#ifdef _OPENMP
  int k = __approxrt_device_kind(dev);
  if (k >= 0)
    return k;
  k = __APPROX_DEV_HOST;
  if (dev >= 0 && dev != omp_get_initial_device() && dev < omp_get_num_devices()) {
#pragma omp target device(dev) map(from: k)
    k = __approx_device_kind_here();
  }
  __approxrt_set_device_kind(dev, k);
  return k;
#else
  (void)dev;
  return __APPROX_DEV_HOST;
#endif
}

/* The plan keeps row r (for the runtime's packer). */
static inline int __approx_data_keeps_cb(const void *ctx, long long r) {
  return __approx_perfo_keeps((const __approx_plan_t *)ctx, r);
}

/* Checks an item's geometry before anything touches it. */
static inline void __approx_data_check_item(const char *label, const char *item,
                                            const void *base, long long rows, long long cols) {
  if (rows < 0 || cols < 0)
    __approxrt_data_fatal(label, "item '%s' has a negative size (%lld rows of %lld)", item, rows,
                          cols);
  if (!base && rows > 0 && cols > 0)
    __approxrt_data_fatal(label, "item '%s' is a null pointer", item);
}

/* With bound > 0 rows to reconstruct, the plan must keep one of them. */
static inline void __approx_data_check_kept(const char *label, const char *item,
                                            const __approx_plan_t *p, long long bound) {
  if (bound > 0 && __approx_data_next(p, 0, bound) < 0)
    __approxrt_data_fatal(label,
                          "perforation keeps none of the %lld rows of item '%s': nothing to "
                          "reconstruct from",
                          bound, item);
}

/* Records the bytes of n elements moved in reduced precision: `moved` of
 * the `dirs` directions the construct maps go whole (the others are
 * perforated and recorded by the runtime), all of them save the width. */
static inline void __approx_data_record_prec(const char *label, long long n, long long full,
                                             long long reduced, int moved, int dirs) {
  if (__approxrt_reporting() && n > 0 && dirs > 0)
    __approxrt_record_bytes(label, n * reduced * moved, n * (full - reduced) * dirs);
}

/* Records one execution of a region whose loop runs in full, with the rows
 * of its first in-item (kept rows counted exactly, rand included). */
static inline void __approx_data_record_rows(const char *label, const __approx_plan_t *p) {
  long long kept = p->kept;
  if (p->kind == APPROX_PERFO_RAND)
    for (long long c = kept = 0; c < p->nchunks; ++c)
      if (!__approx_perfo_skip(p, c * p->chunk))
        kept += c == p->nchunks - 1 ? p->n - c * p->chunk : p->chunk;
  __approxrt_record_perfo(label, p->n, kept);
}

#endif /* APPROX_DATA_H */
