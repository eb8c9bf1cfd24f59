// -E of a '#pragma approx' made by `_Pragma(#x)` after an OpenMP loop
// directive, and of an OpenMP directive made so before '#pragma approx':
// the plan comes before the directive and the loop right after it, exact
// and compacted (the prologue form of a written pair), once for each. Before, the
// first printed the directive, then the block lowering, with the plan
// inside the construct; the second printed the directive above the block
// lowering ("statement after '#pragma omp parallel for' must be a for
// loop" when compiled).
// Spaces around punctuation are dropped before checking.
// RUN: %approx-clang %host-offload -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void approx_macro(int n,float*a){
// CHECK-SAME: const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("a",
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CHECK: {{^}}a[i]=1;}else{{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j0=0;
// CHECK-NOT: __approx_block
// CHECK-LABEL: void omp_macro(int n,float*a){
// CHECK-SAME: const __approx_plan_t __approx_p1=__approx_perfo_plan_rec("o",
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CHECK: {{^}}a[i]=1;}else{{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j1=0;
// CHECK-NOT: __approx_block
// CHECK-NOT: #pragma approx

#define APPROX(x) _Pragma(#x)
#define PRAGMA(x) _Pragma(#x)
#define PFOR PRAGMA(omp parallel for)

void approx_macro(int n, float *a) {
#pragma omp parallel for
  APPROX(approx perfo(small:2) label("a"))
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}

void omp_macro(int n, float *a) {
  PFOR
#pragma approx perfo(small:2) label("o")
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}
