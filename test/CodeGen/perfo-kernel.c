// A perforated 'target teams distribute parallel for' kernel for sm_90.
// Compact lowering: three kernels. An exact plan (a disabled region)
// launches the construct as written (the user's int loop: static_init_4);
// the other two run over the compacted 64-bit index [0, plan.kept)
// (static_init_8) and map the index with no per-iteration keep test (none
// at all in the fast version, the rand test only in the general one). Continue lowering (HPAC style):
// the original 32-bit loop with a per-iteration __approx_perfo_keeps test.
// REQUIRES: cuda-toolkit

// PTX at -O2.
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s \
// RUN:   | %FileCheck %s --check-prefixes=PTX,PTX-COMPACT
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s \
// RUN:   -fapprox-perfo-lowering=continue | %FileCheck %s --check-prefixes=PTX,PTX-CONT
// RUN: %approx-clang -fno-approx -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s \
// RUN:   | %FileCheck %s --check-prefixes=PTX-NONE
// PTX-COMPACT-DAG: .extern .func __kmpc_for_static_init_4
// PTX-COMPACT-DAG: .extern .func __kmpc_for_static_init_8
// PTX-CONT-NOT: __kmpc_for_static_init_8
// PTX-CONT: .extern .func __kmpc_for_static_init_4
// PTX: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}(
// The stateless rand hash (splitmix64) is inlined into the kernel's body.
// PTX: mul.lo.s64 {{.*}}-4658895280553007687;
// PTX-CONT-NOT: __kmpc_for_static_init_8
// PTX-NONE-NOT: -4658895280553007687
// PTX-NONE: .extern .func __kmpc_for_static_init_4
// PTX-NONE-NOT: -4658895280553007687
// PTX-NONE-NOT: __kmpc_for_static_init_8

// Device IR at -O0, where the helpers are still calls.
// RUN: %approx-clang -O0 -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -o - %s \
// RUN:   | %FileCheck %s --check-prefix=IR
// RUN: %approx-clang -O0 -fopenmp --offload-arch=sm_90 --offload-device-only -S -emit-llvm -o - %s \
// RUN:   -fapprox-perfo-lowering=continue | %FileCheck %s --check-prefix=IRCONT
// Exact version (the construct as written): the user's 32-bit loop, no
// helper at all.
// IR-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_omp_outlined(
// IR-NOT: @__approx_
// IR: call void @__kmpc_distribute_static_init_4(
// IR-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_omp_outlined_omp_outlined(
// IR-NOT: @__approx_
// IR: call void @__kmpc_for_static_init_4(
// IR-NOT: @__approx_
// IR: call void @__kmpc_for_static_fini(
// Fast version (kinds whose index map is shift/add): no per-iteration
// test at all in the kernel's loop.
// IR-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_1_omp_outlined(
// IR: call void @__kmpc_distribute_static_init_8(
// IR-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_1_omp_outlined_omp_outlined(
// IR-NOT: @__approx_perfo_skip
// IR-NOT: @__approx_perfo_keeps
// IR: call void @__kmpc_for_static_init_8(
// IR-NOT: @__approx_perfo_skip
// IR-NOT: @__approx_perfo_keeps
// IR: call i64 @__approx_perfo_index_fast(
// IR-NOT: @__approx_perfo_skip
// IR-NOT: @__approx_perfo_keeps
// IR: call void @__kmpc_for_static_fini(
// General version: the plan is a kernel argument (a pointer to the
// firstprivate struct), the body maps the index and tests rand only.
// IR-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_2_omp_outlined(
// IR-SAME: ptr noundef nonnull align 8 dereferenceable({{[0-9]+}}) %{{[0-9]+}}
// IR: call void @__kmpc_distribute_static_init_8(
// IR-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_2_omp_outlined_omp_outlined(
// IR: call void @__kmpc_for_static_init_8(
// IR-NOT: @__approx_perfo_keeps
// IR: call i64 @__approx_perfo_index(
// IR: call i32 @__approx_perfo_skip(
// IR-NOT: @__approx_perfo_keeps
// IR: call void @__kmpc_for_static_fini(
// IR-NOT: @__approx_perfo_keeps
// IRCONT-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_omp_outlined(
// IRCONT-NOT: __approx_plan_t
// IRCONT: call void @__kmpc_distribute_static_init_4(
// IRCONT-LABEL: define internal void @__omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_scale_l{{[0-9]+}}_omp_outlined_omp_outlined(
// IRCONT: call void @__kmpc_for_static_init_4(
// IRCONT-NOT: @__approx_perfo_index
// IRCONT: call i32 @__approx_perfo_keeps(
// IRCONT-NOT: @__approx_perfo_index
// IRCONT: call void @__kmpc_for_static_fini(
// IRCONT-NOT: @__approx_perfo_index

void scale(int n, const float *a, float *b) {
#pragma approx perfo(large:4) label("scale")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
}
