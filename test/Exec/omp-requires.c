// A `#pragma omp requires` at the top of a file: OpenMP (and clang) refuse
// one after any target or atomic construct, and the forced approx.h used to
// hold some (the device-kind probe, the table's `target update`s, the host
// atomics), so every such file failed to compile, with or without regions.
// Now the probe is written in the lowered code, the table moves through the
// runtime, and the host atomics are compare-and-swap loops. Each clause of
// clang 19 compiles and runs: output reconstruction on the device, a loop in
// a kernel whose plan reads the device's copy of APPROX_CONFIG (3 -> 4 of 12
// kept; counted on the device and collected into APPROX_REPORT), and
// atomic(team) on an update.
// RUN: %approx-clang %host-offload -DREQ=unified_shared_memory %s -o %t.usm
// RUN: %run APPROX_HOST_TRANSFERS=1 %t.usm | %FileCheck %s
// RUN: %approx-clang %host-offload -DREQ=unified_address %s -o %t.ua
// RUN: %run APPROX_HOST_TRANSFERS=1 %t.ua | %FileCheck %s
// RUN: %approx-clang %host-offload -DREQ=dynamic_allocators %s -o %t.da
// RUN: %run APPROX_HOST_TRANSFERS=1 %t.da | %FileCheck %s
// RUN: %approx-clang %host-offload '-DREQ=atomic_default_mem_order(seq_cst)' %s -o %t.amo
// RUN: %run APPROX_HOST_TRANSFERS=1 %t.amo | %FileCheck %s
// RUN: echo '{"dev": {"value": 3}}' > %t.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.json APPROX_REPORT=1 %t.amo 2>%t.report | %FileCheck %s --check-prefix=CONF
// RUN: %FileCheck %s --check-prefix=REPORT < %t.report
// CHECK: b: 0 0 4 4 8 8 12 12 16 16 20 20 24 24 28 28
// CHECK-NEXT: kernel loop: 6
// CHECK-NEXT: sum: 4950
// CONF: kernel loop: 4
// REPORT: "label": "dev", "executions": 1, "total_iterations": 12, "kept_iterations": 4,

#pragma omp requires REQ
#include <stdio.h>

int main(void) {
  float a[16], b[16];
  for (int i = 0; i < 16; ++i)
    a[i] = i;
#pragma approx perfo(large:2) out(b[0:16]) reconstruct(nn) label("out")
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < 16; ++i)
    b[i] = 2 * a[i];
  printf("b:");
  for (int i = 0; i < 16; ++i)
    printf(" %g", b[i]);
  printf("\n");

  int cnt = 0;
#pragma omp target map(tofrom: cnt)
  {
#pragma approx perfo(large:2) label("dev")
    for (int i = 0; i < 12; ++i)
      cnt += 1;
  }
  printf("kernel loop: %d\n", cnt);

  int s = 0;
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < 100; ++i) {
#pragma approx atomic(team)
#pragma omp atomic
    s += i;
  }
  printf("sum: %d\n", s);
  return 0;
}
