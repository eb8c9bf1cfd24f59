// Every perforation kind on '#pragma omp target teams distribute parallel
// for' (offloaded to the host device), with the approx pragma before
// (prologue form, plan passed as firstprivate) and after (inline form,
// plan computed on the device) the directive.
// The kept strings are test/Inputs/perfo-kinds.check, shared with the
// other perfo-kinds tests; the same strings under continue lowering.
// RUN: %approx-clang %host-offload -I %S/../Inputs %s -o %t
// RUN: %run env APPROX_SEED=12345 %t > %t.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=pre < %t.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=post < %t.out
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue -I %S/../Inputs %s -o %t.cont
// RUN: %run env APPROX_SEED=12345 %t.cont > %t.cont.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=pre < %t.cont.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=post < %t.cont.out

#include "perfo-kinds.h"

static void small_pre(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(small, chunk(c) : v) label("small")
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void small_post(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(small, chunk(c) : v) label("small")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void large_pre(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(large, chunk(c) : v) label("large")
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void large_post(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(large, chunk(c) : v) label("large")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rate_pre(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(rate, chunk(c) : v) label("rate")
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rate_post(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(rate, chunk(c) : v) label("rate")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rand_pre(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(rand, chunk(c) : v) label("rand")
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void rand_post(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(rand, chunk(c) : v) label("rand")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void init_pre(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(init, chunk(c) : v) label("init")
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void init_post(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(init, chunk(c) : v) label("init")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void fini_pre(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma approx perfo(fini, chunk(c) : v) label("fini")
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}
static void fini_post(int n, double v, int c) {
  perfo_kinds_clear(n);
#pragma omp target teams distribute parallel for map(tofrom: s[0:n])
#pragma approx perfo(fini, chunk(c) : v) label("fini")
  for (int i = 0; i < n; ++i)
    s[i] = '1';
}

int main(void) {
  RUN_KINDS(pre, 0);
  RUN_KINDS(post, 0);
  return 0;
}
