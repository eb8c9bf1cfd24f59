// libapproxrt reads APPROX_CONFIG with jansson, linked into libapproxrt.a
// itself: a program built by approx-clang needs no libjansson.so (nor any
// other new shared library), and its config is still read.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: llvm-readelf --needed-libs %t | FileCheck %s --check-prefix=NEEDED
// NEEDED-NOT: jansson
// RUN: echo '{"rt_deps": {"kind": "small", "value": 3}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json APPROX_REPORT=stderr %t 2>&1 | %FileCheck %s
// CHECK-DAG: sum=30
// CHECK-DAG: {"label": "rt_deps", "executions": 1, "total_iterations": 10, "kept_iterations": 7,
#include <stdio.h>

int main(void) {
  int s = 0;
#pragma approx perfo(large:2) label("rt_deps")
  for (int i = 0; i < 10; i++)
    s += i;
  printf("sum=%d\n", s);
  return 0;
}
