// The perforated loops of Frontend/generated-code-strict-perfo.c, built
// under strict -Werror flags (C11 with -Wdeclaration-after-statement, C++17
// with -Wold-style-cast), still run exactly the kept iterations: the
// blocks that now hold the loop variable and the block bounds, and the
// C++ casts, change nothing. Each loop marks s[k] for its logical
// iteration k. large:2 keeps 1010101010 of 10, small:3 1101101101,
// large:4 1000100010, init:0.5 0001111 of 7.
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wpedantic -Wdeclaration-after-statement -Wshadow -Werror %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -std=c11 -Wdeclaration-after-statement -Werror -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wold-style-cast -Wzero-as-null-pointer-constant -Werror %s -o %t.cxx && %run %t.cxx | %FileCheck %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wold-style-cast -Werror -fapprox-perfo-lowering=continue %s -o %t.cxxcont && %run %t.cxxcont | %FileCheck %s

// CHECK: {{^}}blocks 1101101101{{$}}
// CHECK-NEXT: {{^}}outer-var 1101101101{{$}}
// CHECK-NEXT: {{^}}u64 1010101010{{$}}
// CHECK-NEXT: {{^}}s64-down 0001111{{$}}
// CHECK-NEXT: {{^}}early 1010101010{{$}}
// CHECK-NEXT: {{^}}par 1101101101{{$}}
// CHECK-NEXT: {{^}}tgt 1000100010{{$}}
// CHECK-NEXT: {{^}}inner 1010101010101010{{$}}
// CHECK-NEXT: {{^}}kern 1010101010101010{{$}}
#include <stdio.h>

static char s[17];

static void reset(int n) {
  for (int i = 0; i < 17; ++i)
    s[i] = i < n ? '0' : '\0';
}

static void show(const char *name) { printf("%s %s\n", name, s); }

int main(void) {
  int n = 10, k;
  unsigned long long un = 10;
  long ln = 6;
  reset(n);
#pragma approx perfo(small:3) label("blocks")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
  show("blocks");
  reset(n);
#pragma approx perfo(small:3) label("outer-var")
  for (k = 0; k < n; k++)
    s[k] = '1';
  show("outer-var");
  reset(n);
#pragma approx perfo(large:2) label("u64")
  for (unsigned long long u = 0; u < un; ++u)
    s[u] = '1';
  show("u64");
  reset(7);
#pragma approx perfo(init:0.5) label("s64-down")
  for (long l = ln; l >= 0; --l)
    s[ln - l] = '1';
  show("s64-down");
  reset(n);
#pragma approx perfo(large:2) label("early")
  for (int i = 0; i < n; ++i) {
    if (i > 100)
      break;
    s[i] = '1';
  }
  show("early");
  reset(n);
#pragma approx perfo(small:3) label("par")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    s[i] = '1';
  show("par");
  reset(n);
#pragma approx perfo(large:4) label("tgt")
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i)
    s[i] = '1';
  show("tgt");
  reset(16);
#pragma omp parallel for collapse(2)
  for (int i = 0; i < 4; ++i)
#pragma approx perfo(large:2) label("inner")
    for (int j = 0; j < 4; ++j)
      s[i * 4 + j] = '1';
  show("inner");
  reset(16);
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(large:2) label("kern")
    for (int j = 0; j < 4; ++j)
      s[i * 4 + j] = '1';
  }
  show("kern");
  return 0;
}
