// The runtime's host threads: APPROX_THREADS caps them (1..16, the caller's
// included) and APPROX_POOL_SPIN_MS sets how long idle workers spin
// (0..1000 ms); both are parsed strictly when the first threaded host pass
// starts the pool, and a bad value stops the program naming variable and
// value. The count also follows the CPU affinity mask (taskset), which the
// pool ignored before (15 workers on 8 CPUs under `taskset -c 0-7`). Every
// setting gives the same, exact result: 2^21 elements of half round trip
// (a threaded narrow and widen, APPROX_HOST_TRANSFERS=1 on the host device).
// REQUIRES: taskset
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_THREADS=1 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_THREADS=3 APPROX_POOL_SPIN_MS=0 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_THREADS=16 APPROX_POOL_SPIN_MS=1000 %t | %FileCheck %s --check-prefix=OK
// RUN: %run APPROX_HOST_TRANSFERS=1 taskset -c 0 %t | %FileCheck %s --check-prefix=OK
// OK: {{^}}out: 2097152 of 2097152 exact{{$}}

// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_THREADS=0 %t 2>&1 | %FileCheck %s --check-prefix=ZERO
// ZERO: {{^}}approx: error: APPROX_THREADS=0: out of range (expected 1..16 threads, the caller's included){{$}}
// ZERO-NOT: exact
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_THREADS=17 %t 2>&1 | %FileCheck %s --check-prefix=MANY
// MANY: {{^}}approx: error: APPROX_THREADS=17: out of range
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_THREADS=four %t 2>&1 | %FileCheck %s --check-prefix=WORD
// WORD: {{^}}approx: error: APPROX_THREADS=four: not an unsigned integer
// RUN: not %run APPROX_HOST_TRANSFERS=1 env APPROX_POOL_SPIN_MS=1001 %t 2>&1 | %FileCheck %s --check-prefix=SPIN
// SPIN: {{^}}approx: error: APPROX_POOL_SPIN_MS=1001: out of range (expected 0..1000 milliseconds){{$}}

#include <stdio.h>

#define N (1 << 21)
static float in[N], out[N];

int main(void) {
  for (int i = 0; i < N; ++i) {
    in[i] = (float)(i % 2048); /* exact in half */
    out[i] = -1;
  }
#pragma approx precision(half) in(in[0:N]) out(out[0:N]) label("copy")
#pragma omp target teams distribute parallel for map(to: in[0:N]) map(from: out[0:N])
  for (int i = 0; i < N; ++i) out[i] = in[i] * 2;
  int good = 0;
  for (int i = 0; i < N; ++i)
    good += out[i] == (float)(i % 2048) * 2;
  printf("out: %d of %d exact\n", good, N);
  return 0;
}
