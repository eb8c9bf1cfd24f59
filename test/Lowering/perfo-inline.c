// A pragma right after an OpenMP loop directive: the directive is held
// back (OmpHoist.h) and the pair is lowered as if the pragma came first.
// The plan is computed once per execution, before the construct, by the one
// call that evaluates the clause expressions (perfo value, chunk, if); the
// loop bound and the body read that plan. (The inline form computed it in
// the loop bound, once per thread, and again in every kept iteration.)
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void f(int n,float*a,float*b){
// CHECK-SAME: {static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"inl",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("inl",0x[[H0:[0-9a-f]+]]ULL,__APPROX_PERFO_LARGE,(double)(3),(long long)(4),(n>8)?1:0,(long long)(0),(long long)(n),(long long)(2),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));__attribute__((unused))const long long __approx_n0=__approx_p0.__kept;const double __approx_t0=__approxrt_now();if(__approx_p0.__kind==__APPROX_PERFO_NONE){{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;i+=2){{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];{{$}}
// CHECK-NEXT: {{^}}}}else{{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j0=0;__approx_j0<__approx_n0;++__approx_j0){const long long __approx_k0=__approx_perfo_index(&__approx_p0,__approx_j0);if(__approx_perfo_skip(&__approx_p0,__approx_k0))continue;{__attribute__((unused))int i=(int)((0)+(2)*__approx_k0);{{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];{{$}}
// CHECK-NEXT: {{^}}}}}}__approxrt_record_time("inl",__approxrt_now()-__approx_t0);}{static const __approx_label_t __approx_l1 {{.*}}={"tgt",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};const __approx_plan_t __approx_p1=__approx_perfo_plan_rec("tgt",
// CHECK-SAME: if(__approx_p1.__kind==__APPROX_PERFO_NONE){{{$}}
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];}else if(__approx_p1.__fast){{{$}}
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n]){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j1=0;__approx_j1<__approx_n1;++__approx_j1){const long long __approx_k1=__approx_perfo_index_fast(__approx_j1,__approx_fs1,__approx_fm1,__approx_fk1,__approx_fa1);__attribute__((unused))int i=(int)((0)+(1)*__approx_k1);{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];}}else{{{$}}
// The plan travels to the device as a kernel argument.
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n])firstprivate(__approx_p1){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j1=0;__approx_j1<__approx_n1;++__approx_j1){const long long __approx_k1=__approx_perfo_index(&__approx_p1,__approx_j1);
// The same with a comment and a blank line between the two pragmas.
// CHECK: __approx_perfo_plan_rec("simd",
// CHECK: {{^}}#pragma omp simd{{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CHECK: {{^}}#pragma omp simd{{$}}
// The compacted loop is not vectorizable (Frontend/perfo-simd-vectorize.c).
// CHECK-NEXT: {{^}}#pragma clang loop vectorize(disable){{$}}
// CHECK-NEXT: {{^}}#pragma clang loop interleave(disable){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j2=0;__approx_j2<__approx_n2;++__approx_j2){
// Nothing computes a plan in a loop bound or a body.
// CHECK-NOT: __approx_perfo_kept
// CHECK-NOT: __approx_perfo_plan(
// CHECK-NOT: __approx_inline_begin
// CHECK-NOT: #pragma approx
void f(int n, float *a, float *b) {
#pragma omp parallel for
#pragma approx perfo(large, chunk(4):3) label("inl") if(n > 8)
  for (int i = 0; i < n; i += 2) {
    b[i] = a[i];
  }
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
#pragma approx perfo(rate:0.5) label("tgt")
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma omp simd
  // the loop

#pragma approx perfo(small:2) label("simd")
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}

// A construct that is the unbraced body of an if: the lowered block takes
// its place.
// CHECK-LABEL: void h(int n,float*a){
// CHECK-NEXT: {{^}}if(n>0){static const __approx_label_t __approx_l3{{.*}}__approx_perfo_plan_rec("unbraced",
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{$}}
// CHECK: __approxrt_record_time("unbraced",__approxrt_now()-__approx_t3);}{{$}}
// CHECK-NEXT: {{^}}else{{$}}
void h(int n, float *a) {
  if (n > 0)
#pragma omp parallel for
#pragma approx perfo(small:2) label("unbraced")
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  else
    a[0] = 1;
}

// A non-loop OpenMP directive above the pragma does not select the inline
// form: the prologue goes inside the parallel region.
// CHECK-LABEL: void g(int n,float*a){
// CHECK-NEXT: {{^}}#pragma omp parallel{{$}}
// CHECK-NEXT: {{^}}{static const __approx_label_t __approx_l4{{.*}}__approx_perfo_plan_rec("par",
// CHECK-SAME: const __approx_blocks_t __approx_b4=__approx_perfo_blocks(&__approx_p4);{{.*}}for(long long __approx_j4=0;__approx_j4<(long long)__approx_b4.__n;++__approx_j4){
// CHECK-SAME: for(long long __approx_k4=__approx_s4;__approx_k4<__approx_e4;++__approx_k4){__attribute__((unused))int i=(int)((0)+(1)*(long long)__approx_k4);{{$}}
// CHECK-NEXT: {{^}}a[i]=0;}}}__approxrt_record_time("par",
void g(int n, float *a) {
#pragma omp parallel
#pragma approx perfo(small:2) label("par")
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
