/* data_pack_pipe.c - host perforation's kept rows packed and sent in chunks.
 *
 * Host input perforation packs the kept rows of an in-item (narrowing
 * them when the item is a reduced-precision copy) into the page-locked
 * staging buffer and sends them in one DMA. On the H100 the two steps took
 * 0.15 ms each for the 768 kept rows of a 3072x3072 image at large:4
 * (APPROX_TRACE, 2026-11-24), one after the other. Here the pool's workers
 * pack chunk k + 1 while this thread sends chunk k, so the pair costs about
 * the longer of the two. Chunks are whole rows; a row is packed by exactly
 * one worker, with the same conversion as the unchunked path, so the bytes
 * on the device are the same.
 */
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"
#include "omp_weak.h"

#define PIPE_CHUNKS 4
/* Below this, the chunks' extra copies cost more than the overlap saves. */
#define PIPE_MIN_BYTES (2LL << 20)

typedef struct {
  __approxrt_pack_span span; /* packed as by the unchunked path (data.c) */
  _Atomic int *done;         /* jobs of this chunk finished */
} pack_job;

static void *pack_rows(void *arg) {
  const pack_job *j = (const pack_job *)arg;
  __approxrt_pack_range(&j->span);
  atomic_fetch_add_explicit(j->done, 1, memory_order_release);
  return NULL;
}

int __approxrt_pack_send_chunked(const char *label, const char *item, int dev, char *stage,
                                 char *dstage, long long head, const char *src, const float *wide,
                                 int kind, const long long *table, long long n, long long rowbytes,
                                 long long rowstride) {
  if (n * rowbytes < PIPE_MIN_BYTES || n < PIPE_CHUNKS)
    return 0;
  int nw = __approxrt_pool_acquire();
  if (nw == 0)
    return 0;
  int njobs = PIPE_CHUNKS * nw;
  pack_job *jobs = (pack_job *)malloc(sizeof(pack_job) * (size_t)njobs);
  if (!jobs) {
    __approxrt_pool_release();
    return 0;
  }
  _Atomic int done[PIPE_CHUNKS];
  for (int k = 0; k < PIPE_CHUNKS; ++k) {
    atomic_init(&done[k], 0);
    long long kb = n * k / PIPE_CHUNKS, ke = n * (k + 1) / PIPE_CHUNKS;
    for (int w = 0; w < nw; ++w)
      jobs[k * nw + w] = (pack_job){{stage + head, src, wide, table, kb + (ke - kb) * w / nw,
                                     kb + (ke - kb) * (w + 1) / nw, rowbytes, rowstride, kind},
                                    &done[k]};
  }
  __approxrt_pool_post(pack_rows, jobs, sizeof(pack_job), njobs);
  /* The row table and map go first, while the workers pack. */
  if (head > 0 &&
      omp_target_memcpy(dstage, stage, (size_t)head, 0, 0, dev, omp_get_initial_device()) != 0)
    __approxrt_data_fatal(label, "in-item '%s': copying %lld bytes to device %d failed", item, head,
                          dev);
  for (int k = 0; k < PIPE_CHUNKS; ++k) {
    while (atomic_load_explicit(&done[k], memory_order_acquire) < nw)
      sched_yield();
    long long kb = n * k / PIPE_CHUNKS, ke = n * (k + 1) / PIPE_CHUNKS;
    size_t off = (size_t)(head + kb * rowbytes), len = (size_t)((ke - kb) * rowbytes);
    if (omp_target_memcpy(dstage + off, stage + off, len, 0, 0, dev, omp_get_initial_device()) != 0)
      __approxrt_data_fatal(label, "in-item '%s': copying %zu bytes to device %d failed", item, len,
                            dev);
  }
  __approxrt_pool_wait();
  __approxrt_pool_release();
  free(jobs);
  return 1;
}
