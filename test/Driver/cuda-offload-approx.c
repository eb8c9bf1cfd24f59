// REQUIRES: cuda-toolkit
// The full product (plugin, approx.h, libapproxrt) on an sm_90 build: the
// embedded cubin is in the form LLVM 19's libomptarget loads.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 %s -o %t/prog
// RUN: python3 %S/../Inputs/cuda-elf.py check %t/prog --arch sm_90 | %FileCheck %s
// CHECK: ok   cuda-elf at 0x{{[0-9a-f]+}}: type=2 osabi=0x33 abiversion=7 flags=0x5a055a
// CHECK-NOT: BAD

#include <stdio.h>

int main(void) {
  float y[1024];
  for (int i = 0; i < 1024; ++i)
    y[i] = 0.0f;
#pragma approx perfo(small : 4)
#pragma omp target teams distribute parallel for map(tofrom : y)
  for (int i = 0; i < 1024; ++i)
    y[i] = 1.0f;
  float sum = 0.0f;
  for (int i = 0; i < 1024; ++i)
    sum += y[i];
  printf("sum=%g\n", sum);
  return 0;
}
