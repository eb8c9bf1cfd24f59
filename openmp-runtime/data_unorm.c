/* data_unorm.c - precision(unorm8|unorm16 : list): in-items sent as fixed point.
 *
 * A float in-item whose values lie in [0, 1] (images, probabilities,
 * normalised fields) goes to the device as unsigned 16-bit (unorm16) or
 * 8-bit (unorm8) integers q, the float product x * 65535 (x * 255) rounded
 * to the nearest integer: half (a quarter of) the bytes of float, with an
 * absolute error of at most 0.504/65535 (0.504/255) over the whole range;
 * unorm16 is 32 times finer than half precision near 1, where half's step
 * is 2^-11. The kernel itself is not changed: begin narrows the item on
 * the host (threaded, into the cached page-locked copy), sends it in one
 * DMA, and associates a float device buffer for the range the construct
 * maps with a private host key (data_key.c), to which the lowering renames
 * the item in the construct; the generated code then widens the codes into
 * that buffer on the device (x = q * (1/65535) or q * (1/255)), so the
 * construct finds the item present and transfers nothing, and no other
 * construct (another thread's plain map of the same array) sees the copy. A value
 * outside [0, 1] (or NaN) stops the program naming region, item, element
 * and value: it would otherwise be clamped silently. On the host, or with
 * the range already present on the device, nothing is done: the construct
 * reads the exact item as OpenMP says.
 */
#include <stdint.h>
#include <string.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

#include "omp_weak.h"

typedef struct {
  void *dst;
  const float *src;
  int bits;
  long long begin, end, bad;
} unorm_job;

/* One element: the float product x * (2^bits - 1) rounded to the nearest
 * code (ties to even), as the vector path computes it: within 0.504 of a
 * code step of the exact product (the product's own rounding is at most
 * 2^-8 of a step). Returns 0 when x lies outside [0, 1] (or is NaN); such x
 * are clamped. */
static int narrow_one(void *d, int bits, long long i, float f) {
  float c = f > 1.0f ? 1.0f : f >= 0.0f ? f : 0.0f;
  if (bits == 16)
    ((uint16_t *)d)[i] = (uint16_t)(int)__builtin_rintf(c * 65535.0f);
  else
    ((uint8_t *)d)[i] = (uint8_t)(int)__builtin_rintf(c * 255.0f);
  return f >= 0.0f && f <= 1.0f;
}

static int narrow_scalar(void *d, int bits, const float *s, long long b, long long e) {
  int ok = 1;
  for (long long i = b; i < e; ++i)
    ok &= narrow_one(d, bits, i, s[i]);
  return ok;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
/* AVX: 16 elements a step, the same float arithmetic as narrow_one, the
 * range check folded in; streaming stores for large arrays (the copy is
 * read by the DMA engine). Elements [b, e): 1 when all lie in [0, 1]. */
__attribute__((target("avx"))) static int narrow_span_avx(void *d, int bits, const float *s,
                                                          long long b, long long e, int stream) {
  const int esize = bits / 8;
  int ok = 1;
  long long i = b;
  for (; i < e && (((uintptr_t)d + (uintptr_t)(i * esize)) & 15); ++i)
    ok &= narrow_one(d, bits, i, s[i]);
  const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f),
               scale = _mm256_set1_ps(bits == 16 ? 65535.0f : 255.0f);
  __m256 good = _mm256_castsi256_ps(_mm256_set1_epi32(-1));
  __m128i q16[2];
  int half = 0;
  for (; i + 8 <= e; i += 8) {
    __m256 x = _mm256_loadu_ps(s + i);
    good = _mm256_and_ps(good, _mm256_and_ps(_mm256_cmp_ps(x, zero, _CMP_GE_OQ),
                                             _mm256_cmp_ps(x, one, _CMP_LE_OQ)));
    x = _mm256_min_ps(_mm256_max_ps(x, zero), one); /* max first: a NaN becomes 0 */
    __m256i q = _mm256_cvtps_epi32(_mm256_mul_ps(x, scale));
    __m128i w = _mm_packus_epi32(_mm256_castsi256_si128(q), _mm256_extractf128_si256(q, 1));
    if (bits == 16) {
      if (stream)
        _mm_stream_si128((__m128i *)((uint16_t *)d + i), w);
      else
        _mm_storeu_si128((__m128i *)((uint16_t *)d + i), w);
      continue;
    }
    q16[half++] = w; /* 8-bit: two steps make one 16-byte store */
    if (half == 2) {
      __m128i v = _mm_packus_epi16(q16[0], q16[1]);
      uint8_t *at = (uint8_t *)d + i - 8;
      if (stream)
        _mm_stream_si128((__m128i *)at, v);
      else
        _mm_storeu_si128((__m128i *)at, v);
      half = 0;
    }
  }
  if (half) /* 8 elements converted but not stored: redo them */
    i -= 8;
  if (stream)
    _mm_sfence();
  ok &= _mm256_movemask_ps(good) == 0xff;
  return ok & narrow_scalar(d, bits, s, i, e);
}
#endif

static int narrow_span(void *d, int bits, const float *s, long long b, long long e, int stream) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
  if (__approxrt_cpu_features() & APPROXRT_CPU_AVX)
    return narrow_span_avx(d, bits, s, b, e, stream);
#endif
  (void)stream;
  return narrow_scalar(d, bits, s, b, e);
}

static void *narrow_unorm(void *arg) {
  unorm_job *j = (unorm_job *)arg;
  j->bad = -1;
  if (narrow_span(j->dst, j->bits, j->src, j->begin, j->end, j->end - j->begin >= (1LL << 18)))
    return NULL;
  for (long long i = j->begin; i < j->end && j->bad < 0; ++i) /* rare: find the first */
    if (!(j->src[i] >= 0.0f && j->src[i] <= 1.0f))
      j->bad = i;
  return NULL;
}

long long __approxrt_unorm_span(void *dst, int bits, const float *src, long long n) {
  unorm_job j = {dst, src, bits, 0, n, -1};
  narrow_unorm(&j);
  return j.bad;
}

long long __approxrt_data_narrow_unorm(void *dst, int bits, const float *src, long long n) {
  if (n <= 0)
    return -1;
  if (bits != 8 && bits != 16)
    __approxrt_fatal("unorm conversion of %d bits: expected 8 or 16", bits);
  int nt = __approxrt_threads_for(n * 4, 1LL << 20, n);
  unorm_job jobs[APPROXRT_MAX_THREADS];
  for (int t = 0; t < nt; ++t)
    jobs[t] = (unorm_job){dst, src, bits, n * t / nt, n * (t + 1) / nt, -1};
  __approxrt_run_jobs(nt, narrow_unorm, jobs, sizeof jobs[0]);
  for (int t = 0; t < nt; ++t)
    if (jobs[t].bad >= 0)
      return jobs[t].bad;
  return -1;
}

static void copy_to(const char *label, int bits, const char *item, void *dst, const void *src,
                    size_t n, int dev) {
  if (n && omp_target_memcpy(dst, src, n, 0, 0, dev, omp_get_initial_device()) != 0)
    __approxrt_data_fatal(label, "precision(unorm%d) in-item '%s': copying %zu bytes to device "
                                 "%d failed",
                          bits, item, n, dev);
}

void __approxrt_unorm_begin(__approxrt_unorm *st, const char *label, const char *item,
                            int index, int bits, int dev, int on, const void *map_start,
                            long long map_bytes, const float *src, long long n) {
  memset(st, 0, sizeof *st);
  const long long esize = bits / 8;
  if (n < 0 || map_bytes < 0)
    __approxrt_data_fatal(label, "in-item '%s' has a negative size", item);
  if (!on || n == 0)
    return;
  if (!src || !map_start)
    __approxrt_data_fatal(label, "in-item '%s' is a null pointer", item);
  uintptr_t ms = (uintptr_t)map_start, is = (uintptr_t)src, ie = is + (uintptr_t)n * 4;
  if (is < ms || ie > ms + (uintptr_t)map_bytes)
    __approxrt_data_fatal(label,
                          "in-item '%s' (%lld bytes from %p) lies outside what the construct "
                          "maps of it (%lld bytes from %p)",
                          item, n * 4, (const void *)src, map_bytes, map_start);
  if (!__approxrt_data_can_move(dev))
    return; /* the construct reads the item itself, on the host */
  /* Already present (an enclosing target data, or another thread's
   * construct at this moment): the construct reads that copy. */
  if (omp_target_is_present(map_start, dev))
    return;
  int hslot;
  void *h = __approxrt_hbuf_get(label, APPROXRT_BUF_UNORM_HOST, index, n * esize, dev, &hslot);
  long long bad = __approxrt_data_narrow_unorm(h, bits, src, n);
  if (bad >= 0) {
    double v = src[bad];
    __approxrt_hbuf_put(h, hslot);
    __approxrt_data_fatal(label,
                          "precision(unorm%d) in-item '%s': element %lld is %.9g, outside "
                          "[0, 1]",
                          bits, item, bad, v);
  }
  int uslot, fslot;
  void *du =
      __approxrt_dbuf_get(label, item, APPROXRT_BUF_UNORM_PACKED, index, n * esize, dev, &uslot);
  void *dbuf =
      __approxrt_dbuf_get(label, item, APPROXRT_BUF_UNORM_FLOAT, index, map_bytes, dev, &fslot);
  copy_to(label, bits, item, du, h, (size_t)(n * esize), dev);
  __approxrt_hbuf_put(h, hslot);
  /* The bytes of the map range around the item go as they are. */
  size_t pre = is - ms, post = ms + (uintptr_t)map_bytes - ie;
  copy_to(label, bits, item, dbuf, map_start, pre, dev);
  copy_to(label, bits, item, (char *)dbuf + (ie - ms), (const char *)map_start + (ie - ms), post, dev);
  int kslot;
  void *key = __approxrt_data_key(label, item, map_bytes, dbuf, dev, &kslot);
  *st = (__approxrt_unorm){.__active = 1, .__dev = dev, .__uslot = uslot, .__fslot = fslot,
                           .__host = key, .__shift = (long long)((uintptr_t)key - ms),
                           .__map_bytes = map_bytes, .__dbuf = dbuf, .__dsrc = du,
                           .__dwide = (float *)((char *)dbuf + pre), .__n = n, .__kslot = kslot};
  if (__approxrt_reporting()) {
    long long moved = n * esize + (long long)(pre + post);
    __approxrt_record_bytes(label, moved, map_bytes - moved);
  }
}

void __approxrt_unorm_end(__approxrt_unorm *st) {
  if (!st->__active)
    return;
  __approxrt_key_put((void *)st->__host, st->__map_bytes, st->__kslot, st->__dev);
  __approxrt_dbuf_put(st->__dbuf, st->__dev, st->__fslot);
  __approxrt_dbuf_put(st->__dsrc, st->__dev, st->__uslot);
  st->__active = 0;
  st->__shift = 0;
}
