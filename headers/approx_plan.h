/* approx_plan.h - the perforation plan of one execution of a region.
 *
 * The plugin rewrites `#pragma approx perfo(...)` loops into loops over a
 * compacted iteration space [0, plan.kept) and maps each compacted index back
 * to a logical iteration with __approx_perfo_index(). The plan is computed
 * from the pragma's defaults overridden by the run-time table
 * (approx_table.h); everything is `static __inline__` and usable on the host and
 * on offload devices, so host and device agree bit for bit. Part of the
 * approx.h umbrella.
 */
#ifndef __APPROX_PLAN_H
#define __APPROX_PLAN_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_rt.h"
#include "approx_table.h"


/* A perforation plan: the whole decision for one execution of one region.
 * Logical iterations 0..n-1 are grouped in chunks of `chunk`; `kept` is the
 * number of iterations the compacted loop runs. */
typedef struct __approx_plan_t {
  long long __n;        /* logical iterations */
  long long __kept;     /* iterations of the lowered loop */
  long long __chunk;    /* C >= 1 */
  long long __nchunks;  /* ceil(n / C) */
  long long __kchunks;  /* chunks kept */
  long long __factor;   /* N of small/large */
  long long __offset;   /* chunks skipped at the front (init) */
  double __rate;        /* R of rate/rand/init/fini */
  unsigned long long __mix; /* seed ^ label hash, for rand */
  long long __lb, __step; /* the loop's lower bound and signed step */
  unsigned long long __mchunk, __mfactor1; /* __approx_magic of chunk, N-1 (when needed) */
  int __kind;           /* APPROX_PERFO_*; NONE when exact */
  /* Fast path (exact, large, init, fini with a power-of-two chunk): the
   * index map is k = ((j >> fshift) * fmul << fshift) + (j & fmask) + fadd. */
  int __fast, __fshift;
  long long __fmask, __fmul, __fadd;
} __approx_plan_t;

/* Loop comparison operators as the plugin encodes them. */
enum { __APPROX_LT = 0, __APPROX_LE = 1, __APPROX_GT = 2, __APPROX_GE = 3, __APPROX_NE = 4 };
/* Added to the comparison: the loop variable is a 64-bit unsigned type, its
 * bounds compared as such (a range may reach past 2^63). */
enum { __APPROX_U64 = 8 };
/* Added instead: an unsigned type narrower than 64 bits (its values fit in
 * long long; only a count-down under '<' / '<=' wraps, past the bound). */
enum { __APPROX_UNARROW = 16 };
/* Added with it: the narrow type's width, 8 or 16 bits (32 without). */
enum { __APPROX_UW8 = 32, __APPROX_UW16 = 64 };
/* Added with it where C compares the variable with the bound (in their
 * common type: the usual arithmetic conversions) as unsigned int: the bound,
 * passed as a long long, is taken modulo 2^32 (an int -4 against an
 * unsigned variable is 4294967292); or as a 64-bit unsigned type: a bound
 * that reads negative here is one at or above 2^63, above every value of
 * the narrow variable. A signed variable that C compares as unsigned is
 * planned as an unsigned one of that width (`for (int i = -10; i >= 4294967280u;
 * i += 3)` runs -10, -7, -4, -1), with __APPROX_U64 for 64 bits
 * (clang-ext/plugin/LoopCompare.h). */
enum { __APPROX_CMPU32 = 128, __APPROX_CMPU64 = 256 };

#ifdef _OPENMP
#pragma omp declare target
#endif

/* The bound of a narrow unsigned variable's test as C compares it (above). */
static __inline__ long long __approx_narrow_bound(long long __ub, long long __m, int __op) {
  if (__op & __APPROX_CMPU32)
    return (long long)(unsigned)__ub;
  if ((__op & __APPROX_CMPU64) && __ub < 0)
    return __m;
  return __ub;
}

/* The op of a loop whose types the plugin could not read from its tokens
 * (-E, a typedef or `auto` variable, a bound that calls or casts): the
 * comparison __op with the flags above, from the variable's type (its size
 * and signedness) and the type C compares it with the bound in (their
 * common type's); folded by the compiler. */
static __inline__ int __approx_cmp_op(int __op, unsigned long __vsize, int __vunsigned,
                                      unsigned long __csize, int __cunsigned) {
  if (__vunsigned && __vsize >= 8)
    return __op | __APPROX_U64;
  if (__vunsigned) {
    __op |= __APPROX_UNARROW | (__vsize == 1 ? __APPROX_UW8 : __vsize == 2 ? __APPROX_UW16 : 0);
    return !__cunsigned ? __op : __op | (__csize >= 8 ? __APPROX_CMPU64 : __APPROX_CMPU32);
  }
  if (!__cunsigned)
    return __op;
  return __csize >= 8 ? __op | __APPROX_U64 : __op | __APPROX_UNARROW | __APPROX_CMPU32;
}

/* Number of logical iterations of a canonical loop `lb op ub`, step `st`. */
static __inline__ long long __approx_trip(long long __lb, long long __ub, long long __st, int __op) {
  if (__op & __APPROX_U64) {
    unsigned long long __l = (unsigned long long)__lb, __u = (unsigned long long)__ub;
    unsigned long long __s = __st < 0 ? 0ULL - (unsigned long long)__st : (unsigned long long)__st;
    if (__s == 0)
      return 0;
    /* (d - 1) / s + 1, not (d + s - 1) / s: d + s passes 2^64 when the
     * range does (0 to 16e18 in steps of 4e18). */
    switch (__op & 7) {
    case __APPROX_LT: return __l < __u ? (long long)((__u - __l - 1) / __s + 1) : 0;
    case __APPROX_LE: return __l <= __u ? (long long)((__u - __l) / __s + 1) : 0;
    case __APPROX_GT: return __l > __u ? (long long)((__l - __u - 1) / __s + 1) : 0;
    case __APPROX_GE: return __l >= __u ? (long long)((__l - __u) / __s + 1) : 0;
    default: return (long long)((__st > 0 ? __u - __l : __l - __u) / __s);
    }
  }
  /* Signed bounds: the distance between them may exceed 2^63 (from -9e18
   * to 9e18), so it and the step's magnitude are taken unsigned. */
  unsigned long long __s = __st < 0 ? 0ULL - (unsigned long long)__st : (unsigned long long)__st;
  unsigned long long __up = (unsigned long long)__ub - (unsigned long long)__lb;
  unsigned long long __down = (unsigned long long)__lb - (unsigned long long)__ub;
  if (__s == 0)
    return 0;
  switch (__op & 7) {
  case __APPROX_LT: return __lb < __ub ? (long long)((__up - 1) / __s + 1) : 0;
  case __APPROX_LE: return __lb <= __ub ? (long long)(__up / __s + 1) : 0;
  case __APPROX_GT: return __lb > __ub ? (long long)((__down - 1) / __s + 1) : 0;
  case __APPROX_GE: return __lb >= __ub ? (long long)(__down / __s + 1) : 0;
  default: return (long long)((__st > 0 ? __up : __down) / __s);
  }
}

/* Reports a bad perforation parameter and stops. On devices there is no
 * stderr worth trusting for a message, so print and trap. */
static __inline__ void __approx_bad_param(const char *__label, const char *__what, double __v) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  (void)__label; (void)__what; (void)__v;
  __builtin_trap();
#else
  __approxrt_fatal("region '%s': %s (got %.15g)", __label, __what, __v);
#endif
}

/* The message of a kind's range. A switch, not a function-local static
 * table: clang 19's NVPTX debug info keeps the dotted name of a local
 * static ('f.table') where the PTX renames it, and ptxas refuses the
 * program at -O0 -g (test/CodeGen/perfo-O0-debug-ptx.c). */
static __inline__ const char *__approx_range_msg(int __kind) {
  switch (__kind) {
  case __APPROX_PERFO_SMALL:
    return "perforation kind 'small' needs an integer in [2, 2147483647]";
  case __APPROX_PERFO_LARGE:
    return "perforation kind 'large' needs an integer in [2, 2147483647]";
  case __APPROX_PERFO_RATE:
    return "perforation kind 'rate' needs a rate in [0, 1)";
  case __APPROX_PERFO_RAND:
    return "perforation kind 'rand' needs a rate in [0, 1)";
  case __APPROX_PERFO_INIT:
    return "perforation kind 'init' needs a rate in [0, 1)";
  default:
    return "perforation kind 'fini' needs a rate in [0, 1)";
  }
}

/* The ranges APPROX_CONFIG and the plugin's compile-time check apply too
 * (openmp-runtime/config.c, clang-ext/plugin/ClauseParser.cpp). */
static __inline__ void __approx_check_value(const char *__label, int __kind, double __value,
                                        long long __chunk) {
  if (__chunk < 1 || __chunk > 9007199254740992LL)
    __approx_bad_param(__label, "'chunk' must be an integer in [1, 9007199254740992]",
                       (double)__chunk);
  if (__kind == __APPROX_PERFO_SMALL || __kind == __APPROX_PERFO_LARGE) {
    if (!(__value >= 2.0 && __value <= 2147483647.0) || (double)(long long)__value != __value)
      __approx_bad_param(__label, __approx_range_msg(__kind), __value);
  } else if (__kind >= __APPROX_PERFO_RATE && __kind <= __APPROX_PERFO_FINI) {
    if (!(__value >= 0.0 && __value < 1.0))
      __approx_bad_param(__label, __approx_range_msg(__kind), __value);
  }
}

/* Division by a loop-invariant divisor d >= 1 without a divide instruction
 * (64-bit division is a long software sequence on GPUs): with
 * M = ceil(2^64 / d), x / d == (x * M) >> 64 exactly for every x < 2^32
 * (Lemire, Kaser, Kurz 2019). Larger x fall back to '/'. */
static __inline__ unsigned long long __approx_magic(long long __d) {
  return __d <= 1 ? 0 : ~0ULL / (unsigned long long)__d + 1;
}
static __inline__ long long __approx_div(long long __x, long long __d, unsigned long long __m) {
  if (__d == 1) return __x;
  if ((unsigned long long)__x >> 32) return __x / __d;
  return (long long)(((unsigned __int128)(unsigned long long)__x * __m) >> 64);
}

/* floor(a * b / d) and ceil(a * b / d) for a, b >= 0 and d >= 1, whose
 * quotient fits: rate's chunk map q * nc / kc and its inverse. The product
 * passes 2^63 once a loop has about 3e9 chunks; it is then taken in 128
 * bits (a wrapped product mapped kept iterations to negative ones). */
static __inline__ long long __approx_muldiv(long long __a, long long __b, long long __d) {
  long long __p;
  if (!__builtin_mul_overflow(__a, __b, &__p))
    return __p / __d;
  return (long long)((unsigned __int128)(unsigned long long)__a * (unsigned long long)__b /
                     (unsigned long long)__d);
}
static __inline__ long long __approx_muldiv_up(long long __a, long long __b, long long __d) {
  long long __p;
  if (!__builtin_mul_overflow(__a, __b, &__p) && __p <= 0x7fffffffffffffffLL - __d)
    return (__p + __d - 1) / __d;
  unsigned __int128 __w = (unsigned __int128)(unsigned long long)__a * (unsigned long long)__b;
  return (long long)((__w + (unsigned long long)__d - 1) / (unsigned long long)__d);
}

static __inline__ __approx_plan_t __approx_exact_plan(long long __n) {
  __approx_plan_t __p;
  __p.__lb = 0; __p.__step = 1; __p.__mchunk = __p.__mfactor1 = 0;
  __p.__fast = 1; __p.__fshift = 0; __p.__fmask = 0; __p.__fmul = 1; __p.__fadd = 0;
  __p.__n = __n < 0 ? 0 : __n; __p.__kept = __p.__n; __p.__chunk = 1; __p.__nchunks = __p.__n; __p.__kchunks = __p.__n;
  __p.__factor = 1; __p.__offset = 0; __p.__rate = 0; __p.__mix = 0; __p.__kind = __APPROX_PERFO_NONE;
  return __p;
}

/* The plan for n logical iterations: pragma defaults, overridden per label
 * by the run-time table; `enabled` is the if() clause. */
static __inline__ __approx_plan_t __approx_perfo_plan_n(const char *__label, unsigned long long __hash,
                                                    int __kind, double __value, long long __chunk,
                                                    int __enabled, long long __n) {
  __approx_apply_table(__hash, &__kind, &__value, &__chunk, &__enabled);
  if (!__enabled || __n <= 0)
    return __approx_exact_plan(__n);
  __approx_check_value(__label, __kind, __value, __chunk);
  __approx_plan_t __p = __approx_exact_plan(__n);
  __p.__kind = __kind;
  __p.__chunk = __chunk;
  __p.__nchunks = (__n + __chunk - 1) / __chunk;
  long long __nc = __p.__nchunks;
  if (__kind == __APPROX_PERFO_SMALL || __kind == __APPROX_PERFO_LARGE) {
    long long __f = (long long)__value;
    __p.__factor = __f;
    __p.__kchunks = __kind == __APPROX_PERFO_SMALL ? __nc - __nc / __f : (__nc + __f - 1) / __f;
  } else {
    __p.__rate = __value;
    long long __skip = (long long)((double)__nc * __value);
    if (__kind == __APPROX_PERFO_RAND) {
      __p.__kchunks = __nc;
      __p.__mix = __approx_table.__seed ^ __hash;
    } else {
      __p.__kchunks = __nc - __skip;
      if (__kind == __APPROX_PERFO_INIT) __p.__offset = __skip;
    }
  }
  if ((__kind == __APPROX_PERFO_LARGE || __kind == __APPROX_PERFO_INIT || __kind == __APPROX_PERFO_FINI) &&
      (__chunk & (__chunk - 1)) == 0) {
    __p.__fast = 1;
    __p.__fshift = __builtin_ctzll((unsigned long long)__chunk);
    __p.__fmask = __chunk - 1;
    __p.__fmul = __kind == __APPROX_PERFO_LARGE ? __p.__factor : 1;
    __p.__fadd = __kind == __APPROX_PERFO_INIT ? __p.__offset * __chunk : 0;
  } else {
    __p.__fast = 0;
  }
  /* Magic numbers only where the general index map divides (computing one
   * is itself a 64-bit division, and plans inside kernels are per thread). */
  if (!__p.__fast && (__chunk & (__chunk - 1)) != 0)
    __p.__mchunk = __approx_magic(__p.__chunk);
  if (__kind == __APPROX_PERFO_SMALL)
    __p.__mfactor1 = __approx_magic(__p.__factor - 1);
  /* The last chunk may be partial: drop its missing iterations if it runs. */
  long long __kept = __p.__kchunks * __chunk;
  if (__p.__kchunks > 0) {
    long long __lastc;
    switch (__kind) {
    case __APPROX_PERFO_SMALL: __lastc = (__p.__kchunks - 1) + (__p.__kchunks - 1) / (__p.__factor - 1); break;
    case __APPROX_PERFO_LARGE: __lastc = (__p.__kchunks - 1) * __p.__factor; break;
    case __APPROX_PERFO_RATE: __lastc = __approx_muldiv(__p.__kchunks - 1, __nc, __p.__kchunks); break;
    case __APPROX_PERFO_INIT: __lastc = __p.__kchunks - 1 + __p.__offset; break;
    default: __lastc = __p.__kchunks - 1; break;
    }
    if (__lastc == __nc - 1) __kept -= __nc * __chunk - __n;
  }
  __p.__kept = __kept;
  return __p;
}

/* Trip count of `for (v = lb; v != ub; v += step)` over an unsigned type of
 * w bits: the least k with lb + k * step == ub modulo 2^w. With g the
 * largest power of two dividing the step, there is one iff g divides
 * ub - lb, and then k = (ub - lb) / g times the inverse of step / g (odd)
 * modulo 2^w / g; else v never meets ub and C loops forever. */
static __inline__ long long __approx_wrapping_trip(const char *__label, long long __lb,
                                               long long __ub, long long __step, int __op) {
  int __w = (__op & __APPROX_U64) ? 64 : (__op & __APPROX_UW8) ? 8 : (__op & __APPROX_UW16) ? 16 : 32;
  unsigned long long __mask = __w == 64 ? ~0ULL : (1ULL << __w) - 1;
  /* A narrower variable never equals a bound outside its values (`for
   * (uint8_t c = 0; c != 300; ++c)`: C loops forever). */
  if (__w < 64) {
    __ub = __approx_narrow_bound(__ub, (long long)__mask + 1, __op);
    if (__ub < 0 || (unsigned long long)__ub > __mask)
      __approx_bad_param(__label, "the loop variable never equals its '!=' bound, which is outside its type's values",
                         (double)__ub);
  }
  unsigned long long __s = (unsigned long long)__step & __mask;
  unsigned long long __d = ((unsigned long long)__ub - (unsigned long long)__lb) & __mask;
  if (__d == 0) /* v == ub at once: no iteration, whatever the step */
    return 0;
  if (__s == 0)
    __approx_bad_param(__label, "the loop step does not move the variable towards its bound",
                       (double)__step);
  unsigned long long __g = __s & (0ULL - __s);
  if (__d % __g != 0)
    __approx_bad_param(__label, "the loop variable steps over its '!=' bound, never equal to it",
                       (double)__step);
  unsigned long long __odd = __s / __g, __inv = __odd; /* Newton: 3, 6, 12, 24, 48, 96 bits */
  for (int __i = 0; __i < 5; ++__i)
    __inv *= 2 - __odd * __inv;
  unsigned long long __k = (__d / __g) * __inv;
  __k &= __g == 1 ? __mask : __mask / __g;
  if (__k > 0x7fffffffffffffffULL) /* 2^63 iterations or more: a 64-bit wrap */
    __approx_bad_param(__label, "the loop variable steps over its '!=' bound, never equal to it",
                       (double)__step);
  return (long long)__k;
}

/* Trip count of `for (v = lb; v op ub; v += step)` over an unsigned type of
 * w < 64 bits (op not '!='), as C runs it: v starts at lb modulo 2^w, each
 * step stores v + step modulo 2^w, and the promoted v is compared with ub.
 * The values v op ub holds for are one interval [a, b] of [0, 2^w); from v
 * the loop runs while v stays in it, and a step past 0 or 2^w - 1 wraps v
 * to the other end, where it may go on (`for (uint16_t i = 5; i > 0; i -=
 * 3)` runs 5, 2, 65535, ..., 3: 21847 iterations; `i > 100; i += 2` from
 * 65530 runs 3). Each pass between wraps is one division; a loop whose
 * values never leave the interval (C loops forever) stops the program. */
static __inline__ long long __approx_narrow_trip(const char *__label, long long __lb, long long __ub,
                                             long long __step, int __op) {
  int __w = (__op & __APPROX_UW8) ? 8 : (__op & __APPROX_UW16) ? 16 : 32;
  long long __m = 1LL << __w, __a = 0, __b = __m - 1;
  /* v in [0, 2^w) compares with ub as with ub clamped to [-1, 2^w]. */
  __ub = __approx_narrow_bound(__ub, __m, __op);
  __ub = __ub < -1 ? -1 : __ub > __m ? __m : __ub;
  switch (__op & 7) {
  case __APPROX_LT: __b = __ub - 1; break;
  case __APPROX_LE: __b = __ub; break;
  case __APPROX_GT: __a = __ub + 1; break;
  default: __a = __ub; break; /* GE */
  }
  if (__a < 0) __a = 0;
  if (__b > __m - 1) __b = __m - 1;
  long long __v = (long long)((unsigned long long)__lb & (unsigned long long)(__m - 1));
  long long __s = (long long)((unsigned long long)__step & (unsigned long long)(__m - 1));
  if (__a > __b || __v < __a || __v > __b)
    return 0;
  /* g = gcd(step, 2^w): v meets 2^w / g values before it repeats. */
  long long __orbit = __s == 0 ? 1 : __m / (long long)(__s & -__s);
  int __upward = __s <= __m / 2; /* the shorter way round: v + s or v - (2^w - s) */
  long long __d = __upward ? __s : __m - __s, __n = 0;
  while (__s != 0 && __n < __orbit) {
    long long __run = __upward ? (__b - __v) / __d + 1 : (__v - __a) / __d + 1;
    long long __next = __upward ? __v + __run * __d : __v - __run * __d;
    __n += __run;
    if (__next >= 0 && __next < __m)
      return __n; /* out of [a, b] without a wrap */
    __v = __upward ? __next - __m : __next + __m;
    if (__v < __a || __v > __b)
      return __n;
  }
  __approx_bad_param(__label, "the loop variable never leaves the range its test allows (C loops forever)",
                     (double)__step);
  return 0;
}

/* Trip count of `for (v = lb; v op ub; v += step)`, stopping on a step that
 * does not move v towards its bound. */
static __inline__ long long __approx_checked_trip(const char *__label, long long __lb, long long __ub,
                                              long long __step, int __op) {
  int __cmp = __op & 7;
  int __up = __cmp == __APPROX_LT || __cmp == __APPROX_LE;
  if ((__op & __APPROX_UNARROW) && __cmp != __APPROX_NE)
    return __approx_narrow_trip(__label, __lb, __ub, __step, __op);
  /* C tests before the first iteration: a loop whose test fails at once
   * runs none, whatever its step (`for (i = 0; i < n; --i)` with n <= 0). */
  if (__cmp != __APPROX_NE) {
    int __first;
    if (__op & __APPROX_U64) {
      unsigned long long __l = (unsigned long long)__lb, __u = (unsigned long long)__ub;
      __first = __cmp == __APPROX_LT ? __l < __u : __cmp == __APPROX_LE ? __l <= __u
              : __cmp == __APPROX_GT ? __l > __u : __l >= __u;
    } else {
      __first = __cmp == __APPROX_LT ? __lb < __ub : __cmp == __APPROX_LE ? __lb <= __ub
              : __cmp == __APPROX_GT ? __lb > __ub : __lb >= __ub;
    }
    if (!__first)
      return 0;
  }
  /* An unsigned variable counting down under '<' or '<='
   * (`for (size_t i = n - 1; i < n; --i)`): it runs down to its last value
   * at or above 0, and the next step wraps it to 2^64 - s or above, past the
   * bound (one below that: C would go on, and so is an error below). A
   * narrower type wraps to 2^w - s or above, w its width, which a bound of
   * that type below it is too. */
  if ((__op & __APPROX_U64) && __up && __step < 0 && __step != (-0x7fffffffffffffffLL - 1)) {
    unsigned long long __l = (unsigned long long)__lb, __s = (unsigned long long)-__step;
    unsigned long long __wrap = (__l % __s) - __s; /* mod 2^64 */
    int __ends = __cmp == __APPROX_LT ? __wrap >= (unsigned long long)__ub
                                      : __wrap > (unsigned long long)__ub;
    if (__ends && __l / __s < 0x7fffffffffffffffULL)
      return (long long)(__l / __s) + 1;
  }
  /* An unsigned variable under '!=' runs modulo 2^w, w its width: it may
   * wrap past 0 or its maximum before it meets the bound
   * (`for (unsigned i = n - 1; i != ~0u; --i)`). */
  if (__cmp == __APPROX_NE && (__op & (__APPROX_UNARROW | __APPROX_U64)))
    return __approx_wrapping_trip(__label, __lb, __ub, __step, __op);
  if (__cmp == __APPROX_NE && __lb == __ub)
    return 0; /* v == ub at once: no iteration, whatever the step */
  if (__step == 0 || (__cmp != __APPROX_NE && (__up ? __step < 0 : __step > 0)))
    __approx_bad_param(__label, "the loop step does not move the variable towards its bound",
                       (double)__step);
  /* v != ub: the steps must land on ub (C runs past it otherwise). The
   * distance and the step's magnitude are taken unsigned: a signed 64-bit
   * variable may span more than 2^63 (-9e18 != 9e18 in steps of 2e18). */
  if (__cmp == __APPROX_NE) {
    unsigned long long __s = __step < 0 ? 0ULL - (unsigned long long)__step : (unsigned long long)__step;
    unsigned long long __d = __step > 0 ? (unsigned long long)__ub - (unsigned long long)__lb
                                        : (unsigned long long)__lb - (unsigned long long)__ub;
    if ((__step > 0 ? __ub < __lb : __ub > __lb) || __d % __s != 0 || __d / __s > 0x7fffffffffffffffULL)
      __approx_bad_param(__label, "the loop variable steps over its '!=' bound, never equal to it",
                         (double)__step);
  }
  return __approx_trip(__lb, __ub, __step, __op);
}

/* The logical index of value v of an OpenMP loop `for (v = lb; ...; v +=
 * step)` under -fapprox-perfo-lowering=continue: the distance from lb (C's
 * lb, converted to v's type) in v's width, over the step's magnitude. mask
 * is 2^w - 1 for an unsigned type of w < 64 bits (its step goes the shorter
 * way round, as __approx_narrow_trip takes it), else ~0: a 64-bit range may
 * pass 2^63, which the signed difference did not survive. */
static __inline__ long long __approx_cont_index(unsigned long long __v, unsigned long long __lb,
                                            long long __step, unsigned long long __mask) {
  unsigned long long __s = (unsigned long long)__step & __mask;
  int __down = __mask == ~0ULL ? __step < 0 : __s > __mask / 2;
  if (__down)
    __s = (0ULL - __s) & __mask;
  unsigned long long __d = (__down ? __lb - __v : __v - __lb) & __mask;
  return (long long)(__d / (__s ? __s : 1));
}

/* The plan for one execution of the loop `for (v = lb; v op ub; v += step)`:
 * pragma defaults, overridden per label by the run-time table; `enabled` is
 * the if() clause. */
static __inline__ __approx_plan_t __approx_perfo_plan(const char *__label, unsigned long long __hash,
                                                  int __kind, double __value, long long __chunk,
                                                  int __enabled, long long __lb, long long __ub,
                                                  long long __step, int __op) {
  long long __n = __approx_checked_trip(__label, __lb, __ub, __step, __op);
  __approx_plan_t __p = __approx_perfo_plan_n(__label, __hash, __kind, __value, __chunk, __enabled, __n);
  __p.__lb = __lb;
  __p.__step = __step;
  return __p;
}

/* plan(...).kept, for loop bounds (a member of an rvalue in an OpenMP loop
 * bound upsets clang's capture of the bound). */
static __inline__ long long __approx_perfo_kept(const char *__label, unsigned long long __hash, int __kind,
                                            double __value, long long __chunk, int __enabled,
                                            long long __lb, long long __ub, long long __step, int __op) {
  return __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op).__kept;
}

/* The index map of a fast plan: a handful of integer operations, so the
 * loop it is used in stays as light as the exact loop. */
static __inline__ long long __approx_perfo_index_fast(long long __j, int __fshift, long long __fmul,
                                                  long long __fmask, long long __fadd) {
  return (((__j >> __fshift) * __fmul) << __fshift) + (__j & __fmask) + __fadd;
}

/* Chunk of logical iteration k: a shift for power-of-two chunks. */
static __inline__ long long __approx_chunk_of(const __approx_plan_t *__p, long long __k) {
  if ((__p->__chunk & (__p->__chunk - 1)) == 0)
    return __k >> __builtin_ctzll((unsigned long long)__p->__chunk);
  return __approx_div(__k, __p->__chunk, __p->__mchunk);
}

/* Compacted index j in [0, kept) -> logical iteration k in [0, n). */
static __inline__ long long __approx_perfo_index(const __approx_plan_t *__p, long long __j) {
  if (__p->__kind == __APPROX_PERFO_NONE || __p->__kind == __APPROX_PERFO_RAND || __p->__kind == __APPROX_PERFO_FINI)
    return __j;
  if (__p->__fast)
    return __approx_perfo_index_fast(__j, __p->__fshift, __p->__fmul, __p->__fmask, __p->__fadd);
  long long __q = __j, __r = 0;
  if (__p->__chunk != 1) {
    __q = __approx_chunk_of(__p, __j);
    __r = __j - __q * __p->__chunk;
  }
  long long __c;
  switch (__p->__kind) {
  case __APPROX_PERFO_SMALL: __c = __q + __approx_div(__q, __p->__factor - 1, __p->__mfactor1); break;
  case __APPROX_PERFO_LARGE: __c = __q * __p->__factor; break;
  case __APPROX_PERFO_RATE: __c = __approx_muldiv(__q, __p->__nchunks, __p->__kchunks); break;
  default: __c = __q + __p->__offset; break; /* init */
  }
  return __c * __p->__chunk + __r;
}

/* Stateless hash of (seed ^ label, chunk): splitmix64 finalizer. */
static __inline__ unsigned long long __approx_mix64(unsigned long long __x) {
  __x += 0x9e3779b97f4a7c15ULL;
  __x = (__x ^ (__x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  __x = (__x ^ (__x >> 27)) * 0x94d049bb133111ebULL;
  return __x ^ (__x >> 31);
}

/* rand: is logical iteration k skipped? (false for every other kind) */
static __inline__ int __approx_perfo_skip(const __approx_plan_t *__p, long long __k) {
  if (__p->__kind != __APPROX_PERFO_RAND) return 0;
  long long __c = __approx_chunk_of(__p, __k);
  unsigned long long __h = __approx_mix64(__p->__mix ^ __approx_mix64((unsigned long long)__c));
  double __u = (double)(__h >> 11) * (1.0 / 9007199254740992.0);
  return __u < __p->__rate;
}

/* HPAC-style lowering: is logical iteration k kept? (all kinds) */
static __inline__ int __approx_perfo_keeps(const __approx_plan_t *__p, long long __k) {
  if (__p->__kind == __APPROX_PERFO_NONE) return 1;
  long long __c = __approx_chunk_of(__p, __k);
  switch (__p->__kind) {
  case __APPROX_PERFO_SMALL: return __c % __p->__factor != __p->__factor - 1;
  case __APPROX_PERFO_LARGE: return __c % __p->__factor == 0;
  case __APPROX_PERFO_RATE: {
    /* kept chunks are floor(q*nc/kc): c is kept iff some q maps to it */
    long long __q = __approx_muldiv_up(__c, __p->__kchunks, __p->__nchunks);
    return __q < __p->__kchunks && __approx_muldiv(__q, __p->__nchunks, __p->__kchunks) == __c;
  }
  case __APPROX_PERFO_RAND: return !__approx_perfo_skip(__p, __k);
  case __APPROX_PERFO_INIT: return __c >= __p->__offset;
  case __APPROX_PERFO_FINI: return __c < __p->__kchunks;
  default: return 1;
  }
}

/* Exact kept count of a plan (rand included: counted, O(chunks)). */
static __inline__ long long __approx_plan_kept_exact(const __approx_plan_t *__p) {
  if (__p->__kind != __APPROX_PERFO_RAND)
    return __p->__kept;
  long long __kept = 0;
  for (long long __c = 0; __c < __p->__nchunks; ++__c)
    if (!__approx_perfo_skip(__p, __c * __p->__chunk))
      __kept += __c == __p->__nchunks - 1 ? __p->__n - __c * __p->__chunk : __p->__chunk;
  return __kept;
}
#ifdef _OPENMP
#pragma omp end declare target
#endif

#endif /* __APPROX_PLAN_H */
