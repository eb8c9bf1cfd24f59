// A perfo value that changes on every evaluation (0.5 on the first call,
// 0 afterwards) is evaluated once per execution of the region, in each
// placement: the first execution keeps every other iteration and the
// second keeps all of them, and the call count says how often it ran. The
// loop bound and the body share one plan (a second evaluation in the body
// would have skipped nothing while the bound kept half, or the reverse).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=1 %t | %FileCheck %s
// RUN: %run env OMP_NUM_THREADS=4 %t | %FileCheck %s

// CHECK: {{^}}before 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}after 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}after-if 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}target-after 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}in-target 1010101010 1111111111 calls=2{{$}}

#include <stdio.h>
#include <string.h>

static int calls;
static double rate(void) { return ++calls == 1 ? 0.5 : 0.0; }
static int on(void) { return ++calls == 1; }
static char s[2][11];

static void show(const char *Name, int Calls) {
  printf("%s %s %s calls=%d\n", Name, s[0], s[1], Calls);
  calls = 0;
  memset(s, 0, sizeof s);
}

int main(void) {
  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma approx perfo(rate : rate())
#pragma omp parallel for
    for (int i = 0; i < 10; ++i) s[e][i] = '1';
  }
  show("before", calls);

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp parallel for
#pragma approx perfo(rate : rate())
    for (int i = 0; i < 10; ++i) s[e][i] = '1';
  }
  show("after", calls);

  // The if() clause: perforated on the first execution only.
  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp parallel for
#pragma approx perfo(rate : 0.5) if(on())
    for (int i = 0; i < 10; ++i) s[e][i] = '1';
  }
  show("after-if", calls);

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(rate : rate())
    for (int i = 0; i < 10; ++i) s[e][i] = '1';
  }
  show("target-after", calls);

  // A loop inside a target region: evaluated on the device, once per
  // execution by the thread that runs the loop.
  int c = 0;
  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp target map(tofrom: s, c)
    {
#pragma approx perfo(rate : ++c == 1 ? 0.5 : 0.0)
      for (int i = 0; i < 10; ++i) s[e][i] = '1';
    }
  }
  show("in-target", c);
  return 0;
}
