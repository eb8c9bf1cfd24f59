// A perforated inner loop in the body of an OpenMP loop is placed by the
// preprocessor's text, not by text an #if left out, nor is a directive out
// of sight (a macro) taken for an unknown collapsed nest. Before, each case
// below took the inline form (plan in the loop), which
//   - rejected a call in the value ("skipcall": "must not call a function"),
//   - counted the report per bound evaluation ("dead", host: 204 executions
//     of 100 iterations for 4 with one thread, 102 with two; "macro" alike),
//   - counted only thread 0's runs ("endif": 4, 2, 1 executions for 1, 2, 4
//     threads) where '#if 1 / #pragma omp simd / #endif' stood above,
//   - left a region inside a kernel out of the report ("kern": no entry).
// Now each inner loop is one execution per run of the outer loop's body
// (4 or 12 runs) with large:2 / small:2 kept counts, at any thread count;
// "simdelse" ('#if 1 simd #else for #endif' above the approx pragma) and
// "endif" are held with their simd directive (one plan per execution);
// "col" (a macro's collapse(2) nest; 1 execution with three threads before)
// and "split" (a collapse(2) header over two lines) count once per inner
// run; "oneline" (macro directive and loop on one line) is not in a nest.
// RUN: %approx-clang %host-offload -Rapprox %s -o %t 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %run env APPROX_REPORT=1 OMP_NUM_THREADS=1 %t 2> %t.r1 | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.r1
// RUN: %run env APPROX_REPORT=1 OMP_NUM_THREADS=3 %t 2> %t.r3 | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.r3
// The same placement under -E (host only: an offload compile's -E output
// does not compile again with plain clang 19 either); there the macro's
// directive is read from its expansion ("col" ran no iteration before: its
// plan stood between the two loops the directive collapses).
// RUN: %approx-clang -fopenmp -E %s -o %t.i
// RUN: %approx-clang -fopenmp -x cpp-output %t.i -o %t.pp
// RUN: env APPROX_REPORT=1 OMP_NUM_THREADS=3 %t.pp 2> %t.rpp | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.rpp
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.plain
// RUN: %run %t.plain | %FileCheck %s --check-prefix=EXACT
// REMARK-DAG: 'dead': perfo(large) lowered to blocks of kept iterations (a sequential loop), plan computed once per execution
// REMARK-DAG: 'skipcall': perfo(large) lowered to blocks of kept iterations (a sequential loop), plan computed once per execution
// REMARK-DAG: 'endif': perfo(large) lowered to a compacted iteration space, plan computed once per execution
// REMARK-DAG: 'simdelse': perfo(large) lowered to a compacted iteration space, plan computed once per execution
// REMARK-DAG: 'macro': perfo(large) lowered to blocks of kept iterations (a sequential loop), plan computed once per execution
// REMARK-DAG: 'oneline': perfo(large) lowered to blocks of kept iterations (a sequential loop), plan computed once per execution
// REMARK-DAG: 'split': perfo(large) lowered to a compacted iteration space, plan computed in the loop (pragma after
// REMARK-DAG: 'col': perfo(large) lowered to a compacted iteration space, plan computed in the loop (pragma after
// OUT: dead 200 skipcall 200 endif 200 simdelse 200 macro 200 col 200 oneline 200 split 200 kern 60
// EXACT: dead 400 skipcall 400 endif 400 simdelse 400 macro 400 col 400 oneline 400 split 400 kern 120
// CHECK-DAG: "label": "dead", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "skipcall", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "endif", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "simdelse", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "macro", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "col", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "oneline", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "split", "executions": 4, "total_iterations": 400, "kept_iterations": 200,
// CHECK-DAG: "label": "kern", "executions": 12, "total_iterations": 120, "kept_iterations": 60,

#include <stdio.h>

#define PRAGMA(x) _Pragma(#x)
#define PAR_FOR(r) PRAGMA(omp parallel for reduction(+ : r))
#define PAR_FOR2(r) PRAGMA(omp parallel for collapse(2) reduction(+ : r))

static int skip_of(int argc) { return argc + 1; }
static double g[120];

int main(int argc, char **argv) {
  (void)argv;
  int n = 100;
  double dead = 0, skipcall = 0, endif = 0, simdelse = 0, macro = 0, col = 0, oneline = 0,
         split = 0;
#pragma omp parallel for reduction(+ : dead)
  for (int i = 0; i < 4; ++i) {
#ifdef APPROX_TEST_UNDEFINED
#pragma omp simd reduction(+ : dead)
#endif
#pragma approx perfo(large:2) label("dead")
    for (int k = 0; k < n; ++k)
      dead += 1;
  }
#pragma omp parallel for reduction(+ : skipcall)
  for (int i = 0; i < 4; ++i) {
#if 0
    not code
#endif
#pragma approx perfo(large:skip_of(argc)) label("skipcall")
    for (int k = 0; k < n; ++k)
      skipcall += 1;
  }
#pragma omp parallel for reduction(+ : endif)
  for (int i = 0; i < 4; ++i) {
#if 1
#pragma omp simd reduction(+ : endif)
#endif
#pragma approx perfo(large:2) label("endif")
    for (int k = 0; k < n; ++k)
      endif += 1;
  }
#pragma omp parallel for reduction(+ : simdelse)
  for (int i = 0; i < 4; ++i) {
#if 1
#pragma omp simd reduction(+ : simdelse)
#else
#pragma omp for
#if 0
#endif
#endif
#pragma approx perfo(large:2) label("simdelse")
    for (int k = 0; k < n; ++k)
      simdelse += 1;
  }
  PAR_FOR(macro)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(large:2) label("macro")
    for (int k = 0; k < n; ++k)
      macro += 1;
  }
  PAR_FOR2(col)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(large:2) label("col")
    for (int k = 0; k < n; ++k)
      col += 1;
  }
  PAR_FOR(oneline) for (int i = 0; i < 4; ++i) {
#pragma approx perfo(large:2) label("oneline")
    for (int k = 0; k < n; ++k)
      oneline += 1;
  }
#pragma omp parallel for collapse(2) reduction(+ : split)
  for (int i = 0;
       i < 4; ++i)
#pragma approx perfo(large:2) label("split")
    for (int k = 0; k < n; ++k)
      split += 1;
#pragma omp target teams distribute parallel for map(tofrom : g)
  for (int i = 0; i < 12; ++i) {
#ifdef APPROX_TEST_UNDEFINED
    x
#endif
#pragma approx perfo(small:2) label("kern")
    for (int k = 0; k < 10; ++k)
      g[i * 10 + k] += 1.0;
  }
  double kern = 0;
  for (int i = 0; i < 120; ++i)
    kern += g[i];
  printf("dead %.0f skipcall %.0f endif %.0f simdelse %.0f macro %.0f col %.0f oneline %.0f split "
         "%.0f kern %.0f\n",
         dead, skipcall, endif, simdelse, macro, col, oneline, split, kern);
  return 0;
}
