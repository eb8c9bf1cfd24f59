// A listed array that may be present on the device at run time (an
// enclosing `target data`), as seen with -E (docs/language.md "Mixed
// precision", docs/data.md "Arrays mapped by an enclosing target data"):
// the host compile asks whether the section is present (__approx_xpr), then
// either the runtime's device-side copy (__approxrt_prec_present_begin: a
// private key the construct maps) or the host copy as before; a target
// loop (is_device_ptr) converts the present copy into the typed one, and,
// when the region writes the array (an out-item, or an element assigned
// under map(to:)), another converts it back after the construct. A
// read-only array has no loop back. The device compiles have the same
// target loops (their state is zero: never entered), so host and device
// images agree.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV

// CHECK-LABEL: void rd(int n,const double*a,double*b){
// HOST: const int __approx_xpr0_0=__approx_en0&&__approxrt_data_present((const void*)(&(a)[__approx_L0_0]),__approx_dev0);
// The declarations first: the copy the statement uses is set once the
// buffer is known.
// HOST: int __approx_xs0_0=-1;float*__approx_xb0_0;__approxrt_prec __approx_xp0_0;float*__approx_x0_0;
// HOST-SAME: if(__approx_xpr0_0)__approx_xb0_0=(float*)__approxrt_prec_present_begin(&__approx_xp0_0,"rd","a",0,__approx_dev0,(const void*)(&(a)[__approx_L0_0]),__approx_xn0_0,(long long)sizeof(float),(long long)sizeof((a)[0]));else{__approx_xb0_0=(float*)__approxrt_data_hbuf_pipe(
// DEV: __approxrt_prec __approx_xp0_0={0};
// CHECK: if(__approx_xp0_0.__active==2){float*__approx_xd0_0=(float*)__approx_xp0_0.__dbuf;__typeof_unqual__((a)[0])*__approx_xw0_0=(__typeof_unqual__((a)[0])*)__approx_xp0_0.__dsrc;
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_xd0_0,__approx_xw0_0)device(__approx_dev0)
// CHECK-NEXT: for(long long __approx_i=0;__approx_i<__approx_xn0_0;++__approx_i)__approx_xd0_0[__approx_i]=(float)__approx_xw0_0[__approx_i];}
// HOST-SAME: __approx_x0_0=__approx_xb0_0-__approx_L0_0;
// HOST-SAME: if(!__approx_xpr0_0&&__approx_dk0!=__APPROX_DEV_HOST)__approx_data_record_prec(
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(to:__approx_x0_0[0:n])map(from:b[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i)
// CHECK-NEXT: b[i]=__approx_x0_0[i]*5.0f;
// HOST-SAME: if(__approx_xp0_0.__active==2)__approxrt_prec_present_end(&__approx_xp0_0,0);else{__approxrt_prec_end(
// CHECK-NOT: __approx_xw0_0[__approx_i]=
// CHECK: }else{
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(to:a[0:n])map(from:b[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i)
// CHECK-NEXT: b[i]=a[i]*5.0;
void rd(int n, const double *a, double *b) {
#pragma approx precision(float : a) label("rd")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * 5.0;
}

// CHECK-LABEL: void wt(int n,double*a){
// CHECK: for(long long __approx_i=0;__approx_i<__approx_xn1_0;++__approx_i)__approx_xd1_0[__approx_i]=(_Float16)__approx_xw1_0[__approx_i];}
// CHECK: #pragma omp target teams distribute parallel for map(to:__approx_x1_0[1:n])
// CHECK-NEXT: for(int i=1;i<=n;++i)
// CHECK-NEXT: __approx_x1_0[i]+=((_Float16)1.0);
// CHECK-SAME: if(__approx_xp1_0.__active==2){_Float16*__approx_xd1_0=(_Float16*)__approx_xp1_0.__dbuf;
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_xd1_0,__approx_xw1_0)device(__approx_dev1)
// CHECK-NEXT: for(long long __approx_i=0;__approx_i<__approx_xn1_0;++__approx_i)__approx_xw1_0[__approx_i]=(__typeof_unqual__((a)[0]))__approx_xd1_0[__approx_i];}
// HOST-SAME: if(__approx_xp1_0.__active==2)__approxrt_prec_present_end(&__approx_xp1_0,1);
void wt(int n, double *a) {
#pragma approx precision(half : a) label("wt")
#pragma omp target teams distribute parallel for map(to: a[1:n])
  for (int i = 1; i <= n; ++i)
    a[i] += 1.0;
}

// An in-item of a transfer technique (not a list of its own): present, it
// still runs exactly, with the warning (docs/data.md).
// CHECK-LABEL: void item(int n,double*a,double*b){
// HOST: if(__approx_en2&&__approxrt_data_present((const void*)(&(a)[__approx_L2_0]),__approx_dev2)){static int __approx_once=0;__approxrt_data_not_applied("item","a","precision(half)",__approx_dev2,&__approx_once);__approx_en2=0;}
// CHECK-NOT: __approxrt_prec_present_begin
// CHECK-NOT: is_device_ptr
// CHECK: }
void item(int n, double *a, double *b) {
#pragma approx in(a[0:n]) precision(half) label("item")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}
