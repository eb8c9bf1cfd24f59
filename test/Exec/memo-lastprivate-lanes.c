// A lastprivate variable of a memoized worksharing loop ends at the last
// iteration's value when the groups interleave their iterations as on
// NVPTX (__APPROX_MEMO_TEST_LANES=32 gives the host and the x86 offload
// device NVPTX's 32 lanes): the sequentially last group, which gives the
// variable back (MemoLastprivate.cpp), runs the last iteration, also in a last block
// that the lanes do not fill (before, lane 31 ran iteration 31 of the
// first run, 'tgt' ended at 701, or no iteration at all). An out item
// (last iteration a hit on another iteration's stored output, threshold(0)
// so the values are exact) and a variable the statements around a
// memoized statement write (scalar keys, memo(in) and memo(out)), offloaded
// and on the host; the same values with one lane and without approx.
// RUN: %approx-clang %host-offload -D__APPROX_MEMO_TEST_LANES=32 %s -o %t && %run %t | %FileCheck %s
// RUN: %run env APPROX_REPORT=%t.report.json %t > /dev/null
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report.json
// RUN: %approx-clangxx -x c++ %host-offload -D__APPROX_MEMO_TEST_LANES=32 %s -o %t.cxx && %run %t.cxx | %FileCheck %s
// RUN: %approx-clang %host-offload %s -o %t.one && %run %t.one | %FileCheck %s
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.exact && %run %t.exact | %FileCheck %s

// CHECK: {{^}}tgt last=101 y39=101{{$}}
// CHECK-NEXT: {{^}}empty-lane last=501{{$}}
// CHECK-NEXT: {{^}}full last=701{{$}}
// CHECK-NEXT: {{^}}keys last=49 v=98{{$}}
// CHECK-NEXT: {{^}}host last=69{{$}}
// CHECK-NEXT: {{^}}taf last=44 v=5{{$}}
// CHECK-NEXT: {{^}}arr pair=49,98{{$}}
// Groups 0-7 run iterations q and q + 32, whose inputs are equal: 8 hits,
// iteration 39 among them.
// REPORT: "label": "tgt", {{.*}}"memo_lookups": 40, "memo_hits": 8,

#include <stdio.h>

int main(void) {
  double x[96], y[96], last = -1;
  for (int j = 0; j < 96; ++j)
    x[j] = (j % 32) / 4;

  // 40 iterations: one block of 32 * 3, lanes 0-7 run two iterations.
#pragma approx memo(in, threshold(0), items(3)) in(x[j]) out(y[j], last) label("tgt")
#pragma omp target teams distribute parallel for lastprivate(last) map(to: x) map(from: y) map(tofrom: last)
  for (int j = 0; j < 40; ++j) {
    last = x[j] * 100 + 1;
    y[j] = last;
  }
  printf("tgt last=%g y39=%g\n", last, y[39]);

  // 21 iterations: lane 31 ran none before (its thread's copy held
  // iteration 19's value).
  last = -1;
#pragma approx memo(in, threshold(0), items(3)) in(x[j]) out(y[j], last) label("empty-lane")
#pragma omp target teams distribute parallel for lastprivate(last) map(to: x) map(from: y) map(tofrom: last) num_teams(1) num_threads(3) schedule(static, 1)
  for (int j = 0; j < 21; ++j) {
    last = x[j] * 100 + 1;
    y[j] = last;
  }
  printf("empty-lane last=%g\n", last);

  // 96 iterations: a full block, no rotation.
  last = -1;
#pragma approx memo(in, threshold(0), items(3)) in(x[j]) out(y[j], last) label("full")
#pragma omp target teams distribute parallel for lastprivate(last) map(to: x) map(from: y) map(tofrom: last)
  for (int j = 0; j < 96; ++j) {
    last = x[j] * 100 + 1;
    y[j] = last;
  }
  printf("full last=%g\n", last);

  // Scalar keys: the statements around the memoized one run in every
  // iteration; the last assigns the loop variable's value.
  double v = -1;
  last = -1;
#pragma approx memo(in, threshold(0), items(2)) in(k) out(w) label("keys")
#pragma omp target teams distribute parallel for lastprivate(last, v) map(to: x) map(tofrom: last, v)
  for (int j = 0; j < 50; ++j) {
    double k = j;
    double w;
    w = k * 2;
    v = w;
    last = j;
  }
  printf("keys last=%g v=%g\n", last, v);

  // A host loop: a last block of 6 iterations, groups dealt round robin
  // to 3 threads (before, that of lane 31 last ran iteration 68).
  last = -1;
#pragma approx memo(in, threshold(0), items(1)) in(k) out(w) label("host")
#pragma omp parallel for lastprivate(last) num_threads(3) schedule(static, 1)
  for (int j = 0; j < 70; ++j) {
    double k = x[j % 32];
    double w;
    w = k + 1;
    last = j + w - k - 1;
  }
  printf("host last=%g\n", last);

  // memo(out): constant outputs, predicted exactly.
  v = -1;
  last = -1;
#pragma approx memo(out, threshold(0), history(2), predict(2), items(2)) out(w) label("taf")
#pragma omp target teams distribute parallel for lastprivate(last, v) map(tofrom: last, v)
  for (int j = 0; j < 45; ++j) {
    double w;
    w = 5;
    v = w;
    last = j;
  }
  printf("taf last=%g v=%g\n", last, v);

  // A lastprivate array (given back with memcpy in C, element by element
  // in C++, where an array cannot be assigned whole).
  double pair[2] = {-1, -1};
#pragma approx memo(in, threshold(0), items(2)) in(k) out(w) label("arr")
#pragma omp target teams distribute parallel for lastprivate(pair) map(tofrom: pair)
  for (int j = 0; j < 50; ++j) {
    double k = j;
    double w;
    w = k * 2;
    pair[0] = j;
    pair[1] = w;
  }
  printf("arr pair=%g,%g\n", pair[0], pair[1]);
  return 0;
}
