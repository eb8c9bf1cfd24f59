// The range error of precision(unorm8|unorm16) prints the offending value
// in full (%.9g, every float distinct): a value just above 1 read "element
// 2 is 1, outside [0, 1]" before, which names no reason. The three paths
// that check it: the construct's transfer (data_unorm.c), host input
// perforation of unorm rows (data_in_unorm.c) and a data site
// (data_sites.c).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: not %run APPROX_HOST_TRANSFERS=1 %t 0 2>&1 | %FileCheck %s --check-prefix=CONSTRUCT
// RUN: not %run APPROX_HOST_TRANSFERS=1 %t 1 2>&1 | %FileCheck %s --check-prefix=ROWS
// RUN: not %run APPROX_HOST_TRANSFERS=1 %t 2 2>&1 | %FileCheck %s --check-prefix=SITE
// CONSTRUCT: approx: error: region 'construct': precision(unorm16) in-item 'a': element 2 is 1.00000012, outside [0, 1]
// ROWS: approx: error: region 'rows': precision(unorm8) in-item 'a': element 2 is 1.00000012, outside [0, 1]
// SITE: approx: error: region 'site': precision(unorm16) in-item 'a': element 2 is 1.00000012, outside [0, 1]

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 8
static float a[N], o[N];

int main(int argc, char **argv) {
  int which = argc > 1 ? atoi(argv[1]) : 0;
  for (int i = 0; i < N; ++i)
    a[i] = i / 8.0f;
  a[2] = nextafterf(1.0f, 2.0f);
  if (which == 0) {
#pragma approx in(a[0:N]) precision(unorm16 : a) label("construct")
#pragma omp target teams distribute parallel for map(to : a[0:N]) map(from : o[0:N])
    for (int i = 0; i < N; ++i)
      o[i] = a[i];
  } else if (which == 1) {
#pragma approx perfo(small:2) in(a[0:N]) reconstruct(lerp, host) precision(unorm8 : a) label("rows")
#pragma omp target teams distribute parallel for map(to : a[0:N]) map(from : o[0:N])
    for (int i = 0; i < N; ++i)
      o[i] = a[i];
  } else {
#pragma approx in(a[0:N]) precision(unorm16 : a) label("site")
#pragma omp target enter data map(to : a[0:N])
  }
  printf("not reached: %g\n", o[0]);
  return 0;
}
