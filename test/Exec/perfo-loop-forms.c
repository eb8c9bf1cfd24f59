// Canonical loop forms under perforation: every test operator, increments
// and decrements, literal and run-time steps, pre-declared, unsigned, long
// and char variables, bodies with and without braces, 'continue' in the
// body. Each loop marks s[k] for its logical iteration k (computed from the
// variable), so the expected string is the kind's pattern over 0..n-1.
// small:3 keeps 1101101101 of 10; fini:0.3 1111111000 of 10;
// rate:0.25 111101110 of 9; init:0.5 0001111 of 7.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s
// RUN: %approx-clang -fopenmp %s -o %t.host && %run %t.host | %FileCheck %s

// CHECK: {{^}}lt-nobrace 1101101101{{$}}
// CHECK-NEXT: {{^}}lt-brace 1101101101{{$}}
// CHECK-NEXT: {{^}}gt-lhs 1101101101{{$}}
// CHECK-NEXT: {{^}}le 1101101101{{$}}
// CHECK-NEXT: {{^}}ge-dec 1111111000{{$}}
// CHECK-NEXT: {{^}}gt-minus2 111101110{{$}}
// CHECK-NEXT: {{^}}ne-dec 1101101101{{$}}
// CHECK-NEXT: {{^}}ne-inc 1111111000{{$}}
// CHECK-NEXT: {{^}}assign-plus 1101101101{{$}}
// CHECK-NEXT: {{^}}assign-plus-rev 0001111{{$}}
// CHECK-NEXT: {{^}}assign-minus 1101101101{{$}}
// CHECK-NEXT: {{^}}runtime-step 111101110{{$}}
// CHECK-NEXT: {{^}}predeclared 1101101101{{$}}
// CHECK-NEXT: {{^}}unsigned-dec 1111111000{{$}}
// CHECK-NEXT: {{^}}unsigned-inc 1101101101{{$}}
// CHECK-NEXT: {{^}}long 1101101101{{$}}
// CHECK-NEXT: {{^}}long-long-neg 1111111000{{$}}
// CHECK-NEXT: {{^}}size_t 111101110{{$}}
// CHECK-NEXT: {{^}}char 1101101101{{$}}
// CHECK-NEXT: {{^}}short-dec 0001111{{$}}
// CHECK-NEXT: {{^}}continue 1101101101{{$}}
// CHECK-NEXT: {{^}}nested-body 1101101101{{$}}
// CHECK-NEXT: {{^}}chunk-after-value 1110001110{{$}}

#include <stddef.h>
#include <stdio.h>
#include <string.h>

static char s[65];
static void reset(int n) { memset(s, '0', n); s[n] = 0; }
static void show(const char *what) { printf("%s %s\n", what, s); }

int main(int argc, char **argv) {
  (void)argv;
  int n = 10, st = 3 + argc - 1; // st == 3

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 0; i < 10; i++)
    s[i] = '1';
  show("lt-nobrace");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) {
    s[i] = '1';
  }
  show("lt-brace");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 0; n > i; ++i) s[i] = '1';
  show("gt-lhs");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 1; i <= 10; ++i) s[i - 1] = '1';
  show("le");

  reset(10);
#pragma approx perfo(fini:0.3)
  for (int i = 9; i >= 0; --i) s[9 - i] = '1';
  show("ge-dec");

  reset(9);
#pragma approx perfo(rate:0.25)
  for (int i = 18; i > 0; i -= 2) s[(18 - i) / 2] = '1';
  show("gt-minus2");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 10; i != 0; i--) s[10 - i] = '1';
  show("ne-dec");

  reset(10);
#pragma approx perfo(fini:0.3)
  for (int i = -5; i != 5; ++i) s[i + 5] = '1';
  show("ne-inc");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 3; i < 23; i = i + 2) s[(i - 3) / 2] = '1';
  show("assign-plus");

  reset(7);
#pragma approx perfo(init:0.5)
  for (int i = 3; i < 24; i = 3 + i) s[(i - 3) / 3] = '1';
  show("assign-plus-rev");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 40; i > 0; i = i - 4) s[(40 - i) / 4] = '1';
  show("assign-minus");

  reset(9);
#pragma approx perfo(rate:0.25)
  for (int i = 0; i < 27; i += st) s[i / 3] = '1';
  show("runtime-step");

  reset(10);
  int j;
#pragma approx perfo(small:3)
  for (j = 0; j < n; ++j)
    s[j] = '1';
  show("predeclared");

  reset(10);
#pragma approx perfo(fini:0.3)
  for (unsigned u = 10; u > 0; u--) s[10 - u] = '1';
  show("unsigned-dec");

  reset(10);
#pragma approx perfo(small:3)
  for (unsigned u = 4000000000u; u < 4000000010u; u += 1) s[u - 4000000000u] = '1';
  show("unsigned-inc");

  reset(10);
#pragma approx perfo(small:3)
  for (long l = 10000000000L; l < 10000000010L; ++l) s[l - 10000000000L] = '1';
  show("long");

  reset(10);
#pragma approx perfo(fini:0.3)
  for (long long l = -1; l >= -10; l -= 1) s[-1 - l] = '1';
  show("long-long-neg");

  reset(9);
#pragma approx perfo(rate:0.25)
  for (size_t z = 0; z < 27; z += 3) s[z / 3] = '1';
  show("size_t");

  reset(10);
#pragma approx perfo(small:3)
  for (char c = 'a'; c < 'a' + 10; ++c) s[c - 'a'] = '1';
  show("char");

  reset(7);
#pragma approx perfo(init:0.5)
  for (short h = 6; h >= 0; h--) s[6 - h] = '1';
  show("short-dec");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) {
    if (i == -1)
      continue;
    s[i] = '1';
  }
  show("continue");

  reset(10);
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i)
    for (int q = 0; q < 2; ++q)
      if (q == 1)
        s[i] = '1';
  show("nested-body");

  reset(10);
#pragma approx perfo(large : 2, chunk(3))
  for (int i = 0; i < n; ++i) s[i] = '1';
  show("chunk-after-value");
  return 0;
}
