// A perforated loop under `simd` (alone or combined) is compacted through
// the run-time plan, which LLVM's vectorizer never takes: each such loop
// drew "loop not vectorized: the optimizer was unable to perform the
// requested transformation" (-Wpass-failed), an error under -Werror, in the
// host code and in every device copy of an offloaded `... for simd`. The
// compacted loops now carry `#pragma clang loop vectorize(disable)
// interleave(disable)` after the directive; the exact loop (a disabled
// region) keeps the directive's request and is vectorized as written.
// RUN: %approx-clang -O2 -fopenmp -Werror -c %s -o /dev/null
// RUN: %approx-clang -O2 %host-offload -Werror -c %s -o /dev/null
// RUN: %approx-clang -O2 -fopenmp -c %s -o /dev/null -Rpass=loop-vectorize 2>&1 | %FileCheck %s --check-prefix=VEC
// RUN: %approx-clang -fopenmp -DOFFLOAD -E %s | %FileCheck %s --check-prefix=PRINT
// Three exact loops (one per function) are still vectorized.
// VEC-COUNT-3: remark: vectorized loop
// VEC-NOT: remark: vectorized loop
// PRINT: #pragma omp simd
// PRINT: #pragma omp simd
// PRINT: {{^ *}}#pragma clang loop vectorize(disable)
// PRINT: {{^ *}}#pragma clang loop interleave(disable)
// PRINT: for (long long __approx_j0
// PRINT: #pragma omp parallel for simd
// PRINT: #pragma clang loop vectorize(disable)
// PRINT: #pragma omp target teams distribute parallel for simd
// PRINT: #pragma clang loop vectorize(disable)
// An offloaded `... for simd` warns exactly as often as plain clang does
// for the user's loop as written (clang warns for its host fallback), in
// the host and the device compile: the perforated kernels add nothing.
// RUN: %approx-clang -O2 %host-offload -DOFFLOAD -c %s -o /dev/null 2>&1 | grep -c "not vectorized" > %t.ours || true
// RUN: %clang -O2 %host-offload -DOFFLOAD -Wno-unknown-pragmas -c %s -o /dev/null 2>&1 | grep -c "not vectorized" > %t.plain || true
// RUN: diff %t.ours %t.plain

void simd(int n, float *restrict a, const float *restrict b) {
#pragma approx perfo(small:4)
#pragma omp simd
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}

void parallel_for_simd(int n, float *restrict a, const float *restrict b) {
#pragma approx perfo(large:2)
#pragma omp parallel for simd
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}

void inline_form(int n, float *restrict a, const float *restrict b) {
#pragma omp parallel for simd
#pragma approx perfo(ini:0.5)
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}

#ifdef OFFLOAD
void offloaded(int n, float *restrict a, const float *restrict b) {
#pragma approx perfo(rand:0.25)
#pragma omp target teams distribute parallel for simd map(to : b[0:n]) map(from : a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 2 * b[i];
}
#endif
