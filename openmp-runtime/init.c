/* init.c - start-up of libapproxrt: the environment, read once.
 *
 * __approxrt_init runs as a constructor of the program (the driver links
 * with -Wl,-u,__approxrt_init so this file is always pulled in) and again,
 * cheaply, from every entry point of rt.c, so constructor order never
 * matters. It reads APPROX_SEED, APPROX_CONFIG (the file it names, checked
 * by config.c, its labels against those of the program and of its shared
 * libraries once they are all known: check_config_labels) and
 * APPROX_REPORT once, and
 * hands the results to rt.c and report.c. It is the only file that reaches
 * the APPROX_CONFIG reader and jansson: rt.c calls it through a weak
 * reference, so a device image linked from the same archive (the x86_64
 * host-offload target) gets neither.
 */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "approxrt_internal.h"

static atomic_int g_init_done;
static pthread_mutex_t g_init_mu = PTHREAD_MUTEX_INITIALIZER;

/* APPROX_CONFIG names a file: read it whole and validate it (config.c). */
int __approxrt_load_config_file(const char *path, const char *const *known_labels,
                                const unsigned long long *known_techs, int nknown,
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
    rc = __approxrt_parse_config(text ? text : "", len, known_labels, known_techs, nknown, out,
                                 nout, err, errlen);
  } else {
    rc = __approxrt_parse_config(text ? text : "", len, known_labels, known_techs, nknown, out,
                                 nout, err + pre, errlen - (size_t)pre);
  }
  free(text);
  return rc;
}

/* An error in APPROX_CONFIG's file found before the process had a region
 * to apply it to: reported once it has one (check_config_labels,
 * __approxrt_check_late_config); a process that never has one ignores
 * APPROX_CONFIG. */
static char *g_deferred_error;

/* Set once every label section of the objects loaded at start-up has
 * registered (check_config_labels): from then on APPROX_CONFIG's labels are
 * checked when it is read. */
static atomic_int g_labels_known;

/* APPROX_CONFIG's file, its labels (and the fields each takes) checked
 * against the program's when they are all known, else only the rest;
 * stops the program on an error. */
static __approx_cfg_entry *load_config(const char *path, int *n) {
  const char **labels = NULL;
  unsigned long long *techs = NULL;
  int nlabels = atomic_load(&g_labels_known) ? __approxrt_program_labels(&labels, &techs) : -1;
  char err[4096];
  __approx_cfg_entry *entries;
  int rc = __approxrt_load_config_file(path, labels, techs, nlabels, &entries, n, err, sizeof err);
  free(labels);
  free(techs);
  if (rc && nlabels < 0 && !g_deferred_error) {
    g_deferred_error = strdup(err);
    if (g_deferred_error)
      return NULL;
  }
  if (rc)
    __approxrt_fatal("%s", err);
  return entries;
}

/* The number of labels in the process so far (the program's and those of
 * the libraries registered). */
static int label_count(void) {
  const char **labels = NULL;
  int n = __approxrt_program_labels(&labels, NULL);
  free(labels);
  return n;
}

static void report_deferred_error(void) {
  if (g_deferred_error)
    __approxrt_fatal("%s", g_deferred_error);
}

void __approxrt_init_from_env(void) {
  unsigned long long seed = 0;
  __approxrt_parse_seed_env(&seed);
  __approxrt_set_config(seed, NULL, 0);
  const char *c = getenv("APPROX_CONFIG");
  if (c && *c) {
    int n;
    __approx_cfg_entry *entries = load_config(c, &n);
    if (entries)
      __approxrt_set_config(seed, entries, n);
  }

  __approxrt_report_configure(getenv("APPROX_REPORT"));
  __approxrt_trace_configure(getenv("APPROX_TRACE"));
}

static int this_copy_serves(void);

__attribute__((constructor)) void __approxrt_init(void) {
  /* After __approxrt_fatal, exit() runs handlers that must not start over. */
  if (atomic_load_explicit(&g_init_done, memory_order_acquire) || __approxrt_stopping() ||
      !this_copy_serves())
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

/* Two copies of the runtime can be in one process: libapproxrt.a in a
 * program linked by approx-clang, which exports its __approxrt_* symbols,
 * and libapproxrt.so, which a shared library built by approx-clang needs.
 * The dynamic linker then binds every reference to the program's copy,
 * those inside libapproxrt.so included (it is built with semantic
 * interposition), and libapproxrt.so's constructors, which run before the
 * program's, must stand aside: it serves only when the process's
 * __approxrt_init is its own (a program approx-clang did not link). */
static void own_init(void) __attribute__((alias("__approxrt_init")));

static int this_copy_serves(void) {
  void (*volatile process_init)(void) = __approxrt_init; /* through the GOT */
  return process_init == own_init;
}

/* At exit: each label APPROX_CONFIG marked "late" that no library the
 * program opened has (a misspelt one, or a library never opened) is
 * reported; its settings reached no region. */
static void check_late_labels(void) {
  const char *const *late;
  int nlate = __approxrt_late_labels(&late);
  const char **labels = NULL;
  int nlabels = __approxrt_program_labels(&labels, NULL);
  for (int i = 0; i < nlate; ++i) {
    int found = 0;
    for (int j = 0; j < nlabels && !found; ++j)
      found = strcmp(labels[j], late[i]) == 0;
    if (!found) {
      char q[256];
      __approxrt_quote(q, sizeof q, late[i], strlen(late[i]));
      fprintf(stderr,
              "approx: warning: APPROX_CONFIG '%s': label '%s' is marked late, but no library the "
              "program opened has it; its settings reached no region\n",
              getenv("APPROX_CONFIG"), q);
    }
  }
  free(labels);
}

/* A program's constructors run after those of the shared libraries it was
 * linked with, whose translation units register their label sections
 * (approx_table.h): only here are all the labels known that APPROX_CONFIG
 * may name, and the file is read again to check them. A library opened
 * later with dlopen registers too late for that: APPROX_CONFIG marks its
 * labels "late", which skips the check here, and they are looked for at
 * exit (docs/language.md). */
/* While reporting: a label on a memo(in) and a memo(out) region (of
 * different files: one file refuses it at compile time) would add the one's
 * hits to the other's predictions. */
static void check_memo_labels(void) {
  const char **labels = NULL;
  unsigned long long *techs = NULL;
  int nlabels = __approxrt_program_labels(&labels, &techs);
  for (int i = 0; i < nlabels; ++i)
    if ((techs[i] & __APPROX_TECH_MEMO_IN) && (techs[i] & __APPROX_TECH_MEMO_OUT)) {
      char q[256];
      __approxrt_quote(q, sizeof q, labels[i], strlen(labels[i]));
      free(labels);
      free(techs);
      __approxrt_report_configure(NULL); /* no report of a run that did not start */
      __approxrt_fatal("APPROX_REPORT: label '%s' names a memo(in) and a memo(out) region "
                       "(of different files), whose counts differ; give each its own label",
                       q);
    }
  free(labels);
  free(techs);
}

__attribute__((constructor)) static void check_config_labels(void) {
  if (!this_copy_serves())
    return;
  __approxrt_init();
  if (atomic_exchange(&g_labels_known, 1) || __approxrt_stopping())
    return;
  if (__approxrt_recording())
    check_memo_labels();
  const char *c = getenv("APPROX_CONFIG");
  if (!c || !*c)
    return;
  /* A process with no region (a build-time helper, a configure probe, the
   * other programs of a pipeline, which approx-clang linked too) ignores
   * APPROX_CONFIG: its labels are another program's. A library it opens
   * later that has regions still gets the file's settings. */
  if (label_count() == 0)
    return;
  report_deferred_error();
  int n;
  free(load_config(c, &n));
  const char *const *late;
  if (__approxrt_late_labels(&late) > 0)
    atexit(check_late_labels);
}

void __approxrt_check_late_config(void) {
  if (!atomic_load(&g_labels_known) || __approxrt_stopping())
    return;
  report_deferred_error();
  const char *const *late;
  int nlate = __approxrt_late_labels(&late);
  if (nlate == 0)
    return;
  const char **labels = NULL;
  unsigned long long *techs = NULL;
  int nlabels = __approxrt_program_labels(&labels, &techs);
  const __approx_cfg_entry *entries = __approxrt_config_entries();
  int nentries = __approxrt_config_count();
  for (int i = 0; i < nlate; ++i)
    for (int j = 0; j < nlabels; ++j) {
      if (strcmp(labels[j], late[i]) != 0)
        continue;
      unsigned long long h = __approx_hash(late[i]);
      for (int k = 0; k < nentries; ++k) {
        char q[256], err[1024];
        __approxrt_quote(q, sizeof q, late[i], strlen(late[i]));
        if (entries[k].__hash == h &&
            __approxrt_cfg_check_techniques(&entries[k], q, techs[j], err, sizeof err)) {
          free(labels);
          free(techs);
          __approxrt_fatal("APPROX_CONFIG '%s': %s (checked when the library that has it was "
                           "loaded)",
                           getenv("APPROX_CONFIG"), err);
        }
      }
    }
  free(labels);
  free(techs);
}

void __approxrt_reset_for_tests(void) {
  pthread_mutex_lock(&g_init_mu);
  __approxrt_clear_records();
  __approxrt_set_config(0, NULL, 0);
  __approxrt_report_configure(NULL);
  __approxrt_set_recording(1);
  /* a fake libomptarget's associations go with each test */
  __approxrt_key_forget_all();
  __approxrt_hbuf_forget_all();
  atomic_store(&g_init_done, 1);
  pthread_mutex_unlock(&g_init_mu);
}

