// perfo(rate) over 2^50 iterations keeps 2^20 of them, chunk floor(q * nc /
// kc) = q * 2^30 for q = 0 .. 2^20-1: the product q * nc passes 2^63 from
// q = 2^13 on, and wrapped, so the loop ran negative iterations. Checked
// in a sequential loop (blocks), a 'parallel for' and an offloaded loop:
// the count, the sum of i / 2^30 and no iteration off the multiples of 2^30.
// RUN: %approx-clang %host-offload -O2 %s -o %t && %run env OMP_NUM_THREADS=2 %t | %FileCheck %s

// CHECK: {{^}}seq kept=1048576 qsum=549755289600 bad=0{{$}}
// CHECK-NEXT: {{^}}parallel kept=1048576 qsum=549755289600 bad=0{{$}}
// CHECK-NEXT: {{^}}target kept=1048576 qsum=549755289600 bad=0{{$}}

#include <stdio.h>

#define N (1LL << 50)
#define RATE (1.0 - 1.0 / (1 << 30))

static int off(long long i) { return i < 0 || i >= N || (i & ((1LL << 30) - 1)) != 0; }

int main(void) {
  long long kept = 0, qsum = 0, bad = 0;
#pragma approx perfo(rate : RATE)
  for (long long i = 0; i < N; ++i) {
    kept++;
    qsum += i >> 30;
    bad += off(i);
  }
  printf("seq kept=%lld qsum=%lld bad=%lld\n", kept, qsum, bad);

  kept = qsum = bad = 0;
#pragma approx perfo(rate : RATE)
#pragma omp parallel for reduction(+ : kept, qsum, bad)
  for (long long i = 0; i < N; ++i) {
    kept++;
    qsum += i >> 30;
    bad += off(i);
  }
  printf("parallel kept=%lld qsum=%lld bad=%lld\n", kept, qsum, bad);

  kept = qsum = bad = 0;
#pragma approx perfo(rate : RATE)
#pragma omp target teams distribute parallel for reduction(+ : kept, qsum, bad) map(tofrom : kept, qsum, bad)
  for (long long i = 0; i < N; ++i) {
    kept++;
    qsum += i >> 30;
    bad += i < 0 || i >= N || (i & ((1LL << 30) - 1)) != 0;
  }
  printf("target kept=%lld qsum=%lld bad=%lld\n", kept, qsum, bad);
  return 0;
}
