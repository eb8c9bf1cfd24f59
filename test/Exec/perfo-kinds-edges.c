// Edge values of every kind: rate 0 and 0.99, N larger than n, chunk
// equal to or larger than n, rates whose n*R is not exact in binary
// (0.3, 0.7), n = 64. Same model as perfo-kinds-host.c; on the host and
// offloaded with the plan made on the device.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}host rate v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device rate v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host rand v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device rand v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host init v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device init v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host fini v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device fini v=0 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host small v=20 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device small v=20 c=1 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host large v=20 c=1 n=10 1000000000{{$}}
// CHECK-NEXT: {{^}}device large v=20 c=1 n=10 1000000000{{$}}
// CHECK-NEXT: {{^}}host rate v=0.99 c=1 n=10 1000000000{{$}}
// CHECK-NEXT: {{^}}device rate v=0.99 c=1 n=10 1000000000{{$}}
// CHECK-NEXT: {{^}}host init v=0.99 c=1 n=10 0000000001{{$}}
// CHECK-NEXT: {{^}}device init v=0.99 c=1 n=10 0000000001{{$}}
// CHECK-NEXT: {{^}}host fini v=0.99 c=1 n=10 1000000000{{$}}
// CHECK-NEXT: {{^}}device fini v=0.99 c=1 n=10 1000000000{{$}}
// CHECK-NEXT: {{^}}host rand v=0.99 c=1 n=10 0000000000{{$}}
// CHECK-NEXT: {{^}}device rand v=0.99 c=1 n=10 0000000000{{$}}
// CHECK-NEXT: {{^}}host small v=2 c=64 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device small v=2 c=64 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host large v=2 c=10 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}device large v=2 c=10 n=10 1111111111{{$}}
// CHECK-NEXT: {{^}}host large v=2 c=9 n=10 1111111110{{$}}
// CHECK-NEXT: {{^}}device large v=2 c=9 n=10 1111111110{{$}}
// CHECK-NEXT: {{^}}host rate v=0.5 c=4 n=10 1111111100{{$}}
// CHECK-NEXT: {{^}}device rate v=0.5 c=4 n=10 1111111100{{$}}
// CHECK-NEXT: {{^}}host init v=0.5 c=4 n=10 0000111111{{$}}
// CHECK-NEXT: {{^}}device init v=0.5 c=4 n=10 0000111111{{$}}
// CHECK-NEXT: {{^}}host fini v=0.5 c=4 n=10 1111111100{{$}}
// CHECK-NEXT: {{^}}device fini v=0.5 c=4 n=10 1111111100{{$}}
// CHECK-NEXT: {{^}}host small v=2 c=1 n=64 1010101010101010101010101010101010101010101010101010101010101010{{$}}
// CHECK-NEXT: {{^}}device small v=2 c=1 n=64 1010101010101010101010101010101010101010101010101010101010101010{{$}}
// CHECK-NEXT: {{^}}host rate v=0.7 c=1 n=10 1001001000{{$}}
// CHECK-NEXT: {{^}}device rate v=0.7 c=1 n=10 1001001000{{$}}
// CHECK-NEXT: {{^}}host rate v=0.3 c=1 n=10 1110110110{{$}}
// CHECK-NEXT: {{^}}device rate v=0.3 c=1 n=10 1110110110{{$}}
// CHECK-NEXT: {{^}}host rate v=0.75 c=1 n=13 1001001001000{{$}}
// CHECK-NEXT: {{^}}device rate v=0.75 c=1 n=13 1001001001000{{$}}
// CHECK-NEXT: {{^}}host init v=0.7 c=1 n=10 0000000111{{$}}
// CHECK-NEXT: {{^}}device init v=0.7 c=1 n=10 0000000111{{$}}
// CHECK-NEXT: {{^}}host fini v=0.3 c=2 n=13 1111111111000{{$}}
// CHECK-NEXT: {{^}}device fini v=0.3 c=2 n=13 1111111111000{{$}}

#include <stdio.h>
#include <string.h>

static char s[65];

static void small_host(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(small, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void small_device(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(small, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void large_host(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(large, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void large_device(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(large, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void rate_host(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(rate, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void rate_device(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(rate, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void rand_host(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(rand, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void rand_device(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(rand, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void init_host(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(init, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void init_device(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(init, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void fini_host(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(fini, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}
static void fini_device(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(fini, chunk(c) : v) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
}

#define RUN(K, V, C, N)                                                  \
  do {                                                                    \
    K##_host(N, V, C);                                                    \
    printf("host %s v=%g c=%d n=%d %s\n", #K, (double)(V), C, N, s);      \
    K##_device(N, V, C);                                                  \
    printf("device %s v=%g c=%d n=%d %s\n", #K, (double)(V), C, N, s);    \
  } while (0)

int main(void) {
  RUN(rate, 0, 1, 10);
  RUN(rand, 0, 1, 10);
  RUN(init, 0, 1, 10);
  RUN(fini, 0, 1, 10);
  RUN(small, 20, 1, 10);
  RUN(large, 20, 1, 10);
  RUN(rate, 0.99, 1, 10);
  RUN(init, 0.99, 1, 10);
  RUN(fini, 0.99, 1, 10);
  RUN(rand, 0.99, 1, 10);
  RUN(small, 2, 64, 10);
  RUN(large, 2, 10, 10);
  RUN(large, 2, 9, 10);
  RUN(rate, 0.5, 4, 10);
  RUN(init, 0.5, 4, 10);
  RUN(fini, 0.5, 4, 10);
  RUN(small, 2, 1, 64);
  RUN(rate, 0.7, 1, 10);
  RUN(rate, 0.3, 1, 10);
  RUN(rate, 0.75, 1, 13);
  RUN(init, 0.7, 1, 10);
  RUN(fini, 0.3, 2, 13);
  return 0;
}
