// -fapprox-perfo-lowering=continue: the original loop header stays and the
// body starts with an HPAC-style per-iteration keep test on the logical
// iteration, an OpenMP loop's taken as its distance from lb in the
// variable's width (__approx_cont_index); in the prologue form and in the
// inline form (perfo-collapse.c).
// RUN: %approx-clang -fopenmp -fapprox-perfo-lowering=continue -E -P %s | %squeeze | %FileCheck %s
// The default is the compacted loop.
// RUN: %approx-clang -fopenmp -fapprox-perfo-lowering=compact -E -P %s | %squeeze | %FileCheck %s --check-prefix=COMPACT
// COMPACT-LABEL: void f(
// COMPACT-NOT: __approx_perfo_keeps
// COMPACT: __approx_j0
// COMPACT-NOT: __approx_perfo_keeps

// CHECK-LABEL: void f(int n,float*a,float*b){
// CHECK-SAME: {static const __approx_label_t __approx_l0{{.*}}={"pro",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};
// CHECK-SAME: const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("pro",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(2),(long long)(1),1,(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// CHECK-SAME: const double __approx_t0=__approxrt_now();{{$}}
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n])firstprivate(__approx_p0){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){const long long __approx_k0=__approx_cont_index((unsigned long long)(i),(unsigned long long)(int)(0),(long long)(1),(int)-1>(int)0?~0ULL>>(64-8*sizeof(int)):~0ULL);if(!__approx_perfo_keeps(&__approx_p0,__approx_k0))continue;{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];}__approxrt_record_time("pro",__approxrt_now()-__approx_t0);}{static const __approx_label_t __approx_l1{{.*}}={"inl",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};
// The pragma right after '#pragma omp': the same prologue (OmpHoist.h).
// CHECK-SAME: const __approx_plan_t __approx_p1=__approx_perfo_plan_rec("inl",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_LARGE,(double)(3),(long long)(4),(n>8)?1:0,(long long)(n),(long long)(0),(long long)(-(2)),3);
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(int i=n;i>=0;i-=2){const long long __approx_k1=__approx_cont_index((unsigned long long)(i),(unsigned long long)(int)(__approx_p1.__lb),(long long)(__approx_p1.__step),(int)-1>(int)0?~0ULL>>(64-8*sizeof(int)):~0ULL);if(!__approx_perfo_keeps(&__approx_p1,__approx_k1))continue;{{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];{{$}}
// CHECK-NEXT: {{^}}}}__approxrt_record_time("inl",__approxrt_now()-__approx_t1);}{{$}}
// CHECK-NOT: __approx_perfo_note
// CHECK-NOT: __approx_j
// CHECK-NOT: .kept
void f(int n, float *a, float *b) {
#pragma approx perfo(small:2) label("pro")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma omp parallel for
#pragma approx perfo(large, chunk(4):3) label("inl") if(n > 8)
  for (int i = n; i >= 0; i -= 2) {
    b[i] = a[i];
  }
}
