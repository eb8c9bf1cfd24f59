// memo(in) with hierarchy(warp) in sm_90 PTX: the lookup broadcasts each
// lane's inputs with shfl.sync.idx (a double as two 32-bit halves) over the
// active lanes (activemask), the group's matches are a vote.sync.ballot,
// hits fetch their outputs with shfl.sync from the lane holding the entry,
// and the insertion after the body waits for the lookup's lanes
// (bar.warp.sync) and ballots the misses. The hierarchy is a run-time knob
// (APPROX_CONFIG), so hierarchy(thread) keeps the warp code beside the
// thread table's; the exact build has no warp operation. AMDGPU compiles
// (warp tables are thread tables there).
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DHIER=hierarchy(warp)' %s | %FileCheck %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DHIER=hierarchy(thread)' %s | %FileCheck %s
// RUN: %approx-clang -fno-approx -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DHIER=hierarchy(thread)' %s | %FileCheck %s --check-prefix=EXACT --implicit-check-not=shfl.sync --implicit-check-not=vote.sync --implicit-check-not=activemask
// RUN: %approx-clang -fopenmp --offload-arch=gfx90a --offload-device-only -nogpulib -O2 -S -o - '-DHIER=hierarchy(warp)' %s | %FileCheck %s --check-prefix=AMD

void k(int n, const float *a, float *b) {
#pragma approx memo(in, HIER, tables(2), threshold(0.05)) in(a[i]) out(b[i]) label("w")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * a[i] + 3.0f / a[i];
}

// CHECK: activemask.b32 %r[[ACT:[0-9]+]];
// CHECK: shfl.sync.idx.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 31, %r[[ACT]];
// CHECK: vote.sync.ballot.b32 %r{{[0-9]+}}, %p{{[0-9]+}}, %r[[ACT]];
// CHECK: shfl.sync.idx.b32
// CHECK: div.rn.f32
// CHECK: bar.warp.sync
// CHECK: vote.sync.ballot.b32
// CHECK: shfl.sync.idx.b32
// EXACT: div.rn.f32
// AMD: target triple = "amdgcn-amd-amdhsa"
// AMD: fdiv
