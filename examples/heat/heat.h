/* heat.h - the offloaded part of the heat example (examples/heat/heat.c).
 *
 * HeCBench-style: the arrays are mapped once by `target data` around a
 * time loop of stencil kernels, and the result is fetched with `target
 * update from`. The two `#pragma approx` lines approximate those two
 * transfers (docs/data.md, "Data sites"): the power map, smooth along its
 * rows, goes to the device as every other row (perfo large:2) and the
 * device rebuilds the others by linear interpolation; the temperatures come
 * back in half precision. The kernels themselves are plain OpenMP over
 * full-size arrays. Sizes are -D macros: ROWS, COLS, STEPS (pairs of steps).
 */
#ifndef HEAT_H
#define HEAT_H

#ifndef ROWS
#define ROWS 256
#endif
#ifndef COLS
#define COLS 256
#endif
#ifndef STEPS
#define STEPS 50
#endif

#define HEAT_AT(a, i, j) (a)[(i) * COLS + (j)]

/* One explicit step of the heat equation with a source term; edges are
 * insulated (the neighbour index is clamped). */
#define HEAT_STEP(next, temp, power, i, j)                                                        \
  do {                                                                                            \
    int n_ = (i) > 0 ? (i) - 1 : (i), s_ = (i) < ROWS - 1 ? (i) + 1 : (i);                        \
    int w_ = (j) > 0 ? (j) - 1 : (j), e_ = (j) < COLS - 1 ? (j) + 1 : (j);                        \
    float t_ = HEAT_AT(temp, i, j);                                                               \
    HEAT_AT(next, i, j) = t_ + 0.2f * (HEAT_AT(temp, n_, j) + HEAT_AT(temp, s_, j) +              \
                                       HEAT_AT(temp, i, w_) + HEAT_AT(temp, i, e_) - 4.0f * t_) + \
                          0.01f * HEAT_AT(power, i, j);                                           \
  } while (0)

/* Runs 2 x STEPS steps on the device (ping-pong between temp and next);
 * temp holds the result on return. */
static void heat_run(float *temp, float *next, const float *power) {
#pragma approx perfo(large:2) in(([ROWS][COLS])power) reconstruct(lerp) label("power-in")
#pragma omp target data map(to: temp[0:ROWS*COLS], power[0:ROWS*COLS]) map(alloc: next[0:ROWS*COLS])
  {
    for (int s = 0; s < STEPS; ++s) {
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = 0; i < ROWS; ++i)
        for (int j = 0; j < COLS; ++j)
          HEAT_STEP(next, temp, power, i, j);
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = 0; i < ROWS; ++i)
        for (int j = 0; j < COLS; ++j)
          HEAT_STEP(temp, next, power, i, j);
    }
#pragma approx out(temp[0:ROWS*COLS]) precision(half) label("temp-out")
#pragma omp target update from(temp[0:ROWS*COLS])
  }
}

#endif
