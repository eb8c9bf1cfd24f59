// sync(mode) in sm_90 PTX: the team barrier (__kmpc_barrier, or the
// ompx_sync_block_acq_rel call) is gone, replaced by bar.warp.sync with the
// mode's mask: the full warp (-1), the aligned 4-lane group of the lane
// (15 << (laneid & 28)), or activemask; skip leaves no barrier at all.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(warp)' %s | %FileCheck %s --check-prefixes=CHECK,WARP --implicit-check-not=__kmpc_barrier --implicit-check-not=barrier.sync --implicit-check-not=bar.sync
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(warp)' -DOMPX %s | %FileCheck %s --check-prefixes=CHECK,WARP --implicit-check-not=ompx_sync_block --implicit-check-not=barrier.sync --implicit-check-not=bar.sync
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(tile(4))' %s | %FileCheck %s --check-prefixes=CHECK,TILE --implicit-check-not=__kmpc_barrier --implicit-check-not=barrier.sync --implicit-check-not=bar.sync
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(active)' -DOMPX %s | %FileCheck %s --check-prefixes=CHECK,ACTIVE --implicit-check-not=ompx_sync_block --implicit-check-not=barrier.sync --implicit-check-not=bar.sync
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(skip)' %s | %FileCheck %s --check-prefixes=CHECK,SKIP --implicit-check-not=__kmpc_barrier --implicit-check-not=barrier.sync --implicit-check-not=bar.
// The exact build keeps the team barrier: what the checks above rule out.
// RUN: %approx-clang -fno-approx -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(warp)' %s | %FileCheck %s --check-prefixes=CHECK,EXACT --implicit-check-not=bar.warp.sync
// RUN: %approx-clang -fno-approx -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DSYNC=sync(warp)' -DOMPX %s | %FileCheck %s --check-prefixes=CHECK,EXACTX --implicit-check-not=bar.warp.sync

#include <omp.h>
#include <ompx.h>

void k(float *a) {
#pragma omp target teams num_teams(1) thread_limit(128) map(tofrom: a[0:128])
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    a[t] = t;
#pragma approx SYNC
#ifdef OMPX
    ompx_sync_block_acq_rel();
#else
#pragma omp barrier
#endif
    a[t] += a[t ^ 1];
  }
}

// CHECK-LABEL: .func __omp_offloading_{{.*}}_k_l{{[0-9]+}}_omp_outlined_omp_outlined(
// CHECK: st.f32
// WARP: bar.warp.sync -1;
// TILE: mov.u32 %r[[LANE:[0-9]+]], %laneid;
// TILE-NEXT: and.b32 %r[[BASE:[0-9]+]], %r[[LANE]], 28;
// TILE-NEXT: mov.b32 %r[[ONES:[0-9]+]], 15;
// TILE-NEXT: shl.b32 %r[[GROUP:[0-9]+]], %r[[ONES]], %r[[BASE]];
// TILE: and.b32 %r[[MASK:[0-9]+]], %r{{[0-9]+}}, %r[[GROUP]];
// TILE-NEXT: bar.warp.sync %r[[MASK]];
// ACTIVE: activemask.b32 %r[[ACT:[0-9]+]];
// ACTIVE-NEXT: bar.warp.sync %r[[ACT]];
// SKIP-NOT: {{laneid|activemask|ntid}}
// EXACT: __kmpc_barrier,
// EXACTX: ompx_sync_block_acq_rel,
// CHECK: ret;
