// Prologue form (the pragma comes first): the plan is computed once before
// the directives, the loop runs [0, plan.kept) and re-declares the user's
// variable from the compacted index; a target directive gets the plan as
// firstprivate; host compiles register the label and record the time.
// Spaces around punctuation are dropped before checking.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp -E -P %s | not grep -E 'omp target data.*firstprivate|^ *#pragma omp teams.*firstprivate'
// RUN: %approx-clang %host-offload -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void target_loop(int n,float*a,float*b){
// CHECK-SAME: {static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"tgt",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};
// CHECK-SAME: const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("tgt",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(2),(long long)(1),1,(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// CHECK-SAME: const double __approx_t0=__approxrt_now();
// The general version of the loop (a fast version may come first).
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n])firstprivate(__approx_p0){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j0=0;__approx_j0<{{__approx_n0|__approx_p0\.kept}};++__approx_j0){
// CHECK-SAME: const long long __approx_k0=__approx_perfo_index(&__approx_p0,__approx_j0);
// CHECK-SAME: if(__approx_perfo_skip(&__approx_p0,__approx_k0))continue;
// CHECK-SAME: {__attribute__((unused))int i=(int)({{.*}}*__approx_k0);{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];}}{{.*}}__approxrt_record_time("tgt",__approxrt_now()-__approx_t0);}{{$}}
// CHECK-NEXT: {{^}}}{{$}}
// CHECK-NOT: #pragma approx
void target_loop(int n, float *a, float *b) {
#pragma approx perfo(small:2) label("tgt")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}

// Kind, value, chunk, if() and the loop's lb/ub/step/op are all passed on
// as written (op: 0 <, 1 <=, 2 >, 3 >=, 4 !=); the default label is
// file:line of the pragma.
// CHECK-LABEL: void host_loop(int n,float*a){
void host_loop(int n, float *a) {
#pragma approx perfo(init, chunk(n / 2) : 0.25) if(n > 3)
// CHECK-SAME: {static const __approx_label_t __approx_l1 __attribute__((used,retain,section("approx_regions")))={"perfo-prologue.c:[[#@LINE-1]]",__APPROX_TECH_PERFO|__APPROX_TECH_RUNTIME};
// CHECK-SAME: const __approx_plan_t __approx_p1=__approx_perfo_plan_rec("perfo-prologue.c:[[#@LINE-2]]",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_INIT,(double)(0.25),(long long)(n/2),(n>3)?1:0,(long long)(n-1),(long long)(0),(long long)(-(2)),3);
// Without any OpenMP directive, the block form: blocks of consecutive kept
// iterations, the body once (an exact plan is one block of unit step).
// CHECK-SAME: const __approx_blocks_t __approx_b1=__approx_perfo_blocks(&__approx_p1);const double __approx_t1=__approxrt_now();
// CHECK-SAME: for(long long __approx_j1=0;__approx_j1<(long long)__approx_b1.__n;++__approx_j1){
// CHECK-SAME: if(__approx_block_skip(&__approx_b1,__approx_j1))continue;{
// CHECK-SAME: const long long __approx_s1=(long long)__approx_block_start(&__approx_b1,__approx_j1);
// CHECK-SAME: const long long __approx_e1=(long long)__approx_block_end(&__approx_b1,__approx_s1);
// CHECK-SAME: for(long long __approx_k1=__approx_s1;__approx_k1<__approx_e1;++__approx_k1){
// A 64-bit signed variable is computed in unsigned arithmetic (no overflow on a range past 2^63).
// CHECK-SAME: __attribute__((unused))long i=(long)(((unsigned long long)(__approx_b1.__lb))+((unsigned long long)(__approx_b1.__vstep))*(unsigned long long)__approx_k1);{a[i]=0;}}}}
// CHECK-SAME: __approxrt_record_time("perfo-prologue.c:[[#@LINE-13]]",__approxrt_now()-__approx_t1);}{{$}}
  for (long i = n - 1; i >= 0; i -= 2) { a[i] = 0; }
  unsigned k;
// A pre-declared variable is assigned in the body (not re-declared, which
// -Wshadow reports) and gets its exit value after the loop.
// CHECK: for(long long __approx_k2=__approx_s2;__approx_k2<__approx_e2;++__approx_k2){k=(__typeof__(k))((0)+(1)*(long long)__approx_k2);
// CHECK-NEXT: {{^}}a[k]=1;}}}k=(__typeof__(k))((0)+(1)*__approx_b2.__lim);
#pragma approx perfo(rand:0.5)
  for (k = 0; k < 8u; k++)
    a[k] = 1;
}

// Every kind has its number; 'target' in a separate directive gets the
// firstprivate, the nested 'teams distribute' does not; 'target data' never.
// CHECK-LABEL: float kinds(int n,float*a){
// CHECK-NEXT: float s=0;{{.*}}__approx_perfo_plan_rec("k1",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_LARGE,(double)(4),
// CHECK: {{^}}#pragma omp target data map(tofrom:a[0:n]){{$}}
// CHECK: {{^}}#pragma omp target map(tofrom:a[0:n])firstprivate(__approx_p3){{$}}
// CHECK-NEXT: {{^}}#pragma omp teams distribute parallel for{{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j3=0;__approx_j3<{{__approx_n3|__approx_p3\.kept}};++__approx_j3)
// CHECK: __approx_perfo_plan_rec("k2",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_RATE,(double)(0.5),
// CHECK: {{^}}#pragma omp parallel for reduction(+:s){{$}}
// CHECK: __approx_perfo_plan_rec("k3",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_RAND,(double)(0.5),
// CHECK: __approx_perfo_plan_rec("k4",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_FINI,(double)(0.5),
// CHECK: __approx_perfo_plan_rec("k5",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(3),{{.*}},(long long)(1),(long long)(n),(long long)(1),__approx_cmp_op(1,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// CHECK: __approx_perfo_plan_rec("k6",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(3),{{.*}},(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(4,sizeof(int),(int)-1>(int)0,sizeof(__typeof__((int)0+(n))),(__typeof__((int)0+(n)))-1>(__typeof__((int)0+(n)))0));
// CHECK: __approx_perfo_plan_rec("k7",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(3),{{.*}},(long long)(n),(long long)(0),(long long)(-1),2);
// CHECK: __approx_perfo_plan_rec("k8",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(3),{{.*}},(long long)(n),(long long)(0),(long long)(-(1)),2);
float kinds(int n, float *a) {
  float s = 0;
#pragma approx perfo(large:4) label("k1")
#pragma omp target data map(tofrom: a[0:n])
#pragma omp target map(tofrom: a[0:n])
#pragma omp teams distribute parallel for
  for (int i = 0; i < n; ++i)
    a[i] += 1;
#pragma approx perfo(rate:0.5) label("k2")
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; ++i)
    s += a[i];
#pragma approx perfo(rand:0.5) label("k3")
  for (int i = 0; i < n; ++i) s += a[i];
#pragma approx perfo(fini:0.5) label("k4")
  for (int i = 0; i < n; ++i) s += a[i];
#pragma approx perfo(small:3) label("k5")
  for (int i = 1; i <= n; i = i + 1) s += a[i];
#pragma approx perfo(small:3) label("k6")
  for (int i = 0; n != i; i++) s += a[i];
#pragma approx perfo(small:3) label("k7")
  for (int i = n; 0 < i; --i) s += a[i];
#pragma approx perfo(small:3) label("k8")
  for (int i = n; i > 0; i = i - 1) s += a[i];
  return s;
}
