// A user's warning is printed without a stray "note: used here" in approx_data.h (clang 19 noted the forced header's variant-only helper at every program's last warning).
// RUN: %approx-clang %host-offload -Wall -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp -Wall -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -Wall -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload -Wall -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -Wall -c %s -o %t.o 2>&1 | FileCheck %s
// CHECK: warning: unused variable 'unused_arr'
// CHECK-NOT: note:
// CHECK: 1 warning generated.

int main(void) {
  float unused_arr[4]; // expected-warning {{unused variable 'unused_arr'}}
  float x[8], y[8];
  for (int i = 0; i < 8; ++i)
    x[i] = (float)i;
#pragma approx perfo(large:2) in(x[0:8]) reconstruct(lerp) label("w")
#pragma omp target teams distribute parallel for map(to: x[0:8]) map(from: y[0:8])
  for (int i = 0; i < 8; ++i)
    y[i] = x[i] + 1.0f;
  return (int)y[1];
}
