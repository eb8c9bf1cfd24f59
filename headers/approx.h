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
#ifndef APPROX_H
#define APPROX_H

#include "approx_rt.h"
#include <stdlib.h>
#include "approx_cuda.h"

#ifdef _OPENMP
#include <omp.h>
#endif

#define __APPROX_MAX_CFG 64

typedef struct __approx_table_t {
  int count;
  int reporting; /* APPROX_REPORT is set: devices count their regions */
  unsigned long long seed;
  __approx_cfg_entry entries[__APPROX_MAX_CFG];
} __approx_table_t;

/* A perforation plan: the whole decision for one execution of one region.
 * Logical iterations 0..n-1 are grouped in chunks of `chunk`; `kept` is the
 * number of iterations the compacted loop runs. */
typedef struct __approx_plan_t {
  long long n;        /* logical iterations */
  long long kept;     /* iterations of the lowered loop */
  long long chunk;    /* C >= 1 */
  long long nchunks;  /* ceil(n / C) */
  long long kchunks;  /* chunks kept */
  long long factor;   /* N of small/large */
  long long offset;   /* chunks skipped at the front (init) */
  double rate;        /* R of rate/rand/init/fini */
  unsigned long long mix; /* seed ^ label hash, for rand */
  long long lb, step; /* the loop's lower bound and signed step */
  unsigned long long mchunk, mfactor1; /* __approx_magic of chunk, N-1 (when needed) */
  int kind;           /* APPROX_PERFO_*; NONE when exact */
  /* Fast path (exact, large, init, fini with a power-of-two chunk): the
   * index map is k = ((j >> fshift) * fmul << fshift) + (j & fmask) + fadd. */
  int fast, fshift;
  long long fmask, fmul, fadd;
} __approx_plan_t;

/* Loop comparison operators as the plugin encodes them. */
enum { __APPROX_LT = 0, __APPROX_LE = 1, __APPROX_GT = 2, __APPROX_GE = 3, __APPROX_NE = 4 };

#ifdef _OPENMP
#pragma omp declare target
#endif

__attribute__((weak)) __approx_table_t __approx_table;

/* Per-region counts of regions that run on a device (a perforated loop
 * inside a kernel), kept only while reporting: open addressing on the
 * label hash; the host reads them back at exit. */
#define __APPROX_DEV_SLOTS 128
typedef struct __approx_devcount_t {
  unsigned long long hash;
  long long executions, total, kept;
  long long time_ns, timed; /* summed execution times, and how many */
} __approx_devcount_t;
__attribute__((weak)) __approx_devcount_t __approx_devcounts[__APPROX_DEV_SLOTS];

/* Number of logical iterations of a canonical loop `lb op ub`, step `st`. */
static inline long long __approx_trip(long long lb, long long ub, long long st, int op) {
  switch (op) {
  case __APPROX_LT: return lb < ub ? (ub - lb + st - 1) / st : 0;
  case __APPROX_LE: return lb <= ub ? (ub - lb) / st + 1 : 0;
  case __APPROX_GT: return lb > ub ? (lb - ub - st - 1) / -st : 0;
  case __APPROX_GE: return lb >= ub ? (lb - ub) / -st + 1 : 0;
  default: return st != 0 ? (ub - lb) / st : 0;
  }
}

static inline const __approx_cfg_entry *__approx_lookup(unsigned long long hash) {
  for (int i = 0; i < __approx_table.count; ++i)
    if (__approx_table.entries[i].hash == hash)
      return &__approx_table.entries[i];
  return 0;
}

/* Reports a bad perforation parameter and stops. On devices there is no
 * stderr worth trusting for a message, so print and trap. */
static inline void __approx_bad_param(const char *label, const char *what, double v) {
#if defined(__NVPTX__) || defined(__AMDGCN__)
  (void)label; (void)what; (void)v;
  __builtin_trap();
#else
  __approxrt_fatal("region '%s': %s (got %.15g)", label, what, v);
#endif
}

/* The ranges APPROX_CONFIG and the plugin's compile-time check apply too
 * (openmp-runtime/config.c, clang-ext/plugin/ClauseParser.cpp). */
static inline void __approx_check_value(const char *label, int kind, double value,
                                        long long chunk) {
  static const char *const __approx_range_msg[] = {
      "perforation kind 'small' needs an integer in [2, 2147483647]",
      "perforation kind 'large' needs an integer in [2, 2147483647]",
      "perforation kind 'rate' needs a rate in [0, 1)",
      "perforation kind 'rand' needs a rate in [0, 1)",
      "perforation kind 'init' needs a rate in [0, 1)",
      "perforation kind 'fini' needs a rate in [0, 1)"};
  if (chunk < 1 || chunk > 9007199254740992LL)
    __approx_bad_param(label, "'chunk' must be an integer in [1, 9007199254740992]",
                       (double)chunk);
  if (kind == APPROX_PERFO_SMALL || kind == APPROX_PERFO_LARGE) {
    if (!(value >= 2.0 && value <= 2147483647.0) || (double)(long long)value != value)
      __approx_bad_param(label, __approx_range_msg[kind - APPROX_PERFO_SMALL], value);
  } else if (kind >= APPROX_PERFO_RATE && kind <= APPROX_PERFO_FINI) {
    if (!(value >= 0.0 && value < 1.0))
      __approx_bad_param(label, __approx_range_msg[kind - APPROX_PERFO_SMALL], value);
  }
}

/* Division by a loop-invariant divisor d >= 1 without a divide instruction
 * (64-bit division is a long software sequence on GPUs): with
 * M = ceil(2^64 / d), x / d == (x * M) >> 64 exactly for every x < 2^32
 * (Lemire, Kaser, Kurz 2019). Larger x fall back to '/'. */
static inline unsigned long long __approx_magic(long long d) {
  return d <= 1 ? 0 : ~0ULL / (unsigned long long)d + 1;
}
static inline long long __approx_div(long long x, long long d, unsigned long long m) {
  if (d == 1) return x;
  if ((unsigned long long)x >> 32) return x / d;
  return (long long)(((unsigned __int128)(unsigned long long)x * m) >> 64);
}

static inline __approx_plan_t __approx_exact_plan(long long n) {
  __approx_plan_t p;
  p.lb = 0; p.step = 1; p.mchunk = p.mfactor1 = 0;
  p.fast = 1; p.fshift = 0; p.fmask = 0; p.fmul = 1; p.fadd = 0;
  p.n = n < 0 ? 0 : n; p.kept = p.n; p.chunk = 1; p.nchunks = p.n; p.kchunks = p.n;
  p.factor = 1; p.offset = 0; p.rate = 0; p.mix = 0; p.kind = APPROX_PERFO_NONE;
  return p;
}

/* The run-time table's overrides of a region's pragma defaults. */
static inline void __approx_apply_table(unsigned long long hash, int *kind, double *value,
                                        long long *chunk, int *enabled) {
  const __approx_cfg_entry *e = __approx_table.count ? __approx_lookup(hash) : 0;
  if (!e)
    return;
  if (e->has_enabled && !e->enabled) *enabled = 0;
  if (e->has_kind) *kind = e->kind;
  if (e->has_value) *value = e->value;
  if (e->has_chunk) *chunk = e->chunk;
}

/* The plan for n logical iterations: pragma defaults, overridden per label
 * by the run-time table; `enabled` is the if() clause. */
static inline __approx_plan_t __approx_perfo_plan_n(const char *label, unsigned long long hash,
                                                    int kind, double value, long long chunk,
                                                    int enabled, long long n) {
  __approx_apply_table(hash, &kind, &value, &chunk, &enabled);
  if (!enabled || n <= 0)
    return __approx_exact_plan(n);
  __approx_check_value(label, kind, value, chunk);
  __approx_plan_t p = __approx_exact_plan(n);
  p.kind = kind;
  p.chunk = chunk;
  p.nchunks = (n + chunk - 1) / chunk;
  long long nc = p.nchunks;
  if (kind == APPROX_PERFO_SMALL || kind == APPROX_PERFO_LARGE) {
    long long f = (long long)value;
    p.factor = f;
    p.kchunks = kind == APPROX_PERFO_SMALL ? nc - nc / f : (nc + f - 1) / f;
  } else {
    p.rate = value;
    long long skip = (long long)((double)nc * value);
    if (kind == APPROX_PERFO_RAND) {
      p.kchunks = nc;
      p.mix = __approx_table.seed ^ hash;
    } else {
      p.kchunks = nc - skip;
      if (kind == APPROX_PERFO_INIT) p.offset = skip;
    }
  }
  if ((kind == APPROX_PERFO_LARGE || kind == APPROX_PERFO_INIT || kind == APPROX_PERFO_FINI) &&
      (chunk & (chunk - 1)) == 0) {
    p.fast = 1;
    p.fshift = __builtin_ctzll((unsigned long long)chunk);
    p.fmask = chunk - 1;
    p.fmul = kind == APPROX_PERFO_LARGE ? p.factor : 1;
    p.fadd = kind == APPROX_PERFO_INIT ? p.offset * chunk : 0;
  } else {
    p.fast = 0;
  }
  /* Magic numbers only where the general index map divides (computing one
   * is itself a 64-bit division, and plans inside kernels are per thread). */
  if (!p.fast && (chunk & (chunk - 1)) != 0)
    p.mchunk = __approx_magic(p.chunk);
  if (kind == APPROX_PERFO_SMALL)
    p.mfactor1 = __approx_magic(p.factor - 1);
  /* The last chunk may be partial: drop its missing iterations if it runs. */
  long long kept = p.kchunks * chunk;
  if (p.kchunks > 0) {
    long long lastc;
    switch (kind) {
    case APPROX_PERFO_SMALL: lastc = (p.kchunks - 1) + (p.kchunks - 1) / (p.factor - 1); break;
    case APPROX_PERFO_LARGE: lastc = (p.kchunks - 1) * p.factor; break;
    case APPROX_PERFO_RATE: lastc = (p.kchunks - 1) * nc / p.kchunks; break;
    case APPROX_PERFO_INIT: lastc = p.kchunks - 1 + p.offset; break;
    default: lastc = p.kchunks - 1; break;
    }
    if (lastc == nc - 1) kept -= nc * chunk - n;
  }
  p.kept = kept;
  return p;
}

/* Trip count of `for (v = lb; v op ub; v += step)`, stopping on a step that
 * does not move v towards its bound. */
static inline long long __approx_checked_trip(const char *label, long long lb, long long ub,
                                              long long step, int op) {
  int up = op == __APPROX_LT || op == __APPROX_LE;
  if (step == 0 || (op == __APPROX_NE ? (step != 1 && step != -1) : (up ? step < 0 : step > 0)))
    __approx_bad_param(label, "the loop step does not move the variable towards its bound",
                       (double)step);
  return __approx_trip(lb, ub, step, op);
}

/* The plan for one execution of the loop `for (v = lb; v op ub; v += step)`:
 * pragma defaults, overridden per label by the run-time table; `enabled` is
 * the if() clause. */
static inline __approx_plan_t __approx_perfo_plan(const char *label, unsigned long long hash,
                                                  int kind, double value, long long chunk,
                                                  int enabled, long long lb, long long ub,
                                                  long long step, int op) {
  long long n = __approx_checked_trip(label, lb, ub, step, op);
  __approx_plan_t p = __approx_perfo_plan_n(label, hash, kind, value, chunk, enabled, n);
  p.lb = lb;
  p.step = step;
  return p;
}

/* plan(...).kept, for loop bounds (a member of an rvalue in an OpenMP loop
 * bound upsets clang's capture of the bound). */
static inline long long __approx_perfo_kept(const char *label, unsigned long long hash, int kind,
                                            double value, long long chunk, int enabled,
                                            long long lb, long long ub, long long step, int op) {
  return __approx_perfo_plan(label, hash, kind, value, chunk, enabled, lb, ub, step, op).kept;
}

/* The device twin of __approx_perfo_note_rec: same arguments, no record. */
static inline int __approx_perfo_note(const char *label, unsigned long long hash, int kind,
                                      double value, long long chunk, int enabled, long long lb,
                                      long long ub, long long step, int op) {
  (void)label; (void)hash; (void)kind; (void)value; (void)chunk; (void)enabled;
  (void)lb; (void)ub; (void)step; (void)op;
  return 0;
}

/* The index map of a fast plan: a handful of integer operations, so the
 * loop it is used in stays as light as the exact loop. */
static inline long long __approx_perfo_index_fast(long long j, int fshift, long long fmul,
                                                  long long fmask, long long fadd) {
  return (((j >> fshift) * fmul) << fshift) + (j & fmask) + fadd;
}

/* Chunk of logical iteration k: a shift for power-of-two chunks. */
static inline long long __approx_chunk_of(const __approx_plan_t *p, long long k) {
  if ((p->chunk & (p->chunk - 1)) == 0)
    return k >> __builtin_ctzll((unsigned long long)p->chunk);
  return __approx_div(k, p->chunk, p->mchunk);
}

/* Compacted index j in [0, kept) -> logical iteration k in [0, n). */
static inline long long __approx_perfo_index(const __approx_plan_t *p, long long j) {
  if (p->kind == APPROX_PERFO_NONE || p->kind == APPROX_PERFO_RAND || p->kind == APPROX_PERFO_FINI)
    return j;
  if (p->fast)
    return __approx_perfo_index_fast(j, p->fshift, p->fmul, p->fmask, p->fadd);
  long long q = j, r = 0;
  if (p->chunk != 1) {
    q = __approx_chunk_of(p, j);
    r = j - q * p->chunk;
  }
  long long c;
  switch (p->kind) {
  case APPROX_PERFO_SMALL: c = q + __approx_div(q, p->factor - 1, p->mfactor1); break;
  case APPROX_PERFO_LARGE: c = q * p->factor; break;
  case APPROX_PERFO_RATE: c = q * p->nchunks / p->kchunks; break;
  default: c = q + p->offset; break; /* init */
  }
  return c * p->chunk + r;
}

/* Stateless hash of (seed ^ label, chunk): splitmix64 finalizer. */
static inline unsigned long long __approx_mix64(unsigned long long x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

/* rand: is logical iteration k skipped? (false for every other kind) */
static inline int __approx_perfo_skip(const __approx_plan_t *p, long long k) {
  if (p->kind != APPROX_PERFO_RAND) return 0;
  long long c = __approx_chunk_of(p, k);
  unsigned long long h = __approx_mix64(p->mix ^ __approx_mix64((unsigned long long)c));
  double u = (double)(h >> 11) * (1.0 / 9007199254740992.0);
  return u < p->rate;
}

/* HPAC-style lowering: is logical iteration k kept? (all kinds) */
static inline int __approx_perfo_keeps(const __approx_plan_t *p, long long k) {
  if (p->kind == APPROX_PERFO_NONE) return 1;
  long long c = __approx_chunk_of(p, k);
  switch (p->kind) {
  case APPROX_PERFO_SMALL: return c % p->factor != p->factor - 1;
  case APPROX_PERFO_LARGE: return c % p->factor == 0;
  case APPROX_PERFO_RATE: {
    /* kept chunks are floor(q*nc/kc): c is kept iff some q maps to it */
    long long q = (c * p->kchunks + p->nchunks - 1) / p->nchunks;
    return q < p->kchunks && q * p->nchunks / p->kchunks == c;
  }
  case APPROX_PERFO_RAND: return !__approx_perfo_skip(p, k);
  case APPROX_PERFO_INIT: return c >= p->offset;
  case APPROX_PERFO_FINI: return c < p->kchunks;
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
  long long n, stride, off, len, lim, num, den, lb, vstep;
  unsigned long long mix, thresh;
} __approx_blocks_t;

static inline __approx_blocks_t __approx_perfo_blocks(const __approx_plan_t *p) {
  __approx_blocks_t b;
  long long c = p->chunk;
  b.n = p->kchunks; b.stride = c; b.off = 0; b.len = c; b.lim = p->n;
  b.num = 0; b.den = 0; b.lb = p->lb; b.vstep = p->step; b.mix = 0; b.thresh = 0;
  switch (p->kind) {
  case APPROX_PERFO_NONE: b.n = p->n > 0; b.len = p->n; break;
  case APPROX_PERFO_SMALL: /* groups of N chunks, the last one skipped */
    b.n = (p->nchunks + p->factor - 1) / p->factor;
    b.stride = p->factor * c; b.len = (p->factor - 1) * c; break;
  case APPROX_PERFO_LARGE:
    b.stride = p->factor * c;
    break;
  case APPROX_PERFO_INIT: b.n = p->kept > 0; b.off = p->offset * c; b.len = p->n; break;
  case APPROX_PERFO_FINI: b.n = p->kept > 0; b.len = p->kept; break;
  case APPROX_PERFO_RAND: /* u < rate <=> (h >> 11) < ceil(rate * 2^53) */
    b.n = p->nchunks; b.mix = p->mix;
    b.thresh = (unsigned long long)__builtin_ceil(p->rate * 9007199254740992.0); break;
  default: b.num = p->nchunks; b.den = p->kchunks; break; /* rate */
  }
  return b;
}

/* First logical iteration of block q. */
static inline long long __approx_block_start(const __approx_blocks_t *b, long long q) {
  if (b->den)
    return q * b->num / b->den * b->len;
  return q * b->stride + b->off;
}

/* rand: is block (= chunk) q skipped? The same draw as __approx_perfo_skip. */
static inline int __approx_block_skip(const __approx_blocks_t *b, long long q) {
  if (!b->thresh) return 0;
  unsigned long long h = __approx_mix64(b->mix ^ __approx_mix64((unsigned long long)q));
  return (h >> 11) < b->thresh;
}

/* One past the last logical iteration of a block starting at k. */
static inline long long __approx_block_end(const __approx_blocks_t *b, long long k) {
  return k + b->len < b->lim ? k + b->len : b->lim;
}

/* Exact kept count of a plan (rand included: counted, O(chunks)). */
static inline long long __approx_plan_kept_exact(const __approx_plan_t *p) {
  if (p->kind != APPROX_PERFO_RAND)
    return p->kept;
  long long kept = 0;
  for (long long c = 0; c < p->nchunks; ++c)
    if (!__approx_perfo_skip(p, c * p->chunk))
      kept += c == p->nchunks - 1 ? p->n - c * p->chunk : p->chunk;
  return kept;
}

/* While reporting: one execution of region `hash` on a device, with its
 * logical and kept iteration counts (atomics in __approx_devcounts). */
static inline __approx_devcount_t *__approx_devslot(unsigned long long hash) {
  unsigned s = (unsigned)(hash % __APPROX_DEV_SLOTS);
  for (int probe = 0; probe < __APPROX_DEV_SLOTS; ++probe, s = (s + 1) % __APPROX_DEV_SLOTS) {
    unsigned long long cur = __atomic_load_n(&__approx_devcounts[s].hash, __ATOMIC_RELAXED);
    if (cur == 0) {
      unsigned long long expected = 0;
      if (__atomic_compare_exchange_n(&__approx_devcounts[s].hash, &expected, hash, 0,
                                      __ATOMIC_RELAXED, __ATOMIC_RELAXED))
        cur = hash;
      else
        cur = expected;
    }
    if (cur == hash)
      return &__approx_devcounts[s];
  }
  return 0;
}
static inline void __approx_devcount(unsigned long long hash, long long total, long long kept) {
  __approx_devcount_t *c = __approx_devslot(hash);
  if (!c)
    return;
  __atomic_fetch_add(&c->executions, 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&c->total, total, __ATOMIC_RELAXED);
  __atomic_fetch_add(&c->kept, kept, __ATOMIC_RELAXED);
}

/* The device clock for a region's time (a prologue-form region inside a
 * kernel: each executing thread times its own execution, as on the host);
 * 0 unless reporting. */
static inline double __approx_dev_clock(void) {
#ifdef _OPENMP
  if (__approx_table.reporting)
    return omp_get_wtime();
#endif
  return 0.0;
}
static inline void __approx_dev_time(unsigned long long hash, double start) {
#ifdef _OPENMP
  if (!__approx_table.reporting)
    return;
  double d = omp_get_wtime() - start;
  __approx_devcount_t *c = __approx_devslot(hash);
  if (!c)
    return;
  __atomic_fetch_add(&c->time_ns, (long long)(d > 0 ? d * 1e9 : 0), __ATOMIC_RELAXED);
  __atomic_fetch_add(&c->timed, 1, __ATOMIC_RELAXED);
#else
  (void)hash; (void)start;
#endif
}

/* Device variant used by lowered code inside kernels: plan, and while
 * reporting, atomic counts in __approx_devcounts. */
static inline __approx_plan_t __approx_perfo_plan_dev(const char *label, unsigned long long hash,
                                                      int kind, double value, long long chunk,
                                                      int enabled, long long lb, long long ub,
                                                      long long step, int op) {
  __approx_plan_t p =
      __approx_perfo_plan(label, hash, kind, value, chunk, enabled, lb, ub, step, op);
  if (__approx_table.reporting)
    __approx_devcount(hash, p.n, __approx_plan_kept_exact(&p));
  return p;
}

/* The inline form inside a kernel (pragma after '#pragma omp parallel for'
 * or 'for' in a target region): threads evaluate the bound, some more than
 * once (a combined 'distribute parallel for' also outside its parallel
 * region, where every thread of an SPMD kernel reads as thread 0). One
 * evaluation counts the execution while reporting: thread 0's, in the
 * parallel region when the loop is a worksharing one (where & 2), of team
 * 0 when it is distributed over teams (where & 1). */
static inline long long __approx_perfo_kept_devrec(int where, const char *label,
                                                   unsigned long long hash, int kind,
                                                   double value, long long chunk, int enabled,
                                                   long long lb, long long ub, long long step,
                                                   int op) {
  __approx_plan_t p = __approx_perfo_plan(label, hash, kind, value, chunk, enabled, lb, ub, step,
                                          op);
#ifdef _OPENMP
  if (__approx_table.reporting && omp_get_thread_num() == 0 &&
      (!(where & 1) || omp_get_team_num() == 0) && (!(where & 2) || omp_get_level() >= 1))
    __approx_devcount(hash, p.n, __approx_plan_kept_exact(&p));
#else
  (void)where;
#endif
  return p.kept;
}

/* One block of unit step over the whole loop: the exact loop. */
static inline __approx_blocks_t __approx_exact_blocks(long long n) {
  __approx_blocks_t b;
  b.n = n > 0; b.stride = 0; b.off = 0; b.len = n; b.lim = n;
  b.num = 0; b.den = 0; b.lb = 0; b.vstep = 1; b.mix = 0; b.thresh = 0;
  return b;
}

/* The blocks of n logical iterations straight from the pragma's arguments
 * and the run-time table, without the plan: what __approx_perfo_plan_n and
 * __approx_perfo_blocks give together (the unit tests compare the two on
 * every kind), with only the divisions the blocks need. Inside a kernel its
 * few live values are what keeps the register count near the exact loop's. */
static inline __approx_blocks_t __approx_perfo_blocks_n(const char *label, unsigned long long hash,
                                                        int kind, double value, long long chunk,
                                                        int enabled, long long n) {
  __approx_apply_table(hash, &kind, &value, &chunk, &enabled);
  __approx_blocks_t b = __approx_exact_blocks(n);
  if (!enabled || n <= 0)
    return b;
  __approx_check_value(label, kind, value, chunk);
  long long c = chunk, nc = (n + c - 1) / c;
  if (kind == APPROX_PERFO_SMALL || kind == APPROX_PERFO_LARGE) {
    long long f = (long long)value;
    if (kind == APPROX_PERFO_SMALL) {
      b.n = (nc + f - 1) / f; b.stride = f * c; b.len = (f - 1) * c;
    } else {
      b.n = (nc + f - 1) / f; b.stride = f * c; b.len = c;
    }
    return b;
  }
  long long skip = (long long)((double)nc * value);
  switch (kind) {
  case APPROX_PERFO_INIT: b.n = nc > skip; b.off = skip * c; break;
  case APPROX_PERFO_FINI:
    b.n = nc > skip;
    b.len = skip ? (nc - skip) * c : n;
    break;
  case APPROX_PERFO_RAND:
    b.n = nc; b.stride = c; b.len = c; b.mix = __approx_table.seed ^ hash;
    b.thresh = (unsigned long long)__builtin_ceil(value * 9007199254740992.0);
    break;
  default: b.n = nc - skip; b.num = nc; b.den = nc - skip; b.len = c; break; /* rate */
  }
  return b;
}

/* Iterations a block form keeps: every block but the last is whole, so a
 * closed form, except for rand (drawn per block: counted). */
static inline long long __approx_blocks_kept(const __approx_blocks_t *b) {
  if (b->n <= 0)
    return 0;
  if (!b->thresh) {
    long long s = __approx_block_start(b, b->n - 1);
    return (b->n - 1) * b->len + __approx_block_end(b, s) - s;
  }
  long long kept = 0;
  for (long long q = 0; q < b->n; ++q)
    if (!__approx_block_skip(b, q)) {
      long long s = __approx_block_start(b, q);
      kept += __approx_block_end(b, s) - s;
    }
  return kept;
}

/* Stops on a loop too long for the 32-bit block form of an int-typed loop
 * inside a kernel (its last index plus one must fit in an int). */
static inline void __approx_blocks_int(const __approx_blocks_t *b, const char *label) {
  if (b->lim > 2147483647LL)
    __approx_bad_param(label, "an int loop inside a kernel of more than 2^31 - 1 iterations",
                       (double)b->lim);
}

/* The block form of a loop inside a kernel, from the same arguments as the
 * plan, out of line: the kernel keeps only the block fields live (the plan
 * inlined took lavaMD's kernel from 32 to 96 registers). While reporting,
 * counts like __approx_perfo_plan_dev. */
static inline __attribute__((noinline)) __approx_blocks_t
__approx_perfo_blocks_ool(const char *label, unsigned long long hash, int kind, double value,
                          long long chunk, int enabled, long long lb, long long ub, long long step,
                          int op) {
  __approx_blocks_t b = __approx_perfo_blocks_n(label, hash, kind, value, chunk, enabled,
                                                __approx_checked_trip(label, lb, ub, step, op));
  b.lb = lb;
  b.vstep = step;
  if (__approx_table.reporting)
    __approx_devcount(hash, b.lim, __approx_blocks_kept(&b));
  return b;
}

/* Whether a region runs exactly: if() false, or "enabled": false in the
 * run-time table. */
static inline int __approx_region_off(unsigned long long hash, int enabled) {
  if (!enabled)
    return 1;
  const __approx_cfg_entry *e = __approx_table.count ? __approx_lookup(hash) : 0;
  return e && e->has_enabled && !e->enabled;
}

/* An enclosing region's exact version holds the regions nested in it as
 * written (clang-ext/plugin/NestedRegions.h): it may run only while each of
 * them is disabled in the table (their if() clauses are not seen there) and
 * no report counts their executions. */
static inline int __approx_nested_off(unsigned long long hash) {
  return !__approx_table.reporting && __approx_region_off(hash, 1);
}

/* The call a kernel makes: a disabled region (and no report to count it
 * for) gets its one exact block inline, so it costs a table lookup and no
 * call. The out-of-line call returns its struct through local memory,
 * which made disabled regions in kernels 11-19% slower than the exact
 * loop (lavaMD, leukocyte, correlation, covariance; docs/results.md). */
static inline __approx_blocks_t
__approx_perfo_blocks_dev(const char *label, unsigned long long hash, int kind, double value,
                          long long chunk, int enabled, long long lb, long long ub, long long step,
                          int op) {
  if (__approx_table.reporting || !__approx_region_off(hash, enabled))
    return __approx_perfo_blocks_ool(label, hash, kind, value, chunk, enabled, lb, ub, step, op);
  __approx_blocks_t b = __approx_exact_blocks(__approx_checked_trip(label, lb, ub, step, op));
  b.lb = lb;
  b.vstep = step;
  return b;
}

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* ---- host side: recording and the run-time table ---------------------- */

/* Fills the host table from libapproxrt and copies it to every device. Runs
 * as a constructor of each TU (once per program) after the offload images
 * are registered, so a region inside a target region sees the overrides. */
__attribute__((weak)) int __approx_table_ready;

#ifdef _OPENMP
/* At exit, while reporting: the devices' region counts into the report. */
static void __approx_devcounts_collect(void) {
  enum { N = __APPROX_DEV_SLOTS };
  unsigned long long h[N];
  long long e[N], t[N], k[N], ns[N];
  for (int d = 0; d < omp_get_num_devices(); ++d) {
#pragma omp target update from(__approx_devcounts) device(d)
    int n = 0;
    for (int s = 0; s < N; ++s)
      if (__approx_devcounts[s].hash) {
        h[n] = __approx_devcounts[s].hash;
        e[n] = __approx_devcounts[s].executions;
        t[n] = __approx_devcounts[s].total;
        k[n] = __approx_devcounts[s].kept;
        ns[n] = __approx_devcounts[s].timed ? __approx_devcounts[s].time_ns : -1;
        ++n;
      }
    __approxrt_record_perfo_hashes(h, e, t, k, ns, n);
  }
}
#endif
static inline void __approx_table_init(void) {
  if (__approx_table_ready) return;
  __approx_table_ready = 1;
  int n = __approxrt_config_count();
  if (n > __APPROX_MAX_CFG)
    __approxrt_fatal("APPROX_CONFIG has %d labels; at most %d are supported", n, __APPROX_MAX_CFG);
  const __approx_cfg_entry *e = __approxrt_config_entries();
  for (int i = 0; i < n; ++i) __approx_table.entries[i] = e[i];
  __approx_table.count = n;
  __approx_table.seed = __approxrt_seed();
  __approx_table.reporting = __approxrt_reporting();
#ifdef _OPENMP
  if (__approx_table.reporting)
    atexit(__approx_devcounts_collect); /* runs before the report is written */
  if (n == 0 && __approx_table.seed == 0 && !__approx_table.reporting)
    return; /* devices already hold zeros */
  for (int d = 0; d < omp_get_num_devices(); ++d) {
#pragma omp target update to(__approx_table) device(d)
  }
#endif
}
static void __attribute__((constructor, used)) __approx_tu_init(void) { __approx_table_init(); }

/* Host variant used by lowered code: plan + report record. Each call is
 * one execution of the region: a host loop, a kernel launch, or a
 * sequential loop run by every thread of a parallel loop's body. */
static inline __approx_plan_t __approx_perfo_plan_rec(const char *label, unsigned long long hash,
                                                      int kind, double value, long long chunk,
                                                      int enabled, long long lb, long long ub,
                                                      long long step, int op) {
  __approx_plan_t p =
      __approx_perfo_plan(label, hash, kind, value, chunk, enabled, lb, ub, step, op);
  if (__approxrt_reporting())
    __approxrt_record_perfo(label, p.n, __approx_plan_kept_exact(&p)); /* rand: counted */
  return p;
}

/* A worksharing loop's plan (`omp for` in a parallel region, or an OpenMP
 * loop bound in the inline form): every thread of the team computes it for
 * one shared execution, which counts once. */
static inline __approx_plan_t __approx_perfo_plan_ws_rec(const char *label,
                                                         unsigned long long hash, int kind,
                                                         double value, long long chunk,
                                                         int enabled, long long lb, long long ub,
                                                         long long step, int op) {
#ifdef _OPENMP
  if (omp_get_thread_num() != 0)
    return __approx_perfo_plan(label, hash, kind, value, chunk, enabled, lb, ub, step, op);
#endif
  return __approx_perfo_plan_rec(label, hash, kind, value, chunk, enabled, lb, ub, step, op);
}

static inline long long __approx_perfo_kept_rec(const char *label, unsigned long long hash,
                                                int kind, double value, long long chunk,
                                                int enabled, long long lb, long long ub,
                                                long long step, int op) {
  return __approx_perfo_plan_ws_rec(label, hash, kind, value, chunk, enabled, lb, ub, step, op).kept;
}

/* Starts the host timer of an inline-form region (thread 0 of a team: the
 * thread that counts it) and returns v: wraps the loop bound. */
static inline long long __approx_inline_begin(unsigned long long hash, long long v) {
#ifdef _OPENMP
  if (omp_get_thread_num() != 0)
    return v;
#endif
  if (__approxrt_reporting())
    __approxrt_inline_begin(hash);
  return v;
}

/* Data approximation (in/out items, reconstruction, precision). */
#include "approx_data.h"

/* Records an execution and returns 0: added to a loop bound by the
 * continue lowering of an inline-form region. */
static inline int __approx_perfo_note_rec(const char *label, unsigned long long hash, int kind,
                                          double value, long long chunk, int enabled,
                                          long long lb, long long ub, long long step, int op) {
  (void)__approx_perfo_plan_ws_rec(label, hash, kind, value, chunk, enabled, lb, ub, step, op);
  return 0;
}

#endif /* APPROX_H */
