/* approx_data_rt.h - the libapproxrt ABI of data approximation.
 *
 * What lowered `#pragma approx ... in(...) / out(...) / reconstruct(...) /
 * precision(...)` code calls in the runtime (docs/data.md), beside
 * approx_rt.h, and what openmp-runtime/data*.c implement: host perforation
 * of in-items (pack the kept rows, one transfer, a device buffer associated
 * with a private host key that the construct maps in place of the item),
 * host allocation, reduced-precision and fixed-point transfers, and fast
 * float <-> half/bf16 conversion. Plain declarations, no inline code: the
 * inline helpers are approx_data.h's.
 *
 * Rows: a 1-D item a[lo:len] has len rows of one element; ([R][C])p has R
 * rows of C elements; a[lo:len][lo2:len2] has len rows of len2 elements,
 * consecutive rows `stride` elements apart. Row r of an item is produced by
 * logical iteration r (out) or perforated by the plan over the item's rows
 * (in).
 */
#ifndef __APPROX_DATA_RT_H
#define __APPROX_DATA_RT_H
#ifdef __clang__
#pragma clang system_header
#endif

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
  const struct __approxrt_rowmap *__dmap; /* device: the row map, or NULL */
  long long __rows, __nkept;
  int __dslot, __bslot, __kslot; /* runtime-internal: cached buffer slots */
} __approxrt_data_in;

/* One row of the device copy of a host-perforated in-item, in packed rows:
 * lo == hi: a copy of packed row lo (-1: left alone); else
 * __approx_lerp(packed lo, packed hi, w) (openmp-runtime/data_rowmap.c).
 * The runtime sends a map (and sets __dmap) only where it is small beside
 * the rows; otherwise lowered code scatters and reconstructs in two
 * kernels as before. */
typedef struct __approxrt_rowmap {
  int __lo, __hi;
  double __w;
} __approxrt_rowmap;
/* `with_table` of the in_begin calls: what travels before the packed rows,
 * in this order (enumerators, not macros: lowered code is re-entered as
 * tokens, which are not macro-expanded). */
enum {
  __APPROXRT_IN_TABLE = 1,   /* the packed rows' row numbers (rand plans) */
  __APPROXRT_IN_MAP_NN = 2,  /* a row map, nearest kept row */
  __APPROXRT_IN_MAP_LERP = 4 /* a row map, lerp between kept rows */
};

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
/* end: releases what begin set up (no-op when inactive); the key stays
 * associated with its cached buffer for the next execution. */
void __approxrt_data_in_end(__approxrt_data_in *__st);

/* Output rows on the host (openmp-runtime/data_rows_out.c, docs/data.md
 * "Output rows on the host"): an offloaded out-item with perforation and
 * reconstruct(m, host). begin (before the construct): when the construct
 * runs on a GPU (or APPROX_HOST_TRANSFERS=1), a cached device buffer for
 * the map range is associated with a private key that the construct maps
 * instead of the item, so nothing is copied back; else inactive (shift 0).
 * plan (after the construct): the kept rows among the first `bound`, a
 * cached page-locked host buffer for them (nkept rows of cols stage_elt-
 * byte elements; out-item `index` of the region), and drows, which a
 * generated kernel fills from ditem: that host buffer itself (zero copy,
 * unless APPROX_ZERO_COPY=0), or a device staging buffer (the row table
 * goes along for rand). end: the DMA of a device staging buffer into the
 * host buffer, if any, then the worker pool writes the user's rows: kept
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
  void *__hstage;                /* host: the packed rows (page-locked when it can be) */
  int __zero;                    /* 1: drows is hstage itself (the pack kernel writes it) */
  int __bslot, __kslot, __sslot, __hslot; /* runtime-internal: cached buffer slots */
} __approxrt_rows_out;
void __approxrt_rows_out_begin(__approxrt_rows_out *__st, const char *__label, const char *__item,
                               int __dev, const void *__map_start, long long __map_bytes,
                               const void *__item_start, long long __rows, long long __rowbytes,
                               long long __rowstride);
void __approxrt_rows_out_plan(__approxrt_rows_out *__st, const char *__label, const char *__item,
                              int __index, const void *__plan, long long __bound, long long __cols,
                              long long __stage_elt);
int __approxrt_rows_out_end(__approxrt_rows_out *__st, const char *__label, const char *__item,
                            void *__item_start, const void *__plan,
                            long long __bound, int __method, int __elem, long long __elt,
                            int __skind);
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
/* The same for a copy that __approxrt_prec_begin moves (cached apart from
 * the others): between executions it stays associated with its device
 * buffer, and only prec_begin, which every user of it calls, may hand it to
 * a construct. */
void *__approxrt_data_hbuf_pipe(const char *__label, int __item, long long __bytes, int __dev,
                                int *__slot);
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
  /* __active == 2 (data_prec_present.c): the array is present on __dev;
   * __dsrc is its device copy, __host a private key for __dbuf. */
  void *__dsrc;
  int __kslot; /* __active == 1: 1 when the association outlives end */
  void *__fallback; /* __active == 2, hoisted: host buffer of kernels run on the host */
} __approxrt_prec;
void __approxrt_prec_begin(__approxrt_prec *__st, const char *__label, int __index, int __dev, int __on,
                           void *__host, long long __esize, int __kind, const float *__src, long long __n,
                           int __send);
void __approxrt_prec_end(__approxrt_prec *__st, int __kind, float *__dst, int __receive);
/* A listed array present on device dev through an enclosing `target data`
 * (openmp-runtime/data_prec_present.c): n elements of wesize bytes from
 * host address first. begin finds the present device copy (__dsrc), takes
 * a device buffer of n elements of esize bytes (__dbuf, cached per region,
 * item and device) and associates it with a private host key, which it
 * returns: the construct maps the key and finds the buffer present. The
 * caller converts __dsrc into __dbuf on the device before the construct
 * and, if the region writes the array (written), back after it; end counts
 * the conversions in APPROX_REPORT and releases key and buffer. */
void *__approxrt_prec_present_begin(__approxrt_prec *__st, const char *__label, const char *__item,
                                    int __index, int __dev, const void *__first, long long __n,
                                    long long __esize, long long __wesize);
void __approxrt_prec_present_end(__approxrt_prec *__st, int __written);
/* A listed array of a statement whose target constructs map it (a time
 * loop of kernels; clang-ext/plugin/VarPrecisionHoist.cpp), held in one
 * typed copy for the whole statement: present on dev, begin is
 * present_begin (__active 2); otherwise a host buffer of n elements of esize
 * bytes that the kernels then map as they mapped the array (__active 3;
 * the caller converts into it and back on the host). Returns the key or the
 * buffer; end releases them. */
void *__approxrt_prec_hoist_begin(__approxrt_prec *__st, const char *__label, const char *__item,
                                  int __index, int __dev, const void *__first, long long __n,
                                  long long __esize, long long __wesize);
void __approxrt_prec_hoist_end(__approxrt_prec *__st, int __written);
/* A conversion of the present typed copy between begin and end (around a
 * `target update` of the array in the statement), counted in APPROX_REPORT
 * as end counts its own; nothing for the host buffer. */
void __approxrt_prec_hoist_converted(__approxrt_prec *__st);
/* The host buffer (n elements of esize bytes, made once per statement,
 * released by end) that a kernel of the statement whose `if` is false
 * uses in place of the present typed copy: it runs on the host, over the
 * host array, as the exact program's does. */
void *__approxrt_prec_hoist_fallback(__approxrt_prec *__st);

/* precision(unorm8|unorm16 : list) (openmp-runtime/data_unorm.c): the
 * float in-item src[0..n), inside the construct's map [map_start,
 * +map_bytes), goes to device dev as codes q = rint(x * (2^bits - 1)) of
 * bits = 8 or 16 in one DMA (a value outside [0, 1] stops the program); a
 * float device buffer for the map range is associated with a private host
 * key (the construct maps the item shifted by `shift` bytes), and the
 * caller widens dsrc into dwide on the device (__approx_unorm16_to_f32,
 * __approx_unorm8_to_f32) before the construct. Inactive - shift 0, the
 * construct maps the exact item - when on is 0, on the host, or when the
 * range is already present. end releases the buffers (the key stays
 * associated, for the next execution). */
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
/* The value a code stands for (host and device alike). */
static __inline__ float __approx_unorm16_to_f32(unsigned short __q) {
  return (float)__q * (1.0f / 65535.0f);
}
static __inline__ float __approx_unorm8_to_f32(unsigned char __q) {
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
