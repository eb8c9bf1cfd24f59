/* approx_cuda.h - helpers for Öz's CUDA-aware approximations.
 *
 * What code lowered from `#pragma approx sync(...)`, `atomic(...)` and
 * `branch(...)` calls (see docs/cuda-aware.md). Included by approx.h, which
 * must come first in the translation unit: __approx_region_on() uses
 * approx.h's run-time table. Every helper is `static inline` inside
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
#ifndef APPROX_CUDA_H
#define APPROX_CUDA_H

#include "approx_rt.h"

#ifdef _OPENMP
#include <omp.h>
#pragma omp declare target
#define __APPROX_OMP_ATOMIC _Pragma("omp atomic")
#else
#define __APPROX_OMP_ATOMIC
#endif

/* ---- run-time switch ------------------------------------------------------
 * A region with an if() clause runs approximately when the clause holds and
 * APPROX_CONFIG does not say `"enabled": false` for its label. */
static inline const __approx_cfg_entry *__approx_lookup(unsigned long long hash);
static inline int __approx_region_on(unsigned long long hash) {
  const __approx_cfg_entry *e = __approx_lookup(hash);
  return !e || !e->has_enabled || e->enabled;
}

/* ---- sync(skip|warp|tile(K)|active) -------------------------------------- */
#if defined(__NVPTX__)
/* Lanes of this thread's warp that exist in the thread block: the full warp
 * (0xffffffff) except in a last, partial warp (thread_limit not a multiple
 * of 32), whose missing lanes could never arrive at bar.warp.sync. */
static inline unsigned __approx_warp_lanes(void) {
  unsigned n = (unsigned)__nvvm_read_ptx_sreg_ntid_x() -
               ((unsigned)__nvvm_read_ptx_sreg_tid_x() & ~31u);
  return n >= 32u ? 0xffffffffu : (1u << n) - 1u;
}
static inline void __approx_sync_warp(void) {
  unsigned lanes = __approx_warp_lanes();
  if (lanes == 0xffffffffu)
    __nvvm_bar_warp_sync(0xffffffffu);
  else
    __nvvm_bar_warp_sync(lanes);
}
/* Aligned groups of k lanes (k a power of two <= 32): lanes
 * [lane & ~(k-1), +k) synchronize with each other only. */
static inline void __approx_sync_tile(unsigned k) {
  if (k >= 32u) {
    __approx_sync_warp();
    return;
  }
  unsigned lane = (unsigned)__nvvm_read_ptx_sreg_laneid();
  __nvvm_bar_warp_sync((((1u << k) - 1u) << (lane & ~(k - 1u))) & __approx_warp_lanes());
}
/* The lanes that are active (converged) here, as coalesced_threads().sync(). */
static inline void __approx_sync_active(void) { __nvvm_bar_warp_sync(__nvvm_activemask()); }

#elif defined(__AMDGCN__)
/* A wavefront executes in lockstep: nothing finer than the wavefront can be
 * out of step, so warp, tile(K) and active all become a wavefront barrier
 * (a code-motion barrier) between release and acquire fences of wavefront
 * scope, which order the lanes' memory accesses around it. */
static inline void __approx_sync_wave(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
static inline void __approx_sync_warp(void) { __approx_sync_wave(); }
static inline void __approx_sync_tile(unsigned k) { (void)k; __approx_sync_wave(); }
static inline void __approx_sync_active(void) { __approx_sync_wave(); }

#else
/* No warps: every mode but skip keeps the team barrier (an orphaned barrier
 * binds to the innermost enclosing parallel region, as the original did). */
static inline void __approx_team_barrier(void) {
#ifdef _OPENMP
#pragma omp barrier
#endif
}
static inline void __approx_sync_warp(void) { __approx_team_barrier(); }
static inline void __approx_sync_tile(unsigned k) { (void)k; __approx_team_barrier(); }
static inline void __approx_sync_active(void) { __approx_team_barrier(); }
#endif

/* ---- branch(majority|then|else|skip) --------------------------------------
 * c is the condition (0 or 1). Returns 1 to run the then-side, 0 for the
 * else-side, -1 for neither. A warp whose active lanes agree keeps c. */
enum { __APPROX_BR_MAJORITY = 0, __APPROX_BR_THEN = 1, __APPROX_BR_ELSE = 2, __APPROX_BR_SKIP = 3 };

static inline int __approx_branch_pick(int c, int mode, int yes, int active) {
  if (yes == 0 || yes == active)
    return c;
  switch (mode) {
  case __APPROX_BR_MAJORITY: return 2 * yes > active;
  case __APPROX_BR_THEN: return 1;
  case __APPROX_BR_ELSE: return 0;
  default: return -1;
  }
}
#if defined(__NVPTX__)
static inline int __approx_branch_vote(int c, int mode) {
  unsigned act = __nvvm_activemask();
  unsigned yes = __nvvm_vote_ballot_sync(act, c != 0);
  return __approx_branch_pick(c, mode, __builtin_popcount(yes), __builtin_popcount(act));
}
#elif defined(__AMDGCN__)
static inline int __approx_branch_vote(int c, int mode) {
  unsigned long long act = __builtin_amdgcn_read_exec();
  unsigned long long yes = __builtin_amdgcn_ballot_w64(c != 0);
  return __approx_branch_pick(c, mode, __builtin_popcountll(yes), __builtin_popcountll(act));
}
#else
static inline int __approx_branch_vote(int c, int mode) { (void)mode; return c; }
#endif
static inline int __approx_branch_majority(int c) { return __approx_branch_vote(c, __APPROX_BR_MAJORITY); }
static inline int __approx_branch_then(int c) { return __approx_branch_vote(c, __APPROX_BR_THEN); }
static inline int __approx_branch_else(int c) { return __approx_branch_vote(c, __APPROX_BR_ELSE); }
static inline int __approx_branch_skip(int c) { return __approx_branch_vote(c, __APPROX_BR_SKIP); }

/* ---- atomic(team|block|warp|none|skip) ------------------------------------
 * __approx_atomic_<scope>_<op>_<t>(T *p, T v) performs `*p = *p op v`
 * (r-ops: `*p = v op *p`) with the scope's atomicity, for
 *   t: i int, u unsigned, l long, ul unsigned long, ll long long,
 *      ull unsigned long long, f float, d double
 *   op: add sub mul div rsub rdiv (all t); and or xor shl shr rshl rshr
 *      rem rrem (integer t; clang accepts % in atomics though OpenMP does
 *      not list it). The plugin picks the function with _Generic on x.
 * v is converted to x's type before the update, as with CUDA's atomicAdd. */
#define __APPROX_OP_add(o, v) ((o) + (v))
#define __APPROX_OP_sub(o, v) ((o) - (v))
#define __APPROX_OP_mul(o, v) ((o) * (v))
#define __APPROX_OP_div(o, v) ((o) / (v))
#define __APPROX_OP_rsub(o, v) ((v) - (o))
#define __APPROX_OP_rdiv(o, v) ((v) / (o))
#define __APPROX_OP_and(o, v) ((o) & (v))
#define __APPROX_OP_or(o, v) ((o) | (v))
#define __APPROX_OP_xor(o, v) ((o) ^ (v))
#define __APPROX_OP_shl(o, v) ((o) << (v))
#define __APPROX_OP_shr(o, v) ((o) >> (v))
#define __APPROX_OP_rshl(o, v) ((v) << (o))
#define __APPROX_OP_rshr(o, v) ((v) >> (o))
#define __APPROX_OP_rem(o, v) ((o) % (v))
#define __APPROX_OP_rrem(o, v) ((v) % (o))

/* X(A, t, T, S): S is the same-sized integer the CAS loops work on. */
#define __APPROX_ITYPES(X, A)                                                  \
  X(A, i, int, int) X(A, u, unsigned, int) X(A, l, long, ll)                   \
  X(A, ul, unsigned long, ll) X(A, ll, long long, ll)                          \
  X(A, ull, unsigned long long, ll)
#define __APPROX_FTYPES(X, A) X(A, f, float, int) X(A, d, double, ll)
#define __APPROX_ALLTYPES(X, A) __APPROX_ITYPES(X, A) __APPROX_FTYPES(X, A)
/* Ops that need a compare-and-swap loop on GPUs (no fetch-op instruction). */
#define __APPROX_CAS_ARITH(X) X(mul) X(div) X(rsub) X(rdiv)
#define __APPROX_CAS_INT(X) X(shl) X(shr) X(rshl) X(rshr) X(rem) X(rrem)

typedef int __approx_bits_int;
typedef long long __approx_bits_ll;

#if defined(__NVPTX__) || defined(__AMDGCN__)
/* A CAS loop over the bits of *p. CAS(p, expected, desired) returns the
 * previous contents; __approx_cas_<scope>_{int,ll} are defined per target. */
#define __APPROX_CAS_FN(scope, op, t, T, S)                                    \
  static inline void __approx_atomic_##scope##_##op##_##t(T *p, T v) {        \
    __approx_bits_##S old = *(volatile __approx_bits_##S *)p;                  \
    for (;;) {                                                                 \
      T o, n;                                                                  \
      __approx_bits_##S ns, prev;                                              \
      __builtin_memcpy(&o, &old, sizeof o);                                    \
      n = (T)__APPROX_OP_##op(o, v);                                           \
      __builtin_memcpy(&ns, &n, sizeof ns);                                    \
      prev = __approx_cas_##scope##_##S((__approx_bits_##S *)p, old, ns);      \
      if (prev == old)                                                         \
        return;                                                                \
      old = prev;                                                              \
    }                                                                          \
  }
#endif

#if defined(__NVPTX__)
/* team: PTX .cta scope (CUDA's atomicAdd_block). There is no CTA-scoped
 * sub: sub adds the negation (exact in two's complement and IEEE). */
static inline int __approx_cas_team_int(int *p, int e, int d) {
  return __nvvm_atom_cta_cas_gen_i(p, e, d);
}
static inline long long __approx_cas_team_ll(long long *p, long long e, long long d) {
  return __nvvm_atom_cta_cas_gen_ll(p, e, d);
}
#define __APPROX_CTA_FN(op, t, T, B, BT)                                       \
  static inline void __approx_atomic_team_##op##_##t(T *p, T v) {             \
    __nvvm_atom_cta_##op##_gen_##B((BT *)p, (BT)v);                            \
  }
#define __APPROX_CTA_SUB(t, T, BT, NEG)                                        \
  static inline void __approx_atomic_team_sub_##t(T *p, T v) {                \
    __approx_atomic_team_add_##t(p, (T)(NEG));                                 \
  }
#define __APPROX_CTA_BITOPS(op)                                                \
  __APPROX_CTA_FN(op, i, int, i, int) __APPROX_CTA_FN(op, u, unsigned, i, int) \
  __APPROX_CTA_FN(op, l, long, l, long) __APPROX_CTA_FN(op, ul, unsigned long, l, long) \
  __APPROX_CTA_FN(op, ll, long long, ll, long long)                            \
  __APPROX_CTA_FN(op, ull, unsigned long long, ll, long long)
__APPROX_CTA_BITOPS(add)
__APPROX_CTA_FN(add, f, float, f, float)
__APPROX_CTA_FN(add, d, double, d, double)
__APPROX_CTA_BITOPS(and)
__APPROX_CTA_BITOPS(or)
__APPROX_CTA_BITOPS(xor)
__APPROX_CTA_SUB(i, int, int, 0u - (unsigned)v)
__APPROX_CTA_SUB(u, unsigned, int, 0u - v)
__APPROX_CTA_SUB(l, long, long, 0ul - (unsigned long)v)
__APPROX_CTA_SUB(ul, unsigned long, long, 0ul - v)
__APPROX_CTA_SUB(ll, long long, long long, 0ull - (unsigned long long)v)
__APPROX_CTA_SUB(ull, unsigned long long, long long, 0ull - v)
__APPROX_CTA_SUB(f, float, float, -v)
__APPROX_CTA_SUB(d, double, double, -v)
#define __APPROX_TEAM_CAS_A(op) __APPROX_ALLTYPES(__APPROX_CAS_FN2, op)
#define __APPROX_TEAM_CAS_I(op) __APPROX_ITYPES(__APPROX_CAS_FN2, op)
#define __APPROX_CAS_FN2(op, t, T, S) __APPROX_CAS_FN(team, op, t, T, S)
__APPROX_CAS_ARITH(__APPROX_TEAM_CAS_A)
__APPROX_CAS_INT(__APPROX_TEAM_CAS_I)

/* warp: PTX has no warp-scoped atomics (scopes are cta, cluster, gpu, sys),
 * so this is emulated without any atomic instruction: the converged lanes
 * that update the same address (match.any) take turns doing a plain
 * read-modify-write, separated by bar.warp.sync, which orders their memory
 * accesses. Updates from other warps (or from lanes of this warp that
 * arrive at another time) can be lost: atomic within a warp only. */
#define __APPROX_WARP_FN(op, t, T, S)                                          \
  static inline void __approx_atomic_warp_##op##_##t(T *p, T v) {             \
    unsigned act = __nvvm_activemask();                                        \
    unsigned peers = __nvvm_match_any_sync_i64(act, (long long)p);             \
    int rank = __builtin_popcount(peers & (unsigned)__nvvm_read_ptx_sreg_lanemask_lt()); \
    int turns = __builtin_popcount(peers);                                     \
    volatile T *q = p;                                                         \
    for (int r = 0; r < turns; ++r) {                                          \
      if (r == rank)                                                           \
        *q = (T)__APPROX_OP_##op(*q, v);                                       \
      __nvvm_bar_warp_sync(peers);                                             \
    }                                                                          \
  }
#define __APPROX_WARP_A(op) __APPROX_ALLTYPES(__APPROX_WARP_FN2, op)
#define __APPROX_WARP_I(op) __APPROX_ITYPES(__APPROX_WARP_FN2, op)
#define __APPROX_WARP_FN2(op, t, T, S) __APPROX_WARP_FN(op, t, T, S)
__APPROX_WARP_A(add) __APPROX_WARP_A(sub)
__APPROX_CAS_ARITH(__APPROX_WARP_A)
__APPROX_WARP_I(and) __APPROX_WARP_I(or) __APPROX_WARP_I(xor)
__APPROX_CAS_INT(__APPROX_WARP_I)

#elif defined(__AMDGCN__)
/* team = workgroup scope, warp = wavefront scope: the scoped builtins. */
#define __APPROX_SCOPE_team __MEMORY_SCOPE_WRKGRP
#define __APPROX_SCOPE_warp __MEMORY_SCOPE_WVFRNT
#define __APPROX_AMD_CAS(scope, SC)                                            \
  static inline int __approx_cas_##scope##_int(int *p, int e, int d) {          \
    __scoped_atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED, SC); \
    return e;                                                                  \
  }                                                                            \
  static inline long long __approx_cas_##scope##_ll(long long *p, long long e, long long d) { \
    __scoped_atomic_compare_exchange_n(p, &e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED, SC); \
    return e;                                                                  \
  }
__APPROX_AMD_CAS(team, __MEMORY_SCOPE_WRKGRP)
__APPROX_AMD_CAS(warp, __MEMORY_SCOPE_WVFRNT)
#define __APPROX_AMD_FETCH(scope, op, fetch, t, T)                             \
  static inline void __approx_atomic_##scope##_##op##_##t(T *p, T v) {        \
    (void)__scoped_atomic_fetch_##fetch(p, v, __ATOMIC_RELAXED, __APPROX_SCOPE_##scope); \
  }
#define __APPROX_AMD_FETCH_T(A, t, T, S)                                       \
  __APPROX_AMD_FETCH(team, A, A, t, T) __APPROX_AMD_FETCH(warp, A, A, t, T)
#define __APPROX_AMD_CAS_T(A, t, T, S)                                         \
  __APPROX_CAS_FN(team, A, t, T, S) __APPROX_CAS_FN(warp, A, t, T, S)
__APPROX_ALLTYPES(__APPROX_AMD_FETCH_T, add)
__APPROX_ALLTYPES(__APPROX_AMD_FETCH_T, sub)
__APPROX_ITYPES(__APPROX_AMD_FETCH_T, and)
__APPROX_ITYPES(__APPROX_AMD_FETCH_T, or)
__APPROX_ITYPES(__APPROX_AMD_FETCH_T, xor)
#define __APPROX_AMD_CAS_A(op) __APPROX_ALLTYPES(__APPROX_AMD_CAS_T, op)
#define __APPROX_AMD_CAS_I(op) __APPROX_ITYPES(__APPROX_AMD_CAS_T, op)
__APPROX_CAS_ARITH(__APPROX_AMD_CAS_A)
__APPROX_CAS_INT(__APPROX_AMD_CAS_I)

#else
/* Host and host-offload device: the OpenMP atomic, as the user wrote it. */
#define __APPROX_HOST_FN(op, t, T, S)                                          \
  static inline void __approx_atomic_team_##op##_##t(T *p, T v) {             \
    __APPROX_OMP_ATOMIC                                                        \
    *p = __APPROX_OP_##op(*p, v);                                              \
  }                                                                            \
  static inline void __approx_atomic_warp_##op##_##t(T *p, T v) {             \
    __APPROX_OMP_ATOMIC                                                        \
    *p = __APPROX_OP_##op(*p, v);                                              \
  }
#define __APPROX_HOST_A(op) __APPROX_ALLTYPES(__APPROX_HOST_FN, op)
#define __APPROX_HOST_I(op) __APPROX_ITYPES(__APPROX_HOST_FN, op)
__APPROX_HOST_A(add) __APPROX_HOST_A(sub)
__APPROX_CAS_ARITH(__APPROX_HOST_A)
__APPROX_HOST_I(and) __APPROX_HOST_I(or) __APPROX_HOST_I(xor)
__APPROX_CAS_INT(__APPROX_HOST_I)
#endif

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* Keep the generators out of user code. */
#undef __APPROX_OMP_ATOMIC
#undef __APPROX_OP_add
#undef __APPROX_OP_sub
#undef __APPROX_OP_mul
#undef __APPROX_OP_div
#undef __APPROX_OP_rsub
#undef __APPROX_OP_rdiv
#undef __APPROX_OP_and
#undef __APPROX_OP_or
#undef __APPROX_OP_xor
#undef __APPROX_OP_shl
#undef __APPROX_OP_shr
#undef __APPROX_OP_rshl
#undef __APPROX_OP_rshr
#undef __APPROX_OP_rem
#undef __APPROX_OP_rrem
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
#undef __APPROX_SCOPE_team
#undef __APPROX_SCOPE_warp
#undef __APPROX_AMD_CAS
#undef __APPROX_AMD_FETCH
#undef __APPROX_AMD_FETCH_T
#undef __APPROX_AMD_CAS_T
#undef __APPROX_AMD_CAS_A
#undef __APPROX_AMD_CAS_I
#undef __APPROX_HOST_FN
#undef __APPROX_HOST_A
#undef __APPROX_HOST_I

#endif /* APPROX_CUDA_H */
