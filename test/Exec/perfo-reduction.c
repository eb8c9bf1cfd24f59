// Reductions keep working under perforation: the reduced value is exactly
// the sum over the kept iterations (sum of k and count of kept k, n = 64),
// with 'parallel for' and 'target teams distribute parallel for', both
// pragma orders, with and without chunks.
// small:4 -> 1488/48; large:3 -> 693/22; fini:0.25 chunk(5) -> 1225/50;
// rate:0.25 chunk(5) -> 1450/50.
// RUN: %approx-clang %host-offload %s -o %t && %run env OMP_NUM_THREADS=4 %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run env OMP_NUM_THREADS=4 %t.cont | %FileCheck %s

// CHECK: {{^}}parallel-pre sum=1488 cnt=48{{$}}
// CHECK-NEXT: {{^}}parallel-post sum=693 cnt=22{{$}}
// CHECK-NEXT: {{^}}target-pre sum=1225 cnt=50{{$}}
// CHECK-NEXT: {{^}}target-post sum=1450 cnt=50{{$}}
// CHECK-NEXT: {{^}}float sum=1488{{$}}

#include <stdio.h>

int main(void) {
  int n = 64;
  long sum = 0, cnt = 0;
#pragma approx perfo(small:4)
#pragma omp parallel for reduction(+: sum, cnt)
  for (int i = 0; i < n; ++i) {
    sum += i;
    cnt += 1;
  }
  printf("parallel-pre sum=%ld cnt=%ld\n", sum, cnt);

  sum = cnt = 0;
#pragma omp parallel for reduction(+: sum) reduction(+: cnt)
#pragma approx perfo(large:3)
  for (int i = 0; i < n; ++i) {
    sum += i;
    cnt++;
  }
  printf("parallel-post sum=%ld cnt=%ld\n", sum, cnt);

  sum = cnt = 0;
#pragma approx perfo(fini, chunk(5) : 0.25)
#pragma omp target teams distribute parallel for reduction(+: sum, cnt) map(tofrom: sum, cnt)
  for (int i = 0; i < n; ++i) {
    sum += i;
    cnt += 1;
  }
  printf("target-pre sum=%ld cnt=%ld\n", sum, cnt);

  sum = cnt = 0;
#pragma omp target teams distribute parallel for reduction(+: sum, cnt) map(tofrom: sum, cnt)
#pragma approx perfo(rate, chunk(5) : 0.25)
  for (int i = 0; i < n; ++i) {
    sum += i;
    cnt += 1;
  }
  printf("target-post sum=%ld cnt=%ld\n", sum, cnt);

  float fs = 0;
#pragma approx perfo(small:4)
#pragma omp parallel for reduction(+: fs)
  for (int i = 0; i < n; ++i)
    fs += (float)i;
  printf("float sum=%g\n", fs);
  return 0;
}
