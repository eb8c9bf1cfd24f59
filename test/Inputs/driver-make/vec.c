#include <omp.h>
#include "vec.h"

void saxpy(int n, float a, const float *x, float *y) {
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(tofrom : y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

int on_device(void) {
  int initial = 1;
#pragma omp target map(from : initial)
  initial = omp_is_initial_device();
  return !initial;
}
