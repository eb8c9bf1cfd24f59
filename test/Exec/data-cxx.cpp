// The data clauses in C++ (approx-clang++): inside a function template
// (element type from the template parameter), on std::vector storage, with
// the reduced-precision copy and the device accessor. Expected values as in
// data-out-recon.c (large:4 over 11 elements of i*i).
// RUN: %approx-clangxx %host-offload %s -o %t && %run %t | %FileCheck %s
#include <cstdio>
#include <vector>

template <typename T> void squares(T *v, int n) {
#pragma approx perfo(large:4) out(v[0:n]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:n])
  for (int i = 0; i < n; ++i) v[i] = T(i * i);
}

int main() {
  // CHECK: float: 0 4 8 12 16 28 40 52 64 64 64
  // CHECK: double: 0 4 8 12 16 28 40 52 64 64 64
  // CHECK: int: 0 4 8 12 16 28 40 52 64 64 64
  std::vector<float> f(11);
  std::vector<double> d(11);
  std::vector<int> k(11);
  squares(f.data(), 11);
  squares(d.data(), 11);
  squares(k.data(), 11);
  std::printf("float:");
  for (float x : f) std::printf(" %g", x);
  std::printf("\ndouble:");
  for (double x : d) std::printf(" %g", x);
  std::printf("\nint:");
  for (int x : k) std::printf(" %d", x);
  std::printf("\n");

  // Device input perforation + half precision: rows of 2, large:2, nn.
  // CHECK: accessor: 0 0 0 0 4 4 4 4 16 16
  std::vector<float> in(10), out(10);
  for (int i = 0; i < 10; ++i) in[i] = float((i / 2) * (i / 2));
  float *p = in.data(), *q = out.data();
#pragma approx perfo(large:2) in(([5][2])p) reconstruct(nn, device) precision(half)
#pragma omp target teams distribute parallel for map(to: p[0:10]) map(from: q[0:10])
  for (int i = 0; i < 10; ++i) q[i] = p[i];
  std::printf("accessor:");
  for (float x : out) std::printf(" %g", x);
  std::printf("\n");
}
