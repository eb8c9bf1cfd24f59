/* approx.h - what code lowered by the approx-clang plugin calls.
 *
 * The plugin rewrites `#pragma approx perfo(...)` loops into loops over a
 * compacted iteration space [0, plan.kept) and maps each compacted index back
 * to a logical iteration with __approx_perfo_index(). Everything here is
 * `static inline` and usable on the host and on offload devices, so host and
 * device agree bit for bit. Run-time overrides (APPROX_CONFIG) and the seed
 * (APPROX_SEED) live in one weak, declare-target table, __approx_table: the
 * host copy is filled by libapproxrt at start-up and pushed to every device
 * by a constructor, before any region can run. The driver includes this
 * header in every compile (-include approx.h); it declares nothing that
 * user code sees except names with the reserved __approx prefix.
 */
#ifndef __APPROX_H
#define __APPROX_H

/* The words of the pragmas below (`#pragma omp declare target`, `#pragma
 * clang fp contract(off)`, ...) are macro-expanded like any pragma
 * operands: a user's -Dtarget or -Ddevice would change them. They are
 * saved, undefined for these headers, and restored at the end. */
#pragma push_macro("omp")
#pragma push_macro("declare")
#pragma push_macro("target")
#pragma push_macro("end")
#pragma push_macro("update")
#pragma push_macro("from")
#pragma push_macro("to")
#pragma push_macro("device")
#pragma push_macro("barrier")
#pragma push_macro("atomic")
#pragma push_macro("clang")
#pragma push_macro("fp")
#pragma push_macro("contract")
#pragma push_macro("off")
#pragma push_macro("map")
#pragma push_macro("begin")
#pragma push_macro("variant")
#pragma push_macro("match")
#pragma push_macro("kind")
#pragma push_macro("host")
#pragma push_macro("nohost")
#undef omp
#undef declare
#undef target
#undef end
#undef update
#undef from
#undef to
#undef device
#undef barrier
#undef atomic
#undef clang
#undef fp
#undef contract
#undef off
#undef map
#undef begin
#undef variant
#undef match
#undef kind
#undef host
#undef nohost

#include "approx_rt.h"
#include "approx_cuda.h"

#ifdef _OPENMP
/* The OpenMP routines these headers and the lowered code call, declared as
 * omp.h declares them rather than by including omp.h: its parameter names
 * (size, kind, value, ...) would break under a user's -Dsize=7 even in a
 * file that never includes it. */
#ifdef __cplusplus
extern "C" {
#endif
int omp_get_num_devices(void);
int omp_get_default_device(void);
int omp_get_initial_device(void);
int omp_get_thread_num(void);
int omp_get_team_num(void);
int omp_get_level(void);
double omp_get_wtime(void);
#ifdef __cplusplus
}
#endif
#endif

#define __APPROX_MAX_CFG 64

typedef struct __approx_table_t {
  int __count;
  int __reporting; /* APPROX_REPORT is set: devices count their regions */
  unsigned long long __seed;
  __approx_cfg_entry __entries[__APPROX_MAX_CFG];
} __approx_table_t;

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

#ifdef _OPENMP
#pragma omp declare target
#endif

__attribute__((__weak__)) __approx_table_t __approx_table;

/* Per-region counts of regions that run on a device (a perforated loop
 * inside a kernel), kept only while reporting: open addressing on the
 * label hash; the host reads them back at exit. */
#define __APPROX_DEV_SLOTS 128
typedef struct __approx_devcount_t {
  unsigned long long __hash;
  long long __executions, __total, __kept;
  long long __time_ns, __timed; /* summed execution times, and how many */
} __approx_devcount_t;
__attribute__((__weak__)) __approx_devcount_t __approx_devcounts[__APPROX_DEV_SLOTS];

/* Number of logical iterations of a canonical loop `lb op ub`, step `st`. */
static inline long long __approx_trip(long long __lb, long long __ub, long long __st, int __op) {
  switch (__op) {
  case __APPROX_LT: return __lb < __ub ? (__ub - __lb + __st - 1) / __st : 0;
  case __APPROX_LE: return __lb <= __ub ? (__ub - __lb) / __st + 1 : 0;
  case __APPROX_GT: return __lb > __ub ? (__lb - __ub - __st - 1) / -__st : 0;
  case __APPROX_GE: return __lb >= __ub ? (__lb - __ub) / -__st + 1 : 0;
  default: return __st != 0 ? (__ub - __lb) / __st : 0;
  }
}

static inline const __approx_cfg_entry *__approx_lookup(unsigned long long __hash) {
  for (int __i = 0; __i < __approx_table.__count; ++__i)
    if (__approx_table.__entries[__i].__hash == __hash)
      return &__approx_table.__entries[__i];
  return 0;
}

/* Reports a bad perforation parameter and stops. On devices there is no
 * stderr worth trusting for a message, so print and trap. */
static inline void __approx_bad_param(const char *__label, const char *__what, double __v) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  (void)__label; (void)__what; (void)__v;
  __builtin_trap();
#else
  __approxrt_fatal("region '%s': %s (got %.15g)", __label, __what, __v);
#endif
}

/* The ranges APPROX_CONFIG and the plugin's compile-time check apply too
 * (openmp-runtime/config.c, clang-ext/plugin/ClauseParser.cpp). */
static inline void __approx_check_value(const char *__label, int __kind, double __value,
                                        long long __chunk) {
  static const char *const __approx_range_msg[] = {
      "perforation kind 'small' needs an integer in [2, 2147483647]",
      "perforation kind 'large' needs an integer in [2, 2147483647]",
      "perforation kind 'rate' needs a rate in [0, 1)",
      "perforation kind 'rand' needs a rate in [0, 1)",
      "perforation kind 'init' needs a rate in [0, 1)",
      "perforation kind 'fini' needs a rate in [0, 1)"};
  if (__chunk < 1 || __chunk > 9007199254740992LL)
    __approx_bad_param(__label, "'chunk' must be an integer in [1, 9007199254740992]",
                       (double)__chunk);
  if (__kind == __APPROX_PERFO_SMALL || __kind == __APPROX_PERFO_LARGE) {
    if (!(__value >= 2.0 && __value <= 2147483647.0) || (double)(long long)__value != __value)
      __approx_bad_param(__label, __approx_range_msg[__kind - __APPROX_PERFO_SMALL], __value);
  } else if (__kind >= __APPROX_PERFO_RATE && __kind <= __APPROX_PERFO_FINI) {
    if (!(__value >= 0.0 && __value < 1.0))
      __approx_bad_param(__label, __approx_range_msg[__kind - __APPROX_PERFO_SMALL], __value);
  }
}

/* Division by a loop-invariant divisor d >= 1 without a divide instruction
 * (64-bit division is a long software sequence on GPUs): with
 * M = ceil(2^64 / d), x / d == (x * M) >> 64 exactly for every x < 2^32
 * (Lemire, Kaser, Kurz 2019). Larger x fall back to '/'. */
static inline unsigned long long __approx_magic(long long __d) {
  return __d <= 1 ? 0 : ~0ULL / (unsigned long long)__d + 1;
}
static inline long long __approx_div(long long __x, long long __d, unsigned long long __m) {
  if (__d == 1) return __x;
  if ((unsigned long long)__x >> 32) return __x / __d;
  return (long long)(((unsigned __int128)(unsigned long long)__x * __m) >> 64);
}

static inline __approx_plan_t __approx_exact_plan(long long __n) {
  __approx_plan_t __p;
  __p.__lb = 0; __p.__step = 1; __p.__mchunk = __p.__mfactor1 = 0;
  __p.__fast = 1; __p.__fshift = 0; __p.__fmask = 0; __p.__fmul = 1; __p.__fadd = 0;
  __p.__n = __n < 0 ? 0 : __n; __p.__kept = __p.__n; __p.__chunk = 1; __p.__nchunks = __p.__n; __p.__kchunks = __p.__n;
  __p.__factor = 1; __p.__offset = 0; __p.__rate = 0; __p.__mix = 0; __p.__kind = __APPROX_PERFO_NONE;
  return __p;
}

/* The run-time table's overrides of a region's pragma defaults. */
static inline void __approx_apply_table(unsigned long long __hash, int *__kind, double *__value,
                                        long long *__chunk, int *__enabled) {
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  if (!__e)
    return;
  if (__e->__has_enabled && !__e->__enabled) *__enabled = 0;
  if (__e->__has_kind) *__kind = __e->__kind;
  if (__e->__has_value) *__value = __e->__value;
  if (__e->__has_chunk) *__chunk = __e->__chunk;
}

/* The plan for n logical iterations: pragma defaults, overridden per label
 * by the run-time table; `enabled` is the if() clause. */
static inline __approx_plan_t __approx_perfo_plan_n(const char *__label, unsigned long long __hash,
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
    case __APPROX_PERFO_RATE: __lastc = (__p.__kchunks - 1) * __nc / __p.__kchunks; break;
    case __APPROX_PERFO_INIT: __lastc = __p.__kchunks - 1 + __p.__offset; break;
    default: __lastc = __p.__kchunks - 1; break;
    }
    if (__lastc == __nc - 1) __kept -= __nc * __chunk - __n;
  }
  __p.__kept = __kept;
  return __p;
}

/* Trip count of `for (v = lb; v op ub; v += step)`, stopping on a step that
 * does not move v towards its bound. */
static inline long long __approx_checked_trip(const char *__label, long long __lb, long long __ub,
                                              long long __step, int __op) {
  int __up = __op == __APPROX_LT || __op == __APPROX_LE;
  if (__step == 0 || (__op == __APPROX_NE ? (__step != 1 && __step != -1) : (__up ? __step < 0 : __step > 0)))
    __approx_bad_param(__label, "the loop step does not move the variable towards its bound",
                       (double)__step);
  return __approx_trip(__lb, __ub, __step, __op);
}

/* The plan for one execution of the loop `for (v = lb; v op ub; v += step)`:
 * pragma defaults, overridden per label by the run-time table; `enabled` is
 * the if() clause. */
static inline __approx_plan_t __approx_perfo_plan(const char *__label, unsigned long long __hash,
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
static inline long long __approx_perfo_kept(const char *__label, unsigned long long __hash, int __kind,
                                            double __value, long long __chunk, int __enabled,
                                            long long __lb, long long __ub, long long __step, int __op) {
  return __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op).__kept;
}

/* The device twin of __approx_perfo_note_rec: same arguments, no record. */
static inline int __approx_perfo_note(const char *__label, unsigned long long __hash, int __kind,
                                      double __value, long long __chunk, int __enabled, long long __lb,
                                      long long __ub, long long __step, int __op) {
  (void)__label; (void)__hash; (void)__kind; (void)__value; (void)__chunk; (void)__enabled;
  (void)__lb; (void)__ub; (void)__step; (void)__op;
  return 0;
}

/* The index map of a fast plan: a handful of integer operations, so the
 * loop it is used in stays as light as the exact loop. */
static inline long long __approx_perfo_index_fast(long long __j, int __fshift, long long __fmul,
                                                  long long __fmask, long long __fadd) {
  return (((__j >> __fshift) * __fmul) << __fshift) + (__j & __fmask) + __fadd;
}

/* Chunk of logical iteration k: a shift for power-of-two chunks. */
static inline long long __approx_chunk_of(const __approx_plan_t *__p, long long __k) {
  if ((__p->__chunk & (__p->__chunk - 1)) == 0)
    return __k >> __builtin_ctzll((unsigned long long)__p->__chunk);
  return __approx_div(__k, __p->__chunk, __p->__mchunk);
}

/* Compacted index j in [0, kept) -> logical iteration k in [0, n). */
static inline long long __approx_perfo_index(const __approx_plan_t *__p, long long __j) {
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
  case __APPROX_PERFO_RATE: __c = __q * __p->__nchunks / __p->__kchunks; break;
  default: __c = __q + __p->__offset; break; /* init */
  }
  return __c * __p->__chunk + __r;
}

/* Stateless hash of (seed ^ label, chunk): splitmix64 finalizer. */
static inline unsigned long long __approx_mix64(unsigned long long __x) {
  __x += 0x9e3779b97f4a7c15ULL;
  __x = (__x ^ (__x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  __x = (__x ^ (__x >> 27)) * 0x94d049bb133111ebULL;
  return __x ^ (__x >> 31);
}

/* rand: is logical iteration k skipped? (false for every other kind) */
static inline int __approx_perfo_skip(const __approx_plan_t *__p, long long __k) {
  if (__p->__kind != __APPROX_PERFO_RAND) return 0;
  long long __c = __approx_chunk_of(__p, __k);
  unsigned long long __h = __approx_mix64(__p->__mix ^ __approx_mix64((unsigned long long)__c));
  double __u = (double)(__h >> 11) * (1.0 / 9007199254740992.0);
  return __u < __p->__rate;
}

/* HPAC-style lowering: is logical iteration k kept? (all kinds) */
static inline int __approx_perfo_keeps(const __approx_plan_t *__p, long long __k) {
  if (__p->__kind == __APPROX_PERFO_NONE) return 1;
  long long __c = __approx_chunk_of(__p, __k);
  switch (__p->__kind) {
  case __APPROX_PERFO_SMALL: return __c % __p->__factor != __p->__factor - 1;
  case __APPROX_PERFO_LARGE: return __c % __p->__factor == 0;
  case __APPROX_PERFO_RATE: {
    /* kept chunks are floor(q*nc/kc): c is kept iff some q maps to it */
    long long __q = (__c * __p->__kchunks + __p->__nchunks - 1) / __p->__nchunks;
    return __q < __p->__kchunks && __q * __p->__nchunks / __p->__kchunks == __c;
  }
  case __APPROX_PERFO_RAND: return !__approx_perfo_skip(__p, __k);
  case __APPROX_PERFO_INIT: return __c >= __p->__offset;
  case __APPROX_PERFO_FINI: return __c < __p->__kchunks;
  default: return 1;
  }
}

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

static inline __approx_blocks_t __approx_perfo_blocks(const __approx_plan_t *__p) {
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
static inline long long __approx_block_start(const __approx_blocks_t *__b, long long __q) {
  if (__b->__den)
    return __q * __b->__num / __b->__den * __b->__len;
  return __q * __b->__stride + __b->__off;
}

/* rand: is block (= chunk) q skipped? The same draw as __approx_perfo_skip. */
static inline int __approx_block_skip(const __approx_blocks_t *__b, long long __q) {
  if (!__b->__thresh) return 0;
  unsigned long long __h = __approx_mix64(__b->__mix ^ __approx_mix64((unsigned long long)__q));
  return (__h >> 11) < __b->__thresh;
}

/* One past the last logical iteration of a block starting at k. */
static inline long long __approx_block_end(const __approx_blocks_t *__b, long long __k) {
  return __k + __b->__len < __b->__lim ? __k + __b->__len : __b->__lim;
}

/* Exact kept count of a plan (rand included: counted, O(chunks)). */
static inline long long __approx_plan_kept_exact(const __approx_plan_t *__p) {
  if (__p->__kind != __APPROX_PERFO_RAND)
    return __p->__kept;
  long long __kept = 0;
  for (long long __c = 0; __c < __p->__nchunks; ++__c)
    if (!__approx_perfo_skip(__p, __c * __p->__chunk))
      __kept += __c == __p->__nchunks - 1 ? __p->__n - __c * __p->__chunk : __p->__chunk;
  return __kept;
}

/* While reporting: one execution of region `hash` on a device, with its
 * logical and kept iteration counts (atomics in __approx_devcounts). */
static inline __approx_devcount_t *__approx_devslot(unsigned long long __hash) {
  unsigned __s = (unsigned)(__hash % __APPROX_DEV_SLOTS);
  for (int __probe = 0; __probe < __APPROX_DEV_SLOTS; ++__probe, __s = (__s + 1) % __APPROX_DEV_SLOTS) {
    unsigned long long __cur = __atomic_load_n(&__approx_devcounts[__s].__hash, __ATOMIC_RELAXED);
    if (__cur == 0) {
      unsigned long long __expected = 0;
      if (__atomic_compare_exchange_n(&__approx_devcounts[__s].__hash, &__expected, __hash, 0,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        __cur = __hash;
      else
        __cur = __expected;
    }
    if (__cur == __hash)
      return &__approx_devcounts[__s];
  }
  return 0;
}
static inline void __approx_devcount(unsigned long long __hash, long long __total, long long __kept) {
  __approx_devcount_t *__c = __approx_devslot(__hash);
  if (!__c)
    return;
  __atomic_fetch_add(&__c->__executions, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&__c->__total, __total, __ATOMIC_RELAXED);
  __atomic_fetch_add(&__c->__kept, __kept, __ATOMIC_RELAXED);
}

/* The device clock for a region's time (a prologue-form region inside a
 * kernel: each executing thread times its own execution, as on the host);
 * 0 unless reporting. */
static inline double __approx_dev_clock(void) {
#ifdef _OPENMP
  if (__approx_table.__reporting)
    return omp_get_wtime();
#endif
  return 0.0;
}
static inline void __approx_dev_time(unsigned long long __hash, double __start) {
#ifdef _OPENMP
  if (!__approx_table.__reporting)
    return;
  double __d = omp_get_wtime() - __start;
  __approx_devcount_t *__c = __approx_devslot(__hash);
  if (!__c)
    return;
  __atomic_fetch_add(&__c->__time_ns, (long long)(__d > 0 ? __d * 1e9 : 0), __ATOMIC_RELAXED);
  __atomic_fetch_add(&__c->__timed, 1, __ATOMIC_RELAXED);
#else
  (void)__hash; (void)__start;
#endif
}

/* Device variant used by lowered code inside kernels: plan, and while
 * reporting, atomic counts in __approx_devcounts. */
static inline __approx_plan_t __approx_perfo_plan_dev(const char *__label, unsigned long long __hash,
                                                      int __kind, double __value, long long __chunk,
                                                      int __enabled, long long __lb, long long __ub,
                                                      long long __step, int __op) {
  __approx_plan_t __p =
      __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  if (__approx_table.__reporting)
    __approx_devcount(__hash, __p.__n, __approx_plan_kept_exact(&__p));
  return __p;
}

/* The inline form inside a kernel (pragma after '#pragma omp parallel for'
 * or 'for' in a target region): threads evaluate the bound, some more than
 * once (a combined 'distribute parallel for' also outside its parallel
 * region, where every thread of an SPMD kernel reads as thread 0). One
 * evaluation counts the execution while reporting: thread 0's, in the
 * parallel region when the loop is a worksharing one (where & 2), of team
 * 0 when it is distributed over teams (where & 1). */
static inline long long __approx_perfo_kept_devrec(int __where, const char *__label,
                                                   unsigned long long __hash, int __kind,
                                                   double __value, long long __chunk, int __enabled,
                                                   long long __lb, long long __ub, long long __step,
                                                   int __op) {
  __approx_plan_t __p = __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step,
                                          __op);
#ifdef _OPENMP
  if (__approx_table.__reporting && omp_get_thread_num() == 0 &&
      (!(__where & 1) || omp_get_team_num() == 0) && (!(__where & 2) || omp_get_level() >= 1))
    __approx_devcount(__hash, __p.__n, __approx_plan_kept_exact(&__p));
#else
  (void)__where;
#endif
  return __p.__kept;
}

/* One block of unit step over the whole loop: the exact loop. */
static inline __approx_blocks_t __approx_exact_blocks(long long __n) {
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
static inline __approx_blocks_t __approx_perfo_blocks_n(const char *__label, unsigned long long __hash,
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
static inline long long __approx_blocks_kept(const __approx_blocks_t *__b) {
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
static inline void __approx_blocks_int(const __approx_blocks_t *__b, const char *__label) {
  if (__b->__lim > 2147483647LL)
    __approx_bad_param(__label, "an int loop inside a kernel of more than 2^31 - 1 iterations",
                       (double)__b->__lim);
}

/* The block form of a loop inside a kernel, from the same arguments as the
 * plan, out of line: the kernel keeps only the block fields live (the plan
 * inlined took lavaMD's kernel from 32 to 96 registers). While reporting,
 * counts like __approx_perfo_plan_dev. */
static inline __attribute__((__noinline__)) __approx_blocks_t
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

/* Whether a region runs exactly: if() false, or "enabled": false in the
 * run-time table. */
static inline int __approx_region_off(unsigned long long __hash, int __enabled) {
  if (!__enabled)
    return 1;
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  return __e && __e->__has_enabled && !__e->__enabled;
}

/* An enclosing region's exact version holds the regions nested in it as
 * written (clang-ext/plugin/NestedRegions.h): it may run only while each of
 * them is disabled in the table (their if() clauses are not seen there) and
 * no report counts their executions. */
static inline int __approx_nested_off(unsigned long long __hash) {
  return !__approx_table.__reporting && __approx_region_off(__hash, 1);
}

/* The call a kernel makes: a disabled region (and no report to count it
 * for) gets its one exact block inline, so it costs a table lookup and no
 * call. The out-of-line call returns its struct through local memory,
 * which made disabled regions in kernels 11-19% slower than the exact
 * loop (lavaMD, leukocyte, correlation, covariance; docs/results.md). */
static inline __approx_blocks_t
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

/* ---- host side: recording and the run-time table ---------------------- */

/* Fills the host table from libapproxrt and copies it to every device. Runs
 * as a constructor of each TU (once per program) after the offload images
 * are registered, so a region inside a target region sees the overrides. */
__attribute__((__weak__)) int __approx_table_ready;

#ifdef _OPENMP
/* At exit, while reporting: the devices' region counts into the report. */
static void __approx_devcounts_collect(void) {
  enum { __N = __APPROX_DEV_SLOTS };
  unsigned long long __h[__N];
  long long __e[__N], __t[__N], __k[__N], __ns[__N];
  for (int __d = 0; __d < omp_get_num_devices(); ++__d) {
#pragma omp target update from(__approx_devcounts) device(__d)
    int __n = 0;
    for (int __s = 0; __s < __N; ++__s)
      if (__approx_devcounts[__s].__hash) {
        __h[__n] = __approx_devcounts[__s].__hash;
        __e[__n] = __approx_devcounts[__s].__executions;
        __t[__n] = __approx_devcounts[__s].__total;
        __k[__n] = __approx_devcounts[__s].__kept;
        __ns[__n] = __approx_devcounts[__s].__timed ? __approx_devcounts[__s].__time_ns : -1;
        ++__n;
      }
    __approxrt_record_perfo_hashes(__h, __e, __t, __k, __ns, __n);
  }
}
#endif
static inline void __approx_table_init(void) {
  if (__approx_table_ready) return;
  __approx_table_ready = 1;
  int __n = __approxrt_config_count();
  if (__n > __APPROX_MAX_CFG)
    __approxrt_fatal("APPROX_CONFIG has %d labels; at most %d are supported", __n, __APPROX_MAX_CFG);
  const __approx_cfg_entry *__e = __approxrt_config_entries();
  for (int __i = 0; __i < __n; ++__i) __approx_table.__entries[__i] = __e[__i];
  __approx_table.__count = __n;
  __approx_table.__seed = __approxrt_seed();
  __approx_table.__reporting = __approxrt_reporting();
#ifdef _OPENMP
  if (__approx_table.__reporting)
    __approxrt_atexit(__approx_devcounts_collect); /* runs before the report is written */
  if (__n == 0 && __approx_table.__seed == 0 && !__approx_table.__reporting)
    return; /* devices already hold zeros */
  for (int __d = 0; __d < omp_get_num_devices(); ++__d) {
#pragma omp target update to(__approx_table) device(__d)
  }
#endif
}
static void __attribute__((__constructor__, __used__)) __approx_tu_init(void) { __approx_table_init(); }

/* Host variant used by lowered code: plan + report record. Each call is
 * one execution of the region: a host loop, a kernel launch, or a
 * sequential loop run by every thread of a parallel loop's body. */
static inline __approx_plan_t __approx_perfo_plan_rec(const char *__label, unsigned long long __hash,
                                                      int __kind, double __value, long long __chunk,
                                                      int __enabled, long long __lb, long long __ub,
                                                      long long __step, int __op) {
  __approx_plan_t __p =
      __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  if (__approxrt_reporting())
    __approxrt_record_perfo(__label, __p.__n, __approx_plan_kept_exact(&__p)); /* rand: counted */
  return __p;
}

/* A worksharing loop's plan (`omp for` in a parallel region, or an OpenMP
 * loop bound in the inline form): every thread of the team computes it for
 * one shared execution, which counts once. */
static inline __approx_plan_t __approx_perfo_plan_ws_rec(const char *__label,
                                                         unsigned long long __hash, int __kind,
                                                         double __value, long long __chunk,
                                                         int __enabled, long long __lb, long long __ub,
                                                         long long __step, int __op) {
#ifdef _OPENMP
  if (omp_get_thread_num() != 0)
    return __approx_perfo_plan(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
#endif
  return __approx_perfo_plan_rec(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
}

static inline long long __approx_perfo_kept_rec(const char *__label, unsigned long long __hash,
                                                int __kind, double __value, long long __chunk,
                                                int __enabled, long long __lb, long long __ub,
                                                long long __step, int __op) {
  return __approx_perfo_plan_ws_rec(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op).__kept;
}

/* Starts the host timer of an inline-form region (thread 0 of a team: the
 * thread that counts it) and returns v: wraps the loop bound. */
static inline long long __approx_inline_begin(unsigned long long __hash, long long __v) {
#ifdef _OPENMP
  if (omp_get_thread_num() != 0)
    return __v;
#endif
  if (__approxrt_reporting())
    __approxrt_inline_begin(__hash);
  return __v;
}

/* Data approximation (in/out items, reconstruction, precision). */
#include "approx_data.h"
#include "approx_sites.h"

/* Records an execution and returns 0: added to a loop bound by the
 * continue lowering of an inline-form region. */
static inline int __approx_perfo_note_rec(const char *__label, unsigned long long __hash, int __kind,
                                          double __value, long long __chunk, int __enabled,
                                          long long __lb, long long __ub, long long __step, int __op) {
  (void)__approx_perfo_plan_ws_rec(__label, __hash, __kind, __value, __chunk, __enabled, __lb, __ub, __step, __op);
  return 0;
}

/* The user's macros of the pragma words, as they were. */
#pragma pop_macro("nohost")
#pragma pop_macro("host")
#pragma pop_macro("kind")
#pragma pop_macro("match")
#pragma pop_macro("variant")
#pragma pop_macro("begin")
#pragma pop_macro("map")
#pragma pop_macro("off")
#pragma pop_macro("contract")
#pragma pop_macro("fp")
#pragma pop_macro("clang")
#pragma pop_macro("atomic")
#pragma pop_macro("barrier")
#pragma pop_macro("device")
#pragma pop_macro("to")
#pragma pop_macro("from")
#pragma pop_macro("update")
#pragma pop_macro("end")
#pragma pop_macro("target")
#pragma pop_macro("declare")
#pragma pop_macro("omp")

#endif /* __APPROX_H */
