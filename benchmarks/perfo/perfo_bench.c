/* perfo_bench.c - kernel-time benchmark of loop perforation on the GPU.
 *
 * Three offloaded kernels over a rows x cols float grid that lives on the
 * device (no transfers are timed): "stream1d" (b = 2a + 1 over all
 * elements, perforated in chunks), "stream2d" (the same as a collapsed 2-D
 * nest perforated by rows) and "blur" (3x3 box blur, by rows). Each has
 * `#pragma approx perfo(large:2...)`; APPROX_CONFIG switches the factor or
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

/* 1-D streaming over all elements, perforated in chunks of 2048 contiguous
 * elements: kept chunks stay fully coalesced. */
static void stream1d(const float *restrict a, float *restrict b, int rows, int cols) {
  long n = (long)rows * cols;
#pragma approx perfo(large:2, chunk(2048)) label("stream1d")
#pragma omp target teams distribute parallel for is_device_ptr(a, b)
  for (long x = 0; x < n; ++x)
    b[x] = 2.0f * a[x] + 1.0f;
}

/* The same stream as a 2-D nest perforated by rows (collapse(2)). */
static void stream2d(const float *restrict a, float *restrict b, int rows, int cols) {
#pragma approx perfo(large:2) label("stream2d")
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(a, b)
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      b[(long)i * cols + j] = 2.0f * a[(long)i * cols + j] + 1.0f;
}

static void blur(const float *restrict a, float *restrict b, int rows, int cols) {
#pragma approx perfo(large:2) label("blur")
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(a, b)
  for (int i = 1; i < rows - 1; ++i)
    for (int j = 1; j < cols - 1; ++j) {
      float s = 0.0f;
      for (int di = -1; di <= 1; ++di)
        for (int dj = -1; dj <= 1; ++dj)
          s += a[(long)(i + di) * cols + j + dj];
      b[(long)i * cols + j] = s * (1.0f / 9.0f);
    }
}

static double timeit(void (*k)(const float *, float *, int, int), const float *a, float *b,
                     int rows, int cols, int reps, double *minms) {
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
  int rows = argc > 1 ? atoi(argv[1]) : 1024, cols = argc > 2 ? atoi(argv[2]) : 1024;
  int reps = argc > 3 ? atoi(argv[3]) : 10;
  int dev = omp_get_default_device();
  long n = (long)rows * cols;
  size_t bytes = sizeof(float) * n;
  float *a = omp_target_alloc(bytes, dev), *b = omp_target_alloc(bytes, dev);
  if (!a || !b) {
    fprintf(stderr, "perfo_bench: cannot allocate 2 x %zu bytes on device %d\n", bytes, dev);
    return 1;
  }
#pragma omp target teams distribute parallel for is_device_ptr(a, b)
  for (long x = 0; x < n; ++x) {
    a[x] = (float)((x * 2654435761u) % 1000u) * 0.001f;
    b[x] = 0.0f;
  }
  /* Warm the GPU clocks up for a few hundred ms before any timing. */
  double w0 = omp_get_wtime();
  while (omp_get_wtime() - w0 < 0.3)
    stream1d(a, b, rows, cols);
  struct { const char *name; void (*k)(const float *, float *, int, int); } ks[] = {
      {"stream1d", stream1d}, {"stream2d", stream2d}, {"blur", blur}};
  for (int q = 0; q < 3; ++q) {
    double mn, med = timeit(ks[q].k, a, b, rows, cols, reps, &mn);
    double sum = 0;
#pragma omp target teams distribute parallel for reduction(+ : sum) is_device_ptr(b)
    for (long x = 0; x < n; ++x)
      sum += b[x];
    printf("%s,%d,%d,%.4f,%.4f,%.6e\n", ks[q].name, rows, cols, med, mn, sum);
  }
  omp_target_free(a, dev);
  omp_target_free(b, dev);
  return 0;
}
