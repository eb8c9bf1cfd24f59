/* report.c - per-label execution records and the APPROX_REPORT writer.
 *
 * Lowered code calls __approxrt_record_perfo / _time / _bytes (through
 * approx.h) each time a region runs. This file keeps one record per label -
 * labels are compared by content, a copy of each is stored - in a growable
 * array (first-recorded order) indexed by an open-addressing hash table on
 * __approx_hash(label), all under one pthread mutex. Records are only kept
 * while recording is on, which __approxrt_report_configure turns on when
 * rt.c hands it APPROX_REPORT, so programs that do not ask for a report pay
 * one atomic load per call; it also checks the destination at start-up and
 * writes the report at exit. rt.c's entry points (__approxrt_record_*)
 * initialise the runtime and call the __approxrt_rec_* functions here; this
 * file calls only base.c, never up into rt.c. The
 * report is JSON with a fixed key order, one region per line:
 *   {"regions": [
 *     {"label": "blur", "executions": 3, "total_iterations": 300,
 *      "kept_iterations": 150, "time_s": 0.0123, "bytes_transferred": 0,
 *      "bytes_saved": 0}
 *   ]}
 * (each region on one line in the real output), then each label of
 * regions folded away by a literal if(0) as {"label": "L", "executions":
 * null, "compile_time": "exact"} (write_folded). executions counts
 * __approxrt_record_perfo calls; time_s is the sum of the executions'
 * times (__approxrt_record_time, the inline form's begin/end pairs, and
 * device times gathered at exit), printed with %.9g in the "C" locale, or
 * null when no execution of the region could be timed (never 0 for "not
 * measured"); labels are JSON-escaped.
 */
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "approxrt_internal.h"

typedef struct {
  char *label;
  unsigned long long hash;
  long long executions, total, kept;
  double time_s;
  int timed; /* some execution was timed: else time_s is null */
  long long bytes_transferred, bytes_saved;
  long long not_applied; /* executions whose data technique could not apply */
  long long xfer_skipped; /* executions whose transfer approximations saved nothing */
  long long dev_conv, dev_conv_bytes; /* typed copies of present arrays made on the device */
  int memo_kind;          /* __APPROX_MEMO_IN/OUT for a memo region, else 0 */
  long long memo_lookups, memo_hits; /* hits: stored (in) or predicted (out) */
} record;

static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static record *g_recs;
static size_t g_nrecs, g_cap;
static size_t *g_table; /* index + 1 into g_recs, 0 = empty */
static size_t g_table_size; /* power of two, > 2 * g_nrecs */
static atomic_int g_recording;

void __approxrt_set_recording(int on) { atomic_store(&g_recording, on); }

int __approxrt_recording(void) { return atomic_load_explicit(&g_recording, memory_order_relaxed); }

void __approxrt_clear_records(void) {
  pthread_mutex_lock(&g_mu);
  for (size_t i = 0; i < g_nrecs; ++i)
    free(g_recs[i].label);
  free(g_recs);
  free(g_table);
  g_recs = NULL;
  g_table = NULL;
  g_nrecs = g_cap = g_table_size = 0;
  pthread_mutex_unlock(&g_mu);
}

static void table_insert(size_t *table, size_t size, unsigned long long hash,
                         size_t idx) {
  size_t mask = size - 1;
  size_t i = (size_t)hash & mask;
  while (table[i])
    i = (i + 1) & mask;
  table[i] = idx + 1;
}

/* Finds or creates the record of label; NULL when out of memory.
 * Called with g_mu held. */
static record *find_record(const char *label) {
  unsigned long long h = __approx_hash(label);
  if (g_table_size) {
    size_t mask = g_table_size - 1;
    for (size_t i = (size_t)h & mask; g_table[i]; i = (i + 1) & mask) {
      record *r = &g_recs[g_table[i] - 1];
      if (r->hash == h && strcmp(r->label, label) == 0)
        return r;
    }
  }
  if (2 * (g_nrecs + 1) >= g_table_size) {
    size_t ns = g_table_size ? g_table_size * 2 : 64;
    size_t *nt = calloc(ns, sizeof *nt);
    if (!nt)
      return NULL;
    for (size_t i = 0; i < g_nrecs; ++i)
      table_insert(nt, ns, g_recs[i].hash, i);
    free(g_table);
    g_table = nt;
    g_table_size = ns;
  }
  if (g_nrecs == g_cap) {
    size_t nc = g_cap ? g_cap * 2 : 16;
    record *nr = realloc(g_recs, nc * sizeof *nr);
    if (!nr)
      return NULL;
    g_recs = nr;
    g_cap = nc;
  }
  size_t n = strlen(label);
  char *copy = malloc(n + 1);
  if (!copy)
    return NULL;
  memcpy(copy, label, n + 1);
  record *r = &g_recs[g_nrecs];
  memset(r, 0, sizeof *r);
  r->label = copy;
  r->hash = h;
  table_insert(g_table, g_table_size, h, g_nrecs);
  g_nrecs++;
  return r;
}

/* Locks g_mu and returns the record, or returns NULL (lock not held) if
 * recording is off. */
static record *begin_record(const char *label) {
  if (!atomic_load_explicit(&g_recording, memory_order_relaxed))
    return NULL;
  if (!label)
    label = "";
  pthread_mutex_lock(&g_mu);
  record *r = find_record(label);
  if (!r) {
    pthread_mutex_unlock(&g_mu);
    __approxrt_fatal("out of memory recording region '%s'", label);
  }
  return r;
}

void __approxrt_rec_perfo(const char *label, long long total, long long kept) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->executions += 1;
  r->total += total;
  r->kept += kept;
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_rec_perfo_hashes(const unsigned long long *hash, const long long *executions,
                                 const long long *total, const long long *kept,
                                 const long long *time_ns, int n) {
  const char **labels = NULL;
  int nl = __approxrt_program_labels(&labels, NULL);
  /* In the program's label order, like regions recorded on the host. */
  for (int l = 0; l < nl; ++l) {
    unsigned long long h = __approx_hash(labels[l]);
    for (int i = 0; i < n; ++i) {
      if (hash[i] != h || executions[i] == 0)
        continue;
      record *r = begin_record(labels[l]);
      if (!r)
        break;
      r->executions += executions[i];
      r->total += total[i];
      r->kept += kept[i];
      if (time_ns && time_ns[i] >= 0) {
        r->time_s += (double)time_ns[i] * 1e-9;
        r->timed = 1;
      }
      pthread_mutex_unlock(&g_mu);
    }
  }
  free(labels);
}

/* A memo region's lookups and hits (memo(in)) or predictions (memo(out)).
 * The iterations are its total; those that ran its body, its kept ones. */
void __approxrt_rec_memo(const char *label, int kind, long long lookups, long long hits) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->memo_kind = kind;
  r->memo_lookups += lookups;
  r->memo_hits += hits;
  r->total += lookups;
  r->kept += lookups - hits;
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_rec_memo_hashes(const unsigned long long *hash, const int *kind,
                                const long long *lookups, const long long *hits, int n) {
  const char **labels = NULL;
  int nl = __approxrt_program_labels(&labels, NULL);
  /* Each slot once, under the first label of the program with its hash. */
  for (int i = 0; i < n; ++i)
    for (int l = 0; l < nl && kind[i]; ++l)
      if (__approx_hash(labels[l]) == hash[i]) {
        __approxrt_rec_memo(labels[l], kind[i], lookups[i], hits[i]);
        break;
      }
  free(labels);
}

void __approxrt_rec_time(const char *label, double seconds) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->time_s += seconds;
  r->timed = 1;
  pthread_mutex_unlock(&g_mu);
}

/* Inline-form regions begun on this thread and not ended yet: a few at a
 * time (nested constructs), the oldest replaced when full. */
#define INLINE_PENDING 8
static _Thread_local struct {
  unsigned long long hash;
  double start;
} t_pending[INLINE_PENDING];
static _Thread_local unsigned t_next;

void __approxrt_rec_inline_begin(unsigned long long hash) {
  double now = __approxrt_now();
  for (int i = 0; i < INLINE_PENDING; ++i)
    if (t_pending[i].hash == hash) {
      t_pending[i].start = now;
      return;
    }
  unsigned i = t_next++ % INLINE_PENDING;
  t_pending[i].hash = hash;
  t_pending[i].start = now;
}

void __approxrt_rec_inline_end(const char *label, unsigned long long hash) {
  if (!hash)
    return;
  for (int i = 0; i < INLINE_PENDING; ++i)
    if (t_pending[i].hash == hash) {
      t_pending[i].hash = 0;
      __approxrt_rec_time(label, __approxrt_now() - t_pending[i].start);
      return;
    }
}

void __approxrt_rec_bytes(const char *label, long long transferred, long long saved) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->bytes_transferred += transferred;
  r->bytes_saved += saved;
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_record_xfer_skipped(const char *label) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->xfer_skipped += 1;
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_record_device_converted(const char *label, long long bytes) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->dev_conv += 1;
  r->dev_conv_bytes += bytes;
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_record_not_applied(const char *label) {
  record *r = begin_record(label);
  if (!r)
    return;
  r->not_applied += 1;
  pthread_mutex_unlock(&g_mu);
}

static locale_t g_c_locale = (locale_t)0;
static pthread_once_t g_c_locale_once = PTHREAD_ONCE_INIT;
static void make_c_locale(void) { g_c_locale = newlocale(LC_ALL_MASK, "C", (locale_t)0); }

locale_t __approxrt_c_locale(void) {
  pthread_once(&g_c_locale_once, make_c_locale);
  return g_c_locale;
}

static void write_json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (const unsigned char *p = (const unsigned char *)s; *p; ++p) {
    unsigned char c = *p;
    switch (c) {
    case '"': fputs("\\\"", f); break;
    case '\\': fputs("\\\\", f); break;
    case '\b': fputs("\\b", f); break;
    case '\f': fputs("\\f", f); break;
    case '\n': fputs("\\n", f); break;
    case '\r': fputs("\\r", f); break;
    case '\t': fputs("\\t", f); break;
    default:
      if (c < 0x20 || c == 0x7f)
        fprintf(f, "\\u%04x", c);
      else
        fputc(c, f);
    }
  }
  fputc('"', f);
}

/* Whether label has a record. Called with g_mu held. */
static int has_record(const char *label) {
  if (!g_table_size)
    return 0;
  unsigned long long h = __approx_hash(label);
  size_t mask = g_table_size - 1;
  for (size_t i = (size_t)h & mask; g_table[i]; i = (i + 1) & mask) {
    const record *r = &g_recs[g_table[i] - 1];
    if (r->hash == h && strcmp(r->label, label) == 0)
      return 1;
  }
  return 0;
}

/* The labels of sync, atomic and branch regions that a literal if(0)
 * folded away (the statement as written: nothing counts its executions)
 * and that no region switchable at run time shares: listed after the
 * regions that ran as {"label": L, "executions": null, "compile_time":
 * "exact"}, so that the report names every region the program has
 * switched off. Called with g_mu held; n is the number of lines before. */
static size_t write_folded(FILE *f, const char *const *labels, const unsigned long long *techs,
                           int nlabels, size_t n) {
  for (int l = 0; l < nlabels; ++l) {
    if (!(techs[l] & __APPROX_TECH_IF0) || (techs[l] & __APPROX_TECH_RUNTIME) ||
        has_record(labels[l]))
      continue;
    fputs(n++ ? ",\n  {\"label\": " : "\n  {\"label\": ", f);
    write_json_string(f, labels[l]);
    fputs(", \"executions\": null, \"compile_time\": \"exact\"}", f);
  }
  return n;
}

int __approxrt_write_report(FILE *f) {
  locale_t loc = __approxrt_c_locale();
  locale_t old = loc ? uselocale(loc) : (locale_t)0;
  const char **labels = NULL;
  unsigned long long *techs = NULL;
  int nlabels = __approxrt_program_labels(&labels, &techs);
  pthread_mutex_lock(&g_mu);
  fputs("{\"regions\": [", f);
  for (size_t i = 0; i < g_nrecs; ++i) {
    const record *r = &g_recs[i];
    fputs(i ? ",\n  {\"label\": " : "\n  {\"label\": ", f);
    write_json_string(f, r->label);
    fprintf(f, ", \"executions\": %lld, \"total_iterations\": %lld, "
               "\"kept_iterations\": %lld, \"time_s\": ",
            r->executions, r->total, r->kept);
    if (r->timed && isfinite(r->time_s))
      fprintf(f, "%.9g", r->time_s);
    else
      fputs("null", f);
    fprintf(f, ", \"bytes_transferred\": %lld, \"bytes_saved\": %lld",
            r->bytes_transferred, r->bytes_saved);
    if (r->not_applied) /* only where it happened: the usual line is unchanged */
      fprintf(f, ", \"data_not_applied\": %lld", r->not_applied);
    if (r->xfer_skipped)
      fprintf(f, ", \"transfers_skipped\": %lld", r->xfer_skipped);
    if (r->dev_conv)
      fprintf(f, ", \"converted_on_device\": %lld, \"device_converted_bytes\": %lld", r->dev_conv,
              r->dev_conv_bytes);
    if (r->memo_kind) {
      fprintf(f, ", \"memo_lookups\": %lld, \"%s\": %lld, \"memo_hit_rate\": ", r->memo_lookups,
              r->memo_kind == __APPROX_MEMO_OUT ? "memo_predictions" : "memo_hits", r->memo_hits);
      if (r->memo_lookups)
        fprintf(f, "%.6g", (double)r->memo_hits / (double)r->memo_lookups);
      else
        fputs("null", f);
    }
    fputc('}', f);
  }
  size_t n = write_folded(f, labels, techs, nlabels, g_nrecs);
  fputs(n ? "\n]}\n" : "]}\n", f);
  pthread_mutex_unlock(&g_mu);
  free(labels);
  free(techs);
  if (loc)
    uselocale(old);
  return fflush(f) != 0 || ferror(f);
}

/* ---- where the report goes (APPROX_REPORT) ------------------------------ */

static char *g_report_path; /* report file, or NULL */
static int g_report_stderr; /* report to stderr */
static pid_t g_report_pid;  /* only the configuring process writes it */
static int g_atexit_registered;

/* A process with no region at all (a build-time helper or a configure
 * probe that approx-clang linked, run beside the program APPROX_REPORT is
 * meant for) writes nothing: it would overwrite that program's report. */
static int has_regions(void) {
  pthread_mutex_lock(&g_mu);
  size_t n = g_nrecs;
  pthread_mutex_unlock(&g_mu);
  if (n)
    return 1;
  const char **labels = NULL;
  int nlabels = __approxrt_program_labels(&labels, NULL);
  free(labels);
  return nlabels > 0;
}

static void report_at_exit(void) {
  if (getpid() != g_report_pid)
    return; /* a fork()ed child that did not exec: the parent reports */
  if (!has_regions())
    return;
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
    fprintf(stderr,
            "approx: error: APPROX_REPORT '%s': cannot write the "
            "report: %s\n",
            g_report_path, strerror(saved));
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
    __approxrt_fatal("APPROX_REPORT '%s': cannot open for writing: %s", path, strerror(errno));
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

void __approxrt_report_configure(const char *r) {
  reset_report();
  if (!r || !*r || strcmp(r, "0") == 0)
    return;
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
