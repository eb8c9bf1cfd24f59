// Output reconstruction of members inside a member function: the
// construct's own maps take several members of *this, so the 'target data'
// around the loop names the pointer member b's storage through a local
// pointer; mapping 'b[0:n]' there took part of *this, which the construct
// could not extend (libomptarget stopped: "explicit extension not
// allowed"), even with the region disabled. The array member c lives inside
// *this: its rows are rebuilt on the host ('reconstruct(lerp, host)'; the
// device form is an error, Frontend/data-member-items.cpp). large:2 keeps the even rows
// (i*i: 0 4 16 36 64), lerp rebuilds the odd ones between them and the last
// from its nearest kept row.
// RUN: %approx-clang++ %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}b 0 2 4 10 16 26 36 50 64 64{{$}}
// CHECK-NEXT: {{^}}c 0 2 4 10 16 26 36 50 64 64{{$}}
// RUN: echo '{"member-b": {"enabled": false}, "member-c": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}b 0 1 4 9 16 25 36 49 64 81{{$}}
// EXACT-NEXT: {{^}}c 0 1 4 9 16 25 36 49 64 81{{$}}

#include <cstdio>

struct Field {
  int n;
  float *a, *b;
  float c[10];
  void step() {
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(lerp) label("member-b")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * a[i];
#pragma approx perfo(large:2) out(c[0:n]) reconstruct(lerp, host) label("member-c")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i] * a[i];
  }
};

int main() {
  float a[10], b[10];
  for (int i = 0; i < 10; ++i)
    a[i] = i, b[i] = -1;
  Field f{10, a, b, {}};
  f.step();
  std::printf("b");
  for (int i = 0; i < 10; ++i)
    std::printf(" %g", b[i]);
  std::printf("\nc");
  for (int i = 0; i < 10; ++i)
    std::printf(" %g", f.c[i]);
  std::printf("\n");
  return 0;
}
