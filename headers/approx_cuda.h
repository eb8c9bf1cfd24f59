/* approx_cuda.h - helpers for Öz's CUDA-aware approximations.
 *
 * What code lowered from `#pragma approx sync(...)`, `atomic(...)` and
 * `branch(...)` calls (see docs/cuda-aware.md). Part of the approx.h
 * umbrella; __approx_region_on() reads the run-time table
 * (approx_table.h). Every helper is `static __inline__` inside
 * `declare target`, with three variants chosen by the compile's target:
 *
 *   __NVPTX__   warp barriers (bar.warp.sync), CTA-scoped atomics
 *               (atom.cta), warp votes (vote.sync.ballot)
 *   __AMDGCN__  wavefront barrier + wavefront fences, scoped atomics
 *               (__scoped_atomic_*), wave ballots
 *   otherwise   the host and the x86_64 host-offload device: a team barrier
 *               for every sync mode but skip, `#pragma omp atomic` for team
 *               and warp atomics, exact branches (no warps)
 *
 * Only names with the reserved __approx / __APPROX prefix are declared;
 * the generator macros are #undef'd at the end.
 */
#ifndef __APPROX_CUDA_H
#define __APPROX_CUDA_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_rt.h"
#include "approx_table.h"

#ifdef _OPENMP
#pragma omp declare target
#endif

/* ---- run-time switch ------------------------------------------------------
 * A region with an if() clause runs approximately when the clause holds and
 * APPROX_CONFIG does not say `"enabled": false` for its label. */
static __inline__ int __approx_region_on(unsigned long long __hash) {
  const __approx_cfg_entry *__e = __approx_lookup(__hash);
  return !__e || !__e->__has_enabled || __e->__enabled;
}

/* APPROX_REPORT's count of a region with an if() clause: one execution each
 * time its statement runs (by each thread, as a loop in a kernel counts),
 * so that approx-tune finds the label; on a device, in __approx_devcounts. */
static __inline__ void __approx_site_count_dev(unsigned long long __hash) {
  if (__approx_table.__reporting)
    __approx_devcount(__hash, 0, 0);
}

/* ---- sync(skip|warp|tile(K)|active) -------------------------------------- */
#if defined(__NVPTX__)
/* Lanes of this thread's warp that exist in the thread block: the full warp
 * (0xffffffff) except in a last, partial warp (thread_limit not a multiple
 * of 32), whose missing lanes could never arrive at bar.warp.sync. */
static __inline__ unsigned __approx_warp_lanes(void) {
  unsigned __n = (unsigned)__nvvm_read_ptx_sreg_ntid_x() -
               ((unsigned)__nvvm_read_ptx_sreg_tid_x() & ~31u);
  return __n >= 32u ? 0xffffffffu : (1u << __n) - 1u;
}
static __inline__ void __approx_sync_warp(void) {
  unsigned __lanes = __approx_warp_lanes();
  if (__lanes == 0xffffffffu)
    __nvvm_bar_warp_sync(0xffffffffu);
  else
    __nvvm_bar_warp_sync(__lanes);
}
/* Aligned groups of k lanes (k a power of two <= 32): lanes
 * [lane & ~(k-1), +k) synchronize with each other only. */
static __inline__ void __approx_sync_tile(unsigned __k) {
  if (__k >= 32u) {
    __approx_sync_warp();
    return;
  }
  unsigned __lane = (unsigned)__nvvm_read_ptx_sreg_laneid();
  __nvvm_bar_warp_sync((((1u << __k) - 1u) << (__lane & ~(__k - 1u))) & __approx_warp_lanes());
}
/* The lanes that are active (converged) here, as coalesced_threads().sync(). */
static __inline__ void __approx_sync_active(void) { __nvvm_bar_warp_sync(__nvvm_activemask()); }

#elif defined(__AMDGCN__)
/* A wavefront executes in lockstep: nothing finer than the wavefront can be
 * out of step, so warp, tile(K) and active all become a wavefront barrier
 * (a code-motion barrier) between release and acquire fences of wavefront
 * scope, which order the lanes' memory accesses around it. */
static __inline__ void __approx_sync_wave(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
static __inline__ void __approx_sync_warp(void) { __approx_sync_wave(); }
static __inline__ void __approx_sync_tile(unsigned __k) { (void)__k; __approx_sync_wave(); }
static __inline__ void __approx_sync_active(void) { __approx_sync_wave(); }

#else
/* No warps: every mode but skip keeps the team barrier (an orphaned barrier
 * binds to the innermost enclosing parallel region, as the original did). */
static __inline__ void __approx_team_barrier(void) {
#ifdef _OPENMP
#pragma omp barrier
#endif
}
static __inline__ void __approx_sync_warp(void) { __approx_team_barrier(); }
static __inline__ void __approx_sync_tile(unsigned __k) { (void)__k; __approx_team_barrier(); }
static __inline__ void __approx_sync_active(void) { __approx_team_barrier(); }
#endif

/* ---- branch(majority|then|else|skip) --------------------------------------
 * c is the condition (0 or 1). Returns 1 to run the then-side, 0 for the
 * else-side, -1 for neither. A warp whose active lanes agree keeps c. */
enum { __APPROX_BR_MAJORITY = 0, __APPROX_BR_THEN = 1, __APPROX_BR_ELSE = 2, __APPROX_BR_SKIP = 3 };

static __inline__ int __approx_branch_pick(int __c, int __mode, int __yes, int __active) {
  if (__yes == 0 || __yes == __active)
    return __c;
  switch (__mode) {
  case __APPROX_BR_MAJORITY: return 2 * __yes > __active;
  case __APPROX_BR_THEN: return 1;
  case __APPROX_BR_ELSE: return 0;
  default: return -1;
  }
}
#if defined(__NVPTX__)
static __inline__ int __approx_branch_vote(int __c, int __mode) {
  unsigned __act = __nvvm_activemask();
  unsigned __yes = __nvvm_vote_ballot_sync(__act, __c != 0);
  return __approx_branch_pick(__c, __mode, __builtin_popcount(__yes), __builtin_popcount(__act));
}
#elif defined(__AMDGCN__)
static __inline__ int __approx_branch_vote(int __c, int __mode) {
  unsigned long long __act = __builtin_amdgcn_read_exec();
  unsigned long long __yes = __builtin_amdgcn_ballot_w64(__c != 0);
  return __approx_branch_pick(__c, __mode, __builtin_popcountll(__yes), __builtin_popcountll(__act));
}
#else
static __inline__ int __approx_branch_vote(int __c, int __mode) { (void)__mode; return __c; }
#endif
static __inline__ int __approx_branch_majority(int __c) { return __approx_branch_vote(__c, __APPROX_BR_MAJORITY); }
static __inline__ int __approx_branch_then(int __c) { return __approx_branch_vote(__c, __APPROX_BR_THEN); }
static __inline__ int __approx_branch_else(int __c) { return __approx_branch_vote(__c, __APPROX_BR_ELSE); }
static __inline__ int __approx_branch_skip(int __c) { return __approx_branch_vote(__c, __APPROX_BR_SKIP); }

/* ---- atomic(team|block|warp|none|skip) ------------------------------------
 * __approx_atomic__<scope>__<op>__<t>(T *p, T v) performs `*p = *p op v`
 * (r-ops: `*p = v op *p`) with the scope's atomicity, for
 *   t: i int, u unsigned, l long, ul unsigned long, ll long long,
 *      ull unsigned long long, f float, d double
 *   op: add sub mul div rsub rdiv (all t); and or xor shl shr rshl rshr
 *      rem rrem (integer t; clang accepts % in atomics though OpenMP does
 *      not list it). The plugin picks the function with _Generic on x.
 * v is converted to x's type before the update, as with CUDA's atomicAdd.
 * Scopes, ops and types travel through the generator macros as reserved
 * tags (__team, __add, __i, ...) pasted onto reserved prefixes: a user's
 * -Dadd or -Di cannot reach them (docs/design.md, "Reserved names"). */
#define __APPROX_OP__add(__o, __v) ((__o) + (__v))
#define __APPROX_OP__sub(__o, __v) ((__o) - (__v))
#define __APPROX_OP__mul(__o, __v) ((__o) * (__v))
#define __APPROX_OP__div(__o, __v) ((__o) / (__v))
#define __APPROX_OP__rsub(__o, __v) ((__v) - (__o))
#define __APPROX_OP__rdiv(__o, __v) ((__v) / (__o))
#define __APPROX_OP__and(__o, __v) ((__o) & (__v))
#define __APPROX_OP__or(__o, __v) ((__o) | (__v))
#define __APPROX_OP__xor(__o, __v) ((__o) ^ (__v))
#define __APPROX_OP__shl(__o, __v) ((__o) << (__v))
#define __APPROX_OP__shr(__o, __v) ((__o) >> (__v))
#define __APPROX_OP__rshl(__o, __v) ((__v) << (__o))
#define __APPROX_OP__rshr(__o, __v) ((__v) >> (__o))
#define __APPROX_OP__rem(__o, __v) ((__o) % (__v))
#define __APPROX_OP__rrem(__o, __v) ((__v) % (__o))

/* X(A, t, T, S): S is the same-sized integer the CAS loops work on. */
#define __APPROX_ITYPES(__X, __A)                                              \
  __X(__A, __i, int, __int) __X(__A, __u, unsigned, __int)                     \
  __X(__A, __l, long, __ll) __X(__A, __ul, unsigned long, __ll)                \
  __X(__A, __ll, long long, __ll) __X(__A, __ull, unsigned long long, __ll)
#define __APPROX_FTYPES(__X, __A) __X(__A, __f, float, __int) __X(__A, __d, double, __ll)
#define __APPROX_ALLTYPES(__X, __A) __APPROX_ITYPES(__X, __A) __APPROX_FTYPES(__X, __A)
/* Ops that need a compare-and-swap loop on GPUs (no fetch-op instruction). */
#define __APPROX_CAS_ARITH(__X) __X(__mul) __X(__div) __X(__rsub) __X(__rdiv)
#define __APPROX_CAS_INT(__X) __X(__shl) __X(__shr) __X(__rshl) __X(__rshr) __X(__rem) __X(__rrem)

typedef int __approx_bits__int;
typedef long long __approx_bits__ll;

#if defined(__NVPTX__) || defined(__AMDGCN__)
/* A CAS loop over the bits of *p. CAS(p, expected, desired) returns the
 * previous contents; __approx_cas__<scope>__{int,ll} are defined per target. */
#define __APPROX_CAS_FN(__scope, __op, __t, __T, __S)                          \
  static __inline__ void __approx_atomic##__scope##__op##__t(__T *__p, __T __v) {  \
    __approx_bits##__S __old = *(volatile __approx_bits##__S *)__p;            \
    for (;;) {                                                                 \
      __T __o, __n;                                                            \
      __approx_bits##__S __ns, __prev;                                         \
      __builtin_memcpy(&__o, &__old, sizeof __o);                              \
      __n = (__T)__APPROX_OP##__op(__o, __v);                                  \
      __builtin_memcpy(&__ns, &__n, sizeof __ns);                              \
      __prev = __approx_cas##__scope##__S((__approx_bits##__S *)__p, __old, __ns); \
      if (__prev == __old)                                                     \
        return;                                                                \
      __old = __prev;                                                          \
    }                                                                          \
  }
#endif

#if defined(__NVPTX__)
/* team: PTX .cta scope (CUDA's atomicAdd_block). There is no CTA-scoped
 * sub: sub adds the negation (exact in two's complement and IEEE). */
static __inline__ int __approx_cas__team__int(int *__p, int __e, int __d) {
  return __nvvm_atom_cta_cas_gen_i(__p, __e, __d);
}
static __inline__ long long __approx_cas__team__ll(long long *__p, long long __e, long long __d) {
  return __nvvm_atom_cta_cas_gen_ll(__p, __e, __d);
}
/* The CTA-scoped fetch-op builtin of op on B-sized operands. */
#define __APPROX_CTA__add__i __nvvm_atom_cta_add_gen_i
#define __APPROX_CTA__add__l __nvvm_atom_cta_add_gen_l
#define __APPROX_CTA__add__ll __nvvm_atom_cta_add_gen_ll
#define __APPROX_CTA__add__f __nvvm_atom_cta_add_gen_f
#define __APPROX_CTA__add__d __nvvm_atom_cta_add_gen_d
#define __APPROX_CTA__and__i __nvvm_atom_cta_and_gen_i
#define __APPROX_CTA__and__l __nvvm_atom_cta_and_gen_l
#define __APPROX_CTA__and__ll __nvvm_atom_cta_and_gen_ll
#define __APPROX_CTA__or__i __nvvm_atom_cta_or_gen_i
#define __APPROX_CTA__or__l __nvvm_atom_cta_or_gen_l
#define __APPROX_CTA__or__ll __nvvm_atom_cta_or_gen_ll
#define __APPROX_CTA__xor__i __nvvm_atom_cta_xor_gen_i
#define __APPROX_CTA__xor__l __nvvm_atom_cta_xor_gen_l
#define __APPROX_CTA__xor__ll __nvvm_atom_cta_xor_gen_ll
#define __APPROX_CTA_FN(__op, __t, __T, __B, __BT)                             \
  static __inline__ void __approx_atomic__team##__op##__t(__T *__p, __T __v) {     \
    __APPROX_CTA##__op##__B((__BT *)__p, (__BT)__v);                           \
  }
#define __APPROX_CTA_SUB(__t, __T, __BT, __NEG)                                \
  static __inline__ void __approx_atomic__team__sub##__t(__T *__p, __T __v) {      \
    __approx_atomic__team__add##__t(__p, (__T)(__NEG));                        \
  }
#define __APPROX_CTA_BITOPS(__op)                                              \
  __APPROX_CTA_FN(__op, __i, int, __i, int)                                    \
  __APPROX_CTA_FN(__op, __u, unsigned, __i, int)                               \
  __APPROX_CTA_FN(__op, __l, long, __l, long)                                  \
  __APPROX_CTA_FN(__op, __ul, unsigned long, __l, long)                        \
  __APPROX_CTA_FN(__op, __ll, long long, __ll, long long)                      \
  __APPROX_CTA_FN(__op, __ull, unsigned long long, __ll, long long)
__APPROX_CTA_BITOPS(__add)
__APPROX_CTA_FN(__add, __f, float, __f, float)
__APPROX_CTA_FN(__add, __d, double, __d, double)
__APPROX_CTA_BITOPS(__and)
__APPROX_CTA_BITOPS(__or)
__APPROX_CTA_BITOPS(__xor)
__APPROX_CTA_SUB(__i, int, int, 0u - (unsigned)__v)
__APPROX_CTA_SUB(__u, unsigned, int, 0u - __v)
__APPROX_CTA_SUB(__l, long, long, 0ul - (unsigned long)__v)
__APPROX_CTA_SUB(__ul, unsigned long, long, 0ul - __v)
__APPROX_CTA_SUB(__ll, long long, long long, 0ull - (unsigned long long)__v)
__APPROX_CTA_SUB(__ull, unsigned long long, long long, 0ull - __v)
__APPROX_CTA_SUB(__f, float, float, -__v)
__APPROX_CTA_SUB(__d, double, double, -__v)
#define __APPROX_TEAM_CAS_A(__op) __APPROX_ALLTYPES(__APPROX_CAS_FN2, __op)
#define __APPROX_TEAM_CAS_I(__op) __APPROX_ITYPES(__APPROX_CAS_FN2, __op)
#define __APPROX_CAS_FN2(__op, __t, __T, __S) __APPROX_CAS_FN(__team, __op, __t, __T, __S)
__APPROX_CAS_ARITH(__APPROX_TEAM_CAS_A)
__APPROX_CAS_INT(__APPROX_TEAM_CAS_I)

/* warp: PTX has no warp-scoped atomics (scopes are cta, cluster, gpu, sys),
 * so this is emulated without any atomic instruction: the converged lanes
 * that update the same address (match.any) take turns doing a plain
 * read-modify-write, separated by bar.warp.sync, which orders their memory
 * accesses. Updates from other warps (or from lanes of this warp that
 * arrive at another time) can be lost: atomic within a warp only. */
#define __APPROX_WARP_FN(__op, __t, __T, __S)                                  \
  static __inline__ void __approx_atomic__warp##__op##__t(__T *__p, __T __v) {     \
    unsigned __act = __nvvm_activemask();                                      \
    unsigned __peers = __nvvm_match_any_sync_i64(__act, (long long)__p);       \
    int __rank = __builtin_popcount(__peers & (unsigned)__nvvm_read_ptx_sreg_lanemask_lt()); \
    int __turns = __builtin_popcount(__peers);                                 \
    volatile __T *__q = __p;                                                   \
    for (int __r = 0; __r < __turns; ++__r) {                                  \
      if (__r == __rank)                                                       \
        *__q = (__T)__APPROX_OP##__op(*__q, __v);                              \
      __nvvm_bar_warp_sync(__peers);                                           \
    }                                                                          \
  }
#define __APPROX_WARP_A(__op) __APPROX_ALLTYPES(__APPROX_WARP_FN2, __op)
#define __APPROX_WARP_I(__op) __APPROX_ITYPES(__APPROX_WARP_FN2, __op)
#define __APPROX_WARP_FN2(__op, __t, __T, __S) __APPROX_WARP_FN(__op, __t, __T, __S)
__APPROX_WARP_A(__add) __APPROX_WARP_A(__sub)
__APPROX_CAS_ARITH(__APPROX_WARP_A)
__APPROX_WARP_I(__and) __APPROX_WARP_I(__or) __APPROX_WARP_I(__xor)
__APPROX_CAS_INT(__APPROX_WARP_I)

#elif defined(__AMDGCN__)
/* team = workgroup scope, warp = wavefront scope: the scoped builtins. */
#define __APPROX_SCOPE__team __MEMORY_SCOPE_WRKGRP
#define __APPROX_SCOPE__warp __MEMORY_SCOPE_WVFRNT
#define __APPROX_AMD_BUILTIN__add __scoped_atomic_fetch_add
#define __APPROX_AMD_BUILTIN__sub __scoped_atomic_fetch_sub
#define __APPROX_AMD_BUILTIN__and __scoped_atomic_fetch_and
#define __APPROX_AMD_BUILTIN__or __scoped_atomic_fetch_or
#define __APPROX_AMD_BUILTIN__xor __scoped_atomic_fetch_xor
#define __APPROX_AMD_CAS(__scope, __SC)                                        \
  static __inline__ int __approx_cas##__scope##__int(int *__p, int __e, int __d) { \
    __scoped_atomic_compare_exchange_n(__p, &__e, __d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __SC); \
    return __e;                                                                \
  }                                                                            \
  static __inline__ long long __approx_cas##__scope##__ll(long long *__p, long long __e, long long __d) { \
    __scoped_atomic_compare_exchange_n(__p, &__e, __d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __SC); \
    return __e;                                                                \
  }
__APPROX_AMD_CAS(__team, __MEMORY_SCOPE_WRKGRP)
__APPROX_AMD_CAS(__warp, __MEMORY_SCOPE_WVFRNT)
#define __APPROX_AMD_FETCH(__scope, __op, __t, __T)                            \
  static __inline__ void __approx_atomic##__scope##__op##__t(__T *__p, __T __v) {  \
    (void)__APPROX_AMD_BUILTIN##__op(__p, __v, __ATOMIC_RELAXED, __APPROX_SCOPE##__scope); \
  }
#define __APPROX_AMD_FETCH_T(__A, __t, __T, __S)                               \
  __APPROX_AMD_FETCH(__team, __A, __t, __T) __APPROX_AMD_FETCH(__warp, __A, __t, __T)
#define __APPROX_AMD_CAS_T(__A, __t, __T, __S)                                 \
  __APPROX_CAS_FN(__team, __A, __t, __T, __S) __APPROX_CAS_FN(__warp, __A, __t, __T, __S)
__APPROX_ALLTYPES(__APPROX_AMD_FETCH_T, __add)
__APPROX_ALLTYPES(__APPROX_AMD_FETCH_T, __sub)
__APPROX_ITYPES(__APPROX_AMD_FETCH_T, __and)
__APPROX_ITYPES(__APPROX_AMD_FETCH_T, __or)
__APPROX_ITYPES(__APPROX_AMD_FETCH_T, __xor)
#define __APPROX_AMD_CAS_A(__op) __APPROX_ALLTYPES(__APPROX_AMD_CAS_T, __op)
#define __APPROX_AMD_CAS_I(__op) __APPROX_ITYPES(__APPROX_AMD_CAS_T, __op)
__APPROX_CAS_ARITH(__APPROX_AMD_CAS_A)
__APPROX_CAS_INT(__APPROX_AMD_CAS_I)

#else
/* Host and host-offload device: an atomic update, as the user wrote it
 * (a compare-and-swap loop, sequentially consistent: at least as strong as
 * any `requires atomic_default_mem_order`; a `#pragma omp atomic` here
 * would precede that `requires`, which clang refuses). */
#define __APPROX_HOST_UPDATE(__T, __p, __v, __op)                              \
  __T __o, __n;                                                                \
  __atomic_load(__p, &__o, __ATOMIC_RELAXED);                                  \
  do                                                                           \
    __n = __APPROX_OP##__op(__o, __v);                                         \
  while (!__atomic_compare_exchange(__p, &__o, &__n, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
#define __APPROX_HOST_FN(__op, __t, __T, __S)                                  \
  static __inline__ void __approx_atomic__team##__op##__t(__T *__p, __T __v) {     \
    __APPROX_HOST_UPDATE(__T, __p, __v, __op);                                 \
  }                                                                            \
  static __inline__ void __approx_atomic__warp##__op##__t(__T *__p, __T __v) {     \
    __APPROX_HOST_UPDATE(__T, __p, __v, __op);                                 \
  }
#define __APPROX_HOST_A(__op) __APPROX_ALLTYPES(__APPROX_HOST_FN, __op)
#define __APPROX_HOST_I(__op) __APPROX_ITYPES(__APPROX_HOST_FN, __op)
__APPROX_HOST_A(__add) __APPROX_HOST_A(__sub)
__APPROX_CAS_ARITH(__APPROX_HOST_A)
__APPROX_HOST_I(__and) __APPROX_HOST_I(__or) __APPROX_HOST_I(__xor)
__APPROX_CAS_INT(__APPROX_HOST_I)
#endif

/* x's address without its qualifiers, for the T * of the functions above,
 * in C (C++'s lowering says const_cast): the update of a volatile x is an
 * atomic operation all the same, never elided. The cast that drops the
 * qualifier stands here, in a system header, where it draws no -Wcast-qual
 * in the user's build, as it would in the lowered code. */
static __inline__ void *__approx_atomic__unqual(const volatile void *__p) { return (void *)__p; }

/* The _Generic's default association: a type no function above takes. The
 * plugin's static assertion before the call has reported it at the user's
 * x already; this only keeps the call from adding a second error. */
static __inline__ void __approx_atomic__unsupported(const volatile void *__p, ...) { (void)__p; }

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* ... and on the host (host code, a target region's host fallback). */
static __inline__ void __approx_site_count_host(const char *__label) {
  if (__approxrt_reporting())
    __approxrt_record_perfo(__label, 0, 0);
}

/* Keep the generators out of user code. */
#undef __APPROX_HOST_UPDATE
#undef __APPROX_OP__add
#undef __APPROX_OP__sub
#undef __APPROX_OP__mul
#undef __APPROX_OP__div
#undef __APPROX_OP__rsub
#undef __APPROX_OP__rdiv
#undef __APPROX_OP__and
#undef __APPROX_OP__or
#undef __APPROX_OP__xor
#undef __APPROX_OP__shl
#undef __APPROX_OP__shr
#undef __APPROX_OP__rshl
#undef __APPROX_OP__rshr
#undef __APPROX_OP__rem
#undef __APPROX_OP__rrem
#undef __APPROX_ITYPES
#undef __APPROX_FTYPES
#undef __APPROX_ALLTYPES
#undef __APPROX_CAS_ARITH
#undef __APPROX_CAS_INT
#undef __APPROX_CAS_FN
#undef __APPROX_CAS_FN2
#undef __APPROX_CTA_FN
#undef __APPROX_CTA_SUB
#undef __APPROX_CTA_BITOPS
#undef __APPROX_TEAM_CAS_A
#undef __APPROX_TEAM_CAS_I
#undef __APPROX_WARP_FN
#undef __APPROX_WARP_FN2
#undef __APPROX_WARP_A
#undef __APPROX_WARP_I
#undef __APPROX_SCOPE__team
#undef __APPROX_SCOPE__warp
#undef __APPROX_AMD_CAS
#undef __APPROX_AMD_FETCH
#undef __APPROX_AMD_FETCH_T
#undef __APPROX_AMD_CAS_T
#undef __APPROX_AMD_CAS_A
#undef __APPROX_AMD_CAS_I
#undef __APPROX_HOST_FN
#undef __APPROX_HOST_A
#undef __APPROX_HOST_I
#undef __APPROX_CTA__add__i
#undef __APPROX_CTA__add__l
#undef __APPROX_CTA__add__ll
#undef __APPROX_CTA__add__f
#undef __APPROX_CTA__add__d
#undef __APPROX_CTA__and__i
#undef __APPROX_CTA__and__l
#undef __APPROX_CTA__and__ll
#undef __APPROX_CTA__or__i
#undef __APPROX_CTA__or__l
#undef __APPROX_CTA__or__ll
#undef __APPROX_CTA__xor__i
#undef __APPROX_CTA__xor__l
#undef __APPROX_CTA__xor__ll
#undef __APPROX_AMD_BUILTIN__add
#undef __APPROX_AMD_BUILTIN__sub
#undef __APPROX_AMD_BUILTIN__and
#undef __APPROX_AMD_BUILTIN__or
#undef __APPROX_AMD_BUILTIN__xor

#endif /* __APPROX_CUDA_H */
