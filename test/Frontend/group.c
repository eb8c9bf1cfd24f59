// Groups: '#pragma approx' with only label and if groups the regions in its
// statement. Without a region inside it approximates nothing (an error);
// between an OpenMP loop directive and its loop there is no room for its
// exact version (an error); -Rapprox says what it groups.
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -DREMARKS %s 2>&1 | %FileCheck %s

void f(int n, float *a) {
#ifndef REMARKS
// expected-error@+1 {{'#pragma approx' needs an approximation clause (perfo, memo, in, out, inout, reconstruct, precision, sync, atomic or branch), or approx regions in its statement to group}}
#pragma approx label("empty")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = 0;

#pragma omp parallel for
// expected-error@+1 {{a group ('#pragma approx' with only 'label' and 'if') cannot stand between an OpenMP loop directive and its loop}}
#pragma approx label("between")
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(small:2) label("in_between")
    for (int j = 0; j < n; ++j) a[i] += j;
  }
#endif

  // Accepted: a group of two regions in a kernel, with if().
  // CHECK: group.c:[[#@LINE+1]]:1: remark: approx group 'kernel': the statement as written runs when the group or all of its 2 regions are disabled
#pragma approx label("kernel") if(n > 8)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
    float s = 0;
#pragma approx perfo(small:2) label("k_inner")
    for (int j = 0; j < n; ++j) s += j;
#pragma approx perfo(large:4) label("k_inner2")
    for (int j = 0; j < n; ++j) s -= j;
    a[i] = s;
  }
}
