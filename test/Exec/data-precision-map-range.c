// precision(half) on an item that covers less than the construct maps of
// its array stops with a message naming the item: the statement, its map
// included, is renamed to the item's half copy, so the map reached past the
// copy (libomptarget's "explicit extension not allowed" abort on the
// transfer path, a heap overflow and "double free or corruption" in the
// host fallback). An item that covers the map, or more, runs.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: not %run env APPROX_HOST_TRANSFERS=1 %t sub 2>&1 | FileCheck %s --check-prefix=SUB
// RUN: not %run env APPROX_HOST_TRANSFERS=1 %t whole2d 2>&1 | FileCheck %s --check-prefix=WHOLE2D
// RUN: %run env APPROX_HOST_TRANSFERS=1 %t cover | FileCheck %s --check-prefix=COVER
// RUN: %run env APPROX_HOST_TRANSFERS=1 %t within | FileCheck %s --check-prefix=WITHIN
// SUB: approx: error: region 'sub': the construct maps 160 bytes from {{.*}}, but item 'p' of precision(half) covers only 96 bytes from {{.*}}, and the statement uses the item's half copy: make the item cover what the construct maps
// WHOLE2D: approx: error: region 'whole2d': the construct maps 120 bytes from {{.*}}, but item 'o' of precision(half) covers only 80 bytes
// COVER: cover 0.5 8.5 39.5
// WITHIN: within 8.5 31.5

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *v = argc > 1 ? argv[1] : "";
  float p[40], o[6][5];
  for (int i = 0; i < 40; ++i)
    p[i] = -1;
  if (!strcmp(v, "sub")) {
#pragma approx out(p[8:24]) precision(half) label("sub")
#pragma omp target teams distribute parallel for map(from : p[0:40])
    for (int i = 0; i < 40; ++i)
      p[i] = i + 0.5f;
  } else if (!strcmp(v, "whole2d")) {
#pragma approx out(o[1:4][0:5]) precision(half) label("whole2d")
#pragma omp target teams distribute parallel for map(from : o)
    for (int i = 1; i < 5; ++i)
      for (int j = 0; j < 5; ++j)
        o[i][j] = 10 * i + j;
  } else if (!strcmp(v, "cover")) {
#pragma approx out(p[0:40]) precision(half) label("cover")
#pragma omp target teams distribute parallel for map(from : p[0:40])
    for (int i = 0; i < 40; ++i)
      p[i] = i + 0.5f;
    printf("cover %g %g %g\n", p[0], p[8], p[39]);
  } else if (!strcmp(v, "within")) {
#pragma approx out(p[0:40]) precision(half) label("within")
#pragma omp target teams distribute parallel for map(tofrom : p[8:24])
    for (int i = 8; i < 32; ++i)
      p[i] = i + 0.5f;
    printf("within %g %g\n", p[8], p[31]);
  }
  return 0;
}
