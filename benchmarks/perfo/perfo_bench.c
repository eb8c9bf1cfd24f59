/* perfo_bench.c - kernel-time benchmark of loop perforation on the GPU.
 *
 * Two offloaded kernels over a rows x cols float grid that lives on the
 * device (no transfers are timed): "stream" (b = 2a + 1, purely memory
 * bound) and "blur" (3x3 box blur). Each is perforated by rows with
 * `#pragma approx perfo(large:2)`; APPROX_CONFIG switches the factor or
 * disables the region, so one binary measures every point. Built three
 * ways by run.sh: approx-clang (compacted), approx-clang
 * -fapprox-perfo-lowering=continue (HPAC-style per-iteration skip) and
 * -fno-approx (accurate). Prints one CSV line per kernel:
 *   kernel,rows,cols,median_ms,min_ms,checksum
 * Usage: perfo_bench rows cols reps
 */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

static void stream(const float *restrict a, float *restrict b, long rows, long cols) {
#pragma approx perfo(large:2) label("stream")
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(a, b)
  for (long i = 0; i < rows; ++i)
    for (long j = 0; j < cols; ++j)
      b[i * cols + j] = 2.0f * a[i * cols + j] + 1.0f;
}

static void blur(const float *restrict a, float *restrict b, long rows, long cols) {
#pragma approx perfo(large:2) label("blur")
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(a, b)
  for (long i = 1; i < rows - 1; ++i)
    for (long j = 1; j < cols - 1; ++j) {
      float s = 0.0f;
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj)
          s += a[(i + di) * cols + j + dj];
      b[i * cols + j] = s * (1.0f / 9.0f);
    }
}

static double timeit(void (*k)(const float *, float *, long, long), const float *a, float *b,
                     long rows, long cols, int reps, double *minms) {
  double *t = malloc(sizeof(double) * reps);
  for (int w = 0; w < 3; ++w)
    k(a, b, rows, cols);
  for (int r = 0; r < reps; ++r) {
    double t0 = omp_get_wtime();
    k(a, b, rows, cols);
    t[r] = (omp_get_wtime() - t0) * 1e3;
  }
  qsort(t, reps, sizeof(double), cmp);
  double med = t[reps / 2];
  *minms = t[0];
  free(t);
  return med;
}

int main(int argc, char **argv) {
  long rows = argc > 1 ? atol(argv[1]) : 1024, cols = argc > 2 ? atol(argv[2]) : 1024;
  int reps = argc > 3 ? atoi(argv[3]) : 10;
  int dev = omp_get_default_device();
  size_t bytes = sizeof(float) * rows * cols;
  float *a = omp_target_alloc(bytes, dev), *b = omp_target_alloc(bytes, dev);
  if (!a || !b) {
    fprintf(stderr, "perfo_bench: cannot allocate 2 x %zu bytes on device %d\n", bytes, dev);
    return 1;
  }
#pragma omp target teams distribute parallel for is_device_ptr(a, b)
  for (long x = 0; x < rows * cols; ++x) {
    a[x] = (float)((x * 2654435761u) % 1000u) * 0.001f;
    b[x] = 0.0f;
  }
  /* Warm the GPU clocks up for a few hundred ms before any timing. */
  double w0 = omp_get_wtime();
  while (omp_get_wtime() - w0 < 0.3)
    stream(a, b, rows, cols);
  struct { const char *name; void (*k)(const float *, float *, long, long); } ks[] = {
      {"stream", stream}, {"blur", blur}};
  for (int q = 0; q < 2; ++q) {
    double mn, med = timeit(ks[q].k, a, b, rows, cols, reps, &mn);
    double sum = 0;
#pragma omp target teams distribute parallel for reduction(+ : sum) is_device_ptr(b)
    for (long x = 0; x < rows * cols; ++x)
      sum += b[x];
    printf("%s,%ld,%ld,%.4f,%.4f,%.6e\n", ks[q].name, rows, cols, med, mn, sum);
  }
  omp_target_free(a, dev);
  omp_target_free(b, dev);
  return 0;
}
