/* pool_probe.c - the runtime's own worker pool (openmp-runtime/pool.c)
 * against libomp's threads for the host-side passes of the data techniques:
 * narrowing a float item to half (what precision(half) does before the
 * transfer) and gathering rows of 64 KiB (what host input perforation and
 * the staged copy do). Each pass is timed three ways, interleaved:
 *   pool   the runtime as it is (__approxrt_data_narrow_f32, __approxrt_run_jobs)
 *   omp    the same spans under `#pragma omp parallel for` (libomp's team)
 *   one    the calling thread alone
 * and once more from 4 host threads at once (each its own item), which is
 * how data-threads style programs call the runtime. Median of REPS after
 * warm-ups, in ms. Build (from the repository root, after a build):
 *   clang-19 -O2 -fopenmp -D_POSIX_C_SOURCE=200809L -Iheaders -Iopenmp-runtime \
 *     benchmarks/data/pool_probe.c build/stage/lib/libapproxrt.a -lm -lpthread \
 *     -Wl,-rpath,/usr/lib/llvm-19/lib -o pool_probe
 * Usage: pool_probe [n floats] (default 3072*3072). */
#include <omp.h>
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"
#include "probe.h"

typedef struct {
  char *dst;
  const char *src;
  long long begin, end, row;
} copy_job;

static void *copy_rows(void *arg) {
  const copy_job *j = arg;
  for (long long i = j->begin; i < j->end; ++i)
    memcpy(j->dst + i * j->row, j->src + i * j->row, (size_t)j->row);
  return NULL;
}

static void gather_pool(char *dst, const char *src, long long rows, long long row) {
  int nt = __approxrt_threads_for(rows * row, 4LL << 20, rows);
  copy_job jobs[APPROXRT_MAX_THREADS];
  for (int t = 0; t < nt; ++t)
    jobs[t] = (copy_job){dst, src, rows * t / nt, rows * (t + 1) / nt, row};
  __approxrt_run_jobs(nt, copy_rows, jobs, sizeof jobs[0]);
}

static void gather_omp(char *dst, const char *src, long long rows, long long row) {
#pragma omp parallel for schedule(static)
  for (long long i = 0; i < rows; ++i)
    memcpy(dst + i * row, src + i * row, (size_t)row);
}

static void narrow_omp(unsigned short *dst, const float *src, long long n) {
  int nt = omp_get_max_threads();
#pragma omp parallel for schedule(static)
  for (int t = 0; t < nt; ++t)
    __approxrt_convert_span(dst, src, __APPROX_PREC_HALF, 0, n * t / nt, n * (t + 1) / nt, 1);
}

typedef struct {
  int way;
  long long n;
  double ms;
} thread_arg;

/* One host thread's item: 1/4 of n, narrowed REPS times. */
static void *one_thread(void *arg) {
  thread_arg *a = arg;
  long long n = a->n / 4;
  float *f = malloc(n * sizeof(float));
  unsigned short *h = malloc(n * 2);
  for (long long i = 0; i < n; ++i)
    f[i] = (float)(i % 1000) * 0.001f;
  double lo, hi;
  if (a->way == 0)
    MEDIAN_MS(a->ms, lo, hi, __approxrt_data_narrow_f32(h, __APPROX_PREC_HALF, f, n));
  else
    MEDIAN_MS(a->ms, lo, hi, narrow_omp(h, f, n));
  (void)lo;
  (void)hi;
  free(f);
  free(h);
  return NULL;
}

int main(int argc, char **argv) {
  long long n = argc > 1 ? atoll(argv[1]) : 3072LL * 3072;
  float *f = malloc(n * sizeof(float));
  unsigned short *h = malloc(n * 2);
  char *g = malloc(n * sizeof(float));
  for (long long i = 0; i < n; ++i)
    f[i] = (float)(i % 1000) * 0.001f;
  const long long row = 1 << 16, rows = n * (long long)sizeof(float) / row;
  printf("n = %lld floats (%.1f MiB), %d CPUs, omp_get_max_threads %d\n", n, n * 4 / 1048576.0,
         (int)sysconf(_SC_NPROCESSORS_ONLN), omp_get_max_threads());
  for (int round = 0; round < 3; ++round) {
    double m, lo, hi;
    MEDIAN_MS(m, lo, hi, __approxrt_data_narrow_f32(h, __APPROX_PREC_HALF, f, n));
    printf("round %d narrow pool %.3f [%.3f, %.3f]\n", round, m, lo, hi);
    MEDIAN_MS(m, lo, hi, narrow_omp(h, f, n));
    printf("round %d narrow omp  %.3f [%.3f, %.3f]\n", round, m, lo, hi);
    MEDIAN_MS(m, lo, hi, __approxrt_convert_span(h, f, __APPROX_PREC_HALF, 0, 0, n, 1));
    printf("round %d narrow one  %.3f [%.3f, %.3f]\n", round, m, lo, hi);
    MEDIAN_MS(m, lo, hi, gather_pool(g, (const char *)f, rows, row));
    printf("round %d gather pool %.3f [%.3f, %.3f]\n", round, m, lo, hi);
    MEDIAN_MS(m, lo, hi, gather_omp(g, (const char *)f, rows, row));
    printf("round %d gather omp  %.3f [%.3f, %.3f]\n", round, m, lo, hi);
    MEDIAN_MS(m, lo, hi, memcpy(g, f, (size_t)(rows * row)));
    printf("round %d gather one  %.3f [%.3f, %.3f]\n", round, m, lo, hi);
    for (int way = 0; way < 2; ++way) {
      pthread_t t[4];
      thread_arg a[4];
      for (int i = 0; i < 4; ++i) {
        a[i] = (thread_arg){way, n, 0};
        pthread_create(&t[i], NULL, one_thread, &a[i]);
      }
      double worst = 0;
      for (int i = 0; i < 4; ++i) {
        pthread_join(t[i], NULL);
        worst = a[i].ms > worst ? a[i].ms : worst;
      }
      printf("round %d narrow 4 threads %s slowest median %.3f\n", round, way ? "omp " : "pool",
             worst);
    }
  }
  return 0;
}
