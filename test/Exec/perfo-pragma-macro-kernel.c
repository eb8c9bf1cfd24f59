// A macro whose expansion is a whole construct, `_Pragma("omp ...")` and
// the loop it applies to, used on the line before '#pragma approx', keeps
// its directive: only a macro that expands to pragmas alone (OMP_FOR) is
// held back for the loop after the approx pragma. Before, KERNEL's
// `omp parallel for` moved onto the perforated (sequential) loop, with
// the region disabled too, and a data pragma after a kernel macro was
// rejected ("statement after '#pragma omp target ...' must be a for
// loop", "'in', 'out' and 'precision' items need '#pragma approx' before
// the '#pragma omp' directive"). Host and host offload, -E round trip.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: echo '{"seq": {"enabled": false}, "held": {"enabled": false}, "data": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=OFF
// RUN: %approx-clang %host-offload -save-temps=obj %s -o %t.st && %run %t.st | %FileCheck %s
// CHECK: kernel macro: in parallel 1; perforated loop: in parallel 0, acc 22
// OFF: kernel macro: in parallel 1; perforated loop: in parallel 0, acc 247
// CHECK-NEXT: pragma macro: in parallel 1, kept 4
// OFF-NEXT: pragma macro: in parallel 1, kept 8
// CHECK-NEXT: data after a kernel macro: o[3] 0.9 p 0 0 0.4 0.4 1.6 1.6 3.6 3.6
// OFF-NEXT: data after a kernel macro: o[3] 0.9 p 0 0.1 0.4 0.9 1.6 2.5 3.6 4.9
#include <omp.h>
#include <stdio.h>

#define PRAGMA(x) _Pragma(#x)
#define KERNEL(o, n)                                                           \
  PRAGMA(omp parallel for num_threads(2))                                      \
  for (int i = 0; i < (n); ++i)                                                \
    o[i] = omp_in_parallel();
#define OMP_FOR PRAGMA(omp parallel for num_threads(2) reduction(+ : kept))
#define TKERNEL(o, a, n)                                                       \
  PRAGMA(omp target teams distribute parallel for map(to : a[0:n]) map(from : o[0:n])) \
  for (int i = 0; i < (n); ++i)                                                \
    o[i] = a[i] * 3.0f;

int main(void) {
  int o[8], p[8] = {0}, q[8] = {0}, kept = 0;
  double acc = 0;
  KERNEL(o, 8)
#pragma approx perfo(large:2) label("seq")
  for (int i = 0; i < 8; ++i) {
    p[i] = omp_in_parallel();
    acc = acc * 2 + i;
  }
  printf("kernel macro: in parallel %d; perforated loop: in parallel %d, acc %g\n", o[0], p[0],
         acc);

  OMP_FOR
#pragma approx perfo(large:2) label("held")
  for (int i = 0; i < 8; ++i) {
    q[i] = omp_in_parallel();
    kept += 1;
  }
  printf("pragma macro: in parallel %d, kept %d\n", q[0], kept);

  float a[8], fo[8], fp[8];
  for (int i = 0; i < 8; ++i)
    a[i] = i * 0.1f;
  TKERNEL(fo, a, 8)
#pragma approx perfo(large:2) out(fp[0:8]) reconstruct(nn) label("data")
#pragma omp target teams distribute parallel for map(to : a[0:8]) map(from : fp[0:8])
  for (int i = 0; i < 8; ++i)
    fp[i] = a[i] * i;
  printf("data after a kernel macro: o[3] %g p", fo[3]);
  for (int i = 0; i < 8; ++i)
    printf(" %g", fp[i]);
  printf("\n");
  return 0;
}
