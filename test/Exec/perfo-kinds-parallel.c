// Every perforation kind on '#pragma omp parallel for', with the approx pragma
// before (prologue form) and after (inline form) the directive. Expected
// strings: docs/language.md, perfo table (small: skip k%N==N-1; large: keep
// k%N==0; rate: kept chunks floor(q*nc/kc), kc = nc - floor(nc*R); init/fini:
// skip the first/last floor(nc*R) chunks; rand: splitmix64 of (seed ^ FNV-1a of
// the label) and the chunk), per chunk of C iterations, for n = 0, 1, 10, 11,
// 13. The same strings under continue lowering.
// RUN: %approx-clang %host-offload %s -o %t && %run env APPROX_SEED=12345 %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run env APPROX_SEED=12345 %t.cont | %FileCheck %s

// CHECK: {{^}}small pre v=2 c=1: [] [1] [1010101010] [10101010101] [1010101010101]{{$}}
// CHECK-NEXT: {{^}}small pre v=2 c=3: [] [1] [1110001110] [11100011100] [1110001110001]{{$}}
// CHECK-NEXT: {{^}}small pre v=3 c=1: [] [1] [1101101101] [11011011011] [1101101101101]{{$}}
// CHECK-NEXT: {{^}}small pre v=3 c=3: [] [1] [1111110001] [11111100011] [1111110001111]{{$}}
// CHECK-NEXT: {{^}}large pre v=2 c=1: [] [1] [1010101010] [10101010101] [1010101010101]{{$}}
// CHECK-NEXT: {{^}}large pre v=2 c=3: [] [1] [1110001110] [11100011100] [1110001110001]{{$}}
// CHECK-NEXT: {{^}}large pre v=4 c=1: [] [1] [1000100010] [10001000100] [1000100010001]{{$}}
// CHECK-NEXT: {{^}}large pre v=4 c=3: [] [1] [1110000000] [11100000000] [1110000000001]{{$}}
// CHECK-NEXT: {{^}}rate pre v=0.25 c=1: [] [1] [1111011110] [11111011110] [1111011101110]{{$}}
// CHECK-NEXT: {{^}}rate pre v=0.25 c=3: [] [1] [1111111110] [11111111100] [1111111111110]{{$}}
// CHECK-NEXT: {{^}}rate pre v=0.5 c=1: [] [1] [1010101010] [11010101010] [1101010101010]{{$}}
// CHECK-NEXT: {{^}}rate pre v=0.5 c=3: [] [1] [1110001110] [11100011100] [1111110001110]{{$}}
// CHECK-NEXT: {{^}}rand pre v=0.5 c=1: [] [1] [1000101010] [10001010100] [1000101010000]{{$}}
// CHECK-NEXT: {{^}}rand pre v=0.5 c=3: [] [1] [1110000000] [11100000000] [1110000000001]{{$}}
// CHECK-NEXT: {{^}}init pre v=0.25 c=1: [] [1] [0011111111] [00111111111] [0001111111111]{{$}}
// CHECK-NEXT: {{^}}init pre v=0.25 c=3: [] [1] [0001111111] [00011111111] [0001111111111]{{$}}
// CHECK-NEXT: {{^}}init pre v=0.5 c=1: [] [1] [0000011111] [00000111111] [0000001111111]{{$}}
// CHECK-NEXT: {{^}}init pre v=0.5 c=3: [] [1] [0000001111] [00000011111] [0000001111111]{{$}}
// CHECK-NEXT: {{^}}fini pre v=0.25 c=1: [] [1] [1111111100] [11111111100] [1111111111000]{{$}}
// CHECK-NEXT: {{^}}fini pre v=0.25 c=3: [] [1] [1111111110] [11111111100] [1111111111110]{{$}}
// CHECK-NEXT: {{^}}fini pre v=0.5 c=1: [] [1] [1111100000] [11111100000] [1111111000000]{{$}}
// CHECK-NEXT: {{^}}fini pre v=0.5 c=3: [] [1] [1111110000] [11111100000] [1111111110000]{{$}}
// CHECK-NEXT: {{^}}small post v=2 c=1: [] [1] [1010101010] [10101010101] [1010101010101]{{$}}
// CHECK-NEXT: {{^}}small post v=2 c=3: [] [1] [1110001110] [11100011100] [1110001110001]{{$}}
// CHECK-NEXT: {{^}}small post v=3 c=1: [] [1] [1101101101] [11011011011] [1101101101101]{{$}}
// CHECK-NEXT: {{^}}small post v=3 c=3: [] [1] [1111110001] [11111100011] [1111110001111]{{$}}
// CHECK-NEXT: {{^}}large post v=2 c=1: [] [1] [1010101010] [10101010101] [1010101010101]{{$}}
// CHECK-NEXT: {{^}}large post v=2 c=3: [] [1] [1110001110] [11100011100] [1110001110001]{{$}}
// CHECK-NEXT: {{^}}large post v=4 c=1: [] [1] [1000100010] [10001000100] [1000100010001]{{$}}
// CHECK-NEXT: {{^}}large post v=4 c=3: [] [1] [1110000000] [11100000000] [1110000000001]{{$}}
// CHECK-NEXT: {{^}}rate post v=0.25 c=1: [] [1] [1111011110] [11111011110] [1111011101110]{{$}}
// CHECK-NEXT: {{^}}rate post v=0.25 c=3: [] [1] [1111111110] [11111111100] [1111111111110]{{$}}
// CHECK-NEXT: {{^}}rate post v=0.5 c=1: [] [1] [1010101010] [11010101010] [1101010101010]{{$}}
// CHECK-NEXT: {{^}}rate post v=0.5 c=3: [] [1] [1110001110] [11100011100] [1111110001110]{{$}}
// CHECK-NEXT: {{^}}rand post v=0.5 c=1: [] [1] [1000101010] [10001010100] [1000101010000]{{$}}
// CHECK-NEXT: {{^}}rand post v=0.5 c=3: [] [1] [1110000000] [11100000000] [1110000000001]{{$}}
// CHECK-NEXT: {{^}}init post v=0.25 c=1: [] [1] [0011111111] [00111111111] [0001111111111]{{$}}
// CHECK-NEXT: {{^}}init post v=0.25 c=3: [] [1] [0001111111] [00011111111] [0001111111111]{{$}}
// CHECK-NEXT: {{^}}init post v=0.5 c=1: [] [1] [0000011111] [00000111111] [0000001111111]{{$}}
// CHECK-NEXT: {{^}}init post v=0.5 c=3: [] [1] [0000001111] [00000011111] [0000001111111]{{$}}
// CHECK-NEXT: {{^}}fini post v=0.25 c=1: [] [1] [1111111100] [11111111100] [1111111111000]{{$}}
// CHECK-NEXT: {{^}}fini post v=0.25 c=3: [] [1] [1111111110] [11111111100] [1111111111110]{{$}}
// CHECK-NEXT: {{^}}fini post v=0.5 c=1: [] [1] [1111100000] [11111100000] [1111111000000]{{$}}
// CHECK-NEXT: {{^}}fini post v=0.5 c=3: [] [1] [1111110000] [11111100000] [1111111110000]{{$}}

#include <stdio.h>
#include <string.h>

static char s[65];

static void small_pre(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(small, chunk(c) : v) label("small")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void small_post(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp parallel for
#pragma approx perfo(small, chunk(c) : v) label("small")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void large_pre(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(large, chunk(c) : v) label("large")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void large_post(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp parallel for
#pragma approx perfo(large, chunk(c) : v) label("large")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rate_pre(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(rate, chunk(c) : v) label("rate")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rate_post(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp parallel for
#pragma approx perfo(rate, chunk(c) : v) label("rate")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rand_pre(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(rand, chunk(c) : v) label("rand")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rand_post(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp parallel for
#pragma approx perfo(rand, chunk(c) : v) label("rand")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void init_pre(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(init, chunk(c) : v) label("init")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void init_post(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp parallel for
#pragma approx perfo(init, chunk(c) : v) label("init")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void fini_pre(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma approx perfo(fini, chunk(c) : v) label("fini")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void fini_post(int n, double v, int c) {
  memset(s, '0', n);
  s[n] = 0;
#pragma omp parallel for
#pragma approx perfo(fini, chunk(c) : v) label("fini")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}

#define RUN(K, O, V, C)                                   \
  do {                                                    \
    printf("%s %s v=%g c=%d:", #K, #O, (double)(V), C);   \
    for (int k = 0; k < 5; ++k) {                         \
      K##_##O(ns[k], V, C);                               \
      printf(" [%s]", s);                                 \
    }                                                     \
    printf("\n");                                        \
  } while (0)

int main(void) {
  int ns[5] = {0, 1, 10, 11, 13};
  RUN(small, pre, 2, 1);
  RUN(small, pre, 2, 3);
  RUN(small, pre, 3, 1);
  RUN(small, pre, 3, 3);
  RUN(large, pre, 2, 1);
  RUN(large, pre, 2, 3);
  RUN(large, pre, 4, 1);
  RUN(large, pre, 4, 3);
  RUN(rate, pre, 0.25, 1);
  RUN(rate, pre, 0.25, 3);
  RUN(rate, pre, 0.5, 1);
  RUN(rate, pre, 0.5, 3);
  RUN(rand, pre, 0.5, 1);
  RUN(rand, pre, 0.5, 3);
  RUN(init, pre, 0.25, 1);
  RUN(init, pre, 0.25, 3);
  RUN(init, pre, 0.5, 1);
  RUN(init, pre, 0.5, 3);
  RUN(fini, pre, 0.25, 1);
  RUN(fini, pre, 0.25, 3);
  RUN(fini, pre, 0.5, 1);
  RUN(fini, pre, 0.5, 3);
  RUN(small, post, 2, 1);
  RUN(small, post, 2, 3);
  RUN(small, post, 3, 1);
  RUN(small, post, 3, 3);
  RUN(large, post, 2, 1);
  RUN(large, post, 2, 3);
  RUN(large, post, 4, 1);
  RUN(large, post, 4, 3);
  RUN(rate, post, 0.25, 1);
  RUN(rate, post, 0.25, 3);
  RUN(rate, post, 0.5, 1);
  RUN(rate, post, 0.5, 3);
  RUN(rand, post, 0.5, 1);
  RUN(rand, post, 0.5, 3);
  RUN(init, post, 0.25, 1);
  RUN(init, post, 0.25, 3);
  RUN(init, post, 0.5, 1);
  RUN(init, post, 0.5, 3);
  RUN(fini, post, 0.25, 1);
  RUN(fini, post, 0.25, 3);
  RUN(fini, post, 0.5, 1);
  RUN(fini, post, 0.5, 3);
  return 0;
}
