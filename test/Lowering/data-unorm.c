// The lowering of precision(unorm16 : list) as seen with -E (DataUnorm.cpp):
// the kernel reads the float item, renamed to the private host key its
// device copy is associated with (openmp-runtime/data_key.c; the item
// itself when nothing is associated); before it, the host compile asks the
// runtime to send the item as 16-bit codes and associate a float device
// buffer for the construct's map range with the key, and a target loop of
// its own widens the codes into that buffer on the device (present in the
// device compile too, never entered there); after it, the
// runtime releases the buffers. A half out-item in the same pragma keeps its
// own path. The exact statement runs when the region is disabled.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// -fapprox-set replaces a clause of the same kind (here unorm8 by unorm16).
// RUN: %approx-clang %host-offload --offload-host-only -E -P '-fapprox-set=g:precision(unorm16 : in)' %s | %squeeze | %FileCheck %s --check-prefix=SET
// SET: __approxrt_unorm_begin(&__approx_u1_0,"g","in",0,16,__approx_dev1,__approx_off1,
// SET-SAME: if(__approx_u1_0.__active==1){const unsigned short*__approx_us1_0=

// CHECK-LABEL: void f(int n,int m,float*in,float*out){
// CHECK-SAME: int __approx_en0=__approx_data_enabled(0x{{[0-9a-f]+}}ULL,(1)?1:0);const int __approx_dev0=__approx_default_device();__attribute__((unused))int __approx_dk0=__approx_device_kind(__approx_dev0,1);
// Declarations first (C's -Wdeclaration-after-statement): the items'
// geometry, then the device's probe, then a block for the rest.
// CHECK-SAME: const long long __approx_R0_1=(long long)(n*m);
// CHECK-SAME: if(__approx_dk0<0){int __approx_kb0[1]={__APPROX_DEV_HOST};
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for device(__approx_dev0)map(from:__approx_kb0[0:1]){{$}}
// CHECK-NEXT: {{^}}for(int __approx_i=0;__approx_i<1;++__approx_i)__approx_kb0[__approx_i]=__approx_device_kind_here();__approx_dk0=__approx_device_kind_set(__approx_dev0,__approx_kb0[0]);}{
// An item an enclosing target data maps: the region runs exactly (docs/data.md).
// HOST-SAME: if(__approx_en0&&__approxrt_data_present((const void*)(&(in)[0]),__approx_dev0)){static int __approx_once=0;__approxrt_data_not_applied("u","in","precision(unorm16)",__approx_dev0,&__approx_once);__approx_en0=0;}
// DEV-NOT: __approxrt_data_present
// CHECK-SAME: const int __approx_sk0=__approx_en0&&__approxrt_xfer_skip("u",__approx_dk0);if(__approx_en0&&!__approx_sk0){
// CHECK-SAME: _Float16*__approx_x0_1=
// CHECK-SAME: _Static_assert(sizeof((in)[0])==4&&__builtin_classify_type((in)[0])==8,"precision(unorm16):item 'in' must have element type float");const long long __approx_un0_0=__approx_R0_0*__approx_C0_0;__approxrt_unorm __approx_u0_0={0};
// HOST-SAME: __approxrt_unorm_begin(&__approx_u0_0,"u","in",0,16,__approx_dev0,1,(const void*)&(in)[0],((long long)((n*m))*(long long)sizeof((in)[0])),(const float*)(&(in)[0]),__approx_un0_0);
// DEV-NOT: __approxrt_unorm_begin
// CHECK-SAME: if(__approx_u0_0.__active==1){const unsigned short*__approx_us0_0=(const unsigned short*)__approx_u0_0.__dsrc;float*__approx_ud0_0=__approx_u0_0.__dwide;
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for is_device_ptr(__approx_us0_0,__approx_ud0_0)device(__approx_dev0){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_i=0;__approx_i<__approx_un0_0;++__approx_i)__approx_ud0_0[__approx_i]=__approx_unorm16_to_f32(__approx_us0_0[__approx_i]);}
// CHECK-SAME: __typeof__(&(in)[0])__approx_kp0_0=(__typeof__(&(in)[0]))((unsigned long long)(in)+(unsigned long long)__approx_u0_0.__shift);{{$}}
// The construct: 'in' renamed to its key, 'out' to its half copy.
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:__approx_kp0_0[0:n*m])map(from:__approx_x0_1[0:n*m]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n*m;++i)__approx_x0_1[i]=__approx_kp0_0[i];
// HOST-SAME: __approxrt_unorm_end(&__approx_u0_0);
// DEV-NOT: __approxrt_unorm_end
// Skipped transfers (the construct runs in host memory): the exact statement.
// CHECK-SAME: }else if(__approx_sk0){
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:in[0:n*m])map(from:out[0:n*m]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n*m;++i)out[i]=in[i];
// CHECK-SAME: }else{
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:in[0:n*m])map(from:out[0:n*m]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n*m;++i)out[i]=in[i];
void f(int n, int m, float *in, float *out) {
#pragma approx label("u") precision(unorm16 : in) precision(half : out) in(([n][m])in) out(out[0:n*m])
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n * m; ++i) out[i] = in[i];
}

// The construct's if() decides whether anything is sent; unorm8 codes are
// bytes.
// CHECK-LABEL: void g(int n,float*in,float*out,int c){
// CHECK-SAME: const int __approx_off1=(c)?1:0;
// CHECK-SAME: __attribute__((unused))int __approx_dk1=__approx_device_kind(__approx_dev1,__approx_off1);
// CHECK-SAME: if(__approx_dk1<0){int __approx_kb1[1]={__APPROX_DEV_HOST};
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for device(__approx_dev1)map(from:__approx_kb1[0:1]){{$}}
// CHECK-NEXT: {{^}}for(int __approx_i=0;__approx_i<1;++__approx_i)__approx_kb1[__approx_i]=__approx_device_kind_here();__approx_dk1=__approx_device_kind_set(__approx_dev1,__approx_kb1[0]);}
// HOST-SAME: __approxrt_unorm_begin(&__approx_u1_0,"g","in",0,8,__approx_dev1,__approx_off1,
// CHECK-SAME: if(__approx_u1_0.__active==1){const unsigned char*__approx_us1_0=(const unsigned char*)__approx_u1_0.__dsrc;float*__approx_ud1_0=__approx_u1_0.__dwide;
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for is_device_ptr(__approx_us1_0,__approx_ud1_0)device(__approx_dev1){{$}}
// CHECK-NEXT: __approx_ud1_0[__approx_i]=__approx_unorm8_to_f32(__approx_us1_0[__approx_i]);}
// CHECK-SAME: __typeof__(&(in)[0])__approx_kp1_0=(__typeof__(&(in)[0]))((unsigned long long)(in)+(unsigned long long)__approx_u1_0.__shift);
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:__approx_kp1_0[0:n])map(from:out[0:n])if(__approx_off1){{$}}
void g(int n, float *in, float *out, int c) {
#pragma approx label("g") precision(unorm8 : in) in(in[0:n])
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n]) if(c)
  for (int i = 0; i < n; ++i) out[i] = in[i];
}
