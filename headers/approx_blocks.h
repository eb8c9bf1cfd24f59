/* approx_blocks.h - the block form of a perforation plan.
 *
 * Sequential loops (a loop inside a kernel, or a host loop with no OpenMP
 * directive) run the kept iterations of a plan (approx_plan.h) as blocks of
 * consecutive iterations with a unit-step inner loop, which keeps the
 * lowered loop as light as the exact one; inside kernels the blocks are
 * computed out of line so only their few fields stay live. Part of the
 * approx.h umbrella.
 */
#ifndef __APPROX_BLOCKS_H
#define __APPROX_BLOCKS_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_plan.h"
#include "approx_table.h"


#ifdef _OPENMP
#pragma omp declare target
#endif

/* Block form of a plan, for sequential loops (no OpenMP directive: a loop
 * inside a kernel, or a host loop): the kept iterations as `n` blocks,
 * block q covering logical iterations [start, min(start + len, lim)),
 * start = q * stride + off, or (rate) chunk floor(q * num / den);
 * with `thresh` (rand) block q is skipped when its hash falls below it.
 * The struct is all a lowered loop keeps live: on a device the plan itself
 * stays inside __approx_perfo_blocks_dev, which keeps the kernel's register
 * count near the exact loop's. An exact plan is one block of unit step: the
 * original loop plus one outer trip. The inner loop's unit step keeps its
 * trip count computable, so LLVM unrolls it as it unrolls the exact loop
 * (a strided block for large:N cost correlation 5x). lb and vstep are the
 * loop's own. */
typedef struct __approx_blocks_t {
  long long __n, __stride, __off, __len, __lim, __num, __den, __lb, __vstep;
  unsigned long long __mix, __thresh;
} __approx_blocks_t;

static __inline__ __approx_blocks_t __approx_perfo_blocks(const __approx_plan_t *__p) {
  __approx_blocks_t __b;
  long long __c = __p->__chunk;
  __b.__n = __p->__kchunks; __b.__stride = __c; __b.__off = 0; __b.__len = __c; __b.__lim = __p->__n;
  __b.__num = 0; __b.__den = 0; __b.__lb = __p->__lb; __b.__vstep = __p->__step; __b.__mix = 0; __b.__thresh = 0;
  switch (__p->__kind) {
  case __APPROX_PERFO_NONE: __b.__n = __p->__n > 0; __b.__len = __p->__n; break;
  case __APPROX_PERFO_SMALL: /* groups of N chunks, the last one skipped */
    __b.__n = (__p->__nchunks + __p->__factor - 1) / __p->__factor;
    __b.__stride = __p->__factor * __c; __b.__len = (__p->__factor - 1) * __c; break;
  case __APPROX_PERFO_LARGE:
    __b.__stride = __p->__factor * __c;
    break;
  case __APPROX_PERFO_INIT: __b.__n = __p->__kept > 0; __b.__off = __p->__offset * __c; __b.__len = __p->__n; break;
  case __APPROX_PERFO_FINI: __b.__n = __p->__kept > 0; __b.__len = __p->__kept; break;
  case __APPROX_PERFO_RAND: /* u < rate <=> (h >> 11) < ceil(rate * 2^53) */
    __b.__n = __p->__nchunks; __b.__mix = __p->__mix;
    __b.__thresh = (unsigned long long)__builtin_ceil(__p->__rate * 9007199254740992.0); break;
  default: __b.__num = __p->__nchunks; __b.__den = __p->__kchunks; break; /* rate */
  }
  return __b;
}

/* First logical iteration of block q. */
static __inline__ long long __approx_block_start(const __approx_blocks_t *__b, long long __q) {
  if (__b->__den)
    return __approx_muldiv(__q, __b->__num, __b->__den) * __b->__len;
  return __q * __b->__stride + __b->__off;
}

/* rand: is block (= chunk) q skipped? The same draw as __approx_perfo_skip. */
static __inline__ int __approx_block_skip(const __approx_blocks_t *__b, long long __q) {
  if (!__b->__thresh) return 0;
  unsigned long long __h = __approx_mix64(__b->__mix ^ __approx_mix64((unsigned long long)__q));
  return (__h >> 11) < __b->__thresh;
}

/* One past the last logical iteration of a block starting at k. */
static __inline__ long long __approx_block_end(const __approx_blocks_t *__b, long long __k) {
  return __k + __b->__len < __b->__lim ? __k + __b->__len : __b->__lim;
}


/* One block of unit step over the whole loop: the exact loop. */
static __inline__ __approx_blocks_t __approx_exact_blocks(long long __n) {
  __approx_blocks_t __b;
  __b.__n = __n > 0; __b.__stride = 0; __b.__off = 0; __b.__len = __n; __b.__lim = __n;
  __b.__num = 0; __b.__den = 0; __b.__lb = 0; __b.__vstep = 1; __b.__mix = 0; __b.__thresh = 0;
  return __b;
}

/* The blocks of n logical iterations straight from the pragma's arguments
 * and the run-time table, without the plan: what __approx_perfo_plan_n and
 * __approx_perfo_blocks give together (the unit tests compare the two on
 * every kind), with only the divisions the blocks need. Inside a kernel its
 * few live values are what keeps the register count near the exact loop's. */
static __inline__ __approx_blocks_t __approx_perfo_blocks_n(const char *__label, unsigned long long __hash,
                                                        int __kind, double __value, long long __chunk,
                                                        int __enabled, long long __n) {
  __approx_apply_table(__hash, &__kind, &__value, &__chunk, &__enabled);
  __approx_blocks_t __b = __approx_exact_blocks(__n);
  if (!__enabled || __n <= 0)
    return __b;
  __approx_check_value(__label, __kind, __value, __chunk);
  long long __c = __chunk, __nc = (__n + __c - 1) / __c;
  if (__kind == __APPROX_PERFO_SMALL || __kind == __APPROX_PERFO_LARGE) {
    long long __f = (long long)__value;
    if (__kind == __APPROX_PERFO_SMALL) {
      __b.__n = (__nc + __f - 1) / __f; __b.__stride = __f * __c; __b.__len = (__f - 1) * __c;
    } else {
      __b.__n = (__nc + __f - 1) / __f; __b.__stride = __f * __c; __b.__len = __c;
    }
    return __b;
  }
  long long __skip = (long long)((double)__nc * __value);
  switch (__kind) {
  case __APPROX_PERFO_INIT: __b.__n = __nc > __skip; __b.__off = __skip * __c; break;
  case __APPROX_PERFO_FINI:
    __b.__n = __nc > __skip;
    __b.__len = __skip ? (__nc - __skip) * __c : __n;
    break;
  case __APPROX_PERFO_RAND:
    __b.__n = __nc; __b.__stride = __c; __b.__len = __c; __b.__mix = __approx_table.__seed ^ __hash;
    __b.__thresh = (unsigned long long)__builtin_ceil(__value * 9007199254740992.0);
    break;
  default: __b.__n = __nc - __skip; __b.__num = __nc; __b.__den = __nc - __skip; __b.__len = __c; break; /* rate */
  }
  return __b;
}

/* Iterations a block form keeps: every block but the last is whole, so a
 * closed form, except for rand (drawn per block: counted). */
static __inline__ long long __approx_blocks_kept(const __approx_blocks_t *__b) {
  if (__b->__n <= 0)
    return 0;
  if (!__b->__thresh) {
    long long __s = __approx_block_start(__b, __b->__n - 1);
    return (__b->__n - 1) * __b->__len + __approx_block_end(__b, __s) - __s;
  }
  long long __kept = 0;
  for (long long __q = 0; __q < __b->__n; ++__q)
    if (!__approx_block_skip(__b, __q)) {
      long long __s = __approx_block_start(__b, __q);
      __kept += __approx_block_end(__b, __s) - __s;
    }
  return __kept;
}

/* Stops on a loop too long for the 32-bit block form of an int-typed loop
 * inside a kernel (its last index plus one must fit in an int). */
static __inline__ void __approx_blocks_int(const __approx_blocks_t *__b, const char *__label) {
  if (__b->__lim > 2147483647LL)
    __approx_bad_param(__label, "an int loop inside a kernel of more than 2^31 - 1 iterations",
                       (double)__b->__lim);
}

/* The block form of a loop inside a kernel, from the same arguments as the
 * plan, out of line: the kernel keeps only the block fields live (the plan
 * inlined took lavaMD's kernel from 32 to 96 registers). While reporting,
 * counts like __approx_perfo_plan_dev. */
static __inline__ __attribute__((__noinline__)) __approx_blocks_t
__approx_perfo_blocks_ool(const char *__label, unsigned long long __hash, int __kind, double __value,
                          long long __chunk, int __enabled, long long __lb, long long __ub, long long __step,
                          int __op) {
  __approx_blocks_t __b = __approx_perfo_blocks_n(__label, __hash, __kind, __value, __chunk, __enabled,
                                                __approx_checked_trip(__label, __lb, __ub, __step, __op));
  __b.__lb = __lb;
  __b.__vstep = __step;
  if (__approx_table.__reporting)
    __approx_devcount(__hash, __b.__lim, __approx_blocks_kept(&__b));
  return __b;
}

/* The call a kernel makes: a disabled region (and no report to count it
 * for) gets its one exact block inline, so it costs a table lookup and no
 * call. The out-of-line call returns its struct through local memory,
 * which made disabled regions in kernels 11-19% slower than the exact
 * loop (lavaMD, leukocyte, correlation, covariance; docs/results.md). */
static __inline__ __approx_blocks_t
__approx_perfo_blocks_dev(const char *__label, unsigned long long __hash, int __kind, double __value,
                          long long __chunk, int __enabled, long long __lb, long long __ub, long long __step,
                          int __op) {
  if (__approx_table.__reporting || !__approx_region_off(__hash, __enabled))
    return __approx_perfo_blocks_ool(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  __approx_blocks_t __b = __approx_exact_blocks(__approx_checked_trip(__label, __lb, __ub, __step, __op));
  __b.__lb = __lb;
  __b.__vstep = __step;
  return __b;
}
#ifdef _OPENMP
#pragma omp end declare target
#endif

#endif /* __APPROX_BLOCKS_H */
