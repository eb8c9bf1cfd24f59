// Half and bf16 variables in one statement meet in float (docs/language.md
// "Mixed precision"): C would convert between _Float16 and __bf16
// directly, which clang 19's backends cannot lower (a crash: "Do not know
// how to soft promote this operator's operand!"), so the lowering converts
// every half or bf16 value that such a statement reads to float, and a
// math call there keeps its float result. Written values, declarators,
// statements with one narrow type and the disabled branch stay as they are.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s

double exp(double);

// CHECK-LABEL: void hb(int n,const double*a,double*o){
// CHECK: for(int i=0;i<n;++i){
// CHECK-NEXT: _Float16 x=a[i];__bf16 y=a[i]*((__bf16)0.5);
// CHECK-NEXT: _Float16 w[2]={x,x*((_Float16)2.0)};
// CHECK-NEXT: __bf16 z=((float)x)+((float)y);
// CHECK-NEXT: z+=((float)w[1])*((float)y);
// CHECK-NEXT: x=((float)y)<((float)x)?((float)y):((float)x);
// CHECK-NEXT: o[i]=((float)x)*((float)y)+expf(((float)y))*((float)z);
// CHECK-NEXT: }
void hb(int n, const double *a, double *o) {
#pragma approx precision(half : x, w) precision(bf16 : y, z) label("hb")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    double x = a[i], y = a[i] * 0.5;
    double w[2] = {x, x * 2.0};
    double z = x + y;
    z += w[1] * y;
    x = y < x ? y : x;
    o[i] = x * y + exp(y) * z;
  }
}
