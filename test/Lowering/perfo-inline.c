// Inline form: after an OpenMP loop directive nothing may stand before the
// loop, so the compacted loop's bound computes the plan (recording on the
// host) and the body recomputes it; the label registration moves into the
// body. The '#pragma omp' line stays where it was.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void f(int n,float*a,float*b){
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// The host times the construct: the bound starts the region's timer, a
// statement right after the construct stops it.
// CHECK-NEXT: {{^}}for(long long __approx_j0=0;__approx_j0<__approx_inline_begin(0x[[H0:[0-9a-f]+]]ULL,__approx_perfo_kept_rec("inl",0x[[H0]]ULL,__APPROX_PERFO_LARGE,(double)(3),(long long)(4),(n>8)?1:0,(long long)(0),(long long)(n),(long long)(2),0));++__approx_j0){
// CHECK-SAME: static const char*const __approx_l0 __attribute__((used,retain,section("approx_labels")))="inl";
// CHECK-SAME: const __approx_plan_t __approx_p0=__approx_perfo_plan("inl",0x[[H0]]ULL,__APPROX_PERFO_LARGE,(double)(3),(long long)(4),(n>8)?1:0,(long long)(0),(long long)(n),(long long)(2),0);
// CHECK-SAME: const long long __approx_k0=__approx_perfo_index(&__approx_p0,__approx_j0);
// CHECK-SAME: if(__approx_perfo_skip(&__approx_p0,__approx_k0))continue;
// CHECK-SAME: int i=(int)({{.*}}*__approx_k0);{{{$}}
// CHECK-NEXT: {{^}}b[i]=a[i];{{$}}
// CHECK-NEXT: {{^}}}}__approxrt_inline_end("inl",0x[[H0]]ULL);{{$}}
// No prologue.
// CHECK-NOT: __approxrt_now
// CHECK-NOT: __approxrt_record_time
// CHECK-NOT: #pragma approx
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n]){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j1=0;__approx_j1<__approx_inline_begin({{.*}}__approx_perfo_kept_rec("tgt",{{.*}});++__approx_j1){
// CHECK-SAME: __approx_perfo_plan("tgt",
// CHECK-NEXT: {{^}}b[i]=a[i];}__approxrt_inline_end("tgt",{{.*}});{{$}}
// The same with a comment and a blank line between the two pragmas.
// CHECK: {{^}}#pragma omp simd{{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j2=0;__approx_j2<__approx_inline_begin({{.*}}__approx_perfo_kept_rec("simd",
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

// A construct that is the unbraced body of an if (or a loop, or else) is
// counted but not timed: nothing may follow it there.
// CHECK-LABEL: void h(int n,float*a){
// CHECK-NEXT: {{^}}if(n>0){{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j3=0;__approx_j3<__approx_perfo_kept_rec("unbraced",
// CHECK-NEXT: {{^}}a[i]=0;}{{$}}
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
// CHECK-NEXT: {{^}}{static const char*const __approx_l4{{.*}}__approx_perfo_plan_rec("par",
// CHECK-SAME: const __approx_blocks_t __approx_b4=__approx_perfo_blocks(&__approx_p4);{{.*}}for(long long __approx_j4=0;__approx_j4<(long long)__approx_b4.__n;++__approx_j4){
// CHECK-SAME: for(long long __approx_k4=__approx_s4;__approx_k4<__approx_e4;++__approx_k4){int i=(int)((0)+(1)*(long long)__approx_k4);{{$}}
// CHECK-NEXT: {{^}}a[i]=0;}}__approxrt_record_time("par",
void g(int n, float *a) {
#pragma omp parallel
#pragma approx perfo(small:2) label("par")
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
