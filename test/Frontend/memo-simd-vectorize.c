// memo before a loop directive with `simd` (alone or combined): the loop
// over groups of 'items' iterations, whose body is a loop with lookups, is
// never vectorized, and LLVM said so (-Wpass-failed "loop not vectorized",
// at <unknown>), an error under -Werror where plain clang is clean. The
// loop over groups now carries `#pragma clang loop vectorize(disable)
// interleave(disable)` after the directive; the loop as written (a disabled
// region) keeps the directive's request.
// RUN: %approx-clang -O2 -fopenmp -Werror -c %s -o /dev/null
// RUN: %approx-clang -O2 %host-offload -Werror -c %s -o /dev/null
// RUN: %approx-clang -fopenmp -DOFFLOAD -E %s | %FileCheck %s --check-prefix=PRINT
// An offloaded `... for simd` warns as often as plain clang does for the
// loop as written (its host fallback), in the host and the device compile.
// RUN: %approx-clang -O2 %host-offload -DOFFLOAD -c %s -o /dev/null 2>&1 | grep -c "not vectorized" > %t.ours || true
// RUN: %clang -O2 %host-offload -DOFFLOAD -Wno-unknown-pragmas -c %s -o /dev/null 2>&1 | grep -c "not vectorized" > %t.plain || true
// RUN: diff %t.ours %t.plain
// PRINT: #pragma omp simd
// PRINT: #pragma omp simd
// PRINT: {{^ *}}#pragma clang loop vectorize(disable)
// PRINT: {{^ *}}#pragma clang loop interleave(disable)
// PRINT: for (long long __approx_q0
// PRINT: #pragma omp parallel for simd
// PRINT: #pragma omp parallel for simd
// PRINT: {{^ *}}#pragma clang loop vectorize(disable)
// PRINT: for (long long __approx_q1
// PRINT: #pragma omp for simd
// PRINT: #pragma omp for simd
// PRINT: {{^ *}}#pragma clang loop vectorize(disable)
// PRINT: for (long long __approx_q2
// PRINT: #pragma omp target teams distribute parallel for simd
// PRINT: #pragma omp target teams distribute parallel for simd
// PRINT: {{^ *}}#pragma clang loop vectorize(disable)
// PRINT: for (long long __approx_q3
// A plain worksharing loop gets no hint.
// PRINT: #pragma omp parallel for
// PRINT-NOT: #pragma clang loop

void simd(int n, double *restrict y, const double *restrict x) {
#pragma approx memo(in, threshold(0), items(4)) in(x[i]) out(y[i])
#pragma omp simd
  for (int i = 0; i < n; ++i)
    y[i] = 3 * x[i];
}

void parallel_for_simd(int n, double *restrict y, const double *restrict x) {
#pragma approx memo(in, threshold(0), items(4)) in(x[i]) out(y[i])
#pragma omp parallel for simd
  for (int i = 0; i < n; ++i)
    y[i] = 3 * x[i];
}

void for_simd(int n, double *restrict y, const double *restrict x) {
#pragma omp parallel
  {
#pragma approx memo(out, history(2)) out(y[i])
#pragma omp for simd
    for (int i = 0; i < n; ++i)
      y[i] = 3 * x[i];
  }
}

#ifdef OFFLOAD
void offloaded(int n, double *restrict y, const double *restrict x) {
#pragma approx memo(in, threshold(0.1)) in(x[i]) out(y[i])
#pragma omp target teams distribute parallel for simd map(to: x[0:n]) map(from: y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = 3 * x[i];
}
#endif

void no_simd(int n, double *restrict y, const double *restrict x) {
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i])
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    y[i] = 3 * x[i];
}
