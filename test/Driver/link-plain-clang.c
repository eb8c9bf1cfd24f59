// An object compiled by approx-clang -fopenmp without a region links with
// plain clang (a mixed build whose C++ driver links, a library handed to a
// plain-clang program): its table setup reaches libapproxrt through one
// weak reference only (__approxrt_tu_api), and does nothing without it.
// Before, it referenced ten runtime functions ("undefined reference to
// `__approxrt_config_count'"). An object with a region still needs the
// runtime, and says so at the link, not at run time.
// RUN: %approx-clang -O2 %host-offload -DLIB -c %s -o %t.lib.o
// RUN: %clang %host-offload -Wl,-rpath,%llvm-lib %s %t.lib.o -o %t.plain
// RUN: %run %t.plain | FileCheck %s --check-prefix=PLAIN
// PLAIN: {{^}}sum 3{{$}}
// RUN: %approx-clang -O2 %host-offload -DLIB -DREGION -c %s -o %t.region.o
// RUN: not %clang %host-offload -Wl,-rpath,%llvm-lib %s %t.region.o -o %t.fails 2>&1 | FileCheck %s --check-prefix=NEEDS
// NEEDS: undefined reference to `__approxrt_
// Linked by approx-clang, a program without a region runs and writes no
// report (Exec/config-no-regions.c):
// RUN: %approx-clang %host-offload %s %t.lib.o -o %t.approx
// RUN: %run env APPROX_REPORT=1 %t.approx 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: {{^}}sum 3{{$}}
// REPORT-NOT: regions

#ifdef LIB
int add(int a, int b) {
  int s = a + b;
#ifdef REGION
  int o[8] = {0};
#pragma approx perfo(large:2) label("r")
#pragma omp target teams distribute parallel for map(tofrom : o)
  for (int i = 0; i < 8; ++i)
    o[i] = 1;
  s += o[1];
#endif
  return s;
}
#else
#include <stdio.h>
int add(int, int);
int main(void) {
  printf("sum %d\n", add(1, 2));
  return 0;
}
#endif
