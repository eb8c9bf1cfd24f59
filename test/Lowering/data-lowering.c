// The lowering of the data clauses as seen with -E (DataLowering.cpp):
// output reconstruction maps the item before the perforated loop ('target
// enter data', alloc for the construct's from), reconstructs in a target
// region that finds it present and copies it back ('target exit data'); host input perforation calls the runtime, scatters and
// reconstructs with is_device_ptr kernels, then runs the construct with the
// item renamed to the private key of its device copy; device input perforation reads through the accessor (plan passed
// firstprivate); precision renames the items to reduced copies (map
// clauses included) and keeps the exact statement for if()/enabled=false;
// precision lists retype (and split) declarations. Device compiles lower
// the same kernels but call nothing of the host runtime.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// In C++ the casts are static_cast, reinterpret_cast for a pointer's bits
// (-Wold-style-cast: Frontend/generated-code-strict-data.c).
// RUN: %approx-clang -x c++ %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s --check-prefix=CXX
// CXX: const double __approx_v0=static_cast<double>(2);
// CXX: __approx_data_check_item("o","out",static_cast<const void*>(&(out)[0]),__approx_R0_0,__approx_C0_0);
// CXX: __approx_lerp(static_cast<double>(__approx_b[__approx_lo*__approx_S0_0+__approx_c]),static_cast<double>(__approx_b[__approx_hi*__approx_S0_0+__approx_c]),__approx_w);
// CXX: __approx_kp1_0=reinterpret_cast<__typeof__(&(in)[0])>(reinterpret_cast<unsigned long long>(in)+static_cast<unsigned long long>(__approx_h1_0.__shift));

// CHECK-LABEL: void f(int n,int m,float*in,float*out,float a[8][8],float*q){
// Output reconstruction: item geometry once, method from APPROX_CONFIG.
// CHECK-SAME: {__attribute__((unused))int __approx_en0=__approx_data_enabled(0x{{[0-9a-f]+}}ULL,(1)?1:0);const double __approx_v0=(double)(2);
// CHECK-SAME: __attribute__((unused))const int __approx_m0=__approx_data_method(0x{{[0-9a-f]+}}ULL,__APPROX_RECON_LERP);const int __approx_dev0=__approx_default_device();__attribute__((unused))int __approx_dk0=__approx_device_kind(__approx_dev0,1);
// Declarations first (C's -Wdeclaration-after-statement): the geometry,
// then the device's probe and a block for the rest.
// CHECK-SAME: __attribute__((unused))const long long __approx_R0_0=(long long)(n);__attribute__((unused))const long long __approx_C0_0=(long long)(m);
// CHECK-SAME: if(__approx_dk0<0){int __approx_kb0[1]={__APPROX_DEV_HOST};
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for device(__approx_dev0)map(from:__approx_kb0[0:1]){{$}}
// CHECK-NEXT: {{^}}for(int __approx_i=0;__approx_i<1;++__approx_i)__approx_kb0[__approx_i]=__approx_device_kind_here();__approx_dk0=__approx_device_kind_set(__approx_dev0,__approx_kb0[0]);}{
// HOST-SAME: __approx_data_check_item("o","out",(const void*)(&(out)[0]),__approx_R0_0,__approx_C0_0);
// CHECK-SAME: __attribute__((unused))const long long __approx_B0_0=__approx_R0_0<__approx_p0.__n?__approx_R0_0:__approx_p0.__n;
// HOST-SAME: __approx_data_check_kept("o","out",&__approx_p0,__approx_B0_0);
// CHECK-NEXT: {{^}}#pragma omp target enter data map(alloc:out[0:n*m])device(__approx_dev0){{$}}
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:in[0:n*m])map(from:out[0:n*m])firstprivate(__approx_p0){{$}}
// CHECK: {{^}}#pragma omp target teams distribute parallel for collapse(2)map(alloc:out[0:n*m])firstprivate(__approx_p0)device(__approx_dev0){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_r=0;__approx_r<__approx_B0_0;++__approx_r)for(long long __approx_c=0;__approx_c<__approx_C0_0;++__approx_c){__typeof_unqual__((out)[0])*__approx_b=(__typeof_unqual__((out)[0])*)(&(out)[0]);{{.*}}__approx_data_src(&__approx_p0,__approx_r,__approx_B0_0,__approx_m0,&__approx_lo,&__approx_hi,&__approx_w);{{.*}}__approx_lerp({{.*}}}}}}
// CHECK-NEXT: {{^}}#pragma omp target exit data map(from:out[0:n*m])device(__approx_dev0){{$}}
// HOST-NEXT: __approxrt_record_time("o",
//
// Host input perforation; a disabled region (__approx_en1 false) skips the
// runtime, so the construct maps the user's array itself.
// CHECK: const __approx_plan_t __approx_q1_0=__approx_perfo_plan_n("ih",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,__approx_v1,__approx_ch1,__approx_en1,__approx_R1_0);__approxrt_data_in __approx_h1_0={0};
// HOST-SAME: if(__approx_en1)__approxrt_data_in_begin(&__approx_h1_0,"ih","in",__approx_dev1,(const void*)&(in)[0],((long long)((n*m))*(long long)sizeof((in)[0])),(const void*)(&(in)[0]),__approx_R1_0,__approx_C1_0*(long long)sizeof((in)[0]),__approx_S1_0*(long long)sizeof((in)[0]),__approx_data_keeps_cb,&__approx_q1_0,((__approx_q1_0.__kind==__APPROX_PERFO_RAND?__APPROXRT_IN_TABLE:0)|(__approx_m1==__APPROX_RECON_LERP?__APPROXRT_IN_MAP_LERP:__APPROXRT_IN_MAP_NN)),0,0);
// DEV-NOT: __approxrt_data_in_begin
// The device copy is associated with a private host key (openmp-runtime/
// data_key.c), never with 'in', which other threads' constructs may map:
// the construct maps 'in' there (shift 0, 'in' itself, when nothing is).
// CHECK: __typeof__(&(in)[0])__approx_kp1_0=(__typeof__(&(in)[0]))((unsigned long long)(in)+(unsigned long long)__approx_h1_0.__shift);if(__approx_h1_0.__active==1&&
// With the row map the runtime sent (data_rowmap.c), one kernel rebuilds
// every row from the packed rows; without, a scatter and a reconstruction.
// CHECK: const __approxrt_rowmap*__approx_mp1_0=__approx_h1_0.__dmap;if(__approx_mp1_0){
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_d1_0,__approx_s1_0,__approx_mp1_0)device(__approx_dev1){{$}}
// CHECK-NEXT: {{^}}for(long long __approx_r=0;__approx_r<__approx_R1_0;++__approx_r)for(long long __approx_c=0;__approx_c<__approx_C1_0;++__approx_c){if(__approx_mp1_0[__approx_r].__lo<0)continue;__approx_d1_0[__approx_r*__approx_S1_0+__approx_c]=__approx_mp1_0[__approx_r].__lo==__approx_mp1_0[__approx_r].__hi?{{.*}}__approx_lerp({{.*}}}}else{
// CHECK: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_d1_0,__approx_s1_0,__approx_t1_0)firstprivate(__approx_q1_0)device(__approx_dev1){{$}}
// CHECK: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_d1_0)firstprivate(__approx_q1_0)device(__approx_dev1){{$}}
// CHECK-NOT: __approxrt_data_in_ready
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:__approx_kp1_0[0:n*m])map(from:out[0:n*m])device(__approx_dev1){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n*m;++i)out[i]=__approx_kp1_0[i];
// Rows as they were kept: all of them when the runtime did not perforate.
// HOST-SAME: if(__approxrt_reporting()){if(__approx_h1_0.__active==1)__approx_data_record_rows("ih",&__approx_q1_0);else __approxrt_record_perfo("ih",__approx_q1_0.__n,__approx_q1_0.__n);}
// HOST-SAME: __approxrt_data_in_end(&__approx_h1_0);
//
// Device input perforation: reads through the accessor.
// CHECK: __approx_acc_t __approx_a2_0=__approx_acc_make("id",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,__approx_v2,__approx_ch2,__approx_en2,__approx_R2_0,__approx_S2_0,__approx_L2_0,__approx_m2);
// HOST-SAME: long long*__approx_tb2_0=(long long*)__approxrt_data_hbuf("id",1000,__approx_R2_0*2*(long long)sizeof(long long),__approx_dev2,&__approx_ts2_0);
// CHECK-SAME: __approx_acc_fill(__approx_tb2_0,&__approx_a2_0);
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:a)map(from:out[0:64])firstprivate(__approx_a2_0)map(to:__approx_tb2_0[0:__approx_R2_0*2]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<8;++i)out[i]=(__extension__({const __approx_acc_src_t __approx_q=__approx_acc_row_t(&__approx_a2_0,__approx_tb2_0,(long long)(i));const long long __approx_cc=(long long)(0);{{.*}}}))+(__extension__({const __approx_acc_src_t __approx_q=__approx_acc_row_t(&__approx_a2_0,__approx_tb2_0,(long long)(i>0?i-1:0));const long long __approx_cc=(long long)(1);
//
// Precision: reduced copies, renamed in the statement and its map clauses.
// HOST: const int __approx_off3=(n>8)?1:0;const int __approx_dev3=(int)(0);__attribute__((unused))int __approx_dk3=__approx_device_kind(__approx_dev3,__approx_off3);
// HOST-SAME: if(__approx_dk3<0){int __approx_kb3[1]={__APPROX_DEV_HOST};
// HOST-NEXT: {{^}}#pragma omp target teams distribute parallel for device(__approx_dev3)map(from:__approx_kb3[0:1]){{$}}
// HOST-NEXT: {{^}}for(int __approx_i=0;__approx_i<1;++__approx_i)__approx_kb3[__approx_i]=__approx_device_kind_here();__approx_dk3=__approx_device_kind_set(__approx_dev3,__approx_kb3[0]);}
// Where the construct runs on the host or a device in host memory, the
// transfers save nothing: the region runs without them (docs/data.md,
// "Where the construct runs").
// CHECK: const int __approx_sk3=__approx_en3&&__approxrt_xfer_skip("p",__approx_dk3);if(__approx_en3&&!__approx_sk3){const long long __approx_xn3_0=__approx_R3_0;
// The host copy is cached (hbuf_pipe: a cache entry of its own, whose
// association with the device buffer outlives the execution); on the host
// the runtime narrows a float in-item and sends it as it goes (prec_begin, with the construct's if()
// and device), and brings an out-item back and widens it (prec_end); other
// element types are converted by a loop and only moved by the runtime.
// The declarations come first, the copy the statement uses among them.
// HOST-SAME: int __approx_xs3_0;_Float16*__approx_xb3_0=(_Float16*)__approxrt_data_hbuf_pipe("p",0,__approx_xn3_0*(long long)sizeof(_Float16),__approx_dev3,&__approx_xs3_0);__approxrt_prec __approx_xp3_0;_Float16*__approx_x3_0=__approx_xb3_0-__approx_L3_0;
// HOST-SAME: if(!(sizeof((q)[0])==4&&__builtin_classify_type((q)[0])==8)){for(
// HOST-SAME: __approxrt_prec_begin(&__approx_xp3_0,"p",0,__approx_dev3,__approx_off3,__approx_xb3_0,(long long)sizeof(_Float16),__APPROX_PREC_HALF,(sizeof((q)[0])==4&&__builtin_classify_type((q)[0])==8)?(const float*)(&(q)[__approx_L3_0]):0,__approx_xn3_0,1);
// DEV-SAME: _Float16*__approx_xb3_0=(_Float16*)__builtin_malloc(
// DEV-SAME: _Float16*__approx_x3_0=__approx_xb3_0-__approx_L3_0;
// An out-item mapped 'from': nothing to narrow or send.
// HOST-SAME: __approxrt_prec_begin(&__approx_xp3_1,"p",1,__approx_dev3,__approx_off3,__approx_xb3_1,(long long)sizeof(_Float16),__APPROX_PREC_HALF,0,__approx_xn3_1,0);
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:__approx_x3_0[0:n])map(from:__approx_x3_1[0:n])if(__approx_off3)device(__approx_dev3){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i)__approx_x3_1[i]=__approx_x3_0[i];
// HOST-SAME: __approxrt_prec_end(&__approx_xp3_0,__APPROX_PREC_HALF,0,0);
// HOST-SAME: __approxrt_prec_end(&__approx_xp3_1,__APPROX_PREC_HALF,(sizeof((out)[0])==4&&__builtin_classify_type((out)[0])==8)?(float*)(&(out)[__approx_L3_1]):0,1);if(!(sizeof((out)[0])==4&&__builtin_classify_type((out)[0])==8)){for({{.*}}__approxrt_data_hbuf_put(__approx_xb3_1,__approx_xs3_1);
// CHECK-SAME: }else if(__approx_sk3){
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:q[0:n])map(from:out[0:n])if(__approx_off3)device(__approx_dev3){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i)out[i]=q[i];{{(if\(__approxrt_reporting\(\)\)__approxrt_record_perfo\("p",0,0\);)?}}}else{
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to:q[0:n])map(from:out[0:n])if(__approx_off3)device(__approx_dev3){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i)out[i]=q[i];{{(if\(__approxrt_reporting\(\)\)__approxrt_record_perfo\("p",0,0\);)?}}}
//
// precision(bf16 : t, u): the declaration of s, t, w is split.
// CHECK: {double s=1;__bf16 t=q[i];double w=2;__bf16 u=t;out[i]=t+u+s+w;}
// DEV-NOT: __approxrt_{{[a-z_]*}}(
void f(int n, int m, float *in, float *out, float a[8][8], float *q) {
#pragma approx perfo(large:2) out(([n][m])out) reconstruct(lerp) label("o")
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) out[i * m + j] = in[i * m + j];
#pragma approx perfo(small:3) in(([n][m])in) reconstruct(nn) label("ih")
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m]) device(1)
  for (int i = 0; i < n * m; ++i) out[i] = in[i];
#pragma approx perfo(small:3) in(a[0:8][0:8]) reconstruct(lerp, device) label("id")
#pragma omp target teams distribute parallel for map(to: a) map(from: out[0:64])
  for (int i = 0; i < 8; ++i) out[i] = a[i][0] + a[i > 0 ? i - 1 : 0][1];
#pragma approx precision(half) in(q[0:n]) out(out[0:n]) label("p")
#pragma omp target teams distribute parallel for map(to: q[0:n]) map(from: out[0:n]) if(n > 8) device(0)
  for (int i = 0; i < n; ++i) out[i] = q[i];
#pragma approx perfo(small:2) precision(bf16 : t, u) label("l")
  for (int i = 0; i < n; ++i) { double s = 1, t = q[i], w = 2; float u = t; out[i] = t + u + s + w; }
}
