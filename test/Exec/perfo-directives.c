// perfo with every kind of OpenMP loop directive (docs/language.md, "perfo"),
// the approx pragma before and after it: target parallel for, target simd,
// target teams loop, parallel for simd, 'for' inside 'parallel', taskloop,
// 'distribute' inside 'teams', a target directive with its own firstprivate,
// nowait and many clauses, and a target loop inside 'target data'. small:3
// keeps 1101101101 of 10 everywhere.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont && %run %t.cont | %FileCheck %s

// CHECK: {{^}}target-parallel-for-pre      1101101101{{$}}
// CHECK-NEXT: {{^}}target-parallel-for-post     1101101101{{$}}
// CHECK-NEXT: {{^}}target-simd-pre              1101101101{{$}}
// CHECK-NEXT: {{^}}target-simd-post             1101101101{{$}}
// CHECK-NEXT: {{^}}target-teams-loop-pre        1101101101{{$}}
// CHECK-NEXT: {{^}}target-teams-loop-post       1101101101{{$}}
// CHECK-NEXT: {{^}}parallel-for-simd-pre        1101101101{{$}}
// CHECK-NEXT: {{^}}parallel-for-simd-post       1101101101{{$}}
// CHECK-NEXT: {{^}}for-in-parallel-pre          1101101101{{$}}
// CHECK-NEXT: {{^}}for-in-parallel-post         1101101101{{$}}
// CHECK-NEXT: {{^}}taskloop-pre                 1101101101{{$}}
// CHECK-NEXT: {{^}}taskloop-post                1101101101{{$}}
// CHECK-NEXT: {{^}}distribute-in-teams-pre      1101101101{{$}}
// CHECK-NEXT: {{^}}distribute-in-teams-post     1101101101{{$}}
// CHECK-NEXT: {{^}}target-firstprivate-nowait   1101101101{{$}}
// CHECK-NEXT: {{^}}target-many-clauses          1101101101{{$}}
// CHECK-NEXT: {{^}}in-target-data               1101101101{{$}}

#include <stdio.h>
#include <string.h>
static char s[11];
#define R memset(s, '0', 10)
int main(void) {
  int n = 10;
#define T(name) printf("%-28s %s\n", name, s)
  R;
#pragma approx perfo(small:3)
#pragma omp target parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-parallel-for-pre");
  R;
#pragma omp target parallel for map(tofrom: s)
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-parallel-for-post");
  R;
#pragma approx perfo(small:3)
#pragma omp target simd map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-simd-pre");
  R;
#pragma omp target simd map(tofrom: s)
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-simd-post");
  R;
#pragma approx perfo(small:3)
#pragma omp target teams loop map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-teams-loop-pre");
  R;
#pragma omp target teams loop map(tofrom: s)
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-teams-loop-post");
  R;
#pragma approx perfo(small:3)
#pragma omp parallel for simd
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("parallel-for-simd-pre");
  R;
#pragma omp parallel for simd
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("parallel-for-simd-post");
  R;
#pragma omp parallel
  {
#pragma approx perfo(small:3)
#pragma omp for
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  T("for-in-parallel-pre");
  R;
#pragma omp parallel
  {
#pragma omp for
#pragma approx perfo(small:3)
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  T("for-in-parallel-post");
  R;
#pragma omp parallel
#pragma omp single
  {
#pragma approx perfo(small:3)
#pragma omp taskloop
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  T("taskloop-pre");
  R;
#pragma omp parallel
#pragma omp single
  {
#pragma omp taskloop
#pragma approx perfo(small:3)
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  T("taskloop-post");
  R;
#pragma omp target map(tofrom: s)
#pragma omp teams
  {
#pragma approx perfo(small:3)
#pragma omp distribute parallel for
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  T("distribute-in-teams-pre");
  R;
#pragma omp target teams map(tofrom: s)
#pragma omp distribute
#pragma approx perfo(small:3)
    for (int i = 0; i < n; ++i) s[i] = '1';
  T("distribute-in-teams-post");
  R;
  int x = 5;
#pragma approx perfo(small:3)
#pragma omp target teams distribute parallel for map(tofrom: s) firstprivate(x) nowait
  for (int i = 0; i < n; ++i) s[i] = '0' + (x - 4);
#pragma omp taskwait
  T("target-firstprivate-nowait");
  R;
#pragma approx perfo(small:3)
#pragma omp target teams distribute parallel for map(tofrom: s) if(target: n > 5) device(0) thread_limit(32) schedule(static, 2)
  for (int i = 0; i < n; ++i) s[i] = '1';
  T("target-many-clauses");
  R;
#pragma omp target data map(tofrom: s)
  {
#pragma approx perfo(small:3)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  T("in-target-data");
  return 0;
}
