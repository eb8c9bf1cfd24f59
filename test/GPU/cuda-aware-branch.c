// REQUIRES: cuda-gpu
// branch(mode) on the GPU, one team of three warps. The condition is true
// for 20 lanes of warp 0, 8 lanes of warp 1 and all of warp 2. Divergent
// warps (0, 1) take the mode's side as a whole; the uniform warp 2 and the
// exact build take the per-lane sides. then/else/neither counts per warp.
// RUN: %approx-clang -O2 %gpu-offload -fno-approx '-DBRANCH=branch(then)' %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -O2 %gpu-offload '-DBRANCH=branch(majority)' %s -o %t.maj && %run %t.maj | %FileCheck %s --check-prefix=MAJ
// RUN: %approx-clang -O2 %gpu-offload '-DBRANCH=branch(then)' %s -o %t.then && %run %t.then | %FileCheck %s --check-prefix=THEN
// RUN: %approx-clang -O2 %gpu-offload '-DBRANCH=branch(else)' %s -o %t.else && %run %t.else | %FileCheck %s --check-prefix=ELSE
// RUN: %approx-clang -O2 %gpu-offload '-DBRANCH=branch(skip)' %s -o %t.skip && %run %t.skip | %FileCheck %s --check-prefix=SKIP
// RUN: %approx-clang -O2 %gpu-offload '-DBRANCH=branch(skip) if(on)' %s -o %t.sw && %run %t.sw 0 | %FileCheck %s --check-prefix=EXACT
// EXACT: initial=0 w0=20/12/0 w1=8/24/0 w2=32/0/0
// MAJ: initial=0 w0=32/0/0 w1=0/32/0 w2=32/0/0
// THEN: initial=0 w0=32/0/0 w1=32/0/0 w2=32/0/0
// ELSE: initial=0 w0=0/32/0 w1=0/32/0 w2=32/0/0
// SKIP: initial=0 w0=0/0/32 w1=0/0/32 w2=32/0/0

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  enum { T = 96 };
  int side[T], initial = 1, on = argc > 1 ? atoi(argv[1]) : 1;
  (void)on;
#pragma omp target teams num_teams(1) thread_limit(T) map(from: side, initial)
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num(), lane = t % 32, w = t / 32, r = 0;
    if (t == 0)
      initial = omp_is_initial_device();
    int c = w == 0 ? lane < 20 : w == 1 ? lane < 8 : 1;
#pragma approx BRANCH
    if (c)
      r = 1;
    else
      r = 2;
    side[t] = r;
  }
  printf("initial=%d", initial);
  for (int w = 0; w < T / 32; ++w) {
    int n[3] = {0, 0, 0};
    for (int l = 0; l < 32; ++l)
      ++n[side[w * 32 + l] == 1 ? 0 : side[w * 32 + l] == 2 ? 1 : 2];
    printf(" w%d=%d/%d/%d", w, n[0], n[1], n[2]);
  }
  printf("\n");
  return 0;
}
