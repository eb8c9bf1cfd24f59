/* trace.c - APPROX_TRACE: where the time of a data approximation goes.
 *
 * Issue 16 asks for each step's share of a transfer approximation, and the
 * kept-rows path took 2.1-2.5 ms on the H100 where a hand-written probe of
 * the same bytes took 1.0 ms: something besides the bytes costs. With
 * APPROX_TRACE=1 the runtime's data entry points mark named points (a
 * string literal each, e.g. "rows_out.dma"); every mark adds the time since
 * the calling thread's previous mark to the bucket (previous point -> this
 * point). What lowered code does between two runtime calls - the
 * construct's kernel, the generated scatter, reconstruction and pack
 * kernels, libomptarget's launches and syncs - shows as the bucket between
 * the calls' marks, so the table at exit (stderr) covers the whole cycle
 * without instrumenting generated code. Each step prints its calls, total,
 * median and maximum: the first execution allocates the cached buffers
 * (page-locking 18 MiB takes milliseconds), so means mislead. Unset or "0": one load and branch
 * per mark. Any other value than 0 or 1 stops the program at start-up.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "approxrt_internal.h"

int __approxrt_tracing;

#define MAX_EDGES 128
#define MAX_SAMPLES 256 /* per step, for its median; later calls count in total only */
static pthread_mutex_t g_mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
  const char *from, *to;
  long long calls;
  double total, max;
  float sample[MAX_SAMPLES];
} g_edge[MAX_EDGES];
static int g_nedge, g_dropped;
static _Thread_local const char *t_last;
static _Thread_local double t_last_time;

void __approxrt_trace_mark(const char *point) {
  double now = __approxrt_now();
  const char *from = t_last ? t_last : "(first mark of a thread)";
  double dt = t_last ? now - t_last_time : 0;
  pthread_mutex_lock(&g_mu);
  int i = 0;
  while (i < g_nedge && !(g_edge[i].from == from && g_edge[i].to == point))
    ++i;
  if (i == g_nedge) {
    if (g_nedge == MAX_EDGES) {
      ++g_dropped;
      i = -1;
    } else {
      g_edge[g_nedge].from = from;
      g_edge[g_nedge].to = point;
      ++g_nedge;
    }
  }
  if (i >= 0) {
    if (g_edge[i].calls < MAX_SAMPLES)
      g_edge[i].sample[g_edge[i].calls] = (float)dt;
    ++g_edge[i].calls;
    g_edge[i].total += dt;
    if (dt > g_edge[i].max)
      g_edge[i].max = dt;
  }
  pthread_mutex_unlock(&g_mu);
  t_last = point;
  t_last_time = __approxrt_now(); /* the bookkeeping above is nobody's step */
}

static int by_total(const void *a, const void *b) {
  double x = ((const __typeof__(g_edge[0]) *)a)->total,
         y = ((const __typeof__(g_edge[0]) *)b)->total;
  return x < y ? 1 : x > y ? -1 : 0;
}

static int by_value(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return x < y ? -1 : x > y ? 1 : 0;
}

static double median_of(float *v, long long calls) {
  long long n = calls < MAX_SAMPLES ? calls : MAX_SAMPLES;
  if (n == 0)
    return 0;
  qsort(v, (size_t)n, sizeof v[0], by_value);
  return n % 2 ? v[n / 2] : 0.5 * ((double)v[n / 2 - 1] + (double)v[n / 2]);
}

static void print_trace(void) {
  pthread_mutex_lock(&g_mu);
  qsort(g_edge, (size_t)g_nedge, sizeof g_edge[0], by_total);
  fprintf(stderr, "approx: trace: %-24s %-24s %6s %10s %10s %10s\n", "from", "to", "calls",
          "total_ms", "median_us", "max_us");
  for (int i = 0; i < g_nedge; ++i)
    fprintf(stderr, "approx: trace: %-24s %-24s %6lld %10.3f %10.1f %10.1f\n", g_edge[i].from,
            g_edge[i].to, g_edge[i].calls, g_edge[i].total * 1e3,
            median_of(g_edge[i].sample, g_edge[i].calls) * 1e6, g_edge[i].max * 1e6);
  if (g_dropped)
    fprintf(stderr, "approx: trace: %d marks not counted (more than %d distinct steps)\n",
            g_dropped, MAX_EDGES);
  pthread_mutex_unlock(&g_mu);
}

void __approxrt_trace_configure(const char *env) {
  if (!env || !*env || strcmp(env, "0") == 0)
    return;
  if (strcmp(env, "1") != 0)
    __approxrt_fatal("APPROX_TRACE=%s: expected 0 or 1", env);
  __approxrt_tracing = 1;
  atexit(print_trace);
}
