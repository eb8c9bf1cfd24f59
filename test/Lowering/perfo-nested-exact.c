// A region nested in another region's loop: the enclosing region's exact
// version (taken when its plan is exact) holds the nested region as written,
// no lowered code of it, and also needs each nested region disabled at run
// time: __approx_nested_off(hash) per nested label, at any depth, each once.
// A region after the loop is not nested. The markers that carry the nested
// code (__approx_nest_<id>) never reach the output.
// Spaces around punctuation are dropped before checking.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze > %t.i
// RUN: %FileCheck %s --implicit-check-not=__approx_nest_ < %t.i
// RUN: %approx-clang %host-offload -E -P %s | %squeeze | %FileCheck %s --implicit-check-not=__approx_nest_
// The exact branch of "kernel" holds no lowered code of "inner":
// RUN: sed -n '/==__APPROX_PERFO_NONE&&__approx_nested_off/,/}else if/p' %t.i | sed -n '1,/}else if/p' > %t.exact
// RUN: not grep -E '__approx_(plan|blocks|perfo|j|k|b|p)1' %t.exact

// CHECK-LABEL: void kernel(int n,float*a,const float*g){
// CHECK: if(__approx_p0.__kind==__APPROX_PERFO_NONE&&__approx_nested_off([[INNER:0x[0-9a-f]+]]ULL)){
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(tofrom:a[0:n])map(to:g[0:n]){{$}}
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: float s=0;
// CHECK-NEXT: for(int k=0;k<n;++k)
// CHECK-NEXT: s+=g[k];
// CHECK-NEXT: a[i]=s;
// CHECK-NEXT: }}else if(__approx_p0.__fast){
// CHECK: __approx_perfo_plan_rec("inner",[[INNER]]ULL,
// CHECK-NOT: __approx_nested_off
// CHECK: __approx_perfo_plan_rec("after",
// CHECK-NOT: __approx_nested_off
// CHECK-LABEL: {{^}}}{{$}}
void kernel(int n, float *a, const float *g) {
#pragma approx perfo(small:2) label("kernel")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: g[0:n])
  for (int i = 0; i < n; ++i) {
    float s = 0;
#pragma approx perfo(small:2) label("inner")
    for (int k = 0; k < n; ++k)
      s += g[k];
    a[i] = s;
  }
#pragma approx perfo(small:2) label("after")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}

// Three levels (host parallel loops): the outermost needs both nested
// labels, the middle one its own inner label.
// CHECK-LABEL: void three(int n,float*a){
// CHECK: if(__approx_p{{[0-9]+}}.__kind==__APPROX_PERFO_NONE&&__approx_nested_off([[MID:0x[0-9a-f]+]]ULL)&&__approx_nested_off([[DEEP:0x[0-9a-f]+]]ULL)){
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: {{^}}#pragma omp simd{{$}}
// CHECK-NEXT: for(int j=0;j<n;++j){
// CHECK-NEXT: for(int k=0;k<2;++k)
// CHECK-NEXT: a[i]+=j*k;
// CHECK-NEXT: }
// CHECK-NEXT: }}else{
// CHECK: __approx_perfo_plan_rec("mid",[[MID]]ULL,
// CHECK: if(__approx_p{{[0-9]+}}.__kind==__APPROX_PERFO_NONE&&__approx_nested_off([[DEEP]]ULL)){
// CHECK: __approx_perfo_plan_rec("deep",[[DEEP]]ULL,
void three(int n, float *a) {
#pragma approx perfo(large:2) label("top")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(small:2) label("mid")
#pragma omp simd
    for (int j = 0; j < n; ++j) {
#pragma approx perfo(small:2) label("deep")
      for (int k = 0; k < 2; ++k)
        a[i] += j * k;
    }
  }
}

// A group (label and if only): the statement as written when the group is
// off (if() false or disabled) or all regions in it are; a group nested in
// a region adds its regions' labels to that region's condition, not its own.
// CHECK-LABEL: void grouped(int n,float*a,int on){
// CHECK: {static const __approx_label_t __approx_l{{[0-9]+}} __attribute__((used,retain,section("approx_regions")))={"grp",__APPROX_TECH_GROUP|__APPROX_TECH_RUNTIME};if(!(on)||{{ *}}__approx_region_off({{0x[0-9a-f]+}}ULL,1)||(__approx_nested_off([[G1:0x[0-9a-f]+]]ULL))){
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(tofrom:a[0:n]){{$}}
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: for(int k=0;k<4;++k)
// CHECK-NEXT: a[i]+=k;
// CHECK-NEXT: }}else{
// CHECK: __approx_perfo_plan_rec("g1",[[G1]]ULL,
// CHECK-LABEL: void group_in_region(int n,float*a){
// CHECK: if(__approx_p{{[0-9]+}}.__kind==__APPROX_PERFO_NONE&&__approx_nested_off([[G2:0x[0-9a-f]+]]ULL)){
// CHECK: __approx_perfo_plan_rec("g2",[[G2]]ULL,
void grouped(int n, float *a, int on) {
#pragma approx label("grp") if(on)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(small:2) label("g1")
    for (int k = 0; k < 4; ++k)
      a[i] += k;
  }
}
void group_in_region(int n, float *a) {
#pragma approx perfo(small:2) label("outer2")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
#pragma approx label("grp2")
    {
#pragma approx perfo(small:2) label("g2")
      for (int k = 0; k < 4; ++k)
        a[i] += k;
    }
  }
}
