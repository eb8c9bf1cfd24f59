// Spellings of the two pragmas that must work: '_Pragma' from a macro,
// line continuations in either pragma, a comment after '#pragma omp',
// blank and '//' lines between them. small:2 keeps 1010101010 of 10.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s

// CHECK: {{^}}pragma-op 1010101010{{$}}
// CHECK-NEXT: {{^}}pragma-op-omp 1010101010{{$}}
// CHECK-NEXT: {{^}}omp-continued 1010101010{{$}}
// CHECK-NEXT: {{^}}omp-comment 1010101010{{$}}
// CHECK-NEXT: {{^}}approx-continued 1010101010{{$}}
// CHECK-NEXT: {{^}}line-comments 1010101010{{$}}

#include <stdio.h>
#include <string.h>

#define PRAGMA(x) _Pragma(#x)
#define PERFO(k, v) PRAGMA(approx perfo(k : v))
#define PFOR PRAGMA(omp parallel for)
static char s[11];
static void reset(void) { memset(s, '0', 10); }

int main(void) {
  int n = 10;
  reset();
  PERFO(small, 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("pragma-op %s\n", s);

  reset();
  PERFO(small, 2)
  PFOR
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("pragma-op-omp %s\n", s);

  reset();
#pragma omp parallel for \
    schedule(static)
#pragma approx perfo(small : 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("omp-continued %s\n", s);

  reset();
#pragma omp parallel for // one thread per row
#pragma approx perfo(small : 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("omp-comment %s\n", s);

  reset();
#pragma omp parallel for
#pragma approx perfo(small : 2) \
    label("continued")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("approx-continued %s\n", s);

  reset();
#pragma omp parallel for

  // perforate it
#pragma approx perfo(small : 2)
  // the loop
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("line-comments %s\n", s);
  return 0;
}
