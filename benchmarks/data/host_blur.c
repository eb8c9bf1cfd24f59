/* host_blur.c - 1024^2 5-point blur, exact vs precision(half), on the host device
 * (docs/results.md, "Precision on the host device"). Build with
 * approx-clang -O2 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu; run under
 * OMP_TARGET_OFFLOAD=MANDATORY (x86 device) and DISABLED (host fallback). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 1024
int main(void) {
  float *in = malloc(sizeof(float) * N * N), *out = malloc(sizeof(float) * N * N);
  for (int i = 0; i < N * N; ++i) in[i] = (float)(i % 251) / 251;
  int n = N, m = N;
  double best[2] = {1e9, 1e9};
  for (int rep = 0; rep < 7; ++rep) {
    double t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: out[0:n*m])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        out[i*m+j] = (in[(i-1)*m+j] + in[(i+1)*m+j] + in[i*m+j-1] + in[i*m+j+1] + in[i*m+j]) / 5;
    double t1 = omp_get_wtime();
#pragma approx in(in[0:n*m]) out(out[0:n*m]) precision(half) label("blur")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: out[0:n*m])
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < m - 1; ++j)
        out[i*m+j] = (in[(i-1)*m+j] + in[(i+1)*m+j] + in[i*m+j-1] + in[i*m+j+1] + in[i*m+j]) / 5;
    double t2 = omp_get_wtime();
    if (t1 - t0 < best[0]) best[0] = t1 - t0;
    if (t2 - t1 < best[1]) best[1] = t2 - t1;
  }
  printf("exact %.2f ms  half %.2f ms  ratio %.2f\n", best[0] * 1e3, best[1] * 1e3, best[1] / best[0]);
  return 0;
}
