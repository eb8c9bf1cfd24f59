// A project's own approx.h and approx_data.h, found through -isystem (how
// CMake passes an imported target's include dirs), -I or -idirafter, are
// the ones its #include gets, as with clang-19: approx-clang's include dir
// is searched last (-idirafter), and its own headers are reached through
// the forced include's absolute path and quoted includes. Before, the
// driver's -I<prefix>/include/approx came first and the program failed
// ("use of undeclared identifier 'VENDOR_APPROX_TOL'"). A region in the
// same file still lowers with our headers.
// RUN: %approx-clang -fopenmp -isystem %S/../Inputs/vendor-approx %s -o %t
// RUN: env APPROX_REPORT=1 %t 2>&1 | %FileCheck %s
// RUN: %approx-clang -fopenmp -I%S/../Inputs/vendor-approx %s -o %t.i
// RUN: env APPROX_REPORT=1 %t.i 2>&1 | %FileCheck %s
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c %s 2>&1 | %FileCheck %s --check-prefix=ECHO
// CHECK-DAG: tol=0.01 data=7 sum=20
// CHECK-DAG: {"label": "vendor", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// ECHO: approx-clang: {{.*}} -idirafter {{[^ ]*}}/include/approx{{$}}
// ECHO-NOT: "-I{{[^"]*}}/include/approx"
#include <approx.h>
#include <approx_data.h>
#include <stdio.h>

int main(void) {
  int s = 0;
#pragma approx perfo(large:2) label("vendor")
  for (int i = 0; i < 10; ++i)
    s += i;
  printf("tol=%g data=%d sum=%d\n", VENDOR_APPROX_TOL, VENDOR_APPROX_DATA, s);
  return 0;
}
