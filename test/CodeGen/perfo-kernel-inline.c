// '#pragma omp' first, the pragma right after it: lowered as if the pragma
// came first (OmpHoist.h). The host computes the plan once and passes it to
// the kernels as firstprivate arguments; no kernel computes a plan (the
// inline form computed it in the loop bound and in every kept iteration),
// and the worksharing loops run over the 64-bit compacted index.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -O0 -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -o - %s \
// RUN:   | %FileCheck %s
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s \
// RUN:   | %FileCheck %s --check-prefix=PTX

// The exact kernel (the loop as written), then the fast and general ones.
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_1_omp_outlined_omp_outlined(
// CHECK: call void @__kmpc_for_static_init_8(
// CHECK: call i64 @__approx_perfo_index_fast(
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_2_omp_outlined_omp_outlined(
// CHECK: call void @__kmpc_for_static_init_8(
// CHECK: call i64 @__approx_perfo_index(
// CHECK-NOT: __approx_perfo_kept
// CHECK-NOT: __approx_perfo_plan
// CHECK-NOT: __approx_perfo_keeps
// CHECK-NOT: _rec(
// CHECK-NOT: __approxrt_
// PTX-NOT: __approx_perfo_plan
// PTX-NOT: __approxrt_
// PTX: .extern .func __kmpc_for_static_init_8
// PTX-NOT: __approx_perfo_plan
// PTX-NOT: __approxrt_

void scale(int n, const float *a, float *b) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
#pragma approx perfo(rate:0.5) label("scale")
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
}
