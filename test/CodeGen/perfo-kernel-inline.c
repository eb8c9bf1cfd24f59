// Inline form in a kernel ('#pragma omp' first): the device computes the
// compacted trip count itself (__approx_perfo_kept, no recording variant on
// the device) and the worksharing loops run over the 64-bit compacted index.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -O0 -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -o - %s \
// RUN:   | %FileCheck %s
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s \
// RUN:   | %FileCheck %s --check-prefix=PTX

// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_omp_outlined(
// CHECK: call i64 @__approx_perfo_kept(
// CHECK: call void @__kmpc_distribute_static_init_8(
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK: call void @__kmpc_for_static_init_8(
// CHECK: call i64 @__approx_perfo_index(
// CHECK-NOT: __approx_perfo_keeps
// CHECK-NOT: _rec(
// CHECK-NOT: __approxrt_
// PTX-NOT: __kmpc_for_static_init_4
// PTX-NOT: __approxrt_
// PTX: .extern .func __kmpc_for_static_init_8
// PTX-NOT: __kmpc_for_static_init_4
// PTX-NOT: __approxrt_

void scale(int n, const float *a, float *b) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
#pragma approx perfo(rate:0.5) label("scale")
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
}
