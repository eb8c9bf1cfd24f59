/* heat.c - a HeCBench-style time loop whose transfers are approximated.
 *
 * The arrays are mapped once around the time loop and the result fetched
 * with `target update from` (heat.h, where the `#pragma approx` lines
 * are); this file sets up the input, runs it, and compares with the same
 * computation done exactly on the host. Build and run:
 *   approx-clang -O2 -fopenmp --offload-arch=sm_90 -DROWS=4096 -DCOLS=4096 heat.c -o heat
 *   APPROX_REPORT=1 ./heat
 * (on the x86 host device, `-fopenmp -fopenmp-targets=x86_64-pc-linux-gnu`;
 * precision(half) then applies only with APPROX_HOST_TRANSFERS=1, as it
 * saves nothing in host memory: docs/data.md, "Where the construct runs").
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "heat.h"

static void heat_host(float *temp, float *next, const float *power) {
  for (int s = 0; s < STEPS; ++s) {
    for (int i = 0; i < ROWS; ++i)
      for (int j = 0; j < COLS; ++j)
        HEAT_STEP(next, temp, power, i, j);
    for (int i = 0; i < ROWS; ++i)
      for (int j = 0; j < COLS; ++j)
        HEAT_STEP(temp, next, power, i, j);
  }
}

int main(void) {
  const int n = ROWS * COLS;
  float *temp = malloc(n * sizeof(float)), *next = malloc(n * sizeof(float));
  float *power = malloc(n * sizeof(float)), *ref = malloc(n * sizeof(float));
  float *tmp = malloc(n * sizeof(float));
  if (!temp || !next || !power || !ref || !tmp)
    return 1;
  for (int i = 0; i < ROWS; ++i)
    for (int j = 0; j < COLS; ++j) {
      float x = (float)i / ROWS, y = (float)j / COLS;
      /* smooth along the rows: what row perforation reconstructs well */
      HEAT_AT(power, i, j) = 100.0f * (1.0f + sinf(3.0f * x) * cosf(2.0f * y));
      HEAT_AT(temp, i, j) = 300.0f + 20.0f * x * y;
    }
  for (int k = 0; k < n; ++k)
    ref[k] = temp[k];
  heat_host(ref, tmp, power);

  heat_run(temp, next, power);

  double err = 0, maxerr = 0, sum = 0;
  for (int k = 0; k < n; ++k) {
    double e = fabs((double)temp[k] - ref[k]);
    err += e / fabs((double)ref[k]);
    maxerr = e > maxerr ? e : maxerr;
    sum += temp[k];
  }
  printf("heat %dx%d, %d steps: mean temperature %.3f\n", ROWS, COLS, 2 * STEPS, sum / n);
  printf("MAPE vs exact: %.4f %%, max error %.4f K\n", 100.0 * err / n, maxerr);
  free(temp);
  free(next);
  free(power);
  free(ref);
  free(tmp);
  return 0;
}
