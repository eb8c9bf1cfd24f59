// branch(mode) in sm_90 PTX: the condition is voted over the active lanes
// (activemask, vote.sync.ballot with that mask) and the counts decide for
// the warp; the exact build has no vote.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DBRANCH=branch(majority)' %s | %FileCheck %s --check-prefixes=CHECK,MAJ
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DBRANCH=branch(then)' %s | %FileCheck %s
// RUN: %approx-clang -fno-approx -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DBRANCH=branch(then)' %s | %FileCheck %s --check-prefix=EXACT --implicit-check-not=vote. --implicit-check-not=activemask

void k(int n, float *a) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma approx BRANCH
    if (a[i] > 0.5f)
      a[i] = a[i] * a[i];
    else
      a[i] = 0.0f;
  }
}

// CHECK: setp.gt.f32 %p[[C:[0-9]+]],
// CHECK: activemask.b32 %r[[ACT:[0-9]+]];
// CHECK: vote.sync.ballot.b32 %r[[YES:[0-9]+]], %p[[C]], %r[[ACT]];
// MAJ-DAG: popc.b32 %r{{[0-9]+}}, %r[[YES]];
// MAJ-DAG: popc.b32 %r{{[0-9]+}}, %r[[ACT]];
// CHECK: mul.rn.f32
// EXACT: setp.gt.f32
// EXACT: mul.rn.f32
