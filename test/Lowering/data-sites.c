// The lowering of data clauses before the directives that move data, as
// seen with -E (DataSites.cpp, docs/data.md "Data sites"). The user's
// directive stays as written; around it, for each approximated item, the
// lowering takes a reference of its own on the device copy (enter data
// map(alloc)), so the directive finds the item present and moves nothing of
// it, fills the copy approximately (pack on the host, scatter + rebuild or
// widen in target loops) and drops its reference after the directive
// (release; from for an in-item the directive maps tofrom). At exit data
// the copy is drained first and held across the directive; at update the
// item leaves the directive's motion clause (the rest still moves), and the
// directive as written runs when nothing is approximated. The device
// compile has the same target loops (their offload entries must match).
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s

void f(int n, float *a, float *o) {
  // target data, in-item perforated: rows packed on the host, scattered and
  // rebuilt in the device copy.
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn) label("td")
#pragma omp target data map(to: a[0:n]) map(from: o[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) o[i] = a[i];
  }
// CHECK-LABEL: void f(int n,float*a,float*o){
// CHECK-SAME: __attribute__((unused))int __approx_dk0=__approx_device_kind(__approx_dev0,1);if(__approx_dk0<0){int __approx_kb0[1]={__APPROX_DEV_HOST};
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for device(__approx_dev0)map(from:__approx_kb0[0:1]){{$}}
// CHECK-NEXT: {{^}}for(int __approx_i=0;__approx_i<1;++__approx_i)__approx_kb0[__approx_i]=__approx_device_kind_here();__approx_dk0=__approx_device_kind_set(__approx_dev0,__approx_kb0[0]);}
// CHECK-SAME: const int __approx_go0=__approx_en0&&!__approxrt_site_skip("td",__approx_dk0,0);
// CHECK-SAME: if(__approx_on0_0&&__approxrt_data_present((const void*)&(a)[0],__approx_dev0)){static int __approx_once=0;__approxrt_data_not_applied("td","a","perforation(reconstruct nn)",__approx_dev0,&__approx_once);__approx_on0_0=0;}if(__approx_on0_0){
// CHECK-NEXT: {{^}}#pragma omp target enter data map(alloc:a[0:n])device(__approx_dev0)
// CHECK-NEXT: char*__approx_dm0_0=(char*)__approxrt_site_mapped("td","a","target data",(const void*)&(a)[0],__approx_dev0);
// CHECK-SAME: __approxrt_site_rows_in(&__approx_st0_0,"td","a",0,__approx_dev0,(const void*)(&(a)[__approx_L0_0]),__approx_R0_0,
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_dd0_0,__approx_sv0_0,__approx_tb0_0)firstprivate(__approx_q0_0)device(__approx_dev0)
// CHECK-NEXT: {{^}}for(long long __approx_j=0;__approx_j<__approx_st0_0.__nkept;{{.*}}__approx_dd0_0[(__approx_tb0_0?__approx_tb0_0[__approx_j]:__approx_perfo_index(&__approx_q0_0,__approx_j))*__approx_S0_0+__approx_c]=__approx_sv0_0[__approx_j*__approx_C0_0+__approx_c];
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_dd0_0)firstprivate(__approx_q0_0)device(__approx_dev0)
// CHECK-NEXT: __approx_data_src(&__approx_q0_0,__approx_r,__approx_R0_0,__approx_m0,{{.*}}__approxrt_site_rows_put(&__approx_st0_0);}
// CHECK-NEXT: {{^}}#pragma omp target data map(to:a[0:n])map(from:o[0:n])
// CHECK: }if(__approx_on0_0){
// CHECK-NEXT: {{^}}#pragma omp target exit data map(release:a[0:n])device(__approx_dev0)
// CHECK-NEXT: }if(__approxrt_reporting()){if(__approx_on0_0)__approx_data_record_rows("td",&__approx_q0_0);

  // enter data, in-item in half: narrowed on the host, widened on the device.
#pragma approx in(a[0:n]) precision(half) label("en")
#pragma omp target enter data map(to: a[0:n])
// CHECK: const int __approx_go1=__approx_en1&&!__approxrt_site_skip("en",__approx_dk1,1);
// CHECK: {{^}}#pragma omp target enter data map(alloc:a[0:n])device(__approx_dev1)
// CHECK: __approxrt_data_narrow_f32(__approx_hb1_0,__APPROX_PREC_HALF,(const float*)(&(a)[__approx_L1_0]),__approx_n1_0);
// CHECK-SAME: __approxrt_site_copy("en","a",__approx_dev1,1,__approx_db1_0,__approx_hb1_0,
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_dd1_0,__approx_db1_0)device(__approx_dev1)
// CHECK-NEXT: __approx_dd1_0[__approx_r*__approx_S1_0+__approx_c]=(__typeof_unqual__((a)[0]))__approx_db1_0[__approx_r*__approx_S1_0+__approx_c];
// CHECK-NEXT: {{^}}#pragma omp target enter data map(to:a[0:n])
// CHECK-NEXT: if(__approx_on1_0){
// CHECK-NEXT: {{^}}#pragma omp target exit data map(release:a[0:n])device(__approx_dev1)

  // exit data, out-item perforated: packed on the device, rebuilt on the host.
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp) label("ex")
#pragma omp target exit data map(from: o[0:n])
// CHECK: if(__approx_on2_0&&!__approxrt_data_present((const void*)&(o)[0],__approx_dev2))__approx_on2_0=0;if(__approx_on2_0){
// CHECK-SAME: __approxrt_site_rows_out_begin(&__approx_st2_0,"ex","o",0,__approx_dev2,
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_dd2_0,__approx_sv2_0,__approx_tb2_0)firstprivate(__approx_q2_0)device(__approx_dev2)
// CHECK-NEXT: __approx_sv2_0[__approx_j*__approx_C2_0+__approx_c]=__approx_dd2_0[
// CHECK-SAME: __approxrt_site_rows_out_end(&__approx_st2_0,"ex","o",0,(void*)(&(o)[__approx_L2_0]),
// CHECK-NEXT: {{^}}#pragma omp parallel for collapse(2)if(__approx_R2_0*__approx_C2_0>=65536)
// CHECK-NEXT: __approx_data_src(&__approx_q2_0,
// CHECK-NEXT: {{^}}#pragma omp target enter data map(alloc:o[0:n])device(__approx_dev2)
// CHECK-NEXT: }
// CHECK-NEXT: {{^}}#pragma omp target exit data map(from:o[0:n])
// CHECK-NEXT: if(__approx_on2_0){
// CHECK-NEXT: {{^}}#pragma omp target exit data map(release:o[0:n])device(__approx_dev2)

  // update from: o leaves the clause, a still moves; as written otherwise,
  // but for device(), which names the value the site evaluated once.
#pragma approx out(o[0:n]) precision(bf16) label("up")
#pragma omp target update from(o[0:n], a[0:n]) device(0)
// CHECK: const int __approx_dev3=(int)(0);
// CHECK: if(__approx_go3){
// CHECK-NEXT: {{^}}#pragma omp target update from(a[0:n])device(__approx_dev3)
// CHECK-NEXT: if(__approx_on3_0){{[{][{]}}char*__approx_dm3_0=(char*)__approxrt_site_mapped("up","o","target update",
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for collapse(2)is_device_ptr(__approx_dd3_0,__approx_db3_0)device(__approx_dev3)
// CHECK-NEXT: __approx_db3_0[__approx_r*__approx_S3_0+__approx_c]=(__bf16)__approx_dd3_0[
// CHECK-SAME: __approxrt_data_widen_f32((float*)(&(o)[__approx_L3_0]),__APPROX_PREC_BF16,__approx_hb3_0,__approx_n3_0);
// CHECK-SAME: }}else{
// CHECK-NEXT: {{^}}#pragma omp target update from(o[0:n],a[0:n])device(__approx_dev3)

  // The directive's if(): the ':' of a conditional operator belongs to the
  // condition; only identifiers before ':' are a directive-name modifier
  // (the sites took 'n > 4 ? 1' for a modifier and '0' for the condition).
#pragma approx in(a[0:n]) precision(half) label("if-cond")
#pragma omp target update to(a[0:n]) if(n > 4 ? 1 : 0)
// CHECK: const int __approx_off4=(n>4?1:0)?1:0;const int __approx_dev4=__approx_default_device();__attribute__((unused))int __approx_dk4=__approx_device_kind(__approx_dev4,__approx_off4);
// CHECK: {{^}}#pragma omp target update to(a[0:n])if(__approx_off4)
#pragma approx in(a[0:n]) precision(half) label("if-modifier")
#pragma omp target update to(a[0:n]) if(target update: n > 2)
// CHECK: const int __approx_off5=(n>2)?1:0;
// CHECK: {{^}}#pragma omp target update to(a[0:n])if(target update:__approx_off5)
}
