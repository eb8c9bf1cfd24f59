// APPROX_PREC_CHUNK is parsed strictly: a whole unsigned decimal number, 0
// (no overlap) or 65536..2^40 elements; anything else stops the program at
// the first precision transfer with a message naming the variable and the
// value. Was a bug: 9223372036854775806 (and overflowing values, which
// strtoll clamped) were accepted, 2 * chunk overflowed, and the
// precision(half) out-item was never copied back (every element kept its
// old value, silently).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=0 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=65536 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=1099511627776 %t | %FileCheck %s --check-prefix=OK
// OK: {{^}}out: 200000 of 200000 copied back{{$}}

// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=9223372036854775806 %t 2>&1 | %FileCheck %s --check-prefix=HUGE
// HUGE: {{^}}approx: error: APPROX_PREC_CHUNK=9223372036854775806: out of range (expected 0 for no overlap, or 65536..1099511627776 elements){{$}}
// HUGE-NOT: copied back
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=99999999999999999999999 %t 2>&1 | %FileCheck %s --check-prefix=OVERFLOW
// OVERFLOW: {{^}}approx: error: APPROX_PREC_CHUNK=99999999999999999999999: out of range (expected 0 for no overlap, or 65536..1099511627776 elements){{$}}
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=1099511627777 %t 2>&1 | %FileCheck %s --check-prefix=ABOVE
// ABOVE: {{^}}approx: error: APPROX_PREC_CHUNK=1099511627777: out of range
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=65535 %t 2>&1 | %FileCheck %s --check-prefix=BELOW
// BELOW: {{^}}approx: error: APPROX_PREC_CHUNK=65535: out of range
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=65536k %t 2>&1 | %FileCheck %s --check-prefix=JUNK
// JUNK: {{^}}approx: error: APPROX_PREC_CHUNK=65536k: not an unsigned integer (expected 0 for no overlap, or 65536..1099511627776 elements){{$}}
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_PREC_CHUNK=-65536 %t 2>&1 | %FileCheck %s --check-prefix=NEG
// NEG: {{^}}approx: error: APPROX_PREC_CHUNK=-65536: not an unsigned integer

#include <stdio.h>

#define N 200000
static float in[N], out[N];

int main(void) {
  for (int i = 0; i < N; ++i) {
    in[i] = (float)(i % 1000);
    out[i] = -1;
  }
#pragma approx precision(half) in(in[0:N]) out(out[0:N]) label("copy")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i) out[i] = in[i] + 1;
  int good = 0;
  for (int i = 0; i < N; ++i)
    good += out[i] == (float)(i % 1000) + 1;
  printf("out: %d of %d copied back\n", good, N);
  return 0;
}
