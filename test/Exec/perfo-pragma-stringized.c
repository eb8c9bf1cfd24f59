// A '#pragma approx' written as `_Pragma(#x)` from a macro
// (`APPROX(approx perfo(...))`) right after an OpenMP loop directive, and
// an OpenMP directive built the same way (`PRAGMA(omp parallel for)`) right
// before a '#pragma approx' line, hold the directive back as a written
// pair does: the region is lowered as if it came first, so its perfo value
// rate() is evaluated once per execution (calls=2 for two executions, with
// 4 threads), in a compile and through -save-temps (-E output). Before,
// the compile rejected the first ("the perfo value expression of a 'perfo'
// inside an OpenMP loop construct ... must not call a function"), and -E
// printed the second's directive before the block lowering.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env OMP_NUM_THREADS=4 %t | %FileCheck %s
// RUN: %approx-clang %host-offload -save-temps=obj %s -o %t.st
// RUN: %run env OMP_NUM_THREADS=4 %t.st | %FileCheck %s
// CHECK: {{^}}approx-macro 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}variadic 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}omp-macro 1010101010 1111111111 calls=2{{$}}
// CHECK-NEXT: {{^}}target 1010101010 1111111111 calls=2{{$}}

#include <stdio.h>
#include <string.h>

#define APPROX(x) _Pragma(#x)
#define APPROXV(...) _Pragma(#__VA_ARGS__)
#define PRAGMA(x) _Pragma(#x)
#define PFOR PRAGMA(omp parallel for)

static int calls;
static double rate(void) { return ++calls == 1 ? 0.5 : 0.0; }
static char s[2][11];

static void show(const char *Name) {
  printf("%s %s %s calls=%d\n", Name, s[0], s[1], calls);
  calls = 0;
  memset(s, 0, sizeof s);
}

int main(void) {
  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp parallel for
    APPROX(approx perfo(rate : rate()) label("a"))
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("approx-macro");

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp parallel for
    APPROXV(approx perfo(rate : rate()), label("v"))
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("variadic");

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
    PFOR
#pragma approx perfo(rate : rate()) label("o")
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("omp-macro");

  for (int e = 0; e < 2; ++e) {
    memset(s[e], '0', 10);
#pragma omp target teams distribute parallel for map(tofrom: s)
    APPROX(approx perfo(rate : rate()) label("t"))
    for (int i = 0; i < 10; ++i)
      s[e][i] = '1';
  }
  show("target");
  return 0;
}
