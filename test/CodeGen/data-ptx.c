// Data approximation in sm_90 device code: output reconstruction is a
// kernel of its own next to the two perforated-loop kernels; precision(half)
// items are loaded and stored as 16-bit values and computed with f16
// instructions; bf16 items are reconstructed through f64 (cvt.f64.bf16,
// cvt.rn.bf16.f64); the device-perforation accessor is inlined (no calls
// into helpers), and an exact version exists for if()/enabled=false.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -O2 -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s | %FileCheck %s

// CHECK-DAG: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_outrecon_l[[L1:[0-9]+]](
// CHECK-DAG: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_outrecon_l[[L1]]_1(
// CHECK-DAG: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_outrecon_l[[L1]]_2(
void outrecon(int n, int m, float *in, float *out) {
#pragma approx perfo(large:2) out(([n][m])out) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) out[i * m + j] = in[i * m + j];
}

// CHECK-DAG: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_half_l[[L2:[0-9]+]](
// CHECK-DAG: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_half_l[[L2]]_1(
// CHECK-DAG: ld.b16
// CHECK-DAG: mul.rn.f16
// CHECK-DAG: st.b16
void half(int n, float *in, float *out) {
#pragma approx precision(half) in(in[0:n]) out(out[0:n])
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; ++i) out[i] = in[i] * 3;
}

// CHECK-DAG: cvt.f64.bf16
// CHECK-DAG: cvt.rn.bf16.f64
void bf16(int n, float *out) {
#pragma approx perfo(small:2) out(out[0:n]) reconstruct(lerp) precision(bf16)
#pragma omp target teams distribute parallel for map(from: out[0:n])
  for (int i = 0; i < n; ++i) out[i] = i;
}

// CHECK-DAG: .entry __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_devin_l{{[0-9]+}}(
// CHECK-NOT: {{call.*__approx_(acc|data|lerp)}}
void devin(int n, int m, float *in, float *out) {
#pragma approx perfo(large:2) in(([n][m])in) reconstruct(lerp, device)
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n * m; ++i) out[i] = in[i];
}
