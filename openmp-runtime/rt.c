/* rt.c - start-up, seed, clock and fatal errors of libapproxrt.
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
 * through __approxrt_fatal: "approx: error: <message>" on stderr, exit 1.
 * __approxrt_now is CLOCK_MONOTONIC in seconds.
 */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "approxrt_internal.h"

/* The plugin emits, in host code, one pointer per region:
 *   static const char *const __approx_label_N
 *       __attribute__((used, retain, section("approx_labels"))) = "label";
 * and the linker defines these bounds when the section exists. ("retain"
 * matters: lld's --gc-sections drops the section otherwise, since a
 * __start_ reference does not keep it alive there.) */
extern const char *const __start_approx_labels[] __attribute__((weak));
extern const char *const __stop_approx_labels[] __attribute__((weak));

static atomic_int g_init_done;
static pthread_mutex_t g_init_mu = PTHREAD_MUTEX_INITIALIZER;

static unsigned long long g_seed;
static __approx_cfg_entry *g_cfg;
static int g_ncfg;

static char *g_report_path;   /* report file, or NULL */
static int g_report_stderr;   /* report to stderr */
static pid_t g_report_pid;    /* only the initialising process writes it */
static int g_atexit_registered;

int __approxrt_atexit(void (*fn)(void)) { return atexit(fn); }

void __approxrt_fatal(const char *fmt, ...) {
  /* Anything run by exit() (atexit handlers, destructors) must not try to
   * initialise again, even if we got here from inside __approxrt_init. */
  atomic_store(&g_init_done, 1);
  char buf[4096];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  fprintf(stderr, "approx: error: %s\n", buf);
  fflush(stderr);
  exit(1);
}

double __approxrt_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

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

int __approxrt_program_labels(const char ***out) {
  *out = NULL;
  const char *const *begin = __start_approx_labels;
  const char *const *end = __stop_approx_labels;
  if (!begin || !end || (uintptr_t)end <= (uintptr_t)begin)
    return 0;
  size_t n = ((uintptr_t)end - (uintptr_t)begin) / sizeof *begin;
  const char **labels = malloc(n * sizeof *labels);
  if (!labels)
    __approxrt_fatal("out of memory reading the program's labels");
  int count = 0;
  for (size_t i = 0; i < n; ++i) {
    const char *l = begin[i];
    if (!l)
      continue;
    int seen = 0;
    for (int j = 0; j < count && !seen; ++j)
      seen = strcmp(labels[j], l) == 0;
    if (!seen)
      labels[count++] = l;
  }
  if (count == 0) {
    free(labels);
    return 0;
  }
  *out = labels;
  return count;
}

static void report_at_exit(void) {
  if (getpid() != g_report_pid)
    return; /* a fork()ed child that did not exec: the parent reports */
  if (g_report_stderr) {
    __approxrt_write_report(stderr);
    return;
  }
  if (!g_report_path)
    return;
  FILE *f = fopen(g_report_path, "w");
  int bad = !f;
  int saved = errno;
  if (f) {
    bad = __approxrt_write_report(f);
    saved = errno;
    if (fclose(f) != 0) {
      bad = 1;
      saved = errno;
    }
  }
  if (bad) {
    fprintf(stderr, "approx: error: APPROX_REPORT '%s': cannot write the "
                    "report: %s\n", g_report_path, strerror(saved));
    /* exit() is already running; _exit is the only way to fail now. */
    fflush(NULL);
    _exit(1);
  }
}

/* Fails at start-up, not at exit, if the report file cannot be written. A
 * file created by the check is removed again. */
static void check_report_path(const char *path) {
  struct stat st;
  int existed = stat(path, &st) == 0;
  FILE *f = fopen(path, "a");
  if (!f)
    __approxrt_fatal("APPROX_REPORT '%s': cannot open for writing: %s", path,
                     strerror(errno));
  fclose(f);
  if (!existed)
    unlink(path);
}

static void reset_report(void) {
  free(g_report_path);
  g_report_path = NULL;
  g_report_stderr = 0;
  __approxrt_set_recording(0);
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

  reset_report();
  const char *r = getenv("APPROX_REPORT");
  if (r && *r && strcmp(r, "0") != 0) {
    if (strcmp(r, "1") == 0 || strcmp(r, "stderr") == 0) {
      g_report_stderr = 1;
    } else {
      check_report_path(r);
      size_t n = strlen(r);
      g_report_path = malloc(n + 1);
      if (!g_report_path)
        __approxrt_fatal("out of memory");
      memcpy(g_report_path, r, n + 1);
    }
    g_report_pid = getpid();
    __approxrt_set_recording(1);
    if (!g_atexit_registered) {
      if (atexit(report_at_exit) != 0)
        __approxrt_fatal("APPROX_REPORT: cannot register the exit handler");
      g_atexit_registered = 1;
    }
  }
}

__attribute__((constructor)) void __approxrt_init(void) {
  if (atomic_load_explicit(&g_init_done, memory_order_acquire))
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
  reset_report();
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
