/* data_convert.c - float <-> half / bf16 conversion for precision(...).
 *
 * precision(half|bf16) converts in-items on the host before the transfer
 * and widens out-items after it. For 3072x3072 floats a scalar loop through
 * the compiler's soft-float helpers takes tens of milliseconds, more than
 * the transfer it saves, so float sources take this path: F16C
 * (vcvtps2ph / vcvtph2ps) when the CPU has it, integer bit manipulation
 * otherwise (bf16 always), threaded for large arrays. Every path rounds to
 * nearest even exactly like a C cast `(_Float16)f` / `(__bf16)f`, so the
 * result does not depend on the CPU (checked by test/unit/data_test.cpp).
 */
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "approx_data_rt.h"
#include "approxrt_internal.h"

static uint32_t f2u(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}
static float u2f(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

unsigned short __approxrt_f32_to_half(float f) {
  uint32_t x = f2u(f);
  uint32_t sign = (x >> 16) & 0x8000u;
  uint32_t ax = x & 0x7fffffffu;
  if (ax >= 0x7f800000u) /* inf or NaN (quiet, keep the top payload bits) */
    return (unsigned short)(sign | 0x7c00u | (ax > 0x7f800000u ? 0x200u | ((ax >> 13) & 0x3ffu) : 0));
  if (ax >= 0x477ff000u) /* rounds to >= 65520: overflow to inf */
    return (unsigned short)(sign | 0x7c00u);
  if (ax < 0x38800000u) { /* below the smallest normal half (2^-14): subnormal */
    if (ax < 0x33000000u) /* < 2^-25: rounds to zero (2^-25 itself ties to 0) */
      return (unsigned short)sign;
    uint32_t e = ax >> 23;             /* 102..112 */
    uint32_t m = (ax & 0x7fffffu) | 0x800000u;
    uint32_t shift = 126 - e;          /* 14..24: value = m * 2^(e-150), unit 2^-24 */
    uint32_t q = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
      ++q;
    return (unsigned short)(sign | q);
  }
  /* normal: rebias the exponent and round the mantissa to 10 bits */
  uint32_t r = ax - 0x38000000u; /* exponent 127 -> 15 */
  uint32_t q = r >> 13, rem = r & 0x1fffu;
  if (rem > 0x1000u || (rem == 0x1000u && (q & 1)))
    ++q; /* a carry into the exponent is the correct result */
  return (unsigned short)(sign | q);
}

float __approxrt_half_to_f32(unsigned short h) {
  uint32_t sign = (uint32_t)(h & 0x8000u) << 16;
  uint32_t e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 0x1f)
    return u2f(sign | 0x7f800000u | (m << 13));
  if (e == 0) {
    if (m == 0)
      return u2f(sign);
    /* subnormal: m * 2^-24 */
    float v = (float)m * u2f(0x33800000u);
    return sign ? -v : v;
  }
  return u2f(sign | ((e + 112) << 23) | (m << 13));
}

unsigned short __approxrt_f32_to_bf16(float f) {
  uint32_t x = f2u(f);
  if ((x & 0x7fffffffu) > 0x7f800000u) /* NaN: keep it a quiet NaN */
    return (unsigned short)((x >> 16) | 0x40u);
  x += 0x7fffu + ((x >> 16) & 1u);
  return (unsigned short)(x >> 16);
}

/* double -> bf16 without double rounding: round to float with round-to-odd
 * (sticky lowest bit), then to bf16 with round-to-nearest-even. */
unsigned short __approxrt_f64_to_bf16(double d) {
  float f = (float)d;
  if (d == d && (double)f != d) {
    uint32_t u = f2u(f);
    if (fabs((double)f) > fabs(d))
      --u; /* the float toward zero (also turns inf into FLT_MAX) */
    f = u2f(u | 1u);
  }
  return __approxrt_f32_to_bf16(f);
}

float __approxrt_bf16_to_f32(unsigned short h) { return u2f((uint32_t)h << 16); }

/* ---- bulk ----------------------------------------------------------------- */

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define APPROX_HAVE_F16C_PATH 1
/* Large conversions stream their stores past the caches (non-temporal):
 * the destination is written once and read by the DMA engine or much
 * later, so fetching its lines first (read-for-ownership) would only add
 * traffic to a memory-bound loop. */
__attribute__((target("avx,f16c"))) static void narrow_half_f16c(uint16_t *d, const float *s,
                                                                  long long n, int stream) {
  long long i = 0;
  if (stream) {
    for (; i < n && ((uintptr_t)(d + i) & 15); ++i)
      d[i] = __approxrt_f32_to_half(s[i]);
    for (; i + 8 <= n; i += 8)
      _mm_stream_si128((__m128i *)(d + i),
                       _mm256_cvtps_ph(_mm256_loadu_ps(s + i), _MM_FROUND_TO_NEAREST_INT));
    _mm_sfence();
  }
  for (; i + 8 <= n; i += 8) {
    __m256 v = _mm256_loadu_ps(s + i);
    _mm_storeu_si128((__m128i *)(d + i), _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
  }
  for (; i < n; ++i)
    d[i] = __approxrt_f32_to_half(s[i]);
}
__attribute__((target("avx,f16c"))) static void widen_half_f16c(float *d, const uint16_t *s,
                                                                 long long n, int stream) {
  long long i = 0;
  if (stream) {
    for (; i < n && ((uintptr_t)(d + i) & 31); ++i)
      d[i] = __approxrt_half_to_f32(s[i]);
    for (; i + 8 <= n; i += 8)
      _mm256_stream_ps(d + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(s + i))));
    _mm_sfence();
  }
  for (; i + 8 <= n; i += 8)
    _mm256_storeu_ps(d + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(s + i))));
  for (; i < n; ++i)
    d[i] = __approxrt_half_to_f32(s[i]);
}
static int have_f16c(void) {
  const unsigned both = APPROXRT_CPU_AVX | APPROXRT_CPU_F16C;
  return (__approxrt_cpu_features() & both) == both;
}
#endif

/* Asked from the pool's workers at once: atomic, so the first answer is
 * shared without a race (every thread computes the same one). */
unsigned __approxrt_cpu_features(void) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
  static atomic_int cached = -1;
  int c = atomic_load_explicit(&cached, memory_order_relaxed);
  if (c < 0) {
    __builtin_cpu_init();
    c = (__builtin_cpu_supports("avx") ? (int)APPROXRT_CPU_AVX : 0) |
        (__builtin_cpu_supports("f16c") ? (int)APPROXRT_CPU_F16C : 0);
    atomic_store_explicit(&cached, c, memory_order_relaxed);
  }
  return (unsigned)c;
#else
  return 0;
#endif
}

typedef struct {
  void *dst;
  const void *src;
  int kind, widen, stream;
  long long begin, end;
} conv_job;

/* Streaming stores pay off once the data no longer fits in the caches. */
#define STREAM_MIN (1LL << 20)

void __approxrt_convert_span(void *dst, const void *src, int kind, int widen, long long begin,
                             long long end, int stream) {
  long long b = begin, n = end - begin;
  if (n <= 0)
    return;
  if (kind == __APPROX_PREC_FLOAT) {
    memcpy((float *)dst + b, (const float *)src + b, (size_t)n * sizeof(float));
    return;
  }
  if (!widen) {
    const float *s = (const float *)src + b;
    uint16_t *d = (uint16_t *)dst + b;
#ifdef APPROX_HAVE_F16C_PATH
    if (kind == __APPROX_PREC_HALF && have_f16c()) {
      narrow_half_f16c(d, s, n, stream);
      return;
    }
#endif
    if (kind == __APPROX_PREC_HALF)
      for (long long i = 0; i < n; ++i)
        d[i] = __approxrt_f32_to_half(s[i]);
    else
      for (long long i = 0; i < n; ++i)
        d[i] = __approxrt_f32_to_bf16(s[i]);
  } else {
    const uint16_t *s = (const uint16_t *)src + b;
    float *d = (float *)dst + b;
#ifdef APPROX_HAVE_F16C_PATH
    if (kind == __APPROX_PREC_HALF && have_f16c()) {
      widen_half_f16c(d, s, n, stream);
      return;
    }
#endif
    if (kind == __APPROX_PREC_HALF)
      for (long long i = 0; i < n; ++i)
        d[i] = __approxrt_half_to_f32(s[i]);
    else
      for (long long i = 0; i < n; ++i)
        d[i] = __approxrt_bf16_to_f32(s[i]);
  }
}

static void *convert_range(void *arg) {
  const conv_job *j = (const conv_job *)arg;
  __approxrt_convert_span(j->dst, j->src, j->kind, j->widen, j->begin, j->end, j->stream);
  return NULL;
}

int __approxrt_threads_for(long long bytes, long long min_bytes, long long units) {
  long ncpu = __approxrt_cpu_count();
  int nt = bytes < min_bytes || ncpu < 2
               ? 1
               : (int)(ncpu > APPROXRT_MAX_THREADS ? APPROXRT_MAX_THREADS : ncpu);
  if (nt > units)
    nt = (int)(units > 0 ? units : 1);
  return nt;
}

static void convert(void *dst, const void *src, int kind, int widen, long long n) {
  if (n <= 0)
    return;
  int nt = __approxrt_threads_for(n, 1LL << 20, n);
  conv_job jobs[APPROXRT_MAX_THREADS];
  for (int t = 0; t < nt; ++t) {
    /* split on multiples of 8 so every vector block stays whole */
    long long b = (n * t / nt) & ~7LL, e = t == nt - 1 ? n : (n * (t + 1) / nt) & ~7LL;
    jobs[t] = (conv_job){dst, src, kind, widen, n >= STREAM_MIN, b, e};
  }
  __approxrt_run_jobs(nt, convert_range, jobs, sizeof jobs[0]);
}

void __approxrt_data_narrow_f32(void *dst, int kind, const float *src, long long n) {
  convert(dst, src, kind, 0, n);
}

void __approxrt_data_widen_f32(float *dst, int kind, const void *src, long long n) {
  convert(dst, src, kind, 1, n);
}

/* ---- bf16 conversion libcalls ------------------------------------------------
 * clang lowers `(__bf16)x` on x86-64 to __truncsfbf2 / __truncdfbf2, which
 * compiler-rt has but libgcc only has from GCC 13 on (Debian 12 links with
 * GCC 12's): without these, a program using precision(bf16) - or any
 * __bf16 conversion - fails to link on the host or in the host-offload
 * device image. Weak, so a runtime library that has them wins. The bf16
 * result travels in the low 16 bits of xmm0, as a _Float16 does. */
#if defined(__x86_64__)
static _Float16 bits_as_f16(unsigned short b) {
  _Float16 r;
  memcpy(&r, &b, 2);
  return r;
}
__attribute__((weak)) _Float16 __truncsfbf2(float f) {
  return bits_as_f16(__approxrt_f32_to_bf16(f));
}
__attribute__((weak)) _Float16 __truncdfbf2(double d) {
  return bits_as_f16(__approxrt_f64_to_bf16(d));
}
#endif
