// Output reconstruction on the device inside C++ lambdas. Clang 19 reads
// the arrays a lambda captures by reference as zeros in a target construct
// nested in a structured `target data` (plain clang does it too, with a
// hand-written one), and the lowering used to wrap the construct in one to
// keep the item on the device for the rebuild: garbage, even with the
// region disabled. Now the item is kept there by `target enter data` /
// `target exit data`. Captured arrays, a captured pointer item, and a local
// array of a [=] lambda; perforated and disabled (exact).
// RUN: %approx-clangxx %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s
// RUN: echo '{"ref": {"enabled": false}, "ptr": {"enabled": false}, "local": {"enabled": false}}' > %t.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefix=EXACT
// Kept rows 0, 4, 8 (large:4 of 11); nearest kept row, ties to the lower.
// CHECK: ref: 0 0 0 16 16 16 16 64 64 64 64
// CHECK-NEXT: ptr: 0 0 0 16 16 16 16 64 64 64 64
// CHECK-NEXT: local: 0 0 0 16 16 16 16 64 64 64 64
// EXACT: ref: 0 1 4 9 16 25 36 49 64 81 100
// EXACT-NEXT: ptr: 0 1 4 9 16 25 36 49 64 81 100
// EXACT-NEXT: local: 0 1 4 9 16 25 36 49 64 81 100

#include <cstdio>
#define N 11

static void show(const char *What, const float *V) {
  std::printf("%s:", What);
  for (int I = 0; I < N; ++I)
    std::printf(" %g", V[I]);
  std::printf("\n");
}

int main() {
  float a[N], o[N];
  for (int i = 0; i < N; ++i) {
    a[i] = i * i;
    o[i] = -1;
  }
  auto byRef = [&]() {
#pragma approx perfo(large:4) out(o[0:N]) reconstruct(nn) label("ref")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
    for (int i = 0; i < N; ++i)
      o[i] = a[i];
  };
  byRef();
  show("ref", o);

  float *op = o;
  for (int i = 0; i < N; ++i)
    o[i] = -1;
  auto pointer = [&]() {
#pragma approx perfo(large:4) out(op[0:N]) reconstruct(nn) label("ptr")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: op[0:N])
    for (int i = 0; i < N; ++i)
      op[i] = a[i];
  };
  pointer();
  show("ptr", o);

  auto local = [=]() {
    float oo[N];
    for (int i = 0; i < N; ++i)
      oo[i] = -1;
#pragma approx perfo(large:4) out(oo[0:N]) reconstruct(nn) label("local")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: oo[0:N])
    for (int i = 0; i < N; ++i)
      oo[i] = a[i];
    show("local", oo);
  };
  local();
  return 0;
}
