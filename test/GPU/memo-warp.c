// REQUIRES: cuda-gpu
// memo(in) with warp tables on the GPU: one team of one warp, 32 groups of
// items(4) iterations (group q on lane q, lane-interleaved: iterations q,
// q+32, q+64, q+96), tables(4): lanes 8g..8g+7 share a table of 8 entries.
// Group q's inputs are q, q+1, q+2, q+3, so a thread
// never sees an input twice (thread tables: 0 hits), while in round r lane
// q finds q+r where lane q+r of its group put it in round 0, or where a
// later miss replaced the oldest entry: per group of lanes 7 hits in each
// of rounds 1-3, 84 in all. Threshold 0: every reused output is exact.
// RUN: %approx-clang -O2 %gpu-offload '-DHIER=hierarchy(warp)' %s -o %t.warp && %run env APPROX_REPORT=%t.warp.json %t.warp | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=WARP < %t.warp.json
// RUN: %approx-clang -O2 %gpu-offload '-DHIER=hierarchy(thread)' %s -o %t.thread && %run env APPROX_REPORT=%t.thread.json %t.thread | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=THREAD < %t.thread.json
// CHECK: mismatches=0
// WARP: "memo_lookups": 128, "memo_hits": 84,
// THREAD: "memo_lookups": 128, "memo_hits": 0,

#include <stdio.h>

int main(void) {
  enum { N = 128 };
  double in[N], out[N];
  for (int i = 0; i < N; ++i)
    in[i] = i % 32 + i / 32;
#pragma approx memo(in, HIER, tables(4), size(8), items(4), threshold(0)) in(in[i]) out(out[i]) label("warp")
#pragma omp target teams distribute parallel for num_teams(1) thread_limit(32) map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i)
    out[i] = in[i] * 3 + 0.5;
  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += out[i] != in[i] * 3 + 0.5;
  printf("mismatches=%d\n", bad);
  return 0;
}
