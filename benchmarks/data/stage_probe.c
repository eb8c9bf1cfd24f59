// stage_probe.c - is a staged host-to-device copy faster when the host copy
// into the page-locked buffer and the DMA overlap in chunks? 36 MiB each
// way: pageable omp_target_memcpy, threaded copy then one DMA, each part
// alone, and chunked overlap (a DMA thread, the others copying). Medians of
// 11. Build: clang -O2 -fopenmp --offload-arch=sm_90 (see prec_probe.c).
// Results: docs/data/stage-probe-2026-11-22.txt.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
void *llvm_omp_target_alloc_host(size_t, int);
#define N (36L << 20)
#define R 11
static char *src, *dst, *pin, *d;
static int dev = 0, h;
static long chunk;
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }
static void measure(const char *name, void (*f)(void)) {
  double t[R];
  for (int r = 0; r < R; ++r) { double t0 = omp_get_wtime(); f(); t[r] = omp_get_wtime() - t0; }
  qsort(t, R, sizeof t[0], cmpd);
  printf("%-28s %.3f ms\n", name, t[R / 2] * 1e3);
}
static void host_copy(char *to, const char *from) {
#pragma omp parallel for
  for (long c = 0; c < 64; ++c) memcpy(to + c * (N / 64), from + c * (N / 64), N / 64);
}
static void in_pageable(void) { omp_target_memcpy(d, src, N, 0, 0, dev, h); }
static void in_staged(void) { host_copy(pin, src); omp_target_memcpy(d, pin, N, 0, 0, dev, h); }
static void in_dma(void) { omp_target_memcpy(d, pin, N, 0, 0, dev, h); }
static void in_copy(void) { host_copy(pin, src); }
static void in_pipe(void) {
  long nc = N / chunk;
  int done[64] = {0};
#pragma omp parallel
  {
    int me = omp_get_thread_num(), w = omp_get_num_threads() - 1;
    if (me == 0) {
      for (long k = 0; k < nc; ++k) {
        while (__atomic_load_n(&done[k], __ATOMIC_ACQUIRE) < w) ;
        omp_target_memcpy(d + k * chunk, pin + k * chunk, chunk, 0, 0, dev, h);
      }
    } else {
      for (long k = 0; k < nc; ++k) {
        long b = k * chunk + chunk * (me - 1) / w, e = k * chunk + chunk * me / w;
        memcpy(pin + b, src + b, e - b);
        __atomic_fetch_add(&done[k], 1, __ATOMIC_RELEASE);
      }
    }
  }
}
static void out_pageable(void) { omp_target_memcpy(dst, d, N, 0, 0, h, dev); }
static void out_staged(void) { omp_target_memcpy(pin, d, N, 0, 0, h, dev); host_copy(dst, pin); }
int main(void) {
  h = omp_get_initial_device();
  src = malloc(N); dst = malloc(N);
  memset(src, 1, N); memset(dst, 2, N);
  pin = llvm_omp_target_alloc_host(N, dev);
  d = omp_target_alloc(N, dev);
  measure("in pageable", in_pageable);
  measure("in staged", in_staged);
  measure("in dma only (pinned)", in_dma);
  measure("in host copy only", in_copy);
  for (chunk = 2L << 20; chunk <= (18L << 20); chunk *= 3) {
    char name[64];
    snprintf(name, sizeof name, "in pipelined %ld MiB", chunk >> 20);
    measure(name, in_pipe);
  }
  measure("out pageable", out_pageable);
  measure("out staged", out_staged);
  printf("threads %d\n", omp_get_max_threads());
  return memcmp(dst, src, N) != 0;
}
