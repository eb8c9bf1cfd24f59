/* approx_data.h - inline helpers of data approximation.
 *
 * What code lowered from `#pragma approx ... in(...) / out(...) /
 * reconstruct(...) / precision(...)` calls inline (docs/data.md); the
 * runtime calls it makes are declared in approx_data_rt.h. The nearest kept
 * rows of a skipped row, the reconstruction formula shared by every path
 * (so host perforation, device perforation and output reconstruction agree
 * bit for bit), the device-perforation accessor, and host-side checks.
 * Part of the approx.h umbrella.
 *
 * Rows: a 1-D item a[lo:len] has len rows of one element; ([R][C])p has R
 * rows of C elements; a[lo:len][lo2:len2] has len rows of len2 elements,
 * consecutive rows `stride` elements apart. Row r of an item is produced by
 * logical iteration r (out) or perforated by the plan over the item's rows
 * (in).
 */
#ifndef __APPROX_DATA_H
#define __APPROX_DATA_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_data_rt.h"
#include "approx_omp.h"
#include "approx_plan.h"
#include "approx_rt.h"
#include "approx_table.h"

#ifdef _OPENMP
#pragma omp declare target
#endif

/* Nearest kept logical iteration (row) <= k, or -1. k in [0, p->n). */
static __inline__ long long __approx_data_prev(const __approx_plan_t *__p, long long __k) {
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
    long long __q = __approx_muldiv_up(__c + 1, __p->__kchunks, __p->__nchunks) - 1;
    __pc = __approx_muldiv(__q, __p->__nchunks, __p->__kchunks);
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
static __inline__ long long __approx_data_next(const __approx_plan_t *__p, long long __k,
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
    long long __q = __approx_muldiv_up(__c, __p->__kchunks, __p->__nchunks);
    __nc = __q < __p->__kchunks ? __approx_muldiv(__q, __p->__nchunks, __p->__kchunks) : -1;
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
static __inline__ int __approx_data_src(const __approx_plan_t *__p, long long __r, long long __bound,
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
static __inline__ double __approx_lerp(double __a, double __b, double __w) {
#pragma clang fp contract(off)
  return __a + (__b - __a) * __w;
}
/* Rounds half away from zero (lerp into integer element types). */
static __inline__ double __approx_rhalf(double __v) {
  return __v < 0 ? __v - 0.5 : __v + 0.5;
}

/* Reconstruction method of a region: the pragma's, or APPROX_CONFIG's. */
static __inline__ int __approx_data_method(unsigned long long __hash, int __method) {
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
static __inline__ __approx_acc_src_t __approx_acc_flat(const __approx_acc_t *__a, long long __i) {
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
static __inline__ __approx_acc_src_t __approx_acc_row(const __approx_acc_t *__a, long long __e) {
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
static __inline__ void __approx_acc_fill(long long *__t, const __approx_acc_t *__a) {
  for (long long __r = 0; __r < __a->__rows; ++__r) {
    long long __lo = __r, __hi = __r;
    double __w;
    int __m = __approx_data_src(&__a->__p, __r, __a->__rows, __a->__method, &__lo, &__hi, &__w);
    __t[2 * __r] = __lo;
    __t[2 * __r + 1] = __m == 2 ? __hi : __lo;
  }
}
static __inline__ __approx_acc_src_t __approx_acc_entry(long long __i, long long __r, long long __lo,
                                                    long long __hi, long long __stride) {
  __approx_acc_src_t __s;
  __s.__i0 = __i + (__lo - __r) * __stride;
  __s.__i1 = __i + (__hi - __r) * __stride;
  __s.__lerp = __hi != __lo;
  __s.__w = __s.__lerp ? (double)(__r - __lo) / (double)(__hi - __lo) : 0;
  return __s;
}
/* Flat index i of a 1-D or shaped item, through the row table. */
static __inline__ __approx_acc_src_t __approx_acc_flat_t(const __approx_acc_t *__a, const long long *__t,
                                                     long long __i) {
  long long __rel = __i - __a->__lo;
  long long __r = __rel < 0 ? -1 : __a->__stride == 1 ? __rel : __approx_div(__rel, __a->__stride, __a->__mstride);
  if (__r < 0 || __r >= __a->__rows) return __approx_acc_entry(__i, 0, 0, 0, 0);
  return __approx_acc_entry(__i, __r, __t[2 * __r], __t[2 * __r + 1], __a->__stride);
}
/* Row index e of a 2-D item, through the row table. */
static __inline__ __approx_acc_src_t __approx_acc_row_t(const __approx_acc_t *__a, const long long *__t,
                                                    long long __e) {
  long long __r = __e - __a->__lo;
  if (__r < 0 || __r >= __a->__rows) return __approx_acc_entry(__e, 0, 0, 0, 0);
  return __approx_acc_entry(__e, __r, __t[2 * __r], __t[2 * __r + 1], 1);
}

/* nn accessor: the index to read (lerp sources fall back to their nearest
 * row; the plugin uses the value form for lerp). */
static __inline__ long long __approx_acc_nn(const __approx_acc_t *__a, long long __i) {
  return __approx_acc_flat(__a, __i).__i0;
}
static __inline__ long long __approx_acc_nn_row(const __approx_acc_t *__a, long long __e) {
  return __approx_acc_row(__a, __e).__i0;
}

static __inline__ __approx_acc_t __approx_acc_make(const char *__label, unsigned long long __hash,
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
static __inline__ int __approx_data_enabled(unsigned long long __hash, int __cond) {
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
 * offload plugin's device code too, so the variant is spelled here. The
 * host's answer is the base definition, not a kind(host) variant: clang 19
 * notes every use of a variant-only function ("used here", for a warning
 * it then leaves out) after the user's last warning. */
#ifdef _OPENMP
static __inline__ int __approx_on_host_code(void) { return 1; }
#pragma omp begin declare variant match(device = {kind(nohost)})
static __inline__ int __approx_on_host_code(void) { return 0; }
#pragma omp end declare variant
#pragma omp declare target
#endif
static __inline__ int __approx_device_kind_here(void) {
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

/* The kind of device a construct with device(dev) and if(on) runs on, or
 * -1 where it is not known yet: the lowered code then asks the device with a
 * tiny target region of its own (declareDeviceKind in the plugin) and
 * records the answer with __approx_device_kind_set; the runtime caches it
 * per device. The probe is not here: a target region in this forced header
 * would precede any `#pragma omp requires` of the user's file, an error.
 * The probe is an SPMD kernel (teams distribute parallel for), never a bare
 * `target`: with LLVM 19, one generic-mode kernel anywhere in a program,
 * even one never launched, made every other kernel launch of it slower on
 * the H100 (hotspot's 40 time steps 4.4 -> 6.1 ms, plain clang included;
 * docs/results.md, "A generic kernel slows every kernel"). */
static __inline__ int __approx_device_kind(int __dev, int __on) {
  if (!__on)
    return __APPROX_DEV_HOST;
#ifdef _OPENMP
  int __k = __approxrt_device_kind(__dev);
  if (__k >= 0)
    return __k;
  if (__dev >= 0 && __dev != omp_get_initial_device() && __dev < omp_get_num_devices())
    return -1;
  __approxrt_set_device_kind(__dev, __APPROX_DEV_HOST);
  return __APPROX_DEV_HOST;
#else
  (void)__dev;
  return __APPROX_DEV_HOST;
#endif
}

static __inline__ int __approx_device_kind_set(int __dev, int __k) {
  __approxrt_set_device_kind(__dev, __k);
  return __k;
}

/* The plan keeps row r (for the runtime's packer). */
static __inline__ int __approx_data_keeps_cb(const void *__ctx, long long __r) {
  return __approx_perfo_keeps((const __approx_plan_t *)__ctx, __r);
}

/* Checks an item's geometry before anything touches it. */
static __inline__ void __approx_data_check_item(const char *__label, const char *__item,
                                            const void *__base, long long __rows, long long __cols) {
  if (__rows < 0 || __cols < 0)
    __approxrt_data_fatal(__label, "item '%s' has a negative size (%lld rows of %lld)", __item, __rows,
                          __cols);
  if (!__base && __rows > 0 && __cols > 0)
    __approxrt_data_fatal(__label, "item '%s' is a null pointer", __item);
}

/* A reduced-precision item's statement, its map included, is renamed to
 * the item's copy: what the construct maps must lie within the item, or
 * it would move, read and write outside the copy. */
static __inline__ void __approx_data_check_prec_map(const char *__label, const char *__item,
                                                const char *__mode, const void *__istart,
                                                long long __ibytes, const void *__mstart,
                                                long long __mbytes) {
  unsigned long long __is = (unsigned long long)__istart, __ms = (unsigned long long)__mstart;
  if (__mbytes <= 0 || __ibytes < 0 || !__istart || !__mstart)
    return;
  if (__ms < __is || __ms + (unsigned long long)__mbytes > __is + (unsigned long long)__ibytes)
    __approxrt_data_fatal(__label,
                          "the construct maps %lld bytes from %p, but item '%s' of "
                          "precision(%s) covers only %lld bytes from %p, and the statement uses "
                          "the item's %s copy: make the item cover what the construct maps",
                          __mbytes, __mstart, __item, __mode, __ibytes, __istart, __mode);
}

/* With bound > 0 rows to reconstruct, the plan must keep one of them. */
static __inline__ void __approx_data_check_kept(const char *__label, const char *__item,
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
static __inline__ void __approx_data_record_prec(const char *__label, long long __n, long long __full,
                                             long long __reduced, int __moved, int __dirs) {
  if (__approxrt_reporting() && __n > 0 && __dirs > 0)
    __approxrt_record_bytes(__label, __n * __reduced * __moved, __n * (__full - __reduced) * __dirs);
}

/* Records one execution of a region whose loop runs in full, with the rows
 * of its first in-item (kept rows counted exactly, rand included). */
static __inline__ void __approx_data_record_rows(const char *__label, const __approx_plan_t *__p) {
  long long __kept = __p->__kept;
  if (__p->__kind == __APPROX_PERFO_RAND)
    for (long long __c = __kept = 0; __c < __p->__nchunks; ++__c)
      if (!__approx_perfo_skip(__p, __c * __p->__chunk))
        __kept += __c == __p->__nchunks - 1 ? __p->__n - __c * __p->__chunk : __p->__chunk;
  __approxrt_record_perfo(__label, __p->__n, __kept);
}

#endif /* __APPROX_DATA_H */
