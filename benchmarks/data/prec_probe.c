/* prec_probe.c - times the pieces of a reduced-precision transfer on the
 * device: what the runtime's precision path (openmp-runtime/data_prec.c)
 * is made of, one piece at a time, and the path itself, for one 3072x3072
 * float image (36 MiB; 18 MiB as half). Median of 15 after 3 warm-ups.
 *   pageable   omp_target_memcpy of the float image, each way (what a plain
 *              map() does)
 *   narrow / widen   the threaded host conversions alone
 *   pinned     omp_target_memcpy of the half copy from page-locked memory,
 *              whole and in 2 MiB chunks
 *   prec in / prec out   __approxrt_prec_begin / _end (overlapped only
 *              with APPROX_PREC_CHUNK set)
 *   region     a whole `precision(half) in() out()` copy kernel
 * Usage: prec_probe [n] (elements, default 3072*3072) */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "approx_data_rt.h"
#include "probe.h"


static void region(const float *in, float *o, long long n, int approx) {
#pragma approx precision(half) in(in[0:n]) out(o[0:n]) label("probe_region") if(approx)
#pragma omp target teams distribute parallel for map(to : in[0:n]) map(from : o[0:n])
  for (long long i = 0; i < n; ++i)
    o[i] = in[i] * 2.0f;
}

int main(int argc, char **argv) {
  long long n = argc > 1 ? atoll(argv[1]) : 3072LL * 3072;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  float *a = malloc(n * sizeof(float)), *b = malloc(n * sizeof(float));
  for (long long i = 0; i < n; ++i)
    a[i] = (float)(i % 1000) * 0.001f;
  memset(b, 0, n * sizeof(float));
  unsigned short *h = llvm_omp_target_alloc_host(n * 2, dev);
  void *df = omp_target_alloc(n * sizeof(float), dev), *dh = omp_target_alloc(n * 2, dev);
  printf("n = %lld floats (%.1f MiB), device %d\n", n, n * 4 / 1048576.0, dev);
  TIME("pageable float to device", omp_target_memcpy(df, a, n * 4, 0, 0, dev, host));
  TIME("pageable float from device", omp_target_memcpy(b, df, n * 4, 0, 0, host, dev));
  TIME("narrow to half (host)", __approxrt_data_narrow_f32(h, __APPROX_PREC_HALF, a, n));
  TIME("widen from half (host)", __approxrt_data_widen_f32(b, __APPROX_PREC_HALF, h, n));
  TIME("pinned half to device", omp_target_memcpy(dh, h, n * 2, 0, 0, dev, host));
  TIME("pinned half from device", omp_target_memcpy(h, dh, n * 2, 0, 0, host, dev));
  long long ch = 1LL << 20;
  TIME("pinned half to device, 2 MiB chunks", for (long long o = 0; o < n; o += ch)
           omp_target_memcpy(dh, h, (o + ch < n ? ch : n - o) * 2, o * 2, o * 2, dev, host));
  TIME("pinned half from device, then widen", {
    omp_target_memcpy(h, dh, n * 2, 0, 0, host, dev);
    __approxrt_data_widen_f32(b, __APPROX_PREC_HALF, h, n);
  });
  TIME("narrow, then pinned half to device", {
    __approxrt_data_narrow_f32(h, __APPROX_PREC_HALF, a, n);
    omp_target_memcpy(dh, h, n * 2, 0, 0, dev, host);
  });
  __approxrt_prec st;
  TIME("prec in (narrow + send, overlapped)", {
    __approxrt_prec_begin(&st, "probe", 0, dev, 1, h, 2, __APPROX_PREC_HALF, a, n, 1);
    __approxrt_prec_end(&st, __APPROX_PREC_HALF, NULL, 0);
  });
  TIME("prec out (receive + widen, overlapped)", {
    __approxrt_prec_begin(&st, "probe", 1, dev, 1, h, 2, __APPROX_PREC_HALF, NULL, n, 0);
    __approxrt_prec_end(&st, __APPROX_PREC_HALF, b, 1);
  });
  TIME("region precision(half) in out", region(a, b, n, 1));
  TIME("region exact in out", region(a, b, n, 0));
  const float *in = a;
  float *o = b;
  int bad = 0;
  for (long long i = 0; i < n && !bad; ++i)
    bad = o[i] != in[i] * 2.0f;
  printf("exact region result %s\n", bad ? "WRONG" : "ok");
  return bad;
}
