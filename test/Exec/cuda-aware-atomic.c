// atomic(scope) through the host-offload path: every update form and type,
// run by all threads of one team (team, block, warp: exact on hosts, where
// they stay OpenMP atomics) or by one thread (none, skip: a plain update,
// exact without concurrency). The values are those of the exact build.
// RUN: %approx-clang %host-offload '-DATOMIC=atomic(team)' -DTEAM %s -o %t.team && %run %t.team | %FileCheck %s
// RUN: %approx-clang %host-offload '-DATOMIC=atomic(block)' -DTEAM %s -o %t.block && %run %t.block | %FileCheck %s
// RUN: %approx-clang %host-offload '-DATOMIC=atomic(warp)' -DTEAM %s -o %t.warp && %run %t.warp | %FileCheck %s
// RUN: %approx-clang %host-offload '-DATOMIC=atomic(none)' %s -o %t.none && %run %t.none | %FileCheck %s
// RUN: %approx-clang %host-offload '-DATOMIC=atomic(skip) if(on)' -DTEAM %s -o %t.if && %run %t.if 0 | %FileCheck %s
// RUN: %approx-clang %host-offload -fno-approx '-DATOMIC=atomic(none)' -DTEAM %s -o %t.exact && %run %t.exact | %FileCheck %s
// CHECK: i=500500 u=4294966896 l=-1000 ul=1001 ll=1099511627776 ull=15 f=250.0 d=-0.124875 x=3 m=59049 p=5 q=250 r=32
// CHECK-NEXT: threads>=1 ok

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

struct acc {
  int i, x, m, p, q, r;
  unsigned u;
  long l;
  unsigned long ul;
  long long ll;
  unsigned long long ull;
  float f;
  double d;
};

int main(int argc, char **argv) {
  int on = argc > 1 ? atoi(argv[1]) : 1;
  struct acc a = {0, 0, 1, 5, 1000, 1, 100, 0, 1, 1, 3, 0.0f, 1.0};
  int threads = 0;
  (void)on;
#ifdef TEAM
#pragma omp target teams num_teams(1) thread_limit(4) map(tofrom: a, threads)
#pragma omp parallel for num_threads(4)
#else
#pragma omp target map(tofrom: a, threads)
#endif
  for (int k = 1; k <= 1000; ++k) {
    if (k == 1)
      threads = omp_get_num_threads();
#pragma approx ATOMIC
    {
#pragma omp atomic
      a.i += k;
#pragma omp atomic
      a.u -= k % 2 == 0 ? 0u : 1u;
#pragma omp atomic update
      a.l = a.l - 1;
#pragma omp atomic
      a.ul++;
#pragma omp atomic
      a.ll <<= k % 25 == 0 ? 1 : 0;
#pragma omp atomic
      a.ull = a.ull | (k % 3 == 0 ? 8ull : 4ull);
#pragma omp atomic
      a.f += 0.25f;
#pragma omp atomic
      --a.d;
#pragma omp atomic
      a.x ^= k % 3 == 0 ? 3 : 0;
#pragma omp atomic
      a.m = (k % 100 == 0 ? 3 : 1) * a.m;
#pragma omp atomic
      a.p = 4 - a.p;
#pragma omp atomic
      a.q = a.q / (k % 500 == 0 ? 2 : 1);
#pragma omp atomic
      a.r = a.r * (k % 200 == 0 ? 2 : 1);
    }
  }
  a.d = a.d / 8000.0;
  printf("i=%d u=%u l=%ld ul=%lu ll=%lld ull=%llu f=%.1f d=%g x=%d m=%d p=%d q=%d r=%d\n", a.i, a.u,
         a.l, a.ul, a.ll, a.ull, a.f, a.d, a.x, a.m, a.p, a.q, a.r);
  printf("threads>=%d ok\n", threads >= 1);
  return 0;
}
