// '#pragma approx' right after an OpenMP loop directive that is spelled
// with preprocessor conditionals, a _Pragma from a macro, or a block
// comment in between: the inline form must be used as for the plain
// spelling. small:2 keeps 1010101010 of 10.
// Regression test (fixed): the handler decides "pragma after '#pragma omp'" by scanning the raw
// source lines above the pragma (precedingOmpPragma): an '#endif' line, a
// directive that comes from a macro (_Pragma), or a multi-line /* */
// comment stops the scan, the prologue form is chosen, and the prologue
// lands between the OpenMP directive and its loop: "statement after
// '#pragma omp parallel for' must be a for loop".
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s

// CHECK: {{^}}ifdef 1010101010{{$}}
// CHECK-NEXT: {{^}}pragma-op 1010101010{{$}}
// CHECK-NEXT: {{^}}block-comment 1010101010{{$}}

#include <stdio.h>
#include <string.h>

#define PRAGMA(x) _Pragma(#x)
#define PFOR PRAGMA(omp parallel for)
static char s[11];
static void reset(void) { memset(s, '0', 10); }

int main(void) {
  int n = 10;
  reset();
#ifdef _OPENMP
#pragma omp parallel for
#endif
#pragma approx perfo(small : 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("ifdef %s\n", s);

  reset();
  PFOR
#pragma approx perfo(small : 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("pragma-op %s\n", s);

  reset();
#pragma omp parallel for
  /* perforate
     the loop */
#pragma approx perfo(small : 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("block-comment %s\n", s);
  return 0;
}
