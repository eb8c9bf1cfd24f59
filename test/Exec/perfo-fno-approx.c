// -fno-approx compiles the pragmas away: every loop runs exactly (all
// iterations, exact reduction), host and offloaded, in both orders.
// RUN: %approx-clang -fno-approx %host-offload %s -o %t && %run %t | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang %host-offload %s -o %t.approx && %run %t.approx | %FileCheck %s --check-prefix=APPROX

// EXACT: {{^}}host 1111111111{{$}}
// EXACT-NEXT: {{^}}target-pre 1111111111{{$}}
// EXACT-NEXT: {{^}}target-post 1111111111{{$}}
// EXACT-NEXT: {{^}}sum 2016{{$}}
// APPROX: {{^}}host 1101101101{{$}}
// APPROX-NEXT: {{^}}target-pre 1000100010{{$}}
// APPROX-NEXT: {{^}}target-post 1111111000{{$}}
// APPROX-NEXT: {{^}}sum 1488{{$}}

#include <stdio.h>
#include <string.h>

static char s[11];
static void reset(void) { memset(s, '0', 10); }

int main(void) {
  int n = 10;
  reset();
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("host %s\n", s);
  reset();
#pragma approx perfo(large:4)
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("target-pre %s\n", s);
  reset();
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(fini:0.3)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("target-post %s\n", s);
  long sum = 0;
#pragma approx perfo(small:4)
#pragma omp parallel for reduction(+: sum)
  for (int i = 0; i < 64; ++i) sum += i;
  printf("sum %ld\n", sum);
  return 0;
}
