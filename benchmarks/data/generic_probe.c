/* generic_probe.c - does one generic-mode kernel in a program slow its SPMD
 * kernels? (docs/results.md, "A generic kernel slows every kernel").
 * Times S launches of a 2-D five-point stencil (`target teams distribute
 * parallel for collapse(2)`, hotspot's shape, arrays present through
 * `target enter data`) and prints the median and spread of R repeats. Built
 * with -DWITH_GENERIC the program also contains a bare `#pragma omp target`
 * that never runs (only when argv[4] is given); with -DWITH_SPMD_PROBE it
 * contains the same work as a one-iteration `teams distribute parallel for`
 * instead, which is what approx_data.h's device-kind probe now is.
 * Measured on the H100 with LLVM 19 (benchmarks/data/generic_probe.sh):
 * the bare target makes the stencil launches about 35 % slower.
 * Usage: generic_probe [n] [steps] [repeats] [run-the-probe] */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 3072, steps = argc > 2 ? atoi(argv[2]) : 40;
  const int reps = argc > 3 ? atoi(argv[3]) : 15;
  if (n < 2 || steps < 1 || reps < 1 || reps > 1000)
    return fprintf(stderr, "usage: generic_probe [n>=2] [steps>=1] [repeats 1..1000]\n"), 2;
  const long L = (long)n * n;
  float *a = malloc(sizeof(float) * L), *b = malloc(sizeof(float) * L);
  double *t = malloc(sizeof(double) * reps);
  if (!a || !b || !t)
    return 1;
  for (long x = 0; x < L; ++x)
    a[x] = b[x] = (float)(x % 97) / 97.0f;
  if (argc > 4) { /* the probe, when asked: it must not change the timings below */
    int k[1] = {0}, *kp = k;
#if defined(WITH_GENERIC)
#pragma omp target map(from : kp[0:1])
    kp[0] = 1;
#elif defined(WITH_SPMD_PROBE)
#pragma omp target teams distribute parallel for map(from : kp[0:1])
    for (int i = 0; i < 1; ++i)
      kp[i] = 1;
#endif
    printf("probe %d\n", k[0]);
  }
#pragma omp target enter data map(to : a[0:L], b[0:L])
  for (int r = 0; r < reps + 2; ++r) {
    double t0 = omp_get_wtime();
    for (int s = 0; s < steps; ++s) {
      float *src = s % 2 ? b : a, *dst = s % 2 ? a : b;
#pragma omp target teams distribute parallel for collapse(2) map(to : src[0:L]) map(from : dst[0:L])
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
          long x = (long)i * n + j;
          float up = src[x - (i > 0 ? n : 0)], dn = src[x + (i + 1 < n ? n : 0)];
          float lf = src[x - (j > 0)], rt = src[x + (j + 1 < n)];
          dst[x] = 0.2f * (src[x] + up + dn + lf + rt);
        }
    }
    if (r >= 2) /* two warm-up repeats */
      t[r - 2] = (omp_get_wtime() - t0) * 1e3;
  }
#pragma omp target exit data map(from : a[0:L]) map(delete : b[0:L])
  qsort(t, reps, sizeof *t, cmp);
  printf("steps %d n %d: median %.3f ms, min %.3f, max %.3f (%d repeats), check %.6f\n", steps, n,
         t[reps / 2], t[0], t[reps - 1], reps, a[L / 2]);
  free(a);
  free(b);
  free(t);
  return 0;
}
