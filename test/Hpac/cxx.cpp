// HPAC-style pragmas in C++ (approx-clang++): items naming a std::vector
// section, a member array and a call returning a reference (an lvalue
// HPAC accepts) only declare data, in a template instantiated twice;
// 'ini:0.5' drops the first half of the iterations of each.
// RUN: %approx-clangxx -fopenmp -Wno-approx-hpac %s -o %t
// RUN: %run %t | %FileCheck %s
// CHECK: {{^}}float 0 0 0 0 1 1 1 1{{$}}
// CHECK-NEXT: {{^}}int 0 0 0 0 1 1 1 1{{$}}

#include <approx.h>
#include <cstdio>
#include <vector>

struct Box {
  float v[8];
  float &at(int i) { return v[i]; }
};

template <typename T> void copy(std::vector<T> &a, T *b, int n, Box &p) {
#pragma approx perfo(ini:0.5) in(a[0:n]) out(b[0:n], p.v[0:8], p.at(0)) label("copy")
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}

int main() {
  Box p{};
  std::vector<float> a(8, 1.0f);
  float b[8] = {};
  copy(a, b, 8, p);
  std::vector<int> ai(8, 1);
  int bi[8] = {};
  copy(ai, bi, 8, p);
  std::printf("float");
  for (float x : b)
    std::printf(" %g", x);
  std::printf("\nint");
  for (int x : bi)
    std::printf(" %d", x);
  std::printf("\n");
}
