// perfo in a collapse(2) nest. Pragma before the directive: the outer
// loop is compacted, the inner header reads the mapped outer variable, the
// innermost body re-declares it. Pragma before the inner loop: the inner
// loop is compacted in the inline form, the outer loop is untouched. Pragma
// right after the directive: as if written before it.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp -fapprox-perfo-lowering=continue -E -P %s | %squeeze | %FileCheck %s --check-prefix=CONT

// CHECK-LABEL: void outer(int n,int m,float*a){
// CHECK-SAME: const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("outer",{{.*}},(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// The general version (a fast version may come first).
// CHECK: {{^}}#pragma omp parallel for collapse(2){{$}}
// CHECK: {{^}}for(long long __approx_j0=0;__approx_j0<{{__approx_n0|__approx_p0\.kept}};++__approx_j0){{$}}
// CHECK: {{^}}for(int j=0;j<m;++j){const long long __approx_k0=__approx_perfo_index(&__approx_p0,__approx_j0);
// CHECK-SAME: __attribute__((unused))int i=(int)({{.*}}*__approx_k0);{{$}}
// CHECK-NEXT: {{^}}a[i*m+j]=0;}{{.*}}__approxrt_record_time("outer",
// CONT-LABEL: void outer(int n,int m,float*a){
// CONT: {{^}}#pragma omp parallel for collapse(2){{$}}
// CONT-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CONT-NEXT: {{^}}for(int j=0;j<m;++j){const long long __approx_k0=__approx_cont_index((unsigned long long)(i),{{.*}});if(!__approx_perfo_keeps(&__approx_p0,__approx_k0))continue;{{$}}
void outer(int n, int m, float *a) {
#pragma approx perfo(small:2) label("outer")
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
}

// CHECK-LABEL: void inner(int n,int m,float*a){
// CHECK-NEXT: {{^}}#pragma omp parallel for collapse(2){{$}}
// The inner loop's bound records nothing (the directive evaluates it as
// it likes); each run of the loop counts at its first compacted iteration.
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){for(long long __approx_j1=0;__approx_j1<__approx_perfo_kept("inner",{{.*}},(long long)(0),(long long)(m),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(m))),(__typeof__((int)0+(m)))-1>(__typeof__((int)0+(m)))0));++__approx_j1){
// CHECK-SAME: const __approx_plan_t __approx_p1=__approx_perfo_plan("inner",
// CHECK-SAME: if(__approx_j1==0)__approx_perfo_count_host("inner",&__approx_p1);
// CHECK-SAME: __attribute__((unused))int j=(int)({{.*}}*__approx_k1);{{$}}
// CHECK-NEXT: {{^}}a[i*m+j]=0;}}{{$}}
// Pragma right after the directive: as if written before it (OmpHoist.h),
// the plan computed once before the construct.
// CHECK-NEXT: {{^}}}{static const __approx_label_t __approx_l2{{.*}}const __approx_plan_t __approx_p2=__approx_perfo_plan_rec("outer-inline",{{.*}},(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// CHECK: {{^}}a[i*m+j]=0;}else{{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for collapse(2){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j2=0;__approx_j2<__approx_n2;++__approx_j2){{$}}
// CHECK-NEXT: {{^}}for(int j=0;j<m;++j){const long long __approx_k2=__approx_perfo_index(&__approx_p2,__approx_j2);
// CHECK-SAME: __attribute__((unused))int i=(int)({{.*}}*__approx_k2);{{$}}
// CHECK-NOT: __approx_perfo_kept_rec("outer-inline"
// The continue lowering keeps the inline form inside the nest; each run of
// the inner loop counts at its logical index 0 (the bound, which the
// directive evaluates once for the whole nest, records nothing: before, it
// recorded one execution for all runs).
// CONT-LABEL: void inner(int n,int m,float*a){
// CONT-NEXT: {{^}}#pragma omp parallel for collapse(2){{$}}
// CONT-NEXT: {{^}}for(int i=0;i<n;++i){{{$}}
// CONT-NEXT: {{^}}for(int j=0;j<((m)+(__typeof__(m))(__approx_perfo_note("inner",
// CONT-SAME: const long long __approx_k1=__approx_cont_index((unsigned long long)(j),{{.*}});if(__approx_k1==0)__approx_perfo_count_host("inner",&__approx_p1);if(!__approx_perfo_keeps(&__approx_p1,__approx_k1))continue;
void inner(int n, int m, float *a) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(large:2) label("inner")
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
  }
#pragma omp parallel for collapse(2)
#pragma approx perfo(large:2) label("outer-inline")
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] = 0;
}
