// A region in a precompiled header (clang's -x c-header, and the form
// CMake's target_precompile_headers uses: -Xclang -include-pch) runs
// approximated: the header compile loads the plugin and approx.h like a
// source compile, so the PCH holds the lowered region. Before, the header
// compile ran without the plugin: the pragma stayed unlowered in the PCH
// (an unknown pragma, silently ignored) and every iteration ran
// (1111111111111111, an empty report). Host OpenMP only: offloading with
// a PCH fails in clang-19 itself ("Assume convergent functions was disabled
// in PCH file").
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp %s %t/kern.h
// RUN: %approx-clang -fopenmp -O2 -x c-header %t/kern.h -o %t/kern.h.pch
// RUN: %approx-clang -fopenmp -O2 -include %t/kern.h %s -o %t/prog
// RUN: env APPROX_REPORT=1 %t/prog 2>&1 | %FileCheck %s
// RUN: %approx-clang -fopenmp -O2 -x c-header -c %t/kern.h -o %t/cm.pch
// RUN: %approx-clang -fopenmp -O2 -Xclang -include-pch -Xclang %t/cm.pch %s -o %t/prog2
// RUN: env APPROX_REPORT=1 %t/prog2 2>&1 | %FileCheck %s
// CHECK-DAG: 1000100010001000
// CHECK-DAG: {"label": "mark", "executions": 1, "total_iterations": 16, "kept_iterations": 4,

#ifndef KERN_H // as the header: the region
#define KERN_H
static inline void mark(int *o, int n) {
#pragma approx perfo(large:4) label("mark")
  for (int i = 0; i < n; ++i)
    o[i] = 1;
}
#else // as the source, after the PCH: the program
#include <stdio.h>
int main(void) {
  int o[16] = {0};
  mark(o, 16);
  for (int i = 0; i < 16; ++i)
    printf("%d", o[i]);
  printf("\n");
  return 0;
}
#endif
