// memo(in) (iACT) on the host device, exactly. Each body writes its own
// iteration number into an output, so the printed outputs show which
// iterations ran and which reused the outputs of which earlier one. An
// input hits the lowest entry whose mean relative difference is <=
// threshold; a miss is inserted into a free entry, else over the
// round-robin victim (oldest insertion) or the least recently used entry.
// A worksharing loop gets one table per group of 'items' iterations. Compiled
// as C++ too.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload '-fapprox-set=rr:memo(in, size(2), replace(lru), threshold(0))' %s -o %t.lru && %run %t.lru | %FileCheck %s --check-prefix=LRU
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clangxx -x c++ %host-offload %s -o %t.cxx && %run %t.cxx | %FileCheck %s

#include <stdio.h>

static void show(const char *name, int n, const double *out) {
  printf("%s", name);
  for (int i = 0; i < n; ++i)
    printf(" %g", out[i]);
  printf("\n");
}

int main(void) {
  // 1.0 miss; 1.001 is 0.1 % from 1.0: hit (1.0's outputs); 2.0 miss.
  {
    double in[3] = {1.0, 1.001, 2.0}, out[3];
    int it[3];
#pragma approx memo(in, threshold(0.01)) in(in[i]) out(out[i], it[i]) label("basic")
    for (int i = 0; i < 3; ++i) {
      out[i] = in[i] * 10;
      it[i] = i;
    }
    printf("basic %g/%d %g/%d %g/%d\n", out[0], it[0], out[1], it[1], out[2], it[2]);
  }
  // CHECK: {{^}}basic 10/0 10/0 20/2{{$}}
  // EXACT: {{^}}basic 10/0 10.01/1 20/2{{$}}

  // A table of 2 entries, exact matches (threshold 0); an output is
  // 100 * input + the iteration that computed it. Round robin: 1 2 (full),
  // 3 replaces 1, 1 replaces 2, 3 hits, 2 replaces 3 (the oldest), 1 hits.
  // LRU (-fapprox-set): 3 replaces 1 (2 was used later), 1 replaces 2, 3
  // hits, 2 replaces 1 (3 was just used), 1 misses.
  {
    double in[8] = {1, 2, 2, 3, 1, 3, 2, 1}, out[8];
#pragma approx memo(in, size(2), threshold(0)) in(in[i]) out(out[i]) label("rr")
    for (int i = 0; i < 8; ++i)
      out[i] = in[i] * 100 + i;
    show("rr", 8, out);
  }
  // CHECK: {{^}}rr 100 201 201 303 104 303 206 104{{$}}
  // LRU: {{^}}rr 100 201 201 303 104 303 206 107{{$}}
  // EXACT: {{^}}rr 100 201 202 303 104 305 206 107{{$}}

  // Two in items and an inout item (an input too, then written): the
  // distance is the mean of three relative differences; a = 102: (0.02 + 0 +
  // 0) / 3 hits, a = 104: 0.04 / 3 does not.
  {
    double a[4] = {100, 102, 104, 100}, b[4] = {5, 5, 5, 5}, c[4] = {1, 1, 1, 1};
#pragma approx memo(in, threshold(0.01)) in(a[i], b[i]) inout(c[i]) label("two")
    for (int i = 0; i < 4; ++i)
      c[i] = a[i] * b[i] + c[i] + i;
    show("two", 4, c);
  }
  // CHECK: {{^}}two 501 501 523 501{{$}}
  // EXACT: {{^}}two 501 512 523 504{{$}}

  // A section item: the row is the input; integer outputs.
  {
    int v[4][3] = {{1, 2, 3}, {1, 2, 3}, {1, 2, 4}, {1, 2, 3}};
    int sum[4];
#pragma approx memo(in, threshold(0)) in(v[i][0:3]) out(sum[i]) label("row")
    for (int i = 0; i < 4; ++i) {
      int s = 10 * i;
      for (int j = 0; j < 3; ++j)
        s += v[i][j];
      sum[i] = s;
    }
    printf("row %d %d %d %d\n", sum[0], sum[1], sum[2], sum[3]);
  }
  // CHECK: {{^}}row 6 6 27 6{{$}}
  // EXACT: {{^}}row 6 16 27 36{{$}}

  // Offloaded worksharing loop, items(4): iterations 0-3 and 4-7 have a
  // table each (4 repeats 0's input and misses).
  {
    enum { N = 8 };
    double in[N] = {1, 1, 2, 1, 1, 2, 2, 3}, out[N];
#pragma approx memo(in, items(4), threshold(0)) in(in[i]) out(out[i]) label("ws")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
    for (int i = 0; i < N; ++i)
      out[i] = in[i] * 100 + i;
    show("ws", N, out);
  }
  // CHECK: {{^}}ws 100 100 202 100 104 205 205 307{{$}}
  // EXACT: {{^}}ws 100 101 202 103 104 205 206 307{{$}}

  // A sequential loop inside a target region: one table for the loop.
  {
    double in[4] = {7, 7, 8, 7}, out[4];
#pragma omp target map(to: in[0:4]) map(from: out[0:4])
    {
#pragma approx memo(in, threshold(0)) in(in[i]) out(out[i]) label("seq-kernel")
      for (int i = 0; i < 4; ++i)
        out[i] = in[i] * 100 + i;
    }
    show("seq-kernel", 4, out);
  }
  // CHECK: {{^}}seq-kernel 700 700 802 700{{$}}
  // EXACT: {{^}}seq-kernel 700 701 802 703{{$}}
  return 0;
}
