// The lowering of output rows on the host (HostOutputRows.cpp) as seen with
// -E: the construct maps the out-item at its private key (no 'target data'
// wrapper, no copy-back of the whole item); after the loop the runtime
// lists the kept rows, a gather kernel packs them (narrowed to _Float16
// under precision(half : o)) into the staging buffer, and the runtime's
// host pass writes the item (a generated loop rebuilds what it cannot).
// Device compiles keep the gather kernel and call nothing of the runtime.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s --check-prefixes=CHECK,DEV

// CHECK-LABEL: void f(int n,int m,const float*in,float*o){
// CHECK-NOT: target data
// CHECK: __approxrt_rows_out __approx_o0_0={0};__extension__ _Static_assert(__builtin_classify_type((o)[0])==8&&(sizeof((o)[0])==4 || sizeof((o)[0])==8),"precision(half)with output rows on the host:out-item 'o' must have element type float or double");
// HOST-SAME: if(__approx_en0)__approxrt_rows_out_begin(&__approx_o0_0,"r","o",__approx_dev0,(const void*)&(o)[0],((long long)((n*m))*(long long)sizeof((o)[0])),(const void*)(&(o)[0]),__approx_R0_0,__approx_C0_0*(long long)sizeof((o)[0]),__approx_S0_0*(long long)sizeof((o)[0]));
// DEV-NOT: __approxrt_rows_out_begin
// CHECK-SAME: __typeof__(&(o)[0])__approx_kp0_0=(__typeof__(&(o)[0]))((unsigned long long)(o)+(unsigned long long)__approx_o0_0.__shift);
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:in[0:n*m])map(from:__approx_kp0_0[0:n*m])firstprivate(__approx_p0){{$}}
// CHECK: {{^}}for(int j=0;j<m;++j)__approx_kp0_0[i*m+j]=in[i*m+j];}}
// CHECK-SAME: const long long __approx_B0_0=__approx_R0_0<__approx_p0.__n?__approx_R0_0:__approx_p0.__n;
// HOST-SAME: __approxrt_rows_out_plan(&__approx_o0_0,"r","o",{{[0-9]+}},&__approx_p0,__approx_B0_0,__approx_C0_0,(long long)sizeof(_Float16));
// CHECK-SAME: if(__approx_o0_0.__active&&__approx_o0_0.__nkept>0){
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_od0_0,__approx_os0_0,__approx_ot0_0)firstprivate(__approx_p0)device(__approx_dev0){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_j=0;__approx_j<__approx_ok0_0;++__approx_j)for(long long __approx_c=0;__approx_c<__approx_C0_0;++__approx_c)__approx_os0_0[__approx_j*__approx_C0_0+__approx_c]=(_Float16)__approx_od0_0[(__approx_ot0_0?__approx_ot0_0[__approx_j]:__approx_perfo_index(&__approx_p0,__approx_j))*__approx_S0_0+__approx_c];}
// HOST-SAME: if(!__approxrt_rows_out_end(&__approx_o0_0,"r","o",(void*)(&(o)[0]),&__approx_p0,__approx_B0_0,__approx_m0,{{.*}},__APPROX_PREC_HALF)&&__approx_p0.__kind!=0){for(long long __approx_r=0;__approx_r<__approx_B0_0;{{.*}}__approx_lerp(
// DEV-NOT: __approxrt_rows_out_end
// CHECK-NOT: target data
void f(int n, int m, const float *in, float *o) {
#pragma approx perfo(large:2) out(([n][m])o) reconstruct(lerp, host) precision(half : o) label("r")
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: o[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) o[i * m + j] = in[i * m + j];
}
