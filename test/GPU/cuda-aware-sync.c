// REQUIRES: cuda-gpu
// sync(mode) on the GPU, one team of two warps. Each thread writes a[t],
// passes the (relaxed) barrier and reads a neighbour in its 4-lane tile
// (t^1), in its warp (t^16) and in the other warp (t^32); warp 1 first
// sleeps ~2 ms. The exact barrier makes every read see the write; warp,
// tile and active barriers still order the lanes they cover (same-tile
// reads for all, same-warp reads for warp), but warp 0 no longer waits for
// warp 1 and reads its stale zeros; skip has no ordering at all.
// RUN: %approx-clang -O2 %gpu-offload -fno-approx '-DSYNC=sync(warp)' %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -O2 %gpu-offload '-DSYNC=sync(warp)' %s -o %t.warp && %run %t.warp | %FileCheck %s --check-prefixes=RELAXED,WARP
// RUN: %approx-clang -O2 %gpu-offload '-DSYNC=sync(tile(4))' %s -o %t.tile && %run %t.tile | %FileCheck %s --check-prefix=RELAXED
// RUN: %approx-clang -O2 %gpu-offload '-DSYNC=sync(active)' -DOMPX %s -o %t.active && %run %t.active | %FileCheck %s --check-prefix=RELAXED
// RUN: %approx-clang -O2 %gpu-offload '-DSYNC=sync(skip)' %s -o %t.skip && %run %t.skip | %FileCheck %s --check-prefix=SKIP
// A run-time switch read on the device: APPROX_CONFIG turns the region exact.
// RUN: %approx-clang -O2 %gpu-offload '-DSYNC=sync(warp) if(1) label("s")' %s -o %t.sw && %run %t.sw | %FileCheck %s --check-prefixes=RELAXED,WARP
// RUN: echo '{"s": {"enabled": false}}' > %t.off.json
// RUN: env APPROX_CONFIG=%t.off.json %run %t.sw | %FileCheck %s --check-prefix=EXACT
// EXACT: initial=0 tile=64 warp=64 w0_reads_w1=32 w1_reads_w0=32
// RELAXED: initial=0 tile=64
// WARP-SAME: warp=64
// RELAXED-SAME: w0_reads_w1=0 w1_reads_w0=32
// SKIP: initial=0 {{.*}} w0_reads_w1=0

#include <omp.h>
#include <ompx.h>
#include <stdio.h>

int main(void) {
  enum { T = 64 };
  int a[T] = {0}, tile[T], warp[T], other[T], initial = 1;
#pragma omp target teams num_teams(1) thread_limit(T) map(tofrom: a, tile, warp, other, initial)
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      initial = omp_is_initial_device();
#if defined(__NVPTX__)
    if (t >= 32) { // warp 1 arrives late
      long long end = __nvvm_read_ptx_sreg_clock64() + 4000000;
      while (__nvvm_read_ptx_sreg_clock64() < end)
        ;
    }
#endif
    ((volatile int *)a)[t] = t + 1;
#pragma approx SYNC
#ifdef OMPX
    ompx_sync_block_acq_rel();
#else
#pragma omp barrier
#endif
    tile[t] = ((volatile int *)a)[t ^ 1];
    warp[t] = ((volatile int *)a)[t ^ 16];
    other[t] = ((volatile int *)a)[t ^ 32];
  }
  int tok = 0, wok = 0, o0 = 0, o1 = 0;
  for (int t = 0; t < T; ++t) {
    tok += tile[t] == (t ^ 1) + 1;
    wok += warp[t] == (t ^ 16) + 1;
    *(t < 32 ? &o0 : &o1) += other[t] == (t ^ 32) + 1;
  }
  printf("initial=%d tile=%d warp=%d w0_reads_w1=%d w1_reads_w0=%d\n", initial, tok, wok, o0, o1);
  return 0;
}
