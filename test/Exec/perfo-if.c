// if(expr): false => the exact loop runs (every iteration kept); true =>
// perforated. The condition is a run-time expression, evaluated per
// execution, in the prologue and the inline form, on the host and offloaded.
// small:2 keeps 1010101010 of 10.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}host on=0 1111111111{{$}}
// CHECK-NEXT: {{^}}host on=1 1010101010{{$}}
// CHECK-NEXT: {{^}}parallel-post on=0 1111111111{{$}}
// CHECK-NEXT: {{^}}parallel-post on=1 1010101010{{$}}
// CHECK-NEXT: {{^}}target-pre on=0 1111111111{{$}}
// CHECK-NEXT: {{^}}target-pre on=1 1010101010{{$}}
// CHECK-NEXT: {{^}}target-post on=0 1111111111{{$}}
// CHECK-NEXT: {{^}}target-post on=1 1010101010{{$}}
// CHECK-NEXT: {{^}}literal-false 1111111111{{$}}
// CHECK-NEXT: {{^}}literal-true 1010101010{{$}}
// CHECK-NEXT: {{^}}evaluated-once calls=1{{$}}

#include <stdio.h>
#include <string.h>

static char s[65];
static int calls;
static void reset(int n) { memset(s, '0', n); s[n] = 0; }
static int cond(int v) { ++calls; return v; }

static void host(int n, int on) {
#pragma approx perfo(small:2) if(on != 0)
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void parallel_post(int n, int on) {
#pragma omp parallel for
#pragma approx perfo(small:2) if(on)
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void target_pre(int n, int on) {
#pragma approx perfo(small:2) if(on > 0 && n > 1)
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void target_post(int n, int on) {
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(small:2) if(on)
  for (int i = 0; i < n; ++i) s[i] = '1';
}

int main(void) {
  int n = 10;
  for (int on = 0; on < 2; ++on) { reset(n); host(n, on); printf("host on=%d %s\n", on, s); }
  for (int on = 0; on < 2; ++on) { reset(n); parallel_post(n, on); printf("parallel-post on=%d %s\n", on, s); }
  for (int on = 0; on < 2; ++on) { reset(n); target_pre(n, on); printf("target-pre on=%d %s\n", on, s); }
  for (int on = 0; on < 2; ++on) { reset(n); target_post(n, on); printf("target-post on=%d %s\n", on, s); }
  reset(n);
#pragma approx perfo(small:2) if(0)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("literal-false %s\n", s);
  reset(n);
#pragma approx perfo(small:2) if(1)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("literal-true %s\n", s);
  reset(n);
#pragma approx perfo(small:2) if(cond(1))
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("evaluated-once calls=%d\n", calls);
  return 0;
}
