// Thread tables (memo(in)) and histories (memo(out)) in sm_90 PTX: the
// tables have a compile-time capacity (the pragma's size rounded up to 1,
// 2, 4 or 8 entries; histories 8 rows), lookups are unrolled over it and
// insertions select their entry among all of them, so no table is a
// dynamically indexed local array: the device functions below (a sequential
// loop keyed on a scalar of its iteration, an array-keyed loop with LRU
// and runtime-configured sizes, a TAF history) have no local memory at all.
// A scalar key's lookup divides nothing (|x - e| <= thr * |e|): before,
// each entry cost a div.rn.f64, a long sequence on the GPU.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - %s | %FileCheck %s

#pragma omp declare target
__attribute__((noinline)) float scalar_key(int p, const float *r, float a2) {
  float s = 0;
#pragma approx memo(in, size(2), threshold(0.01)) in(r2) out(v) label("scalar")
  for (int j = 0; j < p; ++j) {
    float r2 = r[j] * r[j];
    float v;
    v = 1.0f / (1.0f + a2 * r2);
    s += v * r[j];
  }
  return s;
}

__attribute__((noinline)) void array_key(int n, const double *a, const double *b, double *c) {
#pragma approx memo(in, replace(lru)) in(a[i], b[i]) out(c[i]) label("array")
  for (int i = 0; i < n; ++i)
    c[i] = __builtin_sqrt(a[i] * a[i] + b[i] * b[i]);
}

__attribute__((noinline)) void history(int n, const float *a, float *c) {
#pragma approx memo(out, history(3), threshold(0.05)) out(c[i]) label("taf")
  for (int i = 0; i < n; ++i)
    c[i] = a[i] * 0.5f + 1.0f;
}
#pragma omp end declare target

// CHECK-LABEL: .func  (.param .b32 func_retval0) scalar_key(
// CHECK-NOT: {{\.local|div\.rn\.f64}}
// CHECK: rcp.rn.f32
// CHECK-NOT: {{\.local|div\.rn\.f64}}
// CHECK: ret;
// CHECK-LABEL: .func array_key(
// CHECK-NOT: .local
// CHECK: sqrt.rn.f64
// CHECK-NOT: .local
// CHECK: ret;
// CHECK-LABEL: .func history(
// CHECK-NOT: .local
// CHECK: sqrt.rn.f64
// CHECK-NOT: .local
// CHECK: ret;
