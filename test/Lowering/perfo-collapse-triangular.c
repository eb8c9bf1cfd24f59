// A triangular collapse(2) nest perforated at the outer level: the inner
// loop's lower bound reads the mapped outer variable.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void tri(int n,int m,float*a){
// CHECK-SAME: __approx_perfo_plan_rec("tri",
// The general version (a fast version may come first).
// CHECK: {{^}}#pragma omp parallel for collapse(2){{$}}
// CHECK: {{^}}for(long long __approx_j0=0;__approx_j0<{{__approx_n0|__approx_p0\.kept}};++__approx_j0){{$}}
// CHECK: {{^}}for(int j=((int)({{.*}}__approx_perfo_index(&__approx_p0,__approx_j0)));j<m;++j){
// CHECK-SAME: int i=(int)({{.*}}*__approx_k0);{{$}}
void tri(int n, int m, float *a) {
#pragma approx perfo(small:2) label("tri")
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < m; ++j)
      a[i * m + j] = 0;
}
