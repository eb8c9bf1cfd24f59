/* probe.h - the timing harness of the data probes (prec_probe.c,
 * xfer_probe.c): TIME(name, stmt) runs stmt 3 times to warm up and REPS
 * times measured, and prints the median with min and max in ms. Also the
 * libomptarget extension that allocates page-locked host memory. TIMEV
 * (pipe_probe.c) keeps the median too. */
#ifndef APPROX_PROBE_H
#define APPROX_PROBE_H
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

void *llvm_omp_target_alloc_host(size_t size, int dev);

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}
static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}
#define REPS 15
/* MEDIAN_MS times stmt (3 warm-ups, REPS measured) into var (median),
 * lo and hi (min, max), printing nothing; TIMEV also prints them and leaves
 * the line open for more. */
#define MEDIAN_MS(var, lo, hi, stmt)                                                         \
  do {                                                                                       \
    double t_[REPS];                                                                         \
    for (int r_ = -3; r_ < REPS; ++r_) {                                                     \
      double t0_ = now();                                                                    \
      stmt;                                                                                  \
      if (r_ >= 0)                                                                           \
        t_[r_] = now() - t0_;                                                                \
    }                                                                                        \
    qsort(t_, REPS, sizeof(double), cmp);                                                    \
    var = t_[REPS / 2];                                                                      \
    lo = t_[0];                                                                              \
    hi = t_[REPS - 1];                                                                       \
  } while (0)
#define TIMEV(var, name, stmt)                                                               \
  do {                                                                                       \
    double lo_, hi_;                                                                         \
    MEDIAN_MS(var, lo_, hi_, stmt);                                                          \
    printf("%-34s %8.3f ms  (min %.3f, max %.3f)", name, var, lo_, hi_);                     \
  } while (0)
#define TIME(name, stmt)                                                                     \
  do {                                                                                       \
    double v_;                                                                               \
    TIMEV(v_, name, stmt);                                                                   \
    printf("\n");                                                                            \
    fflush(stdout);                                                                          \
  } while (0)
#endif
