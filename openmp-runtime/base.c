/* base.c - what every other file of libapproxrt uses.
 *
 * The bottom layer of the runtime, calling no other file of it: fatal
 * errors ("approx: error: <message>" on stderr, exit 1), quoting for
 * messages, the monotonic clock, atexit for the headers, and the labels of this program, read from
 * the "approx_regions" section the plugin fills (each label with its
 * region's techniques), its own and those of its shared libraries
 * (labels_dso.c finds them). rt.c (start-up and the
 * entry points of lowered code) sits above report.c (the records and the
 * APPROX_REPORT writer), which sits above this file: no file calls up.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "approxrt_internal.h"

/* The plugin emits, in host code, one entry per region:
 *   static const __approx_label_t __approx_lN
 *       __attribute__((used, retain, section("approx_regions"))) = {"label", techniques};
 * and the linker defines these bounds when the section exists. ("retain"
 * matters: lld's --gc-sections drops the section otherwise, since a
 * __start_ reference does not keep it alive there.) */
/* Hidden: the bounds of this object's own section. In libapproxrt.so, which
 * has none, a default-visibility reference would bind to the first loaded
 * library that exports its __start_ symbol (GNU ld exports them), and that
 * library's labels would pass for a program's. */
extern const __approx_label_t __start_approx_regions[] __attribute__((weak, visibility("hidden")));
extern const __approx_label_t __stop_approx_regions[] __attribute__((weak, visibility("hidden")));

static atomic_int g_stopping;

int __approxrt_stopping(void) { return atomic_load(&g_stopping); }

int __approxrt_atexit(void (*fn)(void)) { return atexit(fn); }

void __approxrt_fatal(const char *fmt, ...) {
  /* Anything run by exit() (atexit handlers, destructors) must not try to
   * initialise again, even if we got here from inside __approxrt_init. */
  atomic_store(&g_stopping, 1);
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

/* The label sections of the other objects built by approx-clang (shared
 * libraries): each translation unit's table setup registers its object's
 * section (approx_table.h), once per object here. */
typedef struct {
  const __approx_label_t *begin, *end;
} label_range;
static label_range *g_ranges;
static int g_nranges, g_cap;
static pthread_mutex_t g_ranges_mu = PTHREAD_MUTEX_INITIALIZER;

static size_t range_size(const __approx_label_t *begin, const __approx_label_t *end) {
  if (!begin || !end || (uintptr_t)end <= (uintptr_t)begin)
    return 0;
  return ((uintptr_t)end - (uintptr_t)begin) / sizeof *begin;
}

void __approxrt_add_labels(const __approx_label_t *begin, const __approx_label_t *end) {
  if (!range_size(begin, end) || begin == __start_approx_regions)
    return;
  pthread_mutex_lock(&g_ranges_mu);
  int known = 0;
  for (int i = 0; i < g_nranges && !known; ++i)
    known = g_ranges[i].begin == begin;
  if (!known && g_nranges == g_cap) {
    int cap = g_cap ? 2 * g_cap : 8;
    label_range *r = realloc(g_ranges, (size_t)cap * sizeof *r);
    if (!r)
      __approxrt_fatal("out of memory registering a library's labels");
    g_ranges = r;
    g_cap = cap;
  }
  if (!known)
    g_ranges[g_nranges++] = (label_range){begin, end};
  pthread_mutex_unlock(&g_ranges_mu);
}

/* Appends the labels of [begin, end) not yet in labels[0, count), and adds
 * each entry's techniques to its label's in techs. */
static int add_distinct(const char **labels, unsigned long long *techs, int count,
                        const __approx_label_t *begin, const __approx_label_t *end) {
  size_t n = range_size(begin, end);
  for (size_t i = 0; i < n; ++i) {
    const char *l = begin[i].__label;
    if (!l)
      continue;
    int j = 0;
    while (j < count && strcmp(labels[j], l) != 0)
      ++j;
    if (j == count) {
      labels[count] = l;
      techs[count++] = 0;
    }
    techs[j] |= begin[i].__techniques;
  }
  return count;
}

int __approxrt_program_labels(const char ***out, unsigned long long **techniques) {
  *out = NULL;
  if (techniques)
    *techniques = NULL;
  pthread_mutex_lock(&g_ranges_mu);
  size_t n = range_size(__start_approx_regions, __stop_approx_regions);
  for (int i = 0; i < g_nranges; ++i)
    n += range_size(g_ranges[i].begin, g_ranges[i].end);
  const char **labels = n ? malloc(n * sizeof *labels) : NULL;
  unsigned long long *techs = n ? malloc(n * sizeof *techs) : NULL;
  if (n && (!labels || !techs))
    __approxrt_fatal("out of memory reading the program's labels");
  int count = add_distinct(labels, techs, 0, __start_approx_regions, __stop_approx_regions);
  for (int i = 0; i < g_nranges; ++i)
    count = add_distinct(labels, techs, count, g_ranges[i].begin, g_ranges[i].end);
  pthread_mutex_unlock(&g_ranges_mu);
  if (count == 0) {
    free(labels);
    free(techs);
    return 0;
  }
  *out = labels;
  if (techniques)
    *techniques = techs;
  else
    free(techs);
  return count;
}

void __approxrt_quote(char *buf, size_t bufsize, const char *s, size_t len) {
  size_t o = 0;
  if (!bufsize)
    return;
  for (size_t i = 0; i < len; ++i) {
    unsigned char c = (unsigned char)s[i];
    char tmp[8];
    size_t n;
    if (c == '\\' || c == '\'') {
      tmp[0] = '\\';
      tmp[1] = (char)c;
      n = 2;
    } else if (c < 0x20 || c == 0x7f) {
      n = (size_t)snprintf(tmp, sizeof tmp, "\\x%02x", c);
    } else {
      tmp[0] = (char)c;
      n = 1;
    }
    if (o + n + 1 > bufsize) {
      /* Truncate with an ellipsis if there is room for one. */
      if (bufsize >= 4) {
        o = o + 4 <= bufsize ? o : bufsize - 4;
        memcpy(buf + o, "...", 3);
        o += 3;
      }
      break;
    }
    memcpy(buf + o, tmp, n);
    o += n;
  }
  buf[o] = 0;
}
