// Every perforation kind on a sequential host loop: the exact set of kept
// iterations, with run-time value and chunk.
// The kept strings are test/Inputs/perfo-kinds.check, shared with the
// other perfo-kinds tests; the same strings under continue lowering.
// RUN: %approx-clang %host-offload -I %S/../Inputs %s -o %t
// RUN: %run env APPROX_SEED=12345 %t > %t.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS,C4 -DFORM=seq < %t.out
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue -I %S/../Inputs %s -o %t.cont
// RUN: %run env APPROX_SEED=12345 %t.cont > %t.cont.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS,C4 -DFORM=seq < %t.cont.out

#include "perfo-kinds.h"

static void small_seq(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(small, chunk(c) : v) label("small")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void large_seq(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(large, chunk(c) : v) label("large")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rate_seq(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(rate, chunk(c) : v) label("rate")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rand_seq(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(rand, chunk(c) : v) label("rand")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void init_seq(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(init, chunk(c) : v) label("init")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void fini_seq(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(fini, chunk(c) : v) label("fini")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}

int main(void) {
  RUN_KINDS(seq, 1);
  return 0;
}
