// REQUIRES: cuda-gpu
// An approx-clang sm_XX build really runs on the GPU: the cubin header fix
// lets LLVM 19's libomptarget load the image that CUDA 13's nvlink wrote.
// Without it the region would run on the host (or, MANDATORY, abort).

// RUN: %approx-clang -fno-approx -O2 %gpu-offload %s -o %t.plain-toolchain
// RUN: %run %t.plain-toolchain | %FileCheck %s
// RUN: %approx-clang -O2 %gpu-offload %s -o %t.approx
// RUN: %run %t.approx | %FileCheck %s
// CHECK: devices>=1 initial=0 errors=0

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  enum { N = 1 << 20 };
  float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);
  for (int i = 0; i < N; ++i) {
    x[i] = (float)(i % 1000);
    y[i] = 1.0f;
  }
  int initial = 1;
#pragma omp target teams distribute parallel for map(to : x[0:N]) map(tofrom : y[0:N], initial)
  for (int i = 0; i < N; ++i) {
    if (i == 0)
      initial = omp_is_initial_device();
    y[i] = 3.0f * x[i] + y[i];
  }
  int errors = 0;
  for (int i = 0; i < N; ++i)
    errors += y[i] != 3.0f * (float)(i % 1000) + 1.0f;
  if (initial != 0 || errors != 0)
    fprintf(stderr, "FAILED: initial=%d errors=%d\n", initial, errors);
  printf("devices>=%d initial=%d errors=%d\n", omp_get_num_devices() >= 1,
         initial, errors);
  return initial != 0 || errors != 0;
}
