/* row_kernels.c - the per-row float loops of the host passes, vectorised.
 *
 * The output-rows host pass (data_rows_out.c) writes every row of the
 * user's float array: kept rows widened from the staged half/bf16 rows,
 * skipped rows rebuilt as __approx_lerp(a, b, w) = a + (b - a) * w in
 * double, rounded to float, exactly as the device reconstruction and the
 * generated host loops do (bit for bit: the same IEEE operations, no
 * contraction). Scalar and SSE2 code took 1.47 ms for the 27M rebuilt
 * elements of a 3072x3072 image at large:4 on the H100 machine's 16 cores
 * (APPROX_TRACE, 2026-11-24), three times the DMA it overlaps; AVX does the
 * double arithmetic four lanes at a time. Stores to the user's array can be
 * non-temporal: it is written once per execution and is larger than the
 * caches, so reading its lines first would only add memory traffic.
 */
#include <stdint.h>
#include <string.h>

#include "approxrt_internal.h"

static void lerp_scalar(float *out, const float *a, const float *b, double w, long long n) {
  for (long long c = 0; c < n; ++c) {
    double x = (double)a[c], d = (double)b[c] - x, m = d * w;
    out[c] = (float)(x + m);
  }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

__attribute__((target("avx"))) static __m256 lerp8(const float *a, const float *b, __m256d w) {
  __m256d a0 = _mm256_cvtps_pd(_mm_loadu_ps(a)), a1 = _mm256_cvtps_pd(_mm_loadu_ps(a + 4));
  __m256d b0 = _mm256_cvtps_pd(_mm_loadu_ps(b)), b1 = _mm256_cvtps_pd(_mm_loadu_ps(b + 4));
  __m128 r0 = _mm256_cvtpd_ps(_mm256_add_pd(a0, _mm256_mul_pd(_mm256_sub_pd(b0, a0), w)));
  __m128 r1 = _mm256_cvtpd_ps(_mm256_add_pd(a1, _mm256_mul_pd(_mm256_sub_pd(b1, a1), w)));
  return _mm256_set_m128(r1, r0);
}

__attribute__((target("avx"))) static void lerp_avx(float *out, const float *a, const float *b,
                                                    double w, long long n, int stream) {
  const __m256d vw = _mm256_set1_pd(w);
  long long c = 0;
  if (stream) {
    for (; c < n && ((uintptr_t)(out + c) & 31); ++c)
      lerp_scalar(out + c, a + c, b + c, w, 1);
    for (; c + 8 <= n; c += 8)
      _mm256_stream_ps(out + c, lerp8(a + c, b + c, vw));
  } else {
    for (; c + 8 <= n; c += 8)
      _mm256_storeu_ps(out + c, lerp8(a + c, b + c, vw));
  }
  lerp_scalar(out + c, a + c, b + c, w, n - c);
}

__attribute__((target("avx"))) static void copy_stream_avx(float *out, const float *in,
                                                           long long n) {
  long long c = 0;
  for (; c < n && ((uintptr_t)(out + c) & 31); ++c)
    out[c] = in[c];
  for (; c + 8 <= n; c += 8)
    _mm256_stream_ps(out + c, _mm256_loadu_ps(in + c));
  memcpy(out + c, in + c, (size_t)(n - c) * sizeof(float));
}

static int have_avx(void) { return (__approxrt_cpu_features() & APPROXRT_CPU_AVX) != 0; }
#endif

void __approxrt_row_lerp_f32(float *out, const float *a, const float *b, double w, long long n,
                             int stream) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
  if (have_avx()) {
    lerp_avx(out, a, b, w, n, stream);
    return;
  }
#endif
  (void)stream;
  lerp_scalar(out, a, b, w, n);
}

void __approxrt_row_copy_f32(float *out, const float *in, long long n, int stream) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
  if (stream && have_avx()) {
    copy_stream_avx(out, in, n);
    return;
  }
#endif
  memcpy(out, in, (size_t)n * sizeof(float));
}

void __approxrt_row_fence(void) {
#if defined(__x86_64__)
  _mm_sfence(); /* non-temporal stores visible before the pass reports done */
#endif
}
