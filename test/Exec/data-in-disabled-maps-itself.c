// A host-perforated in-item of a disabled region (APPROX_CONFIG
// "enabled": false) skips the runtime: its construct maps the user's array
// itself, as plain clang's does, and computes exactly. Enabled, the
// construct reads the runtime's device copy at a private key, and the
// user's array is never mapped. libomptarget's own log (LIBOMPTARGET_INFO)
// on the host-offload device shows which host address each map entry has.
// Before, the disabled region still copied every row through the runtime's
// staging path into a key (values exact, cost not plain clang's).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 LIBOMPTARGET_INFO=-1 %t 2>&1 | %FileCheck %s --check-prefix=ON
// RUN: echo '{"h": {"enabled": false}}' > %t.off.json
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_CONFIG=%t.off.json LIBOMPTARGET_INFO=-1 %t 2>&1 | %FileCheck %s --check-prefix=OFF
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.plain
// RUN: %run LIBOMPTARGET_INFO=-1 %t.plain 2>&1 | %FileCheck %s --check-prefix=OFF

// ON: user-array=[[IN:0x[0-9a-f]+]]
// ON-NOT: Creating new map entry with HstPtrBase=[[IN]]
// ON: exact-mismatches=32 nn-mismatches=0
// OFF: user-array=[[IN:0x[0-9a-f]+]]
// OFF: Creating new map entry with HstPtrBase=[[IN]]
// OFF: exact-mismatches=0 nn-mismatches=32

#include <stdio.h>

#define N 64
static float in[N], out[N];

int main(void) {
  for (int i = 0; i < N; ++i)
    in[i] = (float)i;
  printf("user-array=0x%016lx\n", (unsigned long)in);
  fflush(stdout);
#pragma approx perfo(large:2) in(in[0:N]) reconstruct(nn, host) label("h")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i)
    out[i] = in[i] * 2;
  // large:2 keeps the even rows; nn rebuilds an odd row from the row before.
  int exact = 0, nn = 0;
  for (int i = 0; i < N; ++i) {
    exact += out[i] != 2.0f * (float)i;
    nn += out[i] != 2.0f * (float)(i - i % 2);
  }
  printf("exact-mismatches=%d nn-mismatches=%d\n", exact, nn);
  return 0;
}
