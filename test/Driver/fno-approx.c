// -fno-approx: no plugin, no approx.h, no runtime, our flags dropped: the
// object is byte-identical to plain clang-19's. The OpenMP toolchain fixes
// (device bitcode path, CUDA mirror, libomptarget rpath) stay.

// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -fno-approx '-fapprox-set=x:perfo(small:2)' -Rapprox \
// RUN:   -fapprox-perfo-lowering=continue -### -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=ECHO
// ECHO: approx-clang: {{[^ ]*}}/clang -### -c {{[^ ]*}}fno-approx.c -o {{[^ ]*}}{{$}}
// ECHO-NOT: ApproxPlugin
// ECHO-NOT: approx.h
// ECHO-NOT: approxrt

// RUN: env APPROX_PLUGIN_ARGS=stale APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -fno-approx \
// RUN:   -Rapprox -c %s | %FileCheck %s --check-prefix=ENV
// ENV: APPROX_PLUGIN_ARGS unset
// ENV-NEXT: ARG=-c
// ENV-NEXT: ARG={{.*}}fno-approx.c
// ENV-NOT: ARG=

// Byte-identical objects (host OpenMP, and offloading to the host device).
// RUN: %approx-clang -fno-approx -O2 -fopenmp -c %s -o %t.approx.o
// RUN: %clang -O2 -fopenmp -c %s -o %t.plain.o
// RUN: cmp %t.approx.o %t.plain.o
// RUN: %approx-clang -fno-approx -O2 %host-offload -c %s -o %t.approx-off.o
// RUN: %clang -O2 %host-offload -c %s -o %t.plain-off.o
// RUN: cmp %t.approx-off.o %t.plain-off.o

// Linking: no runtime, but OpenMP links still get the libomptarget rpath.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -fno-approx -### -fopenmp %t.plain.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=LINK
// LINK: approx-clang: {{.*}} -Wl,-rpath,{{[^ ]*}}/lib{{$}}
// LINK-NOT: approxrt
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -fno-approx -### %t.plain.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=LINKPLAIN
// LINKPLAIN: approx-clang: {{[^ ]*}}/clang -### {{[^ ]*}}.plain.o -o {{[^ ]*}}{{$}}

// The pragma is just an unknown pragma to plain clang.
// RUN: %approx-clang -fno-approx -O2 %host-offload %s -o %t.exe
// RUN: %run %t.exe | %FileCheck %s --check-prefix=OUT
// OUT: sum=2016

#include <stdio.h>

int main(void) {
  int a[64], sum = 0;
#pragma approx perfo(small : 2)
#pragma omp target teams distribute parallel for map(from : a)
  for (int i = 0; i < 64; ++i)
    a[i] = i;
  for (int i = 0; i < 64; ++i)
    sum += a[i];
  printf("sum=%d\n", sum);
  return 0;
}
