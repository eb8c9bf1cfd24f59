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
// jansson's names stay inside the runtime: a program with functions of its
// own named hashtable_init, strbuffer_init and json_loads links, calls its
// own, and its config is still read by ours (before, the link failed with
// multiple definitions, or jansson called the program's functions).
// RUN: %approx-clang %host-offload -DOWN_NAMES %s -o %t.own
// RUN: %run env APPROX_CONFIG=%t.json APPROX_REPORT=stderr %t.own 2>&1 | %FileCheck %s --check-prefixes=CHECK,OWN
// OWN-DAG: own=42,43,44
#include <stdio.h>

#ifdef OWN_NAMES
int hashtable_init(void *h) { return h ? 0 : 42; }
int strbuffer_init(void *s) { return s ? 0 : 43; }
int json_loads(int x) { return x + 44; }
#endif

int main(void) {
  int s = 0;
#pragma approx perfo(large:2) label("rt_deps")
  for (int i = 0; i < 10; i++)
    s += i;
  printf("sum=%d\n", s);
#ifdef OWN_NAMES
  printf("own=%d,%d,%d\n", hashtable_init(0), strbuffer_init(0), json_loads(0));
#endif
  return 0;
}
