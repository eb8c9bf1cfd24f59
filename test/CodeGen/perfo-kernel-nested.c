// A perforated kernel with a perforated loop inside (leukocyte's and
// correlation's shape): the exact kernel, launched when the outer plan is
// exact and the inner region is disabled in the table, is the construct as
// written, the inner loop included: no helper call, no table lookup. The
// fast and general kernels keep the inner region's plan.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -O0 -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -o - %s \
// RUN:   | %FileCheck %s
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_rowsum_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK-NOT: @__approx_
// CHECK: call void @__kmpc_for_static_fini(
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_rowsum_l{{[0-9]+}}_1_omp_outlined_omp_outlined(
// CHECK: @__approx_perfo_blocks_dev(
// CHECK-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_rowsum_l{{[0-9]+}}_2_omp_outlined_omp_outlined(
// CHECK: @__approx_perfo_blocks_dev(

void rowsum(int n, int m, const float *a, float *s) {
#pragma approx perfo(small:2) label("rows")
#pragma omp target teams distribute parallel for map(to: a[0:n * m]) map(from: s[0:n])
  for (int i = 0; i < n; ++i) {
    float t = 0;
#pragma approx perfo(small:4) label("cols")
    for (int j = 0; j < m; ++j)
      t += a[i * m + j];
    s[i] = t;
  }
}
