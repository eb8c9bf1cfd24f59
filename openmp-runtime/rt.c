/* rt.c - start-up, seed and the entry points of libapproxrt.
 *
 * __approxrt_init runs as a constructor (and is called again, cheaply, by
 * every entry point, so constructor order never matters; the driver links
 * with -Wl,-u,__approxrt_init so this file is always pulled in). It reads the
 * environment once: APPROX_SEED (decimal or 0x-hex unsigned 64-bit, read
 * by __approxrt_env_number, the one strict parser of numeric variables),
 * APPROX_CONFIG (a JSON file validated by config.c against the labels the
 * plugin put in the "approx_labels" section of this program) and
 * APPROX_REPORT ("1" or "stderr" for stderr, "0" for none, anything else a
 * path, checked for writability now and written by an atexit handler). An
 * empty variable counts as unset. Any problem stops the program at start-up
 * through __approxrt_fatal (base.c): "approx: error: <message>" on stderr,
 * exit 1. The report's entry points of lowered code live here too: each
 * initialises, then records through report.c.
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

static atomic_int g_init_done;
static pthread_mutex_t g_init_mu = PTHREAD_MUTEX_INITIALIZER;

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

/* APPROX_CONFIG names a file: read it whole and validate it (config.c). */
int __approxrt_load_config_file(const char *path, const char *const *known_labels, int nknown,
                                __approx_cfg_entry **out, int *nout, char *err, size_t errlen) {
  *out = NULL;
  *nout = 0;
  FILE *f = fopen(path, "rb");
  char *text = NULL;
  size_t len = 0, cap = 0;
  int rd_errno = 0;
  if (!f) {
    snprintf(err, errlen, "APPROX_CONFIG '%s': cannot open file: %s", path, strerror(errno));
    return -1;
  }
  for (;;) {
    if (len == cap) {
      size_t nc = cap ? cap * 2 : 4096;
      char *t = realloc(text, nc);
      if (!t) {
        rd_errno = ENOMEM;
        break;
      }
      text = t;
      cap = nc;
    }
    size_t n = fread(text + len, 1, cap - len, f);
    len += n;
    if (n == 0) {
      if (ferror(f))
        rd_errno = errno ? errno : EIO;
      break;
    }
  }
  fclose(f);
  if (rd_errno) {
    free(text);
    snprintf(err, errlen, "APPROX_CONFIG '%s': cannot read file: %s", path, strerror(rd_errno));
    return -1;
  }
  size_t plen = strlen(path);
  int pre = snprintf(err, errlen, "APPROX_CONFIG '%s': ", path);
  int rc;
  if (pre < 0 || (size_t)pre >= errlen || plen >= errlen) {
    /* No room for the prefix: report the bare message. */
    rc = __approxrt_parse_config(text ? text : "", len, known_labels, nknown, out, nout, err,
                                 errlen);
  } else {
    rc = __approxrt_parse_config(text ? text : "", len, known_labels, nknown, out, nout, err + pre,
                                 errlen - (size_t)pre);
  }
  free(text);
  return rc;
}

void __approxrt_init_from_env(void) {
  unsigned long long seed = 0;
  __approxrt_env_number("APPROX_SEED", &seed_spec, &seed);
  g_seed = seed;

  free(g_cfg);
  g_cfg = NULL;
  g_ncfg = 0;
  const char *c = getenv("APPROX_CONFIG");
  if (c && *c) {
    const char **labels;
    int nlabels = __approxrt_program_labels(&labels);
    char err[4096];
    __approx_cfg_entry *entries;
    int n;
    int rc = __approxrt_load_config_file(c, labels, nlabels, &entries, &n,
                                         err, sizeof err);
    free(labels);
    if (rc)
      __approxrt_fatal("%s", err);
    g_cfg = entries;
    g_ncfg = n;
  }

  __approxrt_report_configure(getenv("APPROX_REPORT"));
}

__attribute__((constructor)) void __approxrt_init(void) {
  /* After __approxrt_fatal, exit() runs handlers that must not start over. */
  if (atomic_load_explicit(&g_init_done, memory_order_acquire) || __approxrt_stopping())
    return;
  pthread_mutex_lock(&g_init_mu);
  if (!atomic_load_explicit(&g_init_done, memory_order_relaxed)) {
    /* On the x86_64 host-offload target the device image is a shared object
     * that the offload link gives its own copy of this library. Only the
     * first copy in a process (the program's: device images are loaded
     * later) reads the environment and writes the report. */
    char mine[32];
    snprintf(mine, sizeof mine, "%ld", (long)getpid());
    const char *owner = getenv("__APPROXRT_OWNER");
    if (owner && strcmp(owner, mine) == 0) {
      atomic_store_explicit(&g_init_done, 1, memory_order_release);
      pthread_mutex_unlock(&g_init_mu);
      return;
    }
    setenv("__APPROXRT_OWNER", mine, 1);
    __approxrt_init_from_env();
    atomic_store_explicit(&g_init_done, 1, memory_order_release);
  }
  pthread_mutex_unlock(&g_init_mu);
}

void __approxrt_reset_for_tests(void) {
  pthread_mutex_lock(&g_init_mu);
  __approxrt_clear_records();
  free(g_cfg);
  g_cfg = NULL;
  g_ncfg = 0;
  g_seed = 0;
  __approxrt_report_configure(NULL);
  __approxrt_set_recording(1);
  atomic_store(&g_init_done, 1);
  pthread_mutex_unlock(&g_init_mu);
}

unsigned long long __approxrt_seed(void) {
  __approxrt_init();
  return g_seed;
}

int __approxrt_config_count(void) {
  __approxrt_init();
  return g_ncfg;
}

const __approx_cfg_entry *__approxrt_config_entries(void) {
  __approxrt_init();
  return g_cfg;
}

/* ---- the report's entry points: initialise, then record (report.c) ------ */

int __approxrt_reporting(void) {
  __approxrt_init();
  return __approxrt_recording();
}

void __approxrt_record_perfo(const char *label, long long total, long long kept) {
  __approxrt_init();
  __approxrt_rec_perfo(label, total, kept);
}

void __approxrt_record_time(const char *label, double seconds) {
  __approxrt_init();
  __approxrt_rec_time(label, seconds);
}

void __approxrt_record_bytes(const char *label, long long transferred, long long saved) {
  __approxrt_init();
  __approxrt_rec_bytes(label, transferred, saved);
}

void __approxrt_record_perfo_hashes(const unsigned long long *hash, const long long *executions,
                                    const long long *total, const long long *kept,
                                    const long long *time_ns, int n) {
  __approxrt_init();
  __approxrt_rec_perfo_hashes(hash, executions, total, kept, time_ns, n);
}

void __approxrt_inline_begin(unsigned long long hash) {
  __approxrt_init();
  __approxrt_rec_inline_begin(hash);
}

void __approxrt_inline_end(const char *label, unsigned long long hash) {
  __approxrt_init();
  __approxrt_rec_inline_end(label, hash);
}
