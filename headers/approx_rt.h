/* approx_rt.h - the host interface of libapproxrt (openmp-runtime/).
 *
 * Lowered code never calls these directly: approx.h wraps them. The runtime
 * reads APPROX_CONFIG (per-label overrides) and APPROX_SEED once at program
 * start, validates the config against the labels this program was compiled
 * with and their techniques (the "approx_regions" section the plugin fills),
 * and writes
 * APPROX_REPORT at exit. All functions are thread-safe and host-only.
 */
#ifndef __APPROX_RT_H
#define __APPROX_RT_H
#ifdef __clang__
#pragma clang system_header
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Perforation kinds and reconstruction methods (approx_kinds.def); the
 * numbering is part of the plugin <-> header <-> runtime ABI. */
enum {
  __APPROX_PERFO_NONE = 0,
#define __APPROX_KIND_PERFO(__n, __c, __s, __v) __APPROX_PERFO_##__n = __v,
#include "approx_kinds.def"
  __APPROX_PERFO_END
};
enum {
  __APPROX_MEMO_NONE = 0,
#define __APPROX_KIND_MEMO(__n, __c, __s, __v) __APPROX_MEMO_##__n = __v,
#include "approx_kinds.def"
  __APPROX_MEMO_END
};
enum {
#define __APPROX_KIND_MEMO_HIER(__n, __c, __s, __v) __APPROX_MEMO_HIER_##__n = __v,
#include "approx_kinds.def"
  __APPROX_MEMO_HIER_END
};
enum {
#define __APPROX_KIND_MEMO_REPLACE(__n, __c, __s, __v) __APPROX_MEMO_REPLACE_##__n = __v,
#include "approx_kinds.def"
  __APPROX_MEMO_REPLACE_END
};
enum {
  __APPROX_RECON_UNSET = 0,
#define __APPROX_KIND_RECON(__n, __c, __s, __v) __APPROX_RECON_##__n = __v,
#include "approx_kinds.def"
  __APPROX_RECON_END
};

/* What a region is (its techniques), registered with its label so that
 * APPROX_CONFIG takes only the fields that apply to it; a label shared by
 * several regions has the union. The numbering is part of the plugin <->
 * runtime ABI. */
enum {
  __APPROX_TECH_PERFO = 0x1,      /* perfo: kind, value, chunk */
  __APPROX_TECH_RECON = 0x2,      /* reconstruct(...): reconstruct */
  __APPROX_TECH_MEMO_IN = 0x4,    /* memo(in): threshold, size, tables, items, hierarchy, replace */
  __APPROX_TECH_MEMO_OUT = 0x8,   /* memo(out): threshold, items, history, predict */
  __APPROX_TECH_PRECISION = 0x10, /* precision(...) */
  __APPROX_TECH_SYNC = 0x20,
  __APPROX_TECH_ATOMIC = 0x40,
  __APPROX_TECH_BRANCH = 0x80,
  __APPROX_TECH_GROUP = 0x100, /* label and if alone */
  /* The region consults the run-time table ("enabled"); a sync, atomic or
   * branch region without if() is chosen at compile time and has no bit. */
  __APPROX_TECH_RUNTIME = 0x200,
  /* A sync, atomic or branch region whose literal if(0) folded it away:
   * the statement as written, exact, chosen at compile time (no RUNTIME
   * bit); APPROX_REPORT lists it with "compile_time": "exact". */
  __APPROX_TECH_IF0 = 0x400
};

/* One region of the program: the plugin emits, in host code,
 *   static const __approx_label_t __approx_l<N>
 *       __attribute__((used, retain, section("approx_regions"))) = {"label", techniques};
 * and the runtime reads the section (openmp-runtime/base.c, labels_dso.c).
 * Aligned to its size, so the section is an array whatever the objects. */
typedef struct __attribute__((__aligned__(16))) __approx_label_t {
  const char *__label;
  unsigned long long __techniques; /* __APPROX_TECH_* */
} __approx_label_t;

/* One label's overrides from APPROX_CONFIG; a field is used when its has_*
 * flag is set. The table is POD so it can be copied to devices. */
typedef struct __approx_cfg_entry {
  unsigned long long __hash; /* __approx_hash(label) */
  int __has_kind, __kind;      /* APPROX_PERFO_* */
  int __has_value;
  double __value;            /* N for small/large, R otherwise */
  int __has_chunk;
  long long __chunk;
  int __has_enabled, __enabled; /* enabled=0: the region runs exactly */
  int __has_recon, __recon;     /* APPROX_RECON_* */
  /* memo(in|out) knobs (approx_memo_defs.h; openmp-runtime/config_memo.c) */
  int __has_threshold;
  double __threshold;
  int __has_size, __size;
  int __has_tables, __tables;
  int __has_items;
  long long __items;
  int __has_hier, __hier;       /* __APPROX_MEMO_HIER_* */
  int __has_replace, __replace; /* __APPROX_MEMO_REPLACE_* */
  int __has_history, __history;
  int __has_predict;
  long long __predict;
} __approx_cfg_entry;

/* Entries parsed from APPROX_CONFIG (0 and NULL when unset). */
int __approxrt_config_count(void);
const __approx_cfg_entry *__approxrt_config_entries(void);

/* APPROX_SEED as an integer (0 when unset). */
unsigned long long __approxrt_seed(void);

/* Monotonic wall clock in seconds. */
double __approxrt_now(void);

/* Whether APPROX_REPORT is set (records are dropped otherwise). */
int __approxrt_reporting(void);

/* Report records, keyed by label. */
void __approxrt_record_perfo(const char *__label, long long __total, long long __kept);
void __approxrt_record_time(const char *__label, double __seconds);
/* Counts and summed times (ns, -1: never timed) gathered on devices, by
 * label hash (labels of this program). */
void __approxrt_record_perfo_hashes(const unsigned long long *__hash, const long long *__executions,
                                    const long long *__total, const long long *__kept,
                                    const long long *__time_ns, int __n);
/* The inline form (pragma after an OpenMP loop directive) on the host:
 * begin when its loop bound is evaluated, end right after the construct,
 * on the same thread; end records the time between them, if a begin of
 * that region is pending on this thread. */
void __approxrt_inline_begin(unsigned long long __hash);
void __approxrt_inline_end(const char *__label, unsigned long long __hash);
void __approxrt_record_bytes(const char *__label, long long __transferred, long long __saved);
/* memo(in|out) (__APPROX_MEMO_IN/OUT): iterations looked up and those that
 * took stored (in) or predicted (out) outputs instead of running; the
 * _hashes form takes counts gathered on devices. */
void __approxrt_record_memo(const char *__label, int __kind, long long __lookups, long long __hits);
void __approxrt_record_memo_hashes(const unsigned long long *__hash, const int *__kind,
                                   const long long *__lookups, const long long *__hits, int __n);

/* Stops the program with "approx: error: <msg>" on stderr (exit code 1). */
void __approxrt_fatal(const char *__fmt, ...) __attribute__((__noreturn__, __format__(__printf__, 1, 2)));
/* Stops the program when it requires unified shared memory: called by the
 * files compiled with approx.h's table ahead of that directive
 * (approx_table.h). */
void __approxrt_check_usm_form(void);
/* atexit for the headers: they include no stdlib.h, whose field names
 * (state, ...) would break under a user's -Dstate=7, in C and C++ alike. */
int __approxrt_atexit(void (*__fn)(void));
/* `target update to(host[0:bytes]) device(dev)` (to_device) or `from`. */
void __approxrt_update_device(void *__host, long long __bytes, int __dev, int __to_device);

/* What a translation unit's table setup (approx_table.h) calls, reached
 * through this one weak reference: an object with no region references
 * nothing else of libapproxrt, so a link without it (plain clang, a C++
 * driver of a mixed program) succeeds and the setup does nothing. A region's
 * lowered code references the runtime directly, and such an object still
 * needs it. approx-clang's links always pull the table in (-u). */
typedef struct __approxrt_tu_api_t {
  int (*__config_count)(void);
  const __approx_cfg_entry *(*__config_entries)(void);
  unsigned long long (*__seed)(void);
  int (*__reporting)(void);
  void (*__fatal)(const char *__fmt, ...) __attribute__((__noreturn__));
  void (*__check_usm_form)(void);
  int (*__atexit)(void (*__fn)(void));
  void (*__update_device)(void *__host, long long __bytes, int __dev, int __to_device);
  void (*__record_perfo_hashes)(const unsigned long long *, const long long *, const long long *,
                                const long long *, const long long *, int);
  void (*__record_memo_hashes)(const unsigned long long *, const int *, const long long *,
                               const long long *, int);
  void (*__add_labels_of)(const void *__code); /* the object holding __code */
} __approxrt_tu_api_t;
extern const __approxrt_tu_api_t __approxrt_tu_api __attribute__((__weak__));

#ifdef __cplusplus
}
#endif

/* FNV-1a 64 of a label: the plugin emits the same value as a literal. */
static __inline__ unsigned long long __approx_hash(const char *__s) {
  unsigned long long __h = 1469598103934665603ULL;
  for (; *__s; ++__s) {
    __h ^= (unsigned char)*__s;
    __h *= 1099511628211ULL;
  }
  return __h;
}

#endif /* __APPROX_RT_H */
