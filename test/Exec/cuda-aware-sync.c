// sync on hosts (no warps): skip removes the barrier, every other mode keeps
// a team barrier. Thread 1 waits up to 1 s for thread 0 to get past the
// barrier: only possible when it is gone (passed=1), impossible while it
// stands (passed=0). Run through the real offload path on the host device,
// in a plain host parallel region, and switched at run time by if() and
// APPROX_CONFIG ("enabled": false keeps the exact barrier).
// (Built at -O0: at -O1 LLVM 19 folds the spin loop of the host-offload
// device copy, even in the exact build.)
// RUN: %approx-clang %host-offload '-DSYNC=sync(skip)' %s -o %t.skip && %run %t.skip | %FileCheck %s --check-prefix=GONE
// RUN: %approx-clang %host-offload '-DSYNC=sync(warp)' %s -o %t.warp && %run %t.warp | %FileCheck %s --check-prefix=KEPT
// RUN: %approx-clang %host-offload '-DSYNC=sync(tile(4))' %s -o %t.tile && %run %t.tile | %FileCheck %s --check-prefix=KEPT
// RUN: %approx-clang %host-offload '-DSYNC=sync(active)' -DOMPX %s -o %t.active && %run %t.active | %FileCheck %s --check-prefix=KEPT
// RUN: %approx-clang %host-offload '-DSYNC=sync(skip)' -DOMPX %s -o %t.skipx && %run %t.skipx | %FileCheck %s --check-prefix=GONE
// RUN: %approx-clang %host-offload -fno-approx '-DSYNC=sync(skip)' %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=KEPT
// RUN: %approx-clang %host-offload '-DSYNC=sync(skip) if(on) label("sk")' %s -o %t.sw
// RUN: %run %t.sw 1 | %FileCheck %s --check-prefix=GONE
// RUN: %run %t.sw 0 | %FileCheck %s --check-prefix=KEPT
// RUN: echo '{"sk": {"enabled": false}}' > %t.off.json
// RUN: env APPROX_CONFIG=%t.off.json %run %t.sw 1 | %FileCheck %s --check-prefix=KEPT
// GONE: target: threads=2 passed=1
// GONE: host: threads=2 passed=1
// KEPT: target: threads=2 passed=0
// KEPT: host: threads=2 passed=0

#include <omp.h>
#include <ompx.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
static int probe(int on) {
  int flag = 0, passed = -1, threads = 0;
#pragma omp parallel num_threads(2) shared(flag, passed, threads)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      threads = omp_get_num_threads();
    if (t == 1) { // arrive late: give thread 0 a second to get past
      double end = omp_get_wtime() + 1.0;
      int seen = 0;
      while (!seen && omp_get_wtime() < end) {
#pragma omp atomic read
        seen = flag;
      }
      passed = seen;
    }
#pragma approx SYNC
#ifdef OMPX
    ompx_sync_block_acq_rel();
#else
#pragma omp barrier
#endif
    if (t == 0) {
#pragma omp atomic write
      flag = 1;
    }
  }
  (void)on;
  return threads * 10 + passed;
}
#pragma omp end declare target

int main(int argc, char **argv) {
  int on = argc > 1 ? atoi(argv[1]) : 1, r = 0;
#pragma omp target map(from: r) thread_limit(2)
  r = probe(on);
  printf("target: threads=%d passed=%d\n", r / 10, r % 10);
  r = probe(on);
  printf("host: threads=%d passed=%d\n", r / 10, r % 10);
  return 0;
}
