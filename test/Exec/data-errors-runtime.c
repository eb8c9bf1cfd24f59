// Bad input at run time is a clear error naming the region and the item,
// never a silently wrong result: null pointers, negative sizes, a
// perforation that keeps no row to reconstruct from, an in-item that is not
// inside what the construct maps, a device allocation that fails. Sizes
// that are not a multiple of the skip factor, one-row items and empty
// items work (see also data-out-recon.c).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: not %run %t null 2>&1 | FileCheck %s --check-prefix=NULL
// NULL: approx: error: region 'null': item 'p' is a null pointer
// RUN: not %run %t negative 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: approx: error: region 'neg': item 'a' has a negative size (-3 rows of 1)
// RUN: not %run env APPROX_SEED=1 %t nokept 2>&1 | FileCheck %s --check-prefix=NOKEPT
// NOKEPT: approx: error: region 'nokept': perforation keeps none of the 2 rows of item 'v': nothing to reconstruct from
// RUN: not %run %t outside 2>&1 | FileCheck %s --check-prefix=OUTSIDE
// OUTSIDE: approx: error: region 'outside': in-item 'p' (4 rows, 64 bytes from 0x{{[0-9a-f]+}}) lies outside what the construct maps of it (32 bytes from 0x{{[0-9a-f]+}})
// RUN: not %run %t pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// POINTER: approx: error: region 'pointer': in-item 'p' (4 rows, 64 bytes from 0x{{[0-9a-f]+}}) lies outside what the construct maps of it (8 bytes from 0x{{[0-9a-f]+}})
// RUN: not %run %t alloc 2>&1 | FileCheck %s --check-prefix=ALLOC
// ALLOC: approx: error: region 'alloc': cannot allocate 4398046511104 bytes on device 0
// RUN: %run %t edge 2>&1 | %FileCheck %s --check-prefix=EDGE
// EDGE: empty ok; one row 7; odd 0 0 2 2 4
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  int n = 4, m = 4;
  float buf[16] = {0}, o[16];
  if (!strcmp(what, "null")) {
    float *p = 0;
#pragma approx perfo(large:2) out(([n][m])p) reconstruct(nn) label("null")
#pragma omp target teams distribute parallel for map(from: p[0:n*m])
    for (int i = 0; i < n; ++i) p[i * m] = 1;
  } else if (!strcmp(what, "negative")) {
    float a[4];
    int len = -3;
#pragma approx perfo(large:2) in(a[0:len]) reconstruct(lerp) label("neg")
    for (int i = 0; i < 4; ++i) o[i] = a[i];
  } else if (!strcmp(what, "nokept")) {
    float v[2];
    // rand 0.99 skips both rows with this seed: nothing to rebuild them from.
#pragma approx perfo(rand:0.99) out(v[0:2]) reconstruct(nn) label("nokept")
    for (int i = 0; i < 2; ++i) v[i] = i;
  } else if (!strcmp(what, "outside")) {
    float *p = buf;
    // The item has 4 rows of 4; the construct maps only 8 floats of it.
#pragma approx perfo(large:2) in(([n][m])p) reconstruct(nn) label("outside")
#pragma omp target teams distribute parallel for map(to: p[0:8]) map(from: o[0:8])
    for (int i = 0; i < 8; ++i) o[i] = p[i];
  } else if (!strcmp(what, "pointer")) {
    float *p = buf;
    // map(to: p) maps the pointer itself, not the data.
#pragma approx perfo(large:2) in(([n][m])p) reconstruct(nn) label("pointer")
#pragma omp target teams distribute parallel for map(to: p) map(from: o[0:8])
    for (int i = 0; i < 8; ++i) o[i] = p[i];
  } else if (!strcmp(what, "alloc")) {
    float *p = buf;
    long long rows = 1LL << 20, cols = 1LL << 20;
    // 4 TiB cannot be allocated on the device; nothing is read on the host.
#pragma approx perfo(large:2) in(([rows][cols])p) reconstruct(nn) label("alloc")
#pragma omp target teams distribute parallel for map(to: p[0:rows*cols]) map(from: o[0:1])
    for (int i = 0; i < 1; ++i) o[i] = p[i];
  } else if (!strcmp(what, "edge")) {
    int zero = 0;
    // Empty items: nothing to transfer or rebuild.
#pragma approx perfo(large:2) in(buf[0:zero]) out(o[0:zero]) reconstruct(lerp) label("empty")
#pragma omp target teams distribute parallel for map(to: buf[0:zero]) map(from: o[0:zero])
    for (int i = 0; i < zero; ++i) o[i] = buf[i];
    printf("empty ok;");
    float one[1];
#pragma approx perfo(large:3) out(one[0:1]) reconstruct(lerp) label("one")
#pragma omp target teams distribute parallel for map(from: one[0:1])
    for (int i = 0; i < 1; ++i) one[i] = 7;
    printf(" one row %g;", one[0]);
    float odd[5];
#pragma approx perfo(large:2) out(odd[0:5]) reconstruct(nn) label("odd")
#pragma omp target teams distribute parallel for map(from: odd[0:5])
    for (int i = 0; i < 5; ++i) odd[i] = i;
    printf(" odd %g %g %g %g %g\n", odd[0], odd[1], odd[2], odd[3], odd[4]);
  }
  return 0;
}
