// The data clauses in C++ (approx-clang++): inside a function template
// (element type from the template parameter), on std::vector storage, with
// the reduced-precision copy, the device accessor, and host input
// perforation and unorm16 of a template's array (renamed to the private
// host key of their device copy, openmp-runtime/data_key.c). Expected
// values as in data-out-recon.c (large:4 over 11 elements of i*i).
// RUN: %approx-clangxx %host-offload %s -o %t && %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s
#include <cstdio>
#include <vector>

// Host perforation (rows of 2, large:2, nn) of a 2-D array of T.
template <typename T, int R> void copyRows(const T (&a)[R][2], T *o) {
#pragma approx perfo(large:2) in(a[0:R][0:2]) reconstruct(nn, host)
#pragma omp target teams distribute parallel for map(to: a) map(from: o[0:R * 2])
  for (int i = 0; i < R * 2; ++i) o[i] = a[i / 2][i % 2];
}

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

  // Skipped rows 1 and 3 are rows 0 and 2.
  // CHECK: host-in float: 0 0.5 0 0.5 2 2.5 2 2.5 4 4.5
  // CHECK: host-in int: 0 0 0 0 4 4 4 4 16 16
  float fa[5][2];
  int ia[5][2];
  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 2; ++c) {
      fa[r][c] = float(r) + 0.5f * float(c);
      ia[r][c] = r * r;
    }
  copyRows(fa, out.data());
  std::printf("host-in float:");
  for (float x : out) std::printf(" %g", x);
  int io[10];
  copyRows(ia, io);
  std::printf("\nhost-in int:");
  for (int x : io) std::printf(" %d", x);
  std::printf("\n");

  // unorm16 of a std::vector's data: 0.5 and 0.25 are not codes, 1 is.
  // CHECK: unorm16: 0.500008 0.250004 1
  std::vector<float> u = {0.5f, 0.25f, 1.0f}, uo(3);
  float *up = u.data(), *uq = uo.data();
#pragma approx in(up[0:3]) precision(unorm16 : up)
#pragma omp target teams distribute parallel for map(to: up[0:3]) map(from: uq[0:3])
  for (int i = 0; i < 3; ++i) uq[i] = up[i];
  std::printf("unorm16: %g %g %g\n", uo[0], uo[1], uo[2]);
}
