// Device compiles lower exactly like the host (same plan, same compacted
// loop, same firstprivate) but call no host runtime: no label registration,
// no _rec variants, no host clock; a prologue that runs on the device counts
// through __approx_perfo_plan_dev and times through __approx_dev_clock /
// __approx_dev_time (atomics, read back by the host at exit).
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST

// CHECK-LABEL: void f(int n,float*a,float*b){
// DEV-SAME: {const __approx_plan_t __approx_p0=__approx_perfo_plan_dev("pro",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(2),(long long)(1),1,(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// HOST-SAME: {static const __approx_label_t __approx_l0{{.*}}={"pro",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("pro",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(2),(long long)(1),1,(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));{{.*}}const double __approx_t0=__approxrt_now();
// The general version (a fast version may come first).
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n])firstprivate(__approx_p0){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j0=0;__approx_j0<{{__approx_n0|__approx_p0\.kept}};++__approx_j0){const long long __approx_k0=__approx_perfo_index(&__approx_p0,__approx_j0);if(__approx_perfo_skip(&__approx_p0,__approx_k0))continue;{__attribute__((unused))int i=(int)({{.*}}*__approx_k0);{{$}}
// DEV-NEXT: {{^}}b[i]=a[i];}}}__approx_dev_time(0x{{[0-9a-f]+}}ULL,__approx_t0);}
// HOST-NEXT: {{^}}b[i]=a[i];}}}__approxrt_record_time("pro",__approxrt_now()-__approx_t0);}
// The pragma right after the directive: the same prologue form (the plan
// computed once, before the construct: OmpHoist.h), nothing in the loop.
// DEV-SAME: {const __approx_plan_t __approx_p1=__approx_perfo_plan_dev("inl",
// HOST-SAME: {static const __approx_label_t __approx_l1{{.*}}={"inl",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};const __approx_plan_t __approx_p1=__approx_perfo_plan_rec("inl",
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n])firstprivate(__approx_p1){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j1=0;__approx_j1<__approx_n1;++__approx_j1){const long long __approx_k1=__approx_perfo_index(&__approx_p1,__approx_j1);
// CHECK-NOT: __approx_perfo_kept
// Intra-kernel perforation: a sequential loop inside a target region.
// CHECK: {{^}}#pragma omp target map(tofrom:a[0:n]){{$}}
// In a kernel the block form keeps only the blocks; the plan is computed
// out of line (__approx_perfo_blocks_dev counts like __approx_perfo_plan_dev).
// An int loop keeps 32-bit block indices, after a check that they fit.
// The device times each execution with its own clock (while reporting).
// DEV-NEXT: {{^[{][{]}}const __approx_blocks_t __approx_b2=__approx_perfo_blocks_dev("intra",{{.*}});const double __approx_t2=__approx_dev_clock();__approx_blocks_int(&__approx_b2,"intra");for(int __approx_j2=0;__approx_j2<(int)__approx_b2.__n;++__approx_j2){
// HOST-NEXT: {{^[{][{]}}static const __approx_label_t __approx_l2{{.*}}__approx_perfo_plan_rec("intra",
// DEV-NOT: __approx_perfo_plan_rec
// DEV-NOT: __approx_perfo_kept_rec
// DEV-NOT: __approxrt_
// DEV-NOT: approx_regions
void f(int n, float *a, float *b) {
#pragma approx perfo(small:2) label("pro")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
#pragma approx perfo(rate:0.5) label("inl")
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma omp target map(tofrom: a[0:n])
  {
#pragma approx perfo(large:2) label("intra")
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
