// REQUIRES: cuda-gpu
// atomic(scope) on the GPU. (1) Every update form and type of
// Exec/cuda-aware-atomic.c, run by 4 lanes of one warp: team (atom.cta /
// CAS loops), warp (lanes take turns) and none (one thread) give the exact
// values. (2) Counters updated by one team of 256 threads: team and warp
// are exact where all updaters share the scope (one counter per team, one
// per warp); none, run by a full warp at once, loses the lanes' updates.
// RUN: %approx-clang -O2 %gpu-offload '-DATOMIC=atomic(team)' -DTEAM %S/../Exec/cuda-aware-atomic.c -o %t.forms-team && %run %t.forms-team | %FileCheck %S/../Exec/cuda-aware-atomic.c
// RUN: %approx-clang -O2 %gpu-offload '-DATOMIC=atomic(warp)' -DTEAM %S/../Exec/cuda-aware-atomic.c -o %t.forms-warp && %run %t.forms-warp | %FileCheck %S/../Exec/cuda-aware-atomic.c
// RUN: %approx-clang -O2 %gpu-offload '-DATOMIC=atomic(none)' %S/../Exec/cuda-aware-atomic.c -o %t.forms-none && %run %t.forms-none | %FileCheck %S/../Exec/cuda-aware-atomic.c
// RUN: %approx-clang -O2 %gpu-offload -fno-approx '-DATOMIC=atomic(team)' %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -O2 %gpu-offload '-DATOMIC=atomic(team)' %s -o %t.team && %run %t.team | %FileCheck %s --check-prefix=TEAM
// RUN: %approx-clang -O2 %gpu-offload '-DATOMIC=atomic(warp)' %s -o %t.warp && %run %t.warp | %FileCheck %s --check-prefix=WARP
// RUN: %approx-clang -O2 %gpu-offload '-DATOMIC=atomic(none)' %s -o %t.none && %run %t.none | %FileCheck %s --check-prefix=NONE
// EXACT: initial=0 team_total=25600 per_warp=3200x8 lanes_sum=32.0
// TEAM: initial=0 team_total=25600 per_warp=3200x8 lanes_sum=32.0
// WARP: initial=0 {{.*}} per_warp=3200x8 lanes_sum=32.0
// NONE: initial=0 {{.*}} lanes_sum=1.0

#include <omp.h>
#include <stdio.h>

int main(void) {
  enum { T = 256, R = 100 };
  int total = 0, per_warp[T / 32] = {0}, initial = 1;
  float lanes = 0.0f;
#pragma omp target teams num_teams(1) thread_limit(T) map(tofrom: total, per_warp, lanes, initial)
#pragma omp parallel num_threads(T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      initial = omp_is_initial_device();
#pragma approx ATOMIC
    {
      for (int r = 0; r < R; ++r) {
#pragma omp atomic
        total += 1;
#pragma omp atomic
        per_warp[t / 32]++;
      }
      if (t < 32) { // one warp, all lanes at once
#pragma omp atomic
        lanes += 1.0f;
      }
    }
  }
  int same = 1;
  for (int w = 1; w < T / 32; ++w)
    same &= per_warp[w] == per_warp[0];
  printf("initial=%d team_total=%d per_warp=%dx%d lanes_sum=%.1f\n", initial, total,
         per_warp[0], same ? T / 32 : -1, lanes);
  return 0;
}
