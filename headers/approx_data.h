/* approx_data.h - data approximation: in/out items, reconstruction, precision.
 *
 * What code lowered from `#pragma approx ... in(...) / out(...) /
 * reconstruct(...) / precision(...)` calls (docs/data.md). Two parts:
 *
 *  1. The libapproxrt ABI for data (always declared; openmp-runtime/data*.c
 *     includes this file on its own): host perforation of in-items (pack the
 *     kept rows, one transfer, a device buffer associated with a private
 *     host key that the construct maps in place of the item), host allocation,
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
#ifndef __APPROX_DATA_RT_H
#define __APPROX_DATA_RT_H

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
int __approxrt_device_kind(int __dev);
void __approxrt_set_device_kind(int __dev, int __kind);
/* APPROX_HOST_TRANSFERS=1: apply transfer approximations on any device. */
int __approxrt_host_transfers(void);
/* 1 (and counted as "transfers_skipped" in APPROX_REPORT) when the
 * transfer approximations of this execution of region `label`, whose
 * construct runs on a device of `kind`, are to be skipped. */
int __approxrt_xfer_skip(const char *__label, int __kind);

/* Precision kinds (approx_kinds.def; the plugin emits these names). */
enum {
#define __APPROX_KIND_PREC(__n, __c, __s, __v) __APPROX_PREC_##__n = __v,
#include "approx_kinds.def"
  __APPROX_PREC_END
};
/* precision(unorm8|unorm16) is not a kind of these: see __approxrt_unorm_begin. */

/* State of one in-item under host perforation, between begin and end. */
typedef struct __approxrt_data_in {
  int __active;              /* 1: a device buffer of ours is associated */
  int __dev;
  const void *__host;        /* the private key the buffer is associated with */
  long long __shift;         /* key - the map range's start (0 when inactive) */
  long long __map_bytes;
  void *__dbuf;              /* device copy of [host, host + bytes) */
  void *__dstage;            /* device staging buffer: table, then rows */
  void *__ditem;             /* device address of the item's row 0 */
  const long long *__dtable; /* device: logical row of each packed row, or NULL */
  const void *__drows;       /* device: the packed kept rows */
  long long __rows, __nkept;
  int __dslot, __bslot, __kslot; /* runtime-internal: cached buffer slots */
} __approxrt_data_in;

/* Row predicate: does the plan keep row r? (ctx is the plan) */
typedef int (*__approxrt_keeps_fn)(const void *__ctx, long long __r);

/* Host perforation of one in-item of region `label` (docs/data.md, "Input
 * perforation"): [map_start, map_start + map_bytes) is what the construct maps; the item's
 * rows r = 0..rows-1 start at item_start + r * rowstride, rowbytes each,
 * inside that range. Unless the range is already present on device `dev`
 * (then nothing is done and active stays 0: the construct uses the device
 * copy as OpenMP says), this allocates a device buffer for the whole range,
 * copies the bytes outside the item whole, packs the kept rows (and their
 * row numbers) into one buffer and copies it in one transfer, and
 * associates the buffer with a private host key of the range's size
 * (never with the user's range, which other threads' constructs may map):
 * the construct must map the item at its address shifted by `shift` bytes
 * (0 when inactive: then it maps the user's range). The packed rows' numbers go
 * along (dtable) only with_table; otherwise the device computes them from
 * the plan. The caller then scatters the packed rows (drows -> ditem) and reconstructs the skipped rows on
 * the device. wide != NULL: the item is the reduced-precision copy (of
 * kind) of the float rows at wide, laid out alike, and is not narrowed
 * yet; only the kept rows are narrowed, straight into the packed buffer,
 * when nothing else of the copy is sent, and the whole copy otherwise
 * (also when nothing is perforated on the device). Any failure stops the
 * program with a message naming the region and the item, e.g.
 *   approx: error: region 'blur': cannot allocate 37748736 bytes on device 0 */
void __approxrt_data_in_begin(__approxrt_data_in *__st, const char *__label, const char *__item,
                              int __dev, const void *__map_start, long long __map_bytes,
                              const void *__item_start, long long __rows, long long __rowbytes,
                              long long __rowstride, __approxrt_keeps_fn __keeps, const void *__ctx,
                              int __with_table, const float *__wide, int __kind);
/* end: disassociates the key and releases what begin set up (no-op when
 * inactive). */
void __approxrt_data_in_end(__approxrt_data_in *__st);

/* Output rows on the host (openmp-runtime/data_rows_out.c, docs/data.md
 * "Output rows on the host"): an offloaded out-item with perforation and
 * reconstruct(m, host). begin (before the construct): when the construct
 * runs on a GPU (or APPROX_HOST_TRANSFERS=1), a cached device buffer for
 * the map range is associated with a private key that the construct maps
 * instead of the item, so nothing is copied back; else inactive (shift 0).
 * plan (after the construct): the kept rows among the first `bound`, and
 * a device staging buffer for them (nkept rows of cols stage_elt-byte
 * elements; the row table goes along for rand), which a generated kernel
 * fills from ditem. end: one DMA of the packed rows into a cached
 * page-locked buffer, then the worker pool writes the user's rows: kept
 * rows (widened from skind when narrowed), skipped rows reconstructed with
 * __approx_data_src/__approx_lerp; inactive, the skipped rows are rebuilt
 * in place. elem is __APPROX_ROWS_*; returns 0 when the caller must rebuild
 * the skipped rows itself (other element types), the kept rows in place. */
enum { __APPROX_ROWS_RAW, __APPROX_ROWS_F32, __APPROX_ROWS_F64 };
typedef struct __approxrt_rows_out {
  int __active, __dev;
  const void *__host;        /* the private key */
  long long __shift, __map_bytes;
  void *__dbuf, *__ditem;    /* device copy of the map range; its row 0 */
  void *__dstage;            /* device: [row table (rand)][packed rows] */
  const long long *__dtable; /* device row table, or NULL */
  void *__drows;             /* device: the packed rows */
  long long *__table;        /* host: the kept rows */
  long long __rows, __nkept, __rowbytes, __rowstride, __cols, __stage_elt, __tbytes;
  int __bslot, __kslot, __sslot; /* runtime-internal: cached buffer slots */
} __approxrt_rows_out;
void __approxrt_rows_out_begin(__approxrt_rows_out *__st, const char *__label, const char *__item,
                               int __dev, const void *__map_start, long long __map_bytes,
                               const void *__item_start, long long __rows, long long __rowbytes,
                               long long __rowstride);
void __approxrt_rows_out_plan(__approxrt_rows_out *__st, const char *__label, const char *__item,
                              const void *__plan, long long __bound, long long __cols,
                              long long __stage_elt);
int __approxrt_rows_out_end(__approxrt_rows_out *__st, const char *__label, const char *__item,
                            int __index, void *__item_start, const void *__plan,
                            long long __bound, int __method, int __elem, long long __elt,
                            int __skind);
/* The host address p is mapped on device dev (an enclosing target data, or
 * another thread's construct at this moment): a transfer approximation
 * cannot apply. */
int __approxrt_data_present(const void *__p, int __dev);
/* One execution of region `label` whose data technique could not apply
 * (counted as "data_not_applied" in APPROX_REPORT); warns once per *once. */
void __approxrt_data_not_applied(const char *__label, const char *__item, const char *__what,
                                 int __dev, int *__once);

/* Packs the kept rows of an item into dst (rowbytes each, in order) and
 * their row numbers into table; returns how many were kept. */
long long __approxrt_data_pack(void *__dst, long long *__table, const void *__item_start,
                               long long __rows, long long __rowbytes, long long __rowstride,
                               __approxrt_keeps_fn __keeps, const void *__ctx);

/* The host buffer of a reduced-precision copy of item `item` of region
 * `label`: cached between executions (keyed by the label's address and the
 * item) and page-locked for device `dev` when dev >= 0, so transfers of it
 * are one DMA. Release with __approxrt_data_hbuf_put(p, *slot). */
void *__approxrt_data_hbuf(const char *__label, int __item, long long __bytes, int __dev, int *__slot);
void __approxrt_data_hbuf_put(void *__p, int __slot);

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
  int __active, __dev, __slot, __index;
  const char *__label;
  void *__host, *__dbuf;
  long long __n, __esize;
} __approxrt_prec;
void __approxrt_prec_begin(__approxrt_prec *__st, const char *__label, int __index, int __dev, int __on,
                           void *__host, long long __esize, int __kind, const float *__src, long long __n,
                           int __send);
void __approxrt_prec_end(__approxrt_prec *__st, int __kind, float *__dst, int __receive);

/* precision(unorm8|unorm16 : list) (openmp-runtime/data_unorm.c): the
 * float in-item src[0..n), inside the construct's map [map_start,
 * +map_bytes), goes to device dev as codes q = rint(x * (2^bits - 1)) of
 * bits = 8 or 16 in one DMA (a value outside [0, 1] stops the program); a
 * float device buffer for the map range is associated with a private host
 * key (the construct maps the item shifted by `shift` bytes), and the
 * caller widens dsrc into dwide on the device (__approx_unorm16_to_f32,
 * __approx_unorm8_to_f32) before the construct. Inactive - shift 0, the
 * construct maps the exact item - when on is 0, on the host, or when the
 * range is already present. end disassociates and releases the buffers. */
typedef struct __approxrt_unorm {
  int __active, __dev, __uslot, __fslot;
  const void *__host;      /* the private key the float buffer is associated with */
  long long __shift;       /* key - the map range's start (0 when inactive) */
  long long __map_bytes;
  void *__dbuf;            /* its float device buffer */
  void *__dsrc;            /* device: the codes of the item */
  float *__dwide;          /* device: the item in dbuf */
  long long __n;
  int __kslot;             /* runtime-internal */
} __approxrt_unorm;
void __approxrt_unorm_begin(__approxrt_unorm *__st, const char *__label, const char *__item,
                            int __index, int __bits, int __dev, int __on, const void *__map_start,
                            long long __map_bytes, const float *__src, long long __n);
void __approxrt_unorm_end(__approxrt_unorm *__st);
/* Narrows src[0..n) into bits-bit codes at dst (threaded); returns the
 * first element outside [0, 1] (or NaN), -1 when there is none. Such
 * elements are clamped. */
long long __approxrt_data_narrow_unorm(void *__dst, int __bits, const float *__src, long long __n);
/* Host input perforation of a precision(unorm8|unorm16) in-item
 * (openmp-runtime/data_in_unorm.c): as __approxrt_data_in_begin for a float
 * item of rows of cols elements, stride apart, but the kept rows travel as
 * bits-bit codes (drows holds codes; the caller's scatter kernel widens
 * them with __approx_unorm<bits>_to_f32). A kept element outside [0, 1]
 * stops the program. Release with __approxrt_data_in_unorm_end. */
void __approxrt_data_in_unorm_begin(__approxrt_data_in *__st, const char *__label,
                                    const char *__item, int __index, int __bits, int __dev,
                                    const void *__map_start, long long __map_bytes,
                                    const float *__item_start, long long __rows, long long __cols,
                                    long long __stride, __approxrt_keeps_fn __keeps,
                                    const void *__ctx, int __with_table);
void __approxrt_data_in_unorm_end(__approxrt_data_in *__st);
/* The value a code stands for (host and device alike). */
static inline float __approx_unorm16_to_f32(unsigned short __q) {
  return (float)__q * (1.0f / 65535.0f);
}
static inline float __approx_unorm8_to_f32(unsigned char __q) {
  return (float)__q * (1.0f / 255.0f);
}

/* malloc that stops the program with a message naming region and item. */
void *__approxrt_data_alloc(const char *__label, const char *__item, long long __bytes);
void __approxrt_data_free(void *__p);

/* float -> half/bf16/float (round to nearest even, as a C cast does) and
 * back, vectorised (F16C where the CPU has it) and threaded for large n.
 * dst/src of the reduced side are 16-bit patterns (or floats for FLOAT). */
void __approxrt_data_narrow_f32(void *__dst, int __kind, const float *__src, long long __n);
void __approxrt_data_widen_f32(float *__dst, int __kind, const void *__src, long long __n);
/* One value, for tests and fallbacks. */
unsigned short __approxrt_f32_to_half(float __f);
unsigned short __approxrt_f32_to_bf16(float __f);
unsigned short __approxrt_f64_to_bf16(double __d);
float __approxrt_half_to_f32(unsigned short __h);
float __approxrt_bf16_to_f32(unsigned short __h);

/* Region-level error with "region '<label>': " prefixed. */
void __approxrt_data_fatal(const char *__label, const char *__fmt, ...)
    __attribute__((__noreturn__, __format__(__printf__, 2, 3)));

#ifdef __cplusplus
}
#endif

#endif /* __APPROX_DATA_RT_H */

/* ---- part 2: inline helpers (need approx.h's plan) ---------------------- */
#if defined(__APPROX_H) && !defined(__APPROX_DATA_H)
#define __APPROX_DATA_H

#ifdef _OPENMP
#pragma omp declare target
#endif

/* Nearest kept logical iteration (row) <= k, or -1. k in [0, p->n). */
static inline long long __approx_data_prev(const __approx_plan_t *__p, long long __k) {
  if (__p->__kind == __APPROX_PERFO_NONE) return __k;
  if (__p->__kchunks <= 0) return -1;
  long long __C = __p->__chunk, __c = __approx_chunk_of(__p, __k), __pc;
  switch (__p->__kind) {
  case __APPROX_PERFO_SMALL: {
    long long __m = __c % __p->__factor;
    __pc = __m == __p->__factor - 1 ? __c - 1 : __c;
    break;
  }
  case __APPROX_PERFO_LARGE:
    __pc = __c - __c % __p->__factor;
    break;
  case __APPROX_PERFO_RATE: {
    long long __q = ((__c + 1) * __p->__kchunks - 1) / __p->__nchunks;
    __pc = __q * __p->__nchunks / __p->__kchunks;
    break;
  }
  case __APPROX_PERFO_INIT: __pc = __c >= __p->__offset ? __c : -1; break;
  case __APPROX_PERFO_FINI: __pc = __c < __p->__kchunks ? __c : __p->__kchunks - 1; break;
  case __APPROX_PERFO_RAND:
    for (__pc = __c; __pc >= 0 && __approx_perfo_skip(__p, __pc * __C); --__pc) {}
    break;
  default: __pc = __c; break;
  }
  if (__pc < 0) return -1;
  return __pc == __c ? __k : __pc * __C + __C - 1;
}

/* Nearest kept logical iteration (row) >= k and < bound, or -1. */
static inline long long __approx_data_next(const __approx_plan_t *__p, long long __k,
                                           long long __bound) {
  if (__k >= __bound) return -1;
  if (__p->__kind == __APPROX_PERFO_NONE) return __k;
  if (__p->__kchunks <= 0) return -1;
  long long __C = __p->__chunk, __c = __approx_chunk_of(__p, __k), __nc;
  switch (__p->__kind) {
  case __APPROX_PERFO_SMALL: {
    long long __m = __c % __p->__factor;
    __nc = __m == __p->__factor - 1 ? __c + 1 : __c;
    break;
  }
  case __APPROX_PERFO_LARGE: {
    long long __m = __c % __p->__factor;
    __nc = __m == 0 ? __c : __c - __m + __p->__factor;
    break;
  }
  case __APPROX_PERFO_RATE: {
    long long __q = (__c * __p->__kchunks + __p->__nchunks - 1) / __p->__nchunks;
    __nc = __q < __p->__kchunks ? __q * __p->__nchunks / __p->__kchunks : -1;
    break;
  }
  case __APPROX_PERFO_INIT: __nc = __c >= __p->__offset ? __c : __p->__offset; break;
  case __APPROX_PERFO_FINI: __nc = __c < __p->__kchunks ? __c : -1; break;
  case __APPROX_PERFO_RAND:
    for (__nc = __c; __nc < __p->__nchunks && __approx_perfo_skip(__p, __nc * __C); ++__nc) {}
    if (__nc >= __p->__nchunks) __nc = -1;
    break;
  default: __nc = __c; break;
  }
  if (__nc < 0) return -1;
  long long __r = __nc == __c ? __k : __nc * __C;
  return __r < __bound ? __r : -1;
}

/* Where skipped row r (< bound) comes from. Returns 0: nothing to do (r is
 * kept, or no row is kept); 1: copy row *lo; 2: *lo + (*hi - *lo) * *w.
 * nn: the nearest kept row, ties to the lower; lerp: between the nearest
 * kept rows on each side, nn at the edges. */
static inline int __approx_data_src(const __approx_plan_t *__p, long long __r, long long __bound,
                                    int __method, long long *__lo, long long *__hi, double *__w) {
  if (__p->__kind == __APPROX_PERFO_NONE || __approx_perfo_keeps(__p, __r)) return 0;
  long long __a = __approx_data_prev(__p, __r), __b = __approx_data_next(__p, __r, __bound);
  if (__a < 0 && __b < 0) return 0;
  if (__a < 0 || __b < 0) {
    *__lo = __a < 0 ? __b : __a;
    return 1;
  }
  if (__method != __APPROX_RECON_LERP) {
    *__lo = __r - __a <= __b - __r ? __a : __b;
    return 1;
  }
  *__lo = __a;
  *__hi = __b;
  *__w = (double)(__r - __a) / (double)(__b - __a);
  return 2;
}

/* The interpolation, never contracted to an FMA, so every path (host,
 * device, accessor) gets the same bits. */
static inline double __approx_lerp(double __a, double __b, double __w) {
#pragma clang fp contract(off)
  return __a + (__b - __a) * __w;
}
/* Rounds half away from zero (lerp into integer element types). */
static inline double __approx_rhalf(double __v) {
  return __v < 0 ? __v - 0.5 : __v + 0.5;
}

/* Reconstruction method of a region: the pragma's, or APPROX_CONFIG's. */
static inline int __approx_data_method(unsigned long long __hash, int __method) {
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  return __e && __e->__has_recon ? __e->__recon : __method;
}

/* Device perforation (Maier): reads of an in-item go through an accessor
 * that maps a skipped row to its reconstruction source, so skipped rows
 * are never read. */
typedef struct __approx_acc_t {
  __approx_plan_t __p;   /* plan over the item's rows */
  long long __rows;      /* rows of the item */
  long long __stride;    /* elements between rows */
  long long __lo;        /* 1-D: index of row 0; 2-D: row index of row 0 */
  unsigned long long __mstride;
  int __method;          /* APPROX_RECON_* */
} __approx_acc_t;

typedef struct __approx_acc_src_t {
  long long __i0, __i1; /* indices (flat index, or row index for 2-D) to read */
  double __w;         /* interpolation weight: value = x[i0] + (x[i1]-x[i0])*w */
  int __lerp;         /* 0: read x[i0] only */
} __approx_acc_src_t;

/* Flat index i of a 1-D or shaped item -> what to read instead. */
static inline __approx_acc_src_t __approx_acc_flat(const __approx_acc_t *__a, long long __i) {
  __approx_acc_src_t __s;
  __s.__i0 = __s.__i1 = __i;
  __s.__w = 0;
  __s.__lerp = 0;
  long long __rel = __i - __a->__lo;
  if (__rel < 0 || __a->__p.__kind == __APPROX_PERFO_NONE) return __s;
  long long __r = __a->__stride == 1 ? __rel : __approx_div(__rel, __a->__stride, __a->__mstride);
  if (__r >= __a->__rows) return __s;
  long long __lo, __hi;
  double __w;
  int __m = __approx_data_src(&__a->__p, __r, __a->__rows, __a->__method, &__lo, &__hi, &__w);
  if (__m == 0) return __s;
  __s.__i0 = __i + (__lo - __r) * __a->__stride;
  if (__m == 2) {
    __s.__i1 = __i + (__hi - __r) * __a->__stride;
    __s.__w = __w;
    __s.__lerp = 1;
  }
  return __s;
}
/* Row index e of a 2-D item (a[e][..]) -> rows to read instead. */
static inline __approx_acc_src_t __approx_acc_row(const __approx_acc_t *__a, long long __e) {
  __approx_acc_src_t __s;
  __s.__i0 = __s.__i1 = __e;
  __s.__w = 0;
  __s.__lerp = 0;
  long long __r = __e - __a->__lo;
  if (__r < 0 || __r >= __a->__rows || __a->__p.__kind == __APPROX_PERFO_NONE) return __s;
  long long __lo, __hi;
  double __w;
  int __m = __approx_data_src(&__a->__p, __r, __a->__rows, __a->__method, &__lo, &__hi, &__w);
  if (__m == 0) return __s;
  __s.__i0 = __a->__lo + __lo;
  if (__m == 2) {
    __s.__i1 = __a->__lo + __hi;
    __s.__w = __w;
    __s.__lerp = 1;
  }
  return __s;
}
/* The accessor's row table, made on the host once per execution: row r
 * reads rows t[2r] and t[2r+1] (equal: one row, r itself when kept), so
 * the kernel does no plan arithmetic per read. */
static inline void __approx_acc_fill(long long *__t, const __approx_acc_t *__a) {
  for (long long __r = 0; __r < __a->__rows; ++__r) {
    long long __lo = __r, __hi = __r;
    double __w;
    int __m = __approx_data_src(&__a->__p, __r, __a->__rows, __a->__method, &__lo, &__hi, &__w);
    __t[2 * __r] = __lo;
    __t[2 * __r + 1] = __m == 2 ? __hi : __lo;
  }
}
static inline __approx_acc_src_t __approx_acc_entry(long long __i, long long __r, long long __lo,
                                                    long long __hi, long long __stride) {
  __approx_acc_src_t __s;
  __s.__i0 = __i + (__lo - __r) * __stride;
  __s.__i1 = __i + (__hi - __r) * __stride;
  __s.__lerp = __hi != __lo;
  __s.__w = __s.__lerp ? (double)(__r - __lo) / (double)(__hi - __lo) : 0;
  return __s;
}
/* Flat index i of a 1-D or shaped item, through the row table. */
static inline __approx_acc_src_t __approx_acc_flat_t(const __approx_acc_t *__a, const long long *__t,
                                                     long long __i) {
  long long __rel = __i - __a->__lo;
  long long __r = __rel < 0 ? -1 : __a->__stride == 1 ? __rel : __approx_div(__rel, __a->__stride, __a->__mstride);
  if (__r < 0 || __r >= __a->__rows) return __approx_acc_entry(__i, 0, 0, 0, 0);
  return __approx_acc_entry(__i, __r, __t[2 * __r], __t[2 * __r + 1], __a->__stride);
}
/* Row index e of a 2-D item, through the row table. */
static inline __approx_acc_src_t __approx_acc_row_t(const __approx_acc_t *__a, const long long *__t,
                                                    long long __e) {
  long long __r = __e - __a->__lo;
  if (__r < 0 || __r >= __a->__rows) return __approx_acc_entry(__e, 0, 0, 0, 0);
  return __approx_acc_entry(__e, __r, __t[2 * __r], __t[2 * __r + 1], 1);
}

/* nn accessor: the index to read (lerp sources fall back to their nearest
 * row; the plugin uses the value form for lerp). */
static inline long long __approx_acc_nn(const __approx_acc_t *__a, long long __i) {
  return __approx_acc_flat(__a, __i).__i0;
}
static inline long long __approx_acc_nn_row(const __approx_acc_t *__a, long long __e) {
  return __approx_acc_row(__a, __e).__i0;
}

static inline __approx_acc_t __approx_acc_make(const char *__label, unsigned long long __hash,
                                               int __kind, double __value, long long __chunk,
                                               int __enabled, long long __rows, long long __stride,
                                               long long __lo, int __method) {
  __approx_acc_t __a;
  __a.__p = __approx_perfo_plan_n(__label, __hash, __kind, __value, __chunk, __enabled, __rows < 0 ? 0 : __rows);
  __a.__rows = __rows < 0 ? 0 : __rows;
  __a.__stride = __stride < 1 ? 1 : __stride;
  __a.__lo = __lo;
  __a.__mstride = __approx_magic(__a.__stride);
  __a.__method = __approx_data_method(__hash, __method);
  return __a;
}

/* Whether the region runs approximated (if clause and APPROX_CONFIG). */
static inline int __approx_data_enabled(unsigned long long __hash, int __cond) {
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  return __cond && !(__e && __e->__has_enabled && !__e->__enabled);
}

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* ---- host side ----------------------------------------------------------- */

/* What the code of a target region was compiled for, asked inside it: the
 * host's code (the host itself: OMP_TARGET_OFFLOAD=DISABLED, if() false) or
 * a device's. omp.h answers this with omp_is_initial_device's declare
 * variants; these headers do not include omp.h (see approx.h), and the
 * library's out-of-line omp_is_initial_device returns 1 inside the x86
 * offload plugin's device code too, so the variants are spelled here. */
#ifdef _OPENMP
#pragma omp begin declare variant match(device = {kind(host)})
static inline int __approx_on_host_code(void) { return 1; }
#pragma omp end declare variant
#pragma omp begin declare variant match(device = {kind(nohost)})
static inline int __approx_on_host_code(void) { return 0; }
#pragma omp end declare variant
#pragma omp declare target
#endif
static inline int __approx_device_kind_here(void) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  return __APPROX_DEV_GPU;
#elif defined(_OPENMP)
  return __approx_on_host_code() ? __APPROX_DEV_HOST : __APPROX_DEV_SHARED;
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
static inline int __approx_device_kind(int __dev, int __on) {
  if (!__on)
    return __APPROX_DEV_HOST;
#ifdef _OPENMP
  int __k = __approxrt_device_kind(__dev);
  if (__k >= 0)
    return __k;
  __k = __APPROX_DEV_HOST;
  if (__dev >= 0 && __dev != omp_get_initial_device() && __dev < omp_get_num_devices()) {
#pragma omp target device(__dev) map(from: __k)
    __k = __approx_device_kind_here();
  }
  __approxrt_set_device_kind(__dev, __k);
  return __k;
#else
  (void)__dev;
  return __APPROX_DEV_HOST;
#endif
}

/* The plan keeps row r (for the runtime's packer). */
static inline int __approx_data_keeps_cb(const void *__ctx, long long __r) {
  return __approx_perfo_keeps((const __approx_plan_t *)__ctx, __r);
}

/* Checks an item's geometry before anything touches it. */
static inline void __approx_data_check_item(const char *__label, const char *__item,
                                            const void *__base, long long __rows, long long __cols) {
  if (__rows < 0 || __cols < 0)
    __approxrt_data_fatal(__label, "item '%s' has a negative size (%lld rows of %lld)", __item, __rows,
                          __cols);
  if (!__base && __rows > 0 && __cols > 0)
    __approxrt_data_fatal(__label, "item '%s' is a null pointer", __item);
}

/* With bound > 0 rows to reconstruct, the plan must keep one of them. */
static inline void __approx_data_check_kept(const char *__label, const char *__item,
                                            const __approx_plan_t *__p, long long __bound) {
  if (__bound > 0 && __approx_data_next(__p, 0, __bound) < 0)
    __approxrt_data_fatal(__label,
                          "perforation keeps none of the %lld rows of item '%s': nothing to "
                          "reconstruct from",
                          __bound, __item);
}

/* Records the bytes of n elements moved in reduced precision: `moved` of
 * the `dirs` directions the construct maps go whole (the others are
 * perforated and recorded by the runtime), all of them save the width. */
static inline void __approx_data_record_prec(const char *__label, long long __n, long long __full,
                                             long long __reduced, int __moved, int __dirs) {
  if (__approxrt_reporting() && __n > 0 && __dirs > 0)
    __approxrt_record_bytes(__label, __n * __reduced * __moved, __n * (__full - __reduced) * __dirs);
}

/* Records one execution of a region whose loop runs in full, with the rows
 * of its first in-item (kept rows counted exactly, rand included). */
static inline void __approx_data_record_rows(const char *__label, const __approx_plan_t *__p) {
  long long __kept = __p->__kept;
  if (__p->__kind == __APPROX_PERFO_RAND)
    for (long long __c = __kept = 0; __c < __p->__nchunks; ++__c)
      if (!__approx_perfo_skip(__p, __c * __p->__chunk))
        __kept += __c == __p->__nchunks - 1 ? __p->__n - __c * __p->__chunk : __p->__chunk;
  __approxrt_record_perfo(__label, __p->__n, __kept);
}

#endif /* __APPROX_DATA_H */
