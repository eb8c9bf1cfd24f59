// Every kernel that data regions add to a program is an SPMD kernel (exec
// mode 2 in its kernel environment), never generic (1) or generic-SPMD (3):
// with LLVM 19 one generic-mode kernel in a program, even one never
// launched, made every other kernel launch of it slower on the H100
// (hotspot's 40 time steps 4.4 -> 6.1 ms; docs/results.md, "A generic kernel
// slows every kernel"). The kernel that asks which kind of device runs a
// construct (declareDeviceKind's, in the lowered code) was once a bare
// `target`; it is one of kept_rows' kernels below.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -emit-llvm -S -o - %s | %FileCheck %s

// CHECK-DAG: @__omp_offloading_{{[0-9a-f_]+}}_kept_rows_l{{[0-9]+}}_kernel_environment = {{.*}} { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2,
// CHECK-DAG: @__omp_offloading_{{[0-9a-f_]+}}_narrow_l{{[0-9]+}}_kernel_environment = {{.*}} { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2,
// CHECK-NOT: ConfigurationEnvironmentTy { i8 {{[0-9]+}}, i8 {{[0-9]+}}, i8 {{[13]}},

void kept_rows(int n, int m, const float *in, float *out) {
#pragma approx perfo(large:2) in(([n][m])in) out(([n][m])out) reconstruct(lerp, host) precision(half)
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      out[i * m + j] = 2 * in[i * m + j];
}

void narrow(int n, const float *in, float *out) {
#pragma approx in(in[0:n]) out(out[0:n]) precision(half)
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = in[i] + 1;
}
