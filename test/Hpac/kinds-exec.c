// HPAC's kind names run with HPAC's meaning, on the host and offloaded
// (host device): 'ini:R' drops the first floor(n*R) iterations (as 'init'),
// 'random:R' is 'rand:R' itself: with APPROX_SEED=12345 and label "r" it
// keeps exactly the iterations test/Exec/perfo-rand-seed.c establishes for
// 'rand' (n = 48). APPROX_CONFIG takes the same names as "kind". Sources
// are written as HPAC's are: #include <approx.h>, clauses in any order,
// in/out items that only declare the region's data.
// RUN: %approx-clang %host-offload -Wno-approx-hpac %s -o %t
// RUN: %run env APPROX_SEED=12345 %t | %FileCheck %s
// RUN: echo '{"cfg": {"kind": "ini", "value": 0.25}, "r": {"kind": "random", "value": 0.5}}' > %t.json
// RUN: %run env APPROX_SEED=12345 APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=CONFIG
// RUN: echo '{"cfg": {"kind": "randm"}}' > %t.bad.json
// RUN: not %run env APPROX_CONFIG=%t.bad.json %t 2>&1 | %FileCheck %s --check-prefix=BAD

// CHECK: {{^}}ini-0.3     0001111111{{$}}
// CHECK-NEXT: {{^}}ini-0.5     0001111{{$}}
// CHECK-NEXT: {{^}}ini-target  0000111111111111{{$}}
// CHECK-NEXT: {{^}}cfg         10000000{{$}}
// CHECK-NEXT: {{^}}random-host 011111000111000001000101111100110110101101001001{{$}}
// CHECK-NEXT: {{^}}random-pre  011111000111000001000101111100110110101101001001{{$}}
// CHECK-NEXT: {{^}}random-post 011111000111000001000101111100110110101101001001{{$}}
// CHECK-NEXT: {{^}}random-in   011111000111000001000101111100110110101101001001{{$}}
// CHECK-NEXT: {{^}}small-r     101010101010101010101010101010101010101010101010{{$}}

// CONFIG: {{^}}cfg         00111111{{$}}
// CONFIG: {{^}}small-r     011111000111000001000101111100110110101101001001{{$}}

// BAD: approx: error: APPROX_CONFIG '{{.*}}': label 'cfg': field 'kind': unknown kind 'randm' (valid kinds: small, large, rate, rand, init, fini)

#include <approx.h>
#include <stdio.h>
#include <string.h>

#define N 48
static char s[N + 1];
static void reset(int n) {
  memset(s, 0, sizeof s);
  memset(s, '0', n);
}

int main(void) {
  int n = 10;
  float x[N];
  for (int i = 0; i < N; ++i)
    x[i] = (float)i;

  reset(n);
#pragma approx perfo(ini:0.3) in(x[0:n]) out(s[0:n])
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("ini-0.3     %s\n", s);

  n = 7;
  reset(n);
#pragma approx label("ini5") out(s[:]) perfo(ini:0.5)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("ini-0.5     %s\n", s);

  n = 16;
  reset(n);
#pragma approx in(x[0:n]) out(s[0:n]) perfo(ini:0.25) label("ini-target")
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = x[i] >= 0 ? '1' : '?';
  printf("ini-target  %s\n", s);

  n = 8;
  reset(n);
#pragma approx perfo(large:1000) label("cfg")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("cfg         %s\n", s);

  n = N;
  reset(n);
#pragma approx perfo(random:0.5) label("r") in(x[0:n]) out(s[0:n])
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("random-host %s\n", s);

  reset(n);
#pragma approx label("r") perfo(random:0.5) in(x[0:n:1]) out(s)
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("random-pre  %s\n", s);

  reset(n);
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx out(s[0:n]) label("r") perfo(random:0.5)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("random-post %s\n", s);

  reset(n);
#pragma omp target map(tofrom: s)
  {
#pragma approx perfo(random:0.5) label("r")
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  printf("random-in   %s\n", s);

  reset(n);
#pragma approx perfo(small:2) label("r")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("small-r     %s\n", s);
  return 0;
}
