/* unorm_probe.c - host cost of narrowing 3072x3072 floats for the transfer:
 * precision(unorm16) (__approxrt_data_narrow_unorm, 16 bits) against
 * precision(half) (__approxrt_data_narrow_f32), 9 times each, in ms.
 * (The figures in docs/data/unorm16-narrow-probe-2026-11-22.txt were taken
 * at a22f240, where the first function was __approxrt_data_narrow_unorm16.)
 * Build: cc -O2 -Iheaders benchmarks/data/unorm_probe.c
 *        build/stage/lib/libapproxrt.a -lpthread -lm -o unorm_probe */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "approx_data_rt.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(void) {
  long long n = 3072LL * 3072;
  float *s = malloc(n * 4);
  unsigned short *d = malloc(n * 2);
  for (long long i = 0; i < n; ++i)
    s[i] = (float)(i % 1000) / 999.0f;
  for (int r = 0; r < 9; ++r) {
    double t0 = now();
    __approxrt_data_narrow_unorm(d, 16, s, n);
    double t1 = now();
    __approxrt_data_narrow_f32(d, 1, s, n);
    double t2 = now();
    printf("unorm %.3f ms half %.3f ms\n", (t1 - t0) * 1e3, (t2 - t1) * 1e3);
  }
  free(s);
  free(d);
  return 0;
}
