// The construct's device() and if() clauses are evaluated once, as in
// plain clang: the data lowering evaluates them into __approx_dev<N> and
// __approx_off<N>, and the construct (and its exact and host variants)
// names those. Before, a round-robin device(next++ % ndev) advanced twice
// and the construct ran on another device than the one its data went to
// (a segfault), and a call in device()/if() ran twice. Only the if() that
// applies to the target directive decides where the construct runs
// (if(parallel: 0) does not take it to the host), and device(device_num:
// d) is accepted. Enabled, disabled through APPROX_CONFIG, and with the
// precision site's transfer skipped (the x86 device) or applied.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefixes=CHECK,ON
// RUN: %run env APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefixes=CHECK,ON
// RUN: echo '{"k": {"enabled": false}, "site": {"enabled": false}, "rr": {"enabled": false}, "par0": {"enabled": false}, "num": {"enabled": false}, "prec": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json %t | %FileCheck %s --check-prefixes=CHECK,OFF
// CHECK: kernel: device() 1, if() 1
// ON-SAME: o[1] 2
// OFF-SAME: o[1] 1
// CHECK-NEXT: site: device() 1, if() 1
// CHECK-NEXT: rr 0: next 1
// ON-SAME: o[1] 2
// OFF-SAME: o[1] 1
// CHECK-NEXT: rr 1: next 2
// ON-SAME: o[1] 2
// OFF-SAME: o[1] 1
// CHECK-NEXT: parallel-if 0: on device
// ON-SAME: o[1] 2
// OFF-SAME: o[1] 1
// CHECK-NEXT: target-if 0: on host o[1] 1
// CHECK-NEXT: device_num: o[1]
// ON-SAME: 2
// OFF-SAME: 1
// CHECK-NEXT: precision: device() 1, if() 1, p[3] 3.5
#include <omp.h>
#include <stdio.h>

#define N 10
static int calls_dev, calls_if;
static int pick(void) { ++calls_dev; return 0; }
static int cond(void) { ++calls_if; return 1; }

int main(void) {
  float a[N], o[N], p[N];
  int on_host = -1, zero = 0, one = 1;
  for (int i = 0; i < N; ++i)
    a[i] = i * i;

#pragma approx perfo(large:2) in(a[0:N]) reconstruct(lerp) label("k")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N]) device(pick()) if(cond())
  for (int i = 0; i < N; ++i)
    o[i] = a[i];
  printf("kernel: device() %d, if() %d, o[1] %g\n", calls_dev, calls_if, o[1]);

  calls_dev = calls_if = 0;
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(lerp) label("site")
#pragma omp target enter data map(to: a[0:N]) device(pick()) if(cond())
  printf("site: device() %d, if() %d\n", calls_dev, calls_if);
#pragma omp target exit data map(delete: a[0:N]) device(0)

  int ndev = omp_get_num_devices(), next = 0;
  for (int rep = 0; rep < 2; ++rep) {
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(lerp) label("rr")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N]) device(next++ % ndev)
    for (int i = 0; i < N; ++i)
      o[i] = a[i];
    printf("rr %d: next %d o[1] %g\n", rep, next, o[1]);
  }

#pragma approx perfo(large:2) in(a[0:N]) reconstruct(lerp) label("par0")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N]) map(tofrom: on_host) if(parallel: zero)
  for (int i = 0; i < N; ++i) {
    o[i] = a[i];
    if (i == 0)
      on_host = omp_is_initial_device();
  }
  printf("parallel-if 0: %s o[1] %g\n", on_host ? "on host" : "on device", o[1]);

#pragma approx perfo(large:2) in(a[0:N]) reconstruct(lerp) label("tgt0")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N]) map(tofrom: on_host) if(parallel: one) if(target: zero)
  for (int i = 0; i < N; ++i) {
    o[i] = a[i];
    if (i == 0)
      on_host = omp_is_initial_device();
  }
  printf("target-if 0: %s o[1] %g\n", on_host ? "on host" : "on device", o[1]);

  int d = 0;
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(lerp) label("num")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N]) device(device_num: d)
  for (int i = 0; i < N; ++i)
    o[i] = a[i];
  printf("device_num: o[1] %g\n", o[1]);

  calls_dev = calls_if = 0;
#pragma approx out(p[0:N]) precision(half) label("prec")
#pragma omp target teams distribute parallel for map(from: p[0:N]) device(pick()) if(target: cond())
  for (int i = 0; i < N; ++i)
    p[i] = i + 0.5f;
  printf("precision: device() %d, if() %d, p[3] %g\n", calls_dev, calls_if, p[3]);
  return 0;
}
