/* approx_memo.h - the tables behind memo(in) and memo(out).
 *
 * Code lowered from `#pragma approx memo(...)` (clang-ext/plugin/
 * MemoLowering.cpp, docs/language.md "memo") calls these helpers once per
 * iteration of the memoized loop. Values of the items are held as doubles.
 *
 *   memo(in)  (iACT) a table of up to `size` entries (inputs, outputs). An
 *             iteration whose inputs x are within `threshold` of an entry e
 *             - the mean over the inputs of |x - e| / |e| (|x - e| where e
 *             is 0) - takes e's outputs instead of running (the lowest such
 *             entry); a miss runs and is inserted: into a free entry, else
 *             over the round-robin victim (`rr`, oldest insertion first) or
 *             the least recently used one (`lru`). An integer input
 *             wider than a double's 53-bit mantissa (64, 128 bits) enters
 *             the distance as its nearest double and also, after the ni
 *             values, as nx exact pieces (__approx_memo_pieces): at
 *             threshold 0 the pieces must be equal too, so only equal
 *             inputs hit.
 *             hierarchy(thread): one table per thread. hierarchy(warp) on
 *             NVPTX: one table per 32/tables lanes of a warp, entry e held
 *             by the e-th lane of the group (size <= 32/tables), looked up
 *             cooperatively with shfl.sync and vote.sync.ballot; elsewhere
 *             (host, x86 offload, AMDGPU) warp tables are thread tables.
 *   memo(out) (TAF) a history of the last `history` computed outputs; once
 *             `history` outputs have been computed since the last
 *             prediction and their relative standard deviation (|sd/mean|,
 *             sd when the mean is 0, over all values) is <= threshold, the
 *             next `predict` iterations take the last computed outputs.
 *
 * Every helper is `static __inline__` inside `declare target`. Part of the
 * approx.h umbrella.
 */
#ifndef __APPROX_MEMO_H
#define __APPROX_MEMO_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_memo_defs.h"
#include "approx_omp.h"
#include "approx_rt.h"
#include "approx_table.h"

/* A region's knobs for one execution: the pragma's, then APPROX_CONFIG's. */
typedef struct __approx_memo_cfg_t {
  int __on; /* 0: the loop runs as written (if() false, "enabled": false) */
  int __hier, __replace, __size, __tables, __history;
  long long __items, __predict;
  double __threshold;
} __approx_memo_cfg_t;

/* One memo(in) table's bookkeeping (its values are the lowering's arrays). */
typedef struct __approx_memo_state_t {
  int __used, __next; /* entries filled; the round-robin victim */
  int __valid;        /* warp tables: this lane's entry holds a value */
  unsigned __act;     /* warp tables: the lanes of this lookup */
  long long __clock;  /* lru: the last stamp given */
  long long __stamp[__APPROX_MEMO_MAX_SIZE];
  long long __lookups, __hits;
} __approx_memo_state_t;

/* One memo(out) history. */
typedef struct __approx_taf_state_t {
  int __cur, __last; /* the next row written; the last computed row */
  int __active;      /* outputs computed since the last predictions */
  long long __left;  /* predictions left */
  long long __lookups, __hits;
} __approx_taf_state_t;

#ifdef _OPENMP
#pragma omp declare target
#endif

#if defined(__NVPTX__) || defined(__AMDGPU__)
/* Called by a memo on a statement that a GPU device compile lowers where
 * the plugin cannot tell whether it is kernel code (MemoOnStatement.cpp):
 * a call left in code compiled for the GPU is an error. */
__attribute__((error("'memo' on a statement needs a table that outlives one execution, "
                     "which a GPU thread cannot keep; put '#pragma approx memo(...)' before "
                     "the kernel's loop instead"))) void
__approx_memo_statement_on_gpu(void);
#endif

static __inline__ __approx_memo_cfg_t __approx_memo_cfg(unsigned long long __hash, int __enabled,
                                                    double __threshold, int __size, int __tables,
                                                    long long __items, int __hier, int __replace,
                                                    int __history, long long __predict,
                                                    int __cap, int __hcap) {
  __approx_memo_cfg_t __c;
  __c.__on = !__approx_region_off(__hash, __enabled);
  __c.__threshold = __threshold;
  __c.__size = __size;
  __c.__tables = __tables;
  __c.__items = __items;
  __c.__hier = __hier;
  __c.__replace = __replace;
  __c.__history = __history;
  __c.__predict = __predict;
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  if (__e) {
    if (__e->__has_threshold) __c.__threshold = __e->__threshold;
    if (__e->__has_size) __c.__size = __e->__size;
    if (__e->__has_tables) __c.__tables = __e->__tables;
    if (__e->__has_items) __c.__items = __e->__items;
    if (__e->__has_hier) __c.__hier = __e->__hier;
    if (__e->__has_replace) __c.__replace = __e->__replace;
    if (__e->__has_history) __c.__history = __e->__history;
    if (__e->__has_predict) __c.__predict = __e->__predict;
  }
  /* The lowered tables hold cap entries and hcap history rows (constants
   * of the pragma's size/history: see approx_memo_defs.h). */
  if (__c.__size > __cap) __c.__size = __cap;
  if (__c.__history > __hcap) __c.__history = __hcap;
  return __c;
}

/* Lanes whose groups of a worksharing memo loop interleave their
 * iterations (MemoLowering.cpp): a warp on NVPTX, so that its lanes read
 * and write neighbouring iterations at each step; 1 (consecutive
 * iterations per group) on the host, the x86 offload device and AMDGPU.
 * Tests define __APPROX_MEMO_TEST_LANES (32) to run NVPTX's grouping
 * there (test/Exec/memo-lastprivate-lanes.c). */
static __inline__ long long __approx_memo_lanes(void) {
#if defined(__NVPTX__)
  return 32;
#elif defined(__APPROX_MEMO_TEST_LANES)
  return __APPROX_MEMO_TEST_LANES;
#else
  return 1;
#endif
}

static __inline__ void __approx_memo_init(__approx_memo_state_t *__s) {
  __s->__used = __s->__next = __s->__valid = 0;
  __s->__act = 0;
  __s->__clock = __s->__lookups = __s->__hits = 0;
}

static __inline__ void __approx_taf_init(__approx_taf_state_t *__s) {
  __s->__cur = __s->__last = __s->__active = 0;
  __s->__left = __s->__lookups = __s->__hits = 0;
}

/* The integer an exact piece is taken of: every integer input type
 * converts to it without losing its low 128 bits (64 without __int128). */
#ifdef __SIZEOF_INT128__
__extension__ typedef unsigned __int128 __approx_memo_uwide;
#else
typedef unsigned long long __approx_memo_uwide;
#endif

/* The exact pieces of an integer input wider than a double's mantissa,
 * stored after the inputs' doubles: its low 32 * n bits, 32 at a time (each
 * exact in a double). With its double they tell keys apart: two 64-bit
 * integers of one double differ by at most 2^11 (n = 1), two 128-bit ones
 * by at most 2^75 (n = 3). */
static __inline__ void __approx_memo_pieces(double *__d, int __n, __approx_memo_uwide __v) {
  for (int __k = 0; __k < __n; ++__k)
    __d[__k] = (double)(unsigned)(__v >> (32 * __k));
}

/* Whether one input x is within the threshold of e: |x - e| <= thr * |e|
 * (|x - e| <= thr where e is 0), the relative difference without a
 * division. It equals |x - e| / |e| <= thr but for the rounding of either
 * side: a difference within one ulp of the threshold may fall the other
 * way. A division of doubles is a long instruction sequence on a GPU
 * (NVPTX's div.rn.f64); a scalar key's lookup in a table of 4 cost four of
 * them per iteration, more than the expf it saves (docs/results.md,
 * "Memoization with GPU-friendly sites"). NaN is never within. */
static __inline__ int __approx_memo_near1(double __e, double __x, double __thr) {
  double __d = __x - __e, __a = __e < 0 ? -__e : __e;
  __d = __d < 0 ? -__d : __d;
  return __d <= (__a != 0 ? __thr * __a : __thr);
}

/* Whether inputs x are within the threshold of entry e: the mean relative
 * difference of the ni values (NaN inputs are never within; one input:
 * __approx_memo_near1); at threshold 0 the nx exact pieces after them must
 * be equal too. */
static __inline__ int __approx_memo_near(const double *__e, const double *__x, int __ni, int __nx,
                                         double __thr) {
  if (__ni == 1) {
    if (!__approx_memo_near1(__e[0], __x[0], __thr))
      return 0;
  } else {
    double __sum = 0;
    for (int __j = 0; __j < __ni; ++__j) {
      double __d = __x[__j] - __e[__j];
      double __a = __e[__j] < 0 ? -__e[__j] : __e[__j];
      __d = __d < 0 ? -__d : __d;
      __sum += __a != 0 ? __d / __a : __d;
    }
    if (!(__sum / __ni <= __thr))
      return 0;
  }
  for (int __l = __ni; __thr <= 0 && __l < __ni + __nx; ++__l)
    if (__x[__l] != __e[__l])
      return 0;
  return 1;
}

/* ---- thread tables ------------------------------------------------------ */

/* __APPROX_MEMO_EACH(e, cap, stmt): stmt for e = 0 .. cap-1, written out
 * for e < 8 (each copy under `e < cap`, a constant once inlined, so every
 * index into a table is a constant and the table lives in registers: the
 * loop unroller does not reliably get there), a loop above. */
#define __APPROX_MEMO_ONE(__E, __V, __CAP, ...)                                                   \
  {                                                                                                \
    const int __E = (__V);                                                                         \
    if (__E < (__CAP)) {                                                                           \
      __VA_ARGS__                                                                                  \
    }                                                                                              \
  }
#define __APPROX_MEMO_EACH(__E, __CAP, ...)                                                        \
  do {                                                                                             \
    __APPROX_MEMO_ONE(__E, 0, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 1, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 2, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 3, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 4, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 5, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 6, __CAP, __VA_ARGS__)                                                  \
    __APPROX_MEMO_ONE(__E, 7, __CAP, __VA_ARGS__)                                                  \
    for (int __E = 8; __E < (__CAP); ++__E) {                                                      \
      __VA_ARGS__                                                                                  \
    }                                                                                              \
  } while (0)


/* Thread tables hold at most `cap` entries, cap a constant of the lowered
 * code (__APPROX_MEMO_REG_SIZE, or __APPROX_MEMO_MAX_SIZE when the pragma
 * asks for more). Every loop over entries runs to cap, fully unrolled, with
 * the runtime size as a predicate, and every write to an entry is a select
 * over all entries: the indices into ti/to/stamp are constants once
 * inlined (__APPROX_MEMO_EACH), so a small table lives in registers (no dynamically indexed
 * local array on NVPTX; test/CodeGen/memo-thread-ptx.c). The writes are
 * unconditional stores of selects: a store under `if (e == v)` is folded
 * back into a store at index v by LLVM. */
static __inline__ int __approx_memo_tfind(__approx_memo_state_t *__s, const double *__ti,
                                          const double *__x, int __ni, int __nx,
                                          const __approx_memo_cfg_t *__c, int __cap) {
  int __n = __s->__used < __c->__size ? __s->__used : __c->__size, __hit = -1;
  __APPROX_MEMO_EACH(__e, __cap, /* the lowest match wins */
                     if (__hit < 0 && __e < __n &&
                         __approx_memo_near(__ti + __e * (__ni + __nx), __x, __ni, __nx,
                                            __c->__threshold)) __hit = __e;);
  if (__hit >= 0) {
    const long long __now = ++__s->__clock;
    __APPROX_MEMO_EACH(__e, __cap, __s->__stamp[__e] = __e == __hit ? __now : __s->__stamp[__e];);
  }
  return __hit;
}

static __inline__ void __approx_memo_tput(__approx_memo_state_t *__s, double *__ti, double *__to,
                                          const double *__x, int __ni, int __nx, const double *__y,
                                          int __no, const __approx_memo_cfg_t *__c, int __cap) {
  int __size = __c->__size, __v;
  __ni += __nx; /* the exact pieces are stored with the values */
  if (__s->__used < __size) {
    __v = __s->__used++;
  } else if (__c->__replace == __APPROX_MEMO_REPLACE_LRU) {
    __v = 0;
    long long __best = __s->__stamp[0];
    __APPROX_MEMO_EACH(__i, __cap, if (__i < __size && __s->__stamp[__i] < __best) {
      __best = __s->__stamp[__i];
      __v = __i;
    });
  } else {
    __v = __s->__next % __size;
    __s->__next = (__v + 1) % __size;
  }
  const long long __now = ++__s->__clock;
  __APPROX_MEMO_EACH(__e, __cap, const int __w = __e == __v;
                     for (int __j = 0; __j < __ni; ++__j)
                         __ti[__e * __ni + __j] = __w ? __x[__j] : __ti[__e * __ni + __j];
                     for (int __k = 0; __k < __no; ++__k)
                         __to[__e * __no + __k] = __w ? __y[__k] : __to[__e * __no + __k];
                     __s->__stamp[__e] = __w ? __now : __s->__stamp[__e];);
}

/* ---- warp tables (NVPTX) --------------------------------------------------
 * Lane l of a group of g = 32/tables lanes holds entry l - base in its own
 * ti[0..ni) / to[0..no). A lookup runs g rounds: round q broadcasts lane
 * base+q's inputs (shfl.sync), every lane compares them with its entry, and
 * a ballot gives the group's matching entries, the lowest of which lane
 * base+q takes; each lane then fetches its hit's outputs from the lane that
 * holds them. The misses are inserted together after the body, in lane
 * order: free entries first, then round robin. */
#if defined(__NVPTX__)
static __inline__ double __approx_shfl_d(unsigned __m, double __v, int __lane) {
  unsigned long long __b;
  __builtin_memcpy(&__b, &__v, sizeof __b);
  int __lo = __nvvm_shfl_sync_idx_i32(__m, (int)(unsigned)__b, __lane, 31);
  int __hi = __nvvm_shfl_sync_idx_i32(__m, (int)(unsigned)(__b >> 32), __lane, 31);
  __b = ((unsigned long long)(unsigned)__hi << 32) | (unsigned)__lo;
  __builtin_memcpy(&__v, &__b, sizeof __v);
  return __v;
}

static __inline__ int __approx_memo_wfind(__approx_memo_state_t *__s, const double *__ti,
                                          const double *__to, const double *__x, int __ni, int __nx,
                                          double *__y, int __no, const __approx_memo_cfg_t *__c) {
  unsigned __act = __nvvm_activemask();
  int __lane = __nvvm_read_ptx_sreg_laneid();
  int __g = 32 / __c->__tables, __base = __lane & ~(__g - 1), __my = __lane - __base;
  int __size = __c->__size < __g ? __c->__size : __g;
  unsigned __gmask = __g == 32 ? 0xffffffffu : ((1u << __g) - 1u) << __base;
  int __hit = -1;
  __s->__act = __act;
  for (int __q = 0; __q < __g; ++__q) {
    int __near;
    if (__ni == 1) { /* no division (__approx_memo_near1) */
      __near = __approx_memo_near1(__ti[0], __approx_shfl_d(__act, __x[0], __base + __q),
                                   __c->__threshold);
    } else {
      double __sum = 0;
      for (int __j = 0; __j < __ni; ++__j) {
        double __xq = __approx_shfl_d(__act, __x[__j], __base + __q);
        double __d = __xq - __ti[__j];
        double __a = __ti[__j] < 0 ? -__ti[__j] : __ti[__j];
        __d = __d < 0 ? -__d : __d;
        __sum += __a != 0 ? __d / __a : __d;
      }
      __near = __sum / __ni <= __c->__threshold;
    }
    int __same = 1; /* the exact pieces, compared at threshold 0 */
    for (int __l = __ni; __l < __ni + __nx; ++__l)
      __same &= __approx_shfl_d(__act, __x[__l], __base + __q) == __ti[__l];
    int __ok = __s->__valid && __my < __size && __near && (__same || __c->__threshold > 0);
    unsigned __m = (unsigned)__nvvm_vote_ballot_sync(__act, __ok) & __gmask;
    if (__my == __q && __m)
      __hit = __builtin_ctz(__m >> __base);
  }
  int __src = __base + (__hit >= 0 ? __hit : __my);
  for (int __k = 0; __k < __no; ++__k) {
    double __v = __approx_shfl_d(__act, __to[__k], __src);
    if (__hit >= 0)
      __y[__k] = __v;
  }
  return __hit;
}

static __inline__ void __approx_memo_wput(__approx_memo_state_t *__s, double *__ti, double *__to,
                                          const double *__x, int __ni, int __nx, const double *__y,
                                          int __no, int __h, const __approx_memo_cfg_t *__c) {
  unsigned __act = __s->__act;
  __nvvm_bar_warp_sync(__act); /* the lanes of the lookup, together again */
  __ni += __nx;                /* the exact pieces go with the values */
  int __lane = __nvvm_read_ptx_sreg_laneid();
  int __g = 32 / __c->__tables, __base = __lane & ~(__g - 1), __my = __lane - __base;
  int __size = __c->__size < __g ? __c->__size : __g;
  unsigned __gmask = __g == 32 ? 0xffffffffu : ((1u << __g) - 1u) << __base;
  unsigned __miss = ((unsigned)__nvvm_vote_ballot_sync(__act, __h < 0) & __gmask) >> __base;
  int __nmiss = __builtin_popcount(__miss), __free = __size - __s->__used, __rank = -1;
  for (int __r = 0; __r < __nmiss; ++__r) {
    int __e = __r < __free ? __s->__used + __r : (__s->__next + __r - __free) % __size;
    if (__e == __my)
      __rank = __r; /* the last miss mapped to this lane's entry wins */
  }
  unsigned __m = __miss;
  for (int __r = 0; __r < __rank; ++__r) __m &= __m - 1;
  int __src = __base + (__rank >= 0 ? __builtin_ctz(__m) : __my);
  for (int __j = 0; __j < __ni; ++__j) {
    double __v = __approx_shfl_d(__act, __x[__j], __src);
    if (__rank >= 0) __ti[__j] = __v;
  }
  for (int __k = 0; __k < __no; ++__k) {
    double __v = __approx_shfl_d(__act, __y[__k], __src);
    if (__rank >= 0) __to[__k] = __v;
  }
  if (__rank >= 0) __s->__valid = 1;
  int __filled = __nmiss < __free ? __nmiss : __free;
  __s->__used += __filled;
  if (__nmiss > __filled) __s->__next = (__s->__next + __nmiss - __filled) % __size;
}
#endif

/* ---- one iteration of memo(in) -------------------------------------------
 * get: the lookup; on a hit (entry >= 0) y holds the stored outputs. put:
 * after the iteration (every lane of a warp table calls it), a miss with
 * its computed outputs y is inserted. x holds the ni inputs' doubles, then
 * their nx exact pieces; an entry of ti holds ni + nx values. */
static __inline__ int __approx_memo_get(__approx_memo_state_t *__s, const double *__ti,
                                        const double *__to, const double *__x, int __ni, int __nx,
                                        double *__y, int __no, const __approx_memo_cfg_t *__c,
                                        int __cap) {
  int __e;
  ++__s->__lookups;
#if defined(__NVPTX__)
  if (__c->__hier == __APPROX_MEMO_HIER_WARP)
    __e = __approx_memo_wfind(__s, __ti, __to, __x, __ni, __nx, __y, __no, __c);
  else
#endif
  {
    __e = __approx_memo_tfind(__s, __ti, __x, __ni, __nx, __c, __cap);
    __APPROX_MEMO_EACH(__f, __cap, for (int __k = 0; __k < __no; ++__k)
                                       __y[__k] = __f == __e ? __to[__f * __no + __k] : __y[__k];);
  }
  __s->__hits += __e >= 0;
  return __e;
}

static __inline__ void __approx_memo_put(__approx_memo_state_t *__s, double *__ti, double *__to,
                                         const double *__x, int __ni, int __nx, const double *__y,
                                         int __no, int __h, const __approx_memo_cfg_t *__c,
                                         int __cap) {
#if defined(__NVPTX__)
  if (__c->__hier == __APPROX_MEMO_HIER_WARP) {
    __approx_memo_wput(__s, __ti, __to, __x, __ni, __nx, __y, __no, __h, __c);
    return;
  }
#endif
  if (__h < 0)
    __approx_memo_tput(__s, __ti, __to, __x, __ni, __nx, __y, __no, __c, __cap);
}

/* ---- one iteration of memo(out) ----------------------------------------- */

/* The history holds at most hcap rows (a constant of the lowered code, as
 * cap for thread tables): writes select their row among all hcap, and the
 * last computed outputs are kept apart (tl), so no index is dynamic. */

/* Whether this iteration is predicted (y: the last computed outputs). */
static __inline__ int __approx_taf_get(__approx_taf_state_t *__s, const double *__tl, double *__y,
                                   int __no) {
  ++__s->__lookups;
  if (__s->__left <= 0)
    return 0;
  for (int __k = 0; __k < __no; ++__k) __y[__k] = __tl[__k];
  ++__s->__hits;
  if (--__s->__left == 0)
    __s->__active = 0; /* a full new history before the next predictions */
  return 1;
}

/* A computed iteration's outputs y into the history, and the test. */
static __inline__ void __approx_taf_put(__approx_taf_state_t *__s, double *__th, double *__tl,
                                    const double *__y, int __no, const __approx_memo_cfg_t *__c,
                                    int __hcap) {
  int __h = __c->__history;
  const int __cur = __s->__cur;
  __APPROX_MEMO_EACH(__r, __hcap, for (int __k = 0; __k < __no; ++__k)
                                      __th[__r * __no + __k] =
                                          __r == __cur ? __y[__k] : __th[__r * __no + __k];);
  for (int __k = 0; __k < __no; ++__k) __tl[__k] = __y[__k];
  __s->__last = __s->__cur;
  __s->__cur = __s->__cur + 1 == __h ? 0 : __s->__cur + 1;
  if (++__s->__active < __h)
    return;
  double __mean = 0, __var = 0;
  __APPROX_MEMO_EACH(__r, __hcap, if (__r < __h) for (int __k = 0; __k < __no; ++__k)
                                      __mean += __th[__r * __no + __k];);
  __mean /= __h * __no;
  __APPROX_MEMO_EACH(__r, __hcap, if (__r < __h) for (int __k = 0; __k < __no; ++__k) {
    double __d = __th[__r * __no + __k] - __mean;
    __var += __d * __d;
  });
  __var /= __h * __no;
  double __sd = __builtin_sqrt(__var);
  double __rsd = __mean != 0 ? __sd / (__mean < 0 ? -__mean : __mean) : __sd;
  if (__rsd <= __c->__threshold)
    __s->__left = __c->__predict;
}

/* ---- counting -------------------------------------------------------------
 * On a device, while reporting: a thread's lookups and hits (or
 * predictions) after its iterations, and a sequential loop's execution and
 * time; the host reads them back at exit (approx_table.h). */
static __inline__ void __approx_memo_devcount(unsigned long long __hash, int __kind,
                                          long long __lookups, long long __hits) {
  if (!__approx_table.__reporting)
    return;
  __approx_devcount_t *__c = __approx_devslot(__hash);
  if (!__c)
    return;
  __c->__memo_kind = __kind;
  __atomic_fetch_add(&__c->__lookups, __lookups, __ATOMIC_RELAXED);
  __atomic_fetch_add(&__c->__hits, __hits, __ATOMIC_RELAXED);
}
static __inline__ void __approx_memo_devexec(unsigned long long __hash, double __start) {
  if (!__approx_table.__reporting)
    return;
  __approx_devcount(__hash, 0, 0);
  __approx_dev_time(__hash, __start);
}

/* Whether this thread counts an execution of a loop directive that does
 * not start its own region (MemoLowering.cpp: the pragma before `omp for`
 * in a parallel region, or before `distribute [parallel for]` in a teams
 * region), whose lowered code every thread (where & 2) or every team
 * (where & 1) runs for one shared execution: thread 0, of team 0, as
 * __approx_perfo_plan_devws counts it. where & 4: `loop`, bound to the
 * parallel region inside one and to the teams outside. */
static __inline__ int __approx_memo_counts_here(int __where) {
#ifdef _OPENMP
  if (__where & 4)
    __where = omp_get_level() >= 1 ? 2 : 1;
  return (!(__where & 2) || omp_get_thread_num() == 0) &&
         (!(__where & 1) || omp_get_team_num() == 0);
#else
  (void)__where;
  return 1;
#endif
}
static __inline__ void __approx_memo_devexec_ws(int __where, unsigned long long __hash,
                                                double __start) {
  if (__approx_memo_counts_here(__where))
    __approx_memo_devexec(__hash, __start);
}

#ifdef __cplusplus
/* The last group's write-back of a lastprivate variable of a memoized
 * loop (MemoLastprivate.h) in C++: assignment, element by element for an
 * array, which C++ cannot assign whole (C uses __builtin_memcpy). */
template <class __T> static __inline__ void __approx_memo_assign(__T &__d, const __T &__s) {
  __d = __s;
}
template <class __T, unsigned long __N>
static __inline__ void __approx_memo_assign(__T (&__d)[__N], const __T (&__s)[__N]) {
  for (unsigned long __k = 0; __k < __N; ++__k)
    __approx_memo_assign(__d[__k], __s[__k]);
}
#endif

#ifdef _OPENMP
#pragma omp end declare target
#endif

#if !defined(__NVPTX__) && !defined(__AMDGPU__)
/* The table of a memo on a statement in a function inside `declare target`
 * (MemoOnStatement.cpp), where clang refuses thread-local variables: a
 * zeroed block of `bytes` per thread and key (the address of the region's
 * static key), allocated at the thread's first execution and kept for the
 * program, as the `static __thread` tables elsewhere. Outside `declare
 * target`, so that its own thread-local list is allowed; the device
 * compile of the host-offload device emits it for the callers there. */
typedef struct __approx_memo_tls_node { /* the block follows the node */
  const void *__key;
  struct __approx_memo_tls_node *__next;
} __approx_memo_tls_node;
static __inline__ void *__approx_memo_tls(const void *__key, unsigned long __bytes) {
  static __thread __approx_memo_tls_node *__head;
  __approx_memo_tls_node *__n;
  for (__n = __head; __n; __n = __n->__next)
    if (__n->__key == __key)
      return __n + 1;
  __n = (__approx_memo_tls_node *)__builtin_calloc(1, sizeof(__approx_memo_tls_node) + __bytes);
  if (!__n)
    __builtin_trap();
  __n->__key = __key;
  __n->__next = __head;
  __head = __n;
  return __n + 1;
}
#endif

/* ---- host side ----------------------------------------------------------- */
static __inline__ void __approx_memo_count(const char *__label, int __kind, long long __lookups,
                                       long long __hits) {
  if (__approxrt_reporting())
    __approxrt_record_memo(__label, __kind, __lookups, __hits);
}
static __inline__ void __approx_memo_exec(const char *__label, double __start) {
  if (!__approxrt_reporting())
    return;
  __approxrt_record_perfo(__label, 0, 0);
  __approxrt_record_time(__label, __approxrt_now() - __start);
}
/* The execution of a loop directive that several threads or teams run the
 * lowered code for (__approx_memo_counts_here): counted once, with the
 * time of the thread that counts it. */
static __inline__ void __approx_memo_exec_ws(int __where, const char *__label, double __start) {
  if (__approx_memo_counts_here(__where))
    __approx_memo_exec(__label, __start);
}

#endif /* __APPROX_MEMO_H */
