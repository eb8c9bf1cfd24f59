// -fapprox-perfo-lowering=continue on a triangular collapse(2) nest with
// the pragma before '#pragma omp': the original headers stay (the inner
// one still reads i) and the innermost body tests the outer iteration.
// Regression test (fixed): PerfoEmitter::nest() substitutes the outer variable in inner
// headers even under continue lowering, where there is nothing to
// substitute (Subst is empty), and reports "a collapsed inner loop that
// uses the perforated loop's variable needs '#pragma approx' before
// '#pragma omp'" although the pragma is before it.
// RUN: %approx-clang -fopenmp -fapprox-perfo-lowering=continue -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void tri(int n,int m,float*a){
// CHECK-SAME: __approx_perfo_plan_rec("tri",
// CHECK-NEXT: {{^}}#pragma omp parallel for collapse(2){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CHECK-NEXT: {{^}}for(int j=i;j<m;++j){const long long __approx_k0=__approx_cont_index((unsigned long long)(i),{{.*}});if(!__approx_perfo_keeps(&__approx_p0,__approx_k0))continue;{{$}}
void tri(int n, int m, float *a) {
#pragma approx perfo(small:2) label("tri")
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < m; ++j)
      a[i * m + j] = 0;
}
