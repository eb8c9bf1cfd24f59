// Data regions of each technique, built under strict -Werror flags (C11
// with -Wdeclaration-after-statement and -Wcast-qual, C++17 with
// -Wold-style-cast), still compute exactly what they did: the blocks the
// lowered code now opens, the declarations it moved first and the C++
// casts change no value (APPROX_HOST_TRANSFERS=1: the transfers apply on
// the host device too). Output reconstruction (lerp, large:4 of 11 rows),
// output rows on the host (nn, large:2: odd rows are the even rows before
// them), host input perforation (nn), the device accessor in half, a
// reduced copy in half (0.1 * i rounded to half), fixed-point unorm16 (0.5
// and 0.25 are not codes, 1 is), a data site's perforated in-item (lerp;
// the last row, skipped, is its neighbour).
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror %s -o %t && %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror %s -o %t.cxx && %run APPROX_HOST_TRANSFERS=1 %t.cxx | %FileCheck %s

// CHECK: {{^}}recon: 0 4 8 12 16 28 40 52 64 64 64{{$}}
// CHECK-NEXT: {{^}}rows: 0 0 4 4 16 16 36 36{{$}}
// CHECK-NEXT: {{^}}host-in: 0 0.5 0 0.5 2 2.5 2 2.5 4 4.5{{$}}
// CHECK-NEXT: {{^}}accessor: 0 0 0 0 4 4 4 4 16 16{{$}}
// CHECK-NEXT: {{^}}half: 0 0.0999756 0.199951 0.300049 0.399902 0.5 0.600098 0.700195 0.799805 0.899902{{$}}
// CHECK-NEXT: {{^}}unorm16: 0.500008 0.250004 1{{$}}
// CHECK-NEXT: {{^}}site: 0 1 2 3 4 5 6 7 8 8{{$}}
#include <stdio.h>

static void show(const char *name, const float *v, int n) {
  printf("%s:", name);
  for (int i = 0; i < n; ++i)
    printf(" %g", v[i]);
  printf("\n");
}

int main(void) {
  float v[11], in[10], out[10], fa[5][2], u[3], uo[3];
  int n = 11;
#pragma approx perfo(large:4) out(v[0:n]) reconstruct(lerp) label("recon")
#pragma omp target teams distribute parallel for map(from: v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] = 1.0f * i * i;
  show("recon", v, 11);

  for (int i = 0; i < 8; ++i)
    in[i] = 1.0f * i * i;
#pragma approx perfo(large:2) in(([8][1])in) out(([8][1])out) reconstruct(nn, host) label("rows")
#pragma omp target teams distribute parallel for map(to: in[0:8]) map(from: out[0:8])
  for (int i = 0; i < 8; ++i)
    out[i] = in[i];
  show("rows", out, 8);

  for (int r = 0; r < 5; ++r)
    for (int c = 0; c < 2; ++c)
      fa[r][c] = 1.0f * r + 0.5f * c;
#pragma approx perfo(large:2) in(fa[0:5][0:2]) reconstruct(nn, host) label("host-in")
#pragma omp target teams distribute parallel for map(to: fa) map(from: out[0:10])
  for (int i = 0; i < 10; ++i)
    out[i] = fa[i / 2][i % 2];
  show("host-in", out, 10);

  for (int i = 0; i < 10; ++i)
    in[i] = 1.0f * (i / 2) * (i / 2);
#pragma approx perfo(large:2) in(([5][2])in) reconstruct(nn, device) precision(half) label("accessor")
#pragma omp target teams distribute parallel for map(to: in[0:10]) map(from: out[0:10])
  for (int i = 0; i < 10; ++i)
    out[i] = in[i];
  show("accessor", out, 10);

  for (int i = 0; i < 10; ++i)
    in[i] = 0.1f * i;
#pragma approx in(in[0:10]) out(out[0:10]) precision(half) label("half")
#pragma omp target teams distribute parallel for map(to: in[0:10]) map(from: out[0:10])
  for (int i = 0; i < 10; ++i)
    out[i] = in[i];
  show("half", out, 10);

  u[0] = 0.5f;
  u[1] = 0.25f;
  u[2] = 1.0f;
#pragma approx in(u[0:3]) precision(unorm16 : u) label("unorm16")
#pragma omp target teams distribute parallel for map(to: u[0:3]) map(from: uo[0:3])
  for (int i = 0; i < 3; ++i)
    uo[i] = u[i];
  printf("unorm16: %.6g %.6g %.6g\n", uo[0], uo[1], uo[2]);

  for (int i = 0; i < 10; ++i)
    in[i] = 1.0f * i;
#pragma approx perfo(large:2) in(([10][1])in) reconstruct(lerp) label("site")
#pragma omp target data map(to: in[0:10]) map(from: out[0:10])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < 10; ++i)
      out[i] = in[i];
  }
  show("site", out, 10);
  return 0;
}
