// -fapprox-set=<label>:<clause> changes a region at compile time, host and
// device alike: small:2 (1010101010) becomes large:3 (1001001001), an
// if() is added, the kind and chunk change; other labels are untouched.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s --check-prefix=DEFAULT
// RUN: %approx-clang %host-offload '-fapprox-set=a:perfo(large:3)' '-fapprox-set=b:if(n > 100)' \
// RUN:   '-fapprox-set=c:perfo(init, chunk(2) : 0.5)' %s -o %t.set && %run %t.set | %FileCheck %s --check-prefix=SET
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue '-fapprox-set=a:perfo(large:3)' '-fapprox-set=b:if(n > 100)' \
// RUN:   '-fapprox-set=c:perfo(init, chunk(2) : 0.5)' %s -o %t.cont && %run %t.cont | %FileCheck %s --check-prefix=SET

// DEFAULT: {{^}}a-host 1010101010{{$}}
// DEFAULT-NEXT: {{^}}a-target 1010101010{{$}}
// DEFAULT-NEXT: {{^}}b 1010101010{{$}}
// DEFAULT-NEXT: {{^}}c 1010101010{{$}}
// DEFAULT-NEXT: {{^}}d 1010101010{{$}}
// SET: {{^}}a-host 1001001001{{$}}
// SET-NEXT: {{^}}a-target 1001001001{{$}}
// SET-NEXT: {{^}}b 1111111111{{$}}
// SET-NEXT: {{^}}c 0000111111{{$}}
// SET-NEXT: {{^}}d 1010101010{{$}}

#include <stdio.h>
#include <string.h>

static char s[11];
static void reset(void) { memset(s, '0', 10); }

int main(void) {
  int n = 10;
  reset();
#pragma approx perfo(small:2) label("a")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("a-host %s\n", s);
  reset();
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(small:2) label("a")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("a-target %s\n", s);
  reset();
#pragma approx perfo(small:2) label("b")
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("b %s\n", s);
  reset();
#pragma approx perfo(small:2) label("c")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("c %s\n", s);
  reset();
#pragma approx perfo(small:2) label("d")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("d %s\n", s);
  return 0;
}
