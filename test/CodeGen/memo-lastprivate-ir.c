// A lastprivate variable of a memoized offloaded loop in sm_90 device IR:
// the memoized kernel (the one after the loop-as-written kernel) keeps no
// per-thread copy of the variable (no __kmpc_alloc_shared), which on NVPTX
// every thread of the last team would store to the variable after the loop
// (clang's SPMD copy-out of a combined 'teams distribute parallel for',
// whose is-last flag is the team's: only one thread wrote its copy, so the
// value was any thread's, 0 on an H100). The groups' loop stores the
// variable through its mapped address, once. The loop as written keeps
// clang's copy-out, so its kernel still has one (the check sees the
// difference). Before, the memoized kernel had it too.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -emit-llvm -o - %s | %FileCheck %s

double f(int n, const double *x, double *y) {
  double last = 0;
#pragma approx memo(in, items(4)) in(x[j]) out(y[j], last) label("lp")
#pragma omp target teams distribute parallel for lastprivate(last) map(to: x[0:n]) map(from: y[0:n]) map(tofrom: last)
  for (int j = 0; j < n; ++j) {
    last = x[j] + 1;
    y[j] = last;
  }
  return last;
}

// CHECK-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_f_l{{[0-9]+}}(
// CHECK: call {{.*}} @__kmpc_alloc_shared(i64 8)
// CHECK-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_f_l{{[0-9]+}}_1(
// CHECK-NOT: __kmpc_alloc_shared
// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_f_l{{[0-9]+}}_1_omp_outlined_omp_outlined(
// CHECK-NOT: __kmpc_alloc_shared
// CHECK: declare
