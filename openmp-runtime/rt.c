/* rt.c - the state and the entry points of libapproxrt.
 *
 * The seed and the APPROX_CONFIG entries that start-up (init.c) found, the
 * functions approx.h asks them from, the entry points of lowered code that
 * record for the report (report.c does the recording), and the one strict
 * parser of numeric environment variables (APPROX_SEED, APPROX_PREC_CHUNK,
 * ...: decimal or, where allowed, 0x-hex, unsigned 64-bit). Every entry
 * point first makes sure start-up has run, through a weak reference to
 * init.c (see init() below).
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "approxrt_internal.h"

static unsigned long long g_seed;
static __approx_cfg_entry *g_cfg;
static int g_ncfg;

int __approxrt_parse_u64(const char *s, int hex, unsigned long long *out) {
  int base = 10;
  if (!s)
    return APPROXRT_NUM_SYNTAX;
  if (hex && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
    base = 16;
    s += 2;
  }
  /* Digits only: strtoull would skip blanks, take a sign (negating!) and,
   * in base 16, a second 0x. */
  const char *digits = base == 16 ? "0123456789abcdefABCDEF" : "0123456789";
  size_t len = strlen(s);
  if (len == 0 || strspn(s, digits) != len)
    return APPROXRT_NUM_SYNTAX;
  char *end = NULL;
  errno = 0;
  unsigned long long v = strtoull(s, &end, base);
  if (!end || *end)
    return APPROXRT_NUM_SYNTAX;
  if (errno == ERANGE)
    return APPROXRT_NUM_RANGE;
  *out = v;
  return APPROXRT_NUM_OK;
}

int __approxrt_check_number(const char *name, const char *s, const __approxrt_num_spec *spec,
                            unsigned long long *out, char *err, size_t errlen) {
  unsigned long long v = 0;
  int rc = __approxrt_parse_u64(s, spec->hex, &v);
  if (rc == APPROXRT_NUM_OK && !(v >= spec->min && v <= spec->max) && !(spec->zero_ok && v == 0))
    rc = APPROXRT_NUM_RANGE;
  if (rc == APPROXRT_NUM_OK) {
    *out = v;
    return 0;
  }
  char q[256];
  __approxrt_quote(q, sizeof q, s ? s : "", s ? strlen(s) : 0);
  snprintf(err, errlen, "%s=%s: %s (expected %s)", name, q,
           rc == APPROXRT_NUM_RANGE ? "out of range" : "not an unsigned integer", spec->expected);
  return -1;
}

int __approxrt_env_number(const char *name, const __approxrt_num_spec *spec,
                          unsigned long long *out) {
  const char *s = getenv(name);
  if (!s || !*s)
    return 0;
  char err[512];
  if (__approxrt_check_number(name, s, spec, out, err, sizeof err))
    __approxrt_fatal("%s", err);
  return 1;
}

static const __approxrt_num_spec seed_spec = {
    1, 0, ULLONG_MAX, 0, "decimal or 0x-hex, 0..18446744073709551615"};

int __approxrt_parse_seed(const char *s, unsigned long long *out) {
  char err[8];
  return __approxrt_check_number("APPROX_SEED", s, &seed_spec, out, err, sizeof err);
}

/* APPROX_SEED into *out (untouched when unset), or stops the program. */
void __approxrt_parse_seed_env(unsigned long long *out) {
  __approxrt_env_number("APPROX_SEED", &seed_spec, out);
}

/* Replaces the configuration and the seed (init.c, tests); cfg is
 * malloc'ed and owned from now on. */
void __approxrt_set_config(unsigned long long seed, __approx_cfg_entry *cfg, int n) {
  free(g_cfg);
  g_seed = seed;
  g_cfg = cfg;
  g_ncfg = n;
}

/* Start-up (init.c) before any answer. A weak reference: programs link
 * init.c (the driver passes -Wl,-u,__approxrt_init), but the device image
 * of the x86_64 host-offload target, linked from the same archive, only
 * gets what its code calls, and must not get the APPROX_CONFIG reader
 * (jansson's objects are not position-independent); its copy of the
 * runtime never read the environment anyway (only the first copy in a
 * process does), so it answers from its zero state. */
static void init_ref(void) __attribute__((weakref("__approxrt_init")));
static void init(void) {
  if (init_ref)
    init_ref();
}

unsigned long long __approxrt_seed(void) {
  init();
  return g_seed;
}

int __approxrt_config_count(void) {
  init();
  return g_ncfg;
}

const __approx_cfg_entry *__approxrt_config_entries(void) {
  init();
  return g_cfg;
}

/* ---- the report's entry points: initialise, then record (report.c) ------ */

int __approxrt_reporting(void) {
  init();
  return __approxrt_recording();
}

void __approxrt_record_perfo(const char *label, long long total, long long kept) {
  init();
  __approxrt_rec_perfo(label, total, kept);
}

void __approxrt_record_time(const char *label, double seconds) {
  init();
  __approxrt_rec_time(label, seconds);
}

void __approxrt_record_bytes(const char *label, long long transferred, long long saved) {
  init();
  __approxrt_rec_bytes(label, transferred, saved);
}

void __approxrt_record_perfo_hashes(const unsigned long long *hash, const long long *executions,
                                    const long long *total, const long long *kept,
                                    const long long *time_ns, int n) {
  init();
  __approxrt_rec_perfo_hashes(hash, executions, total, kept, time_ns, n);
}

void __approxrt_record_memo(const char *label, int kind, long long lookups, long long hits) {
  init();
  __approxrt_rec_memo(label, kind, lookups, hits);
}

void __approxrt_record_memo_hashes(const unsigned long long *hash, const int *kind,
                                   const long long *lookups, const long long *hits, int n) {
  init();
  __approxrt_rec_memo_hashes(hash, kind, lookups, hits, n);
}

void __approxrt_inline_begin(unsigned long long hash) {
  init();
  __approxrt_rec_inline_begin(hash);
}

void __approxrt_inline_end(const char *label, unsigned long long hash) {
  init();
  __approxrt_rec_inline_end(label, hash);
}

/* The entry points of a translation unit's table setup, reached through
 * one weak reference (approx_rt.h, __approxrt_tu_api_t). */
const __approxrt_tu_api_t __approxrt_tu_api = {__approxrt_config_count,
                                               __approxrt_config_entries,
                                               __approxrt_seed,
                                               __approxrt_reporting,
                                               __approxrt_fatal,
                                               __approxrt_check_usm_form,
                                               __approxrt_atexit,
                                               __approxrt_update_device,
                                               __approxrt_record_perfo_hashes,
                                               __approxrt_record_memo_hashes,
                                               __approxrt_add_labels_of};
