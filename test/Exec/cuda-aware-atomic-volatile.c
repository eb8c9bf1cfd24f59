// atomic(team|warp) on a volatile x (a struct's volatile member, an element
// of a volatile array): the helper gets x's address without the qualifier,
// as for a plain int, in C and C++ (before: C++ refused the call, "cannot
// initialize a parameter of type 'int *' with an rvalue of type 'volatile
// int *'", and C warned, an error under -Werror; -fno-approx built both).
// Every update counts: 256 += 1 on the member, 128 on each element, and
// 512 -= 2 on a volatile double. The qualifier is dropped without a cast
// in the lowered code that -Wcast-qual (or C++'s -Wold-style-cast) reports
// (C: approx_cuda.h's __approx_atomic__unqual; C++: const_cast).
// RUN: %approx-clang %host-offload -Wcast-qual -Werror %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clangxx %host-offload -Wcast-qual -Wold-style-cast -Werror -x c++ %s -o %t.cxx && %run %t.cxx | %FileCheck %s
// CHECK: 256 128 128 -512
#include <stdio.h>

struct Acc {
  volatile int v;
};

int main(void) {
  struct Acc acc = {0};
  volatile int arr[2] = {0, 0};
  volatile double d = 0;
#pragma approx atomic(team) label("t")
#pragma omp target teams distribute parallel for map(tofrom : acc, arr, d)
  for (int i = 0; i < 256; ++i) {
#pragma omp atomic
    acc.v += 1;
#pragma omp atomic
    arr[i & 1] += 1;
#pragma omp atomic
    d -= 2;
  }
  printf("%d %d %d %g\n", acc.v, arr[0], arr[1], d);
  return 0;
}
