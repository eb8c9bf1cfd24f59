/* approx_table.h - the run-time table every region consults.
 *
 * APPROX_CONFIG's per-label overrides and APPROX_SEED live in one weak,
 * declare-target table, __approx_table: the host copy is filled from
 * libapproxrt by a constructor of each translation unit and pushed to every
 * device before any region can run. Beside it, while APPROX_REPORT is set,
 * the devices count their regions' executions in __approx_devcounts, which
 * the host reads back at exit. Part of the approx.h umbrella.
 */
#ifndef __APPROX_TABLE_H
#define __APPROX_TABLE_H
#ifdef __clang__
#pragma clang system_header
#endif

#include "approx_rt.h"
#include "approx_omp.h"


#define __APPROX_MAX_CFG 64

typedef struct __approx_table_t {
  int __count;
  int __reporting; /* APPROX_REPORT is set: devices count their regions */
  unsigned long long __seed;
  __approx_cfg_entry __entries[__APPROX_MAX_CFG];
} __approx_table_t;

#ifdef _OPENMP
#pragma omp declare target
#endif

/* Default visibility: clang refuses `target update` of a declare target
 * variable that is not externally visible (-fvisibility=hidden builds). */
__attribute__((__weak__, __visibility__("protected"))) __approx_table_t __approx_table;

/* Per-region counts of regions that run on a device (a perforated loop
 * inside a kernel), kept only while reporting: open addressing on the
 * label hash; the host reads them back at exit. */
#define __APPROX_DEV_SLOTS 128
typedef struct __approx_devcount_t {
  unsigned long long __hash;
  long long __executions, __total, __kept;
  long long __time_ns, __timed; /* summed execution times, and how many */
  int __memo_kind;               /* memo regions (approx_memo.h): their counts */
  long long __lookups, __hits;
} __approx_devcount_t;
__attribute__((__weak__, __visibility__("protected"))) __approx_devcount_t __approx_devcounts[__APPROX_DEV_SLOTS];

static __inline__ const __approx_cfg_entry *__approx_lookup(unsigned long long __hash) {
  for (int __i = 0; __i < __approx_table.__count; ++__i)
    if (__approx_table.__entries[__i].__hash == __hash)
      return &__approx_table.__entries[__i];
  return 0;
}

/* The run-time table's overrides of a region's pragma defaults. */
static __inline__ void __approx_apply_table(unsigned long long __hash, int *__kind, double *__value,
                                        long long *__chunk, int *__enabled) {
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  if (!__e)
    return;
  if (__e->__has_enabled && !__e->__enabled) *__enabled = 0;
  if (__e->__has_kind) *__kind = __e->__kind;
  if (__e->__has_value) *__value = __e->__value;
  if (__e->__has_chunk) *__chunk = __e->__chunk;
}


/* While reporting: one execution of region `hash` on a device, with its
 * logical and kept iteration counts (atomics in __approx_devcounts). */
static __inline__ __approx_devcount_t *__approx_devslot(unsigned long long __hash) {
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
static __inline__ void __approx_devcount(unsigned long long __hash, long long __total, long long __kept) {
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
static __inline__ double __approx_dev_clock(void) {
#ifdef _OPENMP
  if (__approx_table.__reporting)
    return omp_get_wtime();
#endif
  return 0.0;
}
static __inline__ void __approx_dev_time(unsigned long long __hash, double __start) {
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

/* Whether a region runs exactly: if() false, or "enabled": false in the
 * run-time table. */
static __inline__ int __approx_region_off(unsigned long long __hash, int __enabled) {
  if (!__enabled)
    return 1;
  const __approx_cfg_entry *__e = __approx_table.__count ? __approx_lookup(__hash) : 0;
  return __e && __e->__has_enabled && !__e->__enabled;
}

/* An enclosing region's exact version holds the regions nested in it as
 * written (clang-ext/plugin/NestedRegions.h): it may run only while each of
 * them is disabled in the table (their if() clauses are not seen there) and
 * no report counts their executions. */
static __inline__ int __approx_nested_off(unsigned long long __hash) {
  return !__approx_table.__reporting && __approx_region_off(__hash, 1);
}

#ifdef _OPENMP
#pragma omp end declare target
#endif

/* ---- host side: recording and the run-time table ---------------------- */

/* Fills the host table from libapproxrt and copies it to every device. Runs
 * as a constructor of each TU (once per program) after the offload images
 * are registered, so a region inside a target region sees the overrides. */
__attribute__((__weak__, __visibility__("protected"))) int __approx_table_ready;

#ifdef _OPENMP
/* At exit, while reporting: the devices' region counts into the report. */
static void __approx_devcounts_collect(void) {
  enum { __N = __APPROX_DEV_SLOTS };
  unsigned long long __h[__N];
  long long __e[__N], __t[__N], __k[__N], __ns[__N], __ml[__N], __mh[__N];
  int __mk[__N];
  for (int __d = 0; __d < omp_get_num_devices(); ++__d) {
    __approxrt_tu_api.__update_device(__approx_devcounts, (long long)sizeof __approx_devcounts, __d, 0);
    int __n = 0;
    for (int __s = 0; __s < __N; ++__s)
      if (__approx_devcounts[__s].__hash) {
        __h[__n] = __approx_devcounts[__s].__hash;
        __e[__n] = __approx_devcounts[__s].__executions;
        __t[__n] = __approx_devcounts[__s].__total;
        __k[__n] = __approx_devcounts[__s].__kept;
        __ns[__n] = __approx_devcounts[__s].__timed ? __approx_devcounts[__s].__time_ns : -1;
        __mk[__n] = __approx_devcounts[__s].__memo_kind;
        __ml[__n] = __approx_devcounts[__s].__lookups;
        __mh[__n] = __approx_devcounts[__s].__hits;
        ++__n;
      }
    __approxrt_tu_api.__record_perfo_hashes(__h, __e, __t, __k, __ns, __n);
    __approxrt_tu_api.__record_memo_hashes(__h, __mk, __ml, __mh, __n);
  }
}
#endif
static __inline__ void __approx_table_init(void) {
  const __approxrt_tu_api_t *__rt = &__approxrt_tu_api;
  if (__approx_table_ready) return;
  __approx_table_ready = 1;
  int __n = __rt->__config_count();
  if (__n > __APPROX_MAX_CFG)
    __rt->__fatal("APPROX_CONFIG has %d labels; at most %d are supported", __n, __APPROX_MAX_CFG);
  const __approx_cfg_entry *__e = __rt->__config_entries();
  for (int __i = 0; __i < __n; ++__i) __approx_table.__entries[__i] = __e[__i];
  __approx_table.__count = __n;
  __approx_table.__seed = __rt->__seed();
  __approx_table.__reporting = __rt->__reporting();
#ifdef _OPENMP
  if (__approx_table.__reporting)
    __rt->__atexit(__approx_devcounts_collect); /* runs before the report is written */
  if (__n == 0 && __approx_table.__seed == 0 && !__approx_table.__reporting)
    return; /* devices already hold zeros */
  for (int __d = 0; __d < omp_get_num_devices(); ++__d)
    __rt->__update_device(&__approx_table, (long long)sizeof __approx_table, __d, 1);
#endif
}
static void __attribute__((__constructor__, __used__)) __approx_tu_init(void) {
  if (!&__approxrt_tu_api) /* linked without libapproxrt: no region here */
    return;
  /* The labels of the object this TU is linked into (a shared library's:
   * the program's own base.c reads), before APPROX_CONFIG's are checked. */
  __approxrt_tu_api.__add_labels_of((const void *)&__approx_tu_init);
#if defined(_OPENMP) && !defined(__APPROX_USM_FIRST)
  /* This TU's table precedes any `requires unified_shared_memory` of its
   * own (clang-ext/plugin/UsmRequires.h): a program that requires unified
   * shared memory stops here with a clear message. */
  __approxrt_tu_api.__check_usm_form();
#endif
  __approx_table_init();
}

#endif /* __APPROX_TABLE_H */
