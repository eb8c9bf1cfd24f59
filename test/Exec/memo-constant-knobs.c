// memo's numeric knobs and section lengths are constant expressions, not
// only literals and macros: an enumerator, a C++ constexpr variable, and
// (C++) a template parameter, whose knob the lowered code checks and uses
// per instantiation (f<1> and f<4> get tables of 1 and 4 entries). Each
// output is its iteration's number, so a hit shows whose output it reused;
// the keys repeat with period 3, so a table of 3 or more entries hits from
// the fourth iteration on, and one entry never does. C and C++, and
// -save-temps (the -E text, where no Sema knows the names: the knobs are
// checked where the lowered code is compiled).
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clangxx -x c++ %host-offload %s -o %t.cxx && %run %t.cxx | %FileCheck %s --check-prefixes=CHECK,CXX
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cd %t.dir && %approx-clang %host-offload -save-temps -DNO_SECTION %s -o %t.st && %run %t.st | %FileCheck %s

#include <stdio.h>

enum { SZ = 3, PAIR = 2 };

static void show(const char *name, const int *who) {
  printf("%s", name);
  for (int i = 0; i < 8; ++i)
    printf(" %d", who[i]);
  printf("\n");
}

#ifdef __cplusplus
constexpr int K = 3, ONE = 1;
constexpr double EXACT = 0.0;

template <int S> void f(const double *in, int *who) {
#pragma approx memo(in, size(S), threshold(0)) in(in[i]) out(who[i])
  for (int i = 0; i < 8; ++i)
    who[i] = i;
}
#endif

int main(void) {
  double in[8] = {1, 2, 3, 1, 2, 3, 1, 2};
  double pairs[16] = {1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3, 1, 1, 2, 2};
  int who[8];
#pragma approx memo(in, size(SZ), threshold(0)) in(in[i]) out(who[i])
  for (int i = 0; i < 8; ++i)
    who[i] = i;
  // CHECK: enum 0 1 2 0 1 2 0 1
  show("enum", who);
#ifndef NO_SECTION
#pragma approx memo(in, size(SZ * 2 - 3), threshold(0)) in(pairs[i * PAIR:PAIR]) out(who[i])
  for (int i = 0; i < 8; ++i)
    who[i] = i;
#else
#pragma approx memo(in, size(SZ * 2 - 3), threshold(0)) in(pairs[i * 2:2]) out(who[i])
  for (int i = 0; i < 8; ++i)
    who[i] = i;
#endif
  // CHECK-NEXT: section 0 1 2 0 1 2 0 1
  show("section", who);
#ifdef __cplusplus
#pragma approx memo(in, size(K), threshold(EXACT)) in(pairs[i * ONE * 2:K - ONE]) out(who[i])
  for (int i = 0; i < 8; ++i)
    who[i] = i;
  // CXX-NEXT: constexpr 0 1 2 0 1 2 0 1
  show("constexpr", who);
  f<1>(in, who);
  // CXX-NEXT: template<1> 0 1 2 3 4 5 6 7
  show("template<1>", who);
  f<4>(in, who);
  // CXX-NEXT: template<4> 0 1 2 0 1 2 0 1
  show("template<4>", who);
#endif
  return 0;
}
