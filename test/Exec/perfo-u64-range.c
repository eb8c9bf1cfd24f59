// perfo over 64-bit unsigned loop variables whose range crosses 2^63: the
// trip count and the variable's values are computed in unsigned arithmetic
// (the bounds, as long long, compared below zero: 0 iterations, even with
// the region disabled, and the exact 32 under 'omp parallel for').
// small:2 keeps the even offsets from the lower bound; the sums of the
// offsets (i - B) of the kept values are 0+2+...+30 = 240 counting up, and
// counting down from B+32 to B+1: 32+30+...+2 = 272.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}up 16 240{{$}}
// CHECK-NEXT: {{^}}down 16 272{{$}}
// CHECK-NEXT: {{^}}declared-before 16 240 end 32{{$}}
// CHECK-NEXT: {{^}}parallel 16 240{{$}}
// CHECK-NEXT: {{^}}kernel 16 240{{$}}
// RUN: echo '{"up": {"enabled": false}, "down": {"enabled": false}, "before": {"enabled": false}, "par": {"enabled": false}, "kern": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}up 32 496{{$}}
// EXACT-NEXT: {{^}}down 32 528{{$}}
// EXACT-NEXT: {{^}}declared-before 32 496 end 32{{$}}
// EXACT-NEXT: {{^}}parallel 32 496{{$}}
// EXACT-NEXT: {{^}}kernel 32 496{{$}}

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define B UINT64_C(0x7ffffffffffffff0)

int main(void) {
  long n = 0, s = 0;
#pragma approx perfo(small:2) label("up")
  for (uint64_t i = B; i < B + 32; ++i)
    n++, s += (long)(i - B);
  printf("up %ld %ld\n", n, s);
  n = s = 0;
#pragma approx perfo(small:2) label("down")
  for (unsigned long long i = B + 32; i > B; --i)
    n++, s += (long)(i - B);
  printf("down %ld %ld\n", n, s);
  n = s = 0;
  size_t j;
#pragma approx perfo(small:2) label("before")
  for (j = B; j < B + 32; ++j)
    n++, s += (long)(j - B);
  printf("declared-before %ld %ld end %ld\n", n, s, (long)(j - B));
  n = s = 0;
#pragma approx perfo(small:2) label("par")
#pragma omp parallel for reduction(+: n, s)
  for (uint64_t i = B; i < B + 32; ++i)
    n++, s += (long)(i - B);
  printf("parallel %ld %ld\n", n, s);
  n = s = 0;
#pragma approx perfo(small:2) label("kern")
#pragma omp target teams distribute parallel for reduction(+: n, s) map(tofrom: n, s)
  for (uint64_t i = B; i < B + 32; ++i)
    n++, s += (long)(i - B);
  printf("kernel %ld %ld\n", n, s);
  return 0;
}
