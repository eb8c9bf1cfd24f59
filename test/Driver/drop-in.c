// Build shapes that plain clang-19 accepts and approx-clang must too (found
// by a probe of the driver as a drop-in): the macro dump build scripts read
// _OPENMP from (-dM -E crashed), C and preprocessed assembly in one command
// (the forced approx.h reached the .S), -fvisibility=hidden (clang refused
// the table's declare target variables), a header precompiled alone (link
// inputs were added: "cannot specify -o when generating multiple output
// files"), a name like approx-clang++-19 (ran in C mode), and a shared
// library holding a region, loaded by a program linked by approx-clang: the
// library leaves the runtime to the program (libapproxrt.a's jansson objects
// are not position-independent; its link failed) and the one runtime
// reports the library's region. And -save-temps, which recompiles the -E
// text: an OpenMP directive of the lowered code printed after code on one
// line was a stray '#' there ("expected expression"); the data tests below
// each failed so.

// RUN: echo | %approx-clang -fopenmp -dM -E -x c - | %FileCheck %s --check-prefix=MACROS
// MACROS: #define _OPENMP

// RUN: rm -rf %t && mkdir -p %t
// RUN: printf '.globl approx_asm_fn\napprox_asm_fn:\n  ret\n' > %t/asm.S
// RUN: cd %t && %approx-clang -fopenmp -c %s %t/asm.S && test -s drop-in.o && test -s asm.o

// RUN: cd %t && %approx-clang %host-offload -I%S/../Inputs -save-temps -c %S/../Exec/data-combined.c -o st1.o
// RUN: cd %t && %approx-clang %host-offload -I%S/../Inputs -save-temps -c %S/../Exec/data-in-host-device.c -o st2.o
// RUN: cd %t && %approx-clang %host-offload -I%S/../Inputs -save-temps -c %S/../Exec/data-out-rows.c -o st3.o
// RUN: cd %t && %approx-clang %host-offload -I%S/../Inputs -save-temps -c %S/../Exec/data-recon-kinds.c -o st4.o
// RUN: cd %t && %approx-clang %host-offload -I%S/../Inputs -save-temps -c %S/../Exec/data-rows-unorm.c -o st5.o
// C++ in the recompile: a literal `&& 1 &&` in the lowered test drew
// -Wconstant-logical-operand, an error under -Werror.
// RUN: cd %t && %approx-clangxx %host-offload -I%S/../Inputs -Werror -save-temps -c %S/../Exec/data-cxx.cpp -o st6.o

// RUN: %approx-clang %host-offload -fvisibility=hidden -Werror -c %s -o %t/hidden.o

// RUN: printf 'static inline int twice(int x) { return 2 * x; }\n' > %t/common.h
// RUN: %approx-clang -fopenmp -x c-header %t/common.h -o %t/common.h.pch && test -s %t/common.h.pch
// Used through `-include common.h`: clang takes a PCH only as the first
// -include, so the forced approx.h goes after it ("precompiled header was
// ignored", an error under -Werror).
// RUN: printf 'int use(int *a) {\n#pragma approx perfo(large:2)\n  for (int i = 0; i < 8; ++i)\n    a[i] = twice(i);\n  return a[2];\n}\n' > %t/use.c
// RUN: %approx-clang -fopenmp -Werror -include %t/common.h -c %t/use.c -o %t/use.o
// RUN: %approx-clang -fopenmp -include %t/common.h -c %t/use.c -### 2>&1 | %FileCheck %s --check-prefix=PCH
// PCH: "-include-pch" "{{[^"]*}}common.h.pch"{{.*}} "-include" "{{[^"]*}}approx.h"

// RUN: ln -sf $(command -v %approx-clangxx) %t/approx-clang++-19
// RUN: env APPROX_CLANG_ECHO=1 %t/approx-clang++-19 -### -c %s 2>&1 | %FileCheck %s --check-prefix=CXXNAME
// CXXNAME: approx-clang: {{[^ ]*}}/clang++

// RUN: %approx-clang %host-offload -fPIC -DLIB -c %s -o %t/lib.o
// RUN: %approx-clang %host-offload -shared %t/lib.o -o %t/libscale.so
// RUN: %approx-clang %host-offload %s -L%t -lscale -Wl,-rpath,%t -o %t/prog
// RUN: %run APPROX_REPORT=1 %t/prog 2>%t/report | %FileCheck %s --check-prefix=RUNS
// RUN: %FileCheck %s --check-prefix=REPORT < %t/report
// RUNS: 2 1 1 1 2 1 1 1
// REPORT: "label": "scale", "executions": 1, "total_iterations": 8, "kept_iterations": 2,

#ifdef LIB
void scale(int n, float *y) {
#pragma approx perfo(large:4) label("scale")
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] *= 2.0f;
}
#else
#include <stdio.h>
void scale(int n, float *y);
int main(void) {
  float y[8] = {1, 1, 1, 1, 1, 1, 1, 1};
  scale(8, y);
  for (int i = 0; i < 8; ++i)
    printf("%g ", y[i]);
  printf("\n");
  return 0;
}
#endif
