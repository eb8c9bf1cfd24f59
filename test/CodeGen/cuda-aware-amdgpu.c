// AMDGPU (gfx90a, wave64): team atomics are workgroup-scoped, warp atomics
// wavefront-scoped (__scoped_atomic_*); sync(warp|tile|active) is a
// wavefront barrier between wavefront-scope fences (no finer barrier
// exists; the lanes of a wave run in lockstep); branch votes with
// ballot.i64. Debian ships no ROCm device library, hence -nogpulib.
// RUN: %approx-clang -fopenmp --offload-arch=gfx90a --offload-device-only -nogpulib -O2 -S -o - '-DATOMIC=atomic(team)' %s | %FileCheck %s --check-prefixes=CHECK,TEAM
// RUN: %approx-clang -fopenmp --offload-arch=gfx90a --offload-device-only -nogpulib -O2 -S -o - '-DATOMIC=atomic(warp)' %s | %FileCheck %s --check-prefixes=CHECK,WARP
// RUN: %approx-clang -fno-approx -fopenmp --offload-arch=gfx90a --offload-device-only -nogpulib -O2 -S -o - '-DATOMIC=atomic(warp)' %s | %FileCheck %s --check-prefix=EXACT --implicit-check-not=wavefront-one-as --implicit-check-not=workgroup-one-as --implicit-check-not=llvm.amdgcn.wave.barrier --implicit-check-not=llvm.amdgcn.ballot
#include <omp.h>

void k(int n, int *h, float *f, double *d) {
#pragma omp target teams distribute parallel for map(tofrom: h[0:8], f[0:1], d[0:1])
  for (int i = 0; i < n; ++i) {
#pragma approx ATOMIC
    {
#pragma omp atomic
      h[i & 7] += i;
#pragma omp atomic
      f[0] += 1.5f;
#pragma omp atomic
      d[0] -= 0.5;
#pragma omp atomic
      h[1] = h[1] * 3;
    }
#pragma approx branch(majority)
    if (f[i & 1] > 0.5f) h[2] = 1;
  }
#pragma omp target teams num_teams(1) thread_limit(128) map(tofrom: f[0:128])
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    f[t] = t;
#pragma approx sync(tile(4))
#pragma omp barrier
    f[t] += f[t ^ 1];
  }
}

// TEAM: atomicrmw add ptr {{.*}} syncscope("workgroup-one-as") monotonic
// TEAM: atomicrmw fadd ptr {{.*}}, float 1.500000e+00 syncscope("workgroup-one-as") monotonic
// TEAM: atomicrmw fsub ptr {{.*}}, double 5.000000e-01 syncscope("workgroup-one-as") monotonic
// TEAM: cmpxchg ptr {{.*}} syncscope("workgroup-one-as") monotonic monotonic
// WARP: atomicrmw add ptr {{.*}} syncscope("wavefront-one-as") monotonic
// WARP: atomicrmw fadd ptr {{.*}}, float 1.500000e+00 syncscope("wavefront-one-as") monotonic
// WARP: atomicrmw fsub ptr {{.*}}, double 5.000000e-01 syncscope("wavefront-one-as") monotonic
// WARP: cmpxchg ptr {{.*}} syncscope("wavefront-one-as") monotonic monotonic
// CHECK: call i64 @llvm.amdgcn.ballot.i64(i1
// CHECK: fence syncscope("wavefront") release
// CHECK-NEXT: call void @llvm.amdgcn.wave.barrier()
// CHECK-NEXT: fence syncscope("wavefront") acquire
// CHECK-NOT: __kmpc_barrier(
// EXACT: atomicrmw add ptr {{.*}} monotonic
// EXACT: __kmpc_barrier
