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

  // An item declared inside a group's block: the region inside is lowered
  // while the group reads its statement ahead of the parser, which has not
  // seen the declaration; its type is checked in the generated code, at the
  // item (an outer 'a' it shadows is not looked at).
#pragma approx label("decl_inside")
  {
    int a[8];
    for (int i = 0; i < 8; ++i) a[i] = i;
    // expected-error@+2 {{precision(half): item 'a' must have a floating-point element type}}
    // expected-note@+1 {{expression evaluates to '1 == 8'}}
#pragma approx in(a[0:8]) precision(half)
#pragma omp target teams distribute parallel for map(to: a) map(from: n)
    for (int i = 0; i < 8; ++i) n = a[i];
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

  // Accepted: an item declared inside the group's block, which Sema has not
  // seen when the region inside is lowered (it was once looked up there and
  // refused as "does not name a variable declared here").
#pragma approx label("decl_inside_ok")
  {
    float b[8];
    for (int i = 0; i < 8; ++i) b[i] = i;
#pragma approx in(b[0:8]) precision(half)
#pragma omp target teams distribute parallel for map(to: b) map(tofrom: a[0:8])
    for (int i = 0; i < 8; ++i) a[i] = b[i];
  }
}
