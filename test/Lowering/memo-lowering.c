// memo lowering (-E): a sequential loop keeps its header and gets one table;
// a worksharing loop becomes a loop over groups of 'items' iterations with
// (lane-interleaved in blocks of __approx_memo_lanes() groups: 32 on NVPTX;
// in a last block of r iterations lane l starts at (l + r) % lanes, so the
// last group runs the last iteration, for lastprivate)
// a table each (the lowering's variables firstprivate on the target
// directive); a disabled region runs the loop as written. The host records
// counts through libapproxrt, a device compile into the device counts.
// Tables hold the pragma's size rounded up to 1, 2, 4 or 8 entries (8
// without size(); 32 above 8), histories 8 rows (32 above 8).
// RUN: %approx-clang -fopenmp -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// REMARK: memo-lowering.c:[[@LINE+4]]:1: remark: approx region 'L': memo(in) over 1 value(s) read and 1 written, one table for the sequential loop
// REMARK: memo-lowering.c:[[@LINE+21]]:1: remark: approx region 'T': memo(out) over 0 value(s) read and 2 written, one table per group of 'items' iterations of the worksharing loop

void f(int n, const double *a, double *b) {
#pragma approx memo(in, size(4), hierarchy(warp), replace(lru)) in(a[i]) out(b[i]) label("L")
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * 2;
}
// A disabled region runs as written and counts an execution without
// lookups: the start time is read before the test.
// CHECK: const __approx_memo_cfg_t __approx_mc0=__approx_memo_cfg(0x{{[0-9a-f]+}}ULL,(1),0.01,4,1,32,__APPROX_MEMO_HIER_WARP,__APPROX_MEMO_REPLACE_LRU,4,4,4,8);
// HOST-SAME: const double __approx_t0=__approxrt_now();if(!__approx_mc0.__on){for(int i=0;i<n;++i)b[i]=a[i]*2;__approx_memo_count("L",__APPROX_MEMO_IN,0,0);}else{
// DEV-SAME: const double __approx_t0=__approx_dev_clock();if(!__approx_mc0.__on){for(int i=0;i<n;++i)b[i]=a[i]*2;__approx_memo_devcount(0x{{[0-9a-f]+}}ULL,__APPROX_MEMO_IN,0,0);}else{
// Under -E no type is known at the pragma: an input's exact pieces (1 for
// a 64-bit integer, 3 for a 128-bit one, after the doubles) are counted by
// the lowered code, of an element with subscripts 0 where the table is
// declared and of the element itself where they are written.
// CHECK-SAME: {double __approx_ti0[4*(1+(((__builtin_classify_type(a[0])==1)*((sizeof(a[0])>=8)+2*(sizeof(a[0])>=16)))))];double __approx_to0[4*1];__approx_memo_state_t __approx_ms0;__approx_memo_init(&__approx_ms0);for(int i=0;i<n;++i){double __approx_y0[1];double __approx_x0[1+(((__builtin_classify_type(a[0])==1)*((sizeof(a[0])>=8)+2*(sizeof(a[0])>=16))))]={(double)(a[i])};int __approx_h0;if(((__builtin_classify_type(a[i])==1)*((sizeof(a[i])>=8)+2*(sizeof(a[i])>=16))))__approx_memo_pieces(__approx_x0+1,((__builtin_classify_type(a[i])==1)*((sizeof(a[i])>=8)+2*(sizeof(a[i])>=16))),(__approx_memo_uwide)(a[i]));__approx_h0=__approx_memo_get(&__approx_ms0,__approx_ti0,__approx_to0,__approx_x0,1,(((__builtin_classify_type(a[0])==1)*((sizeof(a[0])>=8)+2*(sizeof(a[0])>=16)))),__approx_y0,1,&__approx_mc0,4);if(__approx_h0>=0){b[i]=(__typeof__(b[i]))(__approx_y0[0]);}else{do b[i]=a[i]*2;while(0);__approx_y0[0]=(double)(b[i]);}__approx_memo_put(&__approx_ms0,__approx_ti0,__approx_to0,__approx_x0,1,(((__builtin_classify_type(a[0])==1)*((sizeof(a[0])>=8)+2*(sizeof(a[0])>=16)))),__approx_y0,1,__approx_h0,&__approx_mc0,4);}
// HOST-SAME: __approx_memo_count("L",__APPROX_MEMO_IN,__approx_ms0.__lookups,__approx_ms0.__hits);}}__approx_memo_exec("L",__approx_t0);}
// DEV-SAME: __approx_memo_devcount(0x{{[0-9a-f]+}}ULL,__APPROX_MEMO_IN,__approx_ms0.__lookups,__approx_ms0.__hits);}}__approx_memo_devexec(0x{{[0-9a-f]+}}ULL,__approx_t0);}

void g(int n, const double *a, double *b, double *c) {
#pragma approx memo(out, history(3), items(16)) out(b[i], c[i]) label("T")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n], c[0:n])
  for (int i = 0; i < n; ++i) {
    b[i] = a[i] * 2;
    c[i] = 1;
  }
}
// CHECK: __approx_memo_cfg(0x{{[0-9a-f]+}}ULL,(1),0.01,8,1,16,__APPROX_MEMO_HIER_THREAD,__APPROX_MEMO_REPLACE_RR,3,4,8,8);
// CHECK-SAME: const long long __approx_n1=__approx_trip((long long)(0),(long long)(n),(long long)(1),0);const long long __approx_ipt1=__approx_mc1.__items;
// CHECK-SAME: firstprivate(__approx_mc1,__approx_n1,__approx_ipt1)
// CHECK-SAME: for(long long __approx_q1=0;__approx_q1<(__approx_n1+(__approx_memo_lanes()*__approx_ipt1)-1)/(__approx_memo_lanes()*__approx_ipt1)*__approx_memo_lanes();++__approx_q1){const long long __approx_b1=__approx_q1/__approx_memo_lanes()*(__approx_memo_lanes()*__approx_ipt1);double __approx_th1[8*2];double __approx_tl1[2];__approx_taf_state_t __approx_ms1;__approx_taf_init(&__approx_ms1);for(long long __approx_k1=__approx_b1+(__approx_q1%__approx_memo_lanes()+(__approx_n1-__approx_b1<(__approx_memo_lanes()*__approx_ipt1)?__approx_n1-__approx_b1:0))%__approx_memo_lanes();__approx_k1<__approx_n1&&__approx_k1<__approx_b1+(__approx_memo_lanes()*__approx_ipt1);__approx_k1+=__approx_memo_lanes()){int i=(int)((0)+(1)*__approx_k1);{double __approx_y1[2];if(__approx_taf_get(&__approx_ms1,__approx_tl1,__approx_y1,2)){b[i]=(__typeof__(b[i]))(__approx_y1[0]);c[i]=(__typeof__(c[i]))(__approx_y1[1]);}else{do{b[i]=a[i]*2;c[i]=1;}while(0);__approx_y1[0]=(double)(b[i]);__approx_y1[1]=(double)(c[i]);__approx_taf_put(&__approx_ms1,__approx_th1,__approx_tl1,__approx_y1,2,&__approx_mc1,8);}}}
// HOST-SAME: __approx_memo_count("T",__APPROX_MEMO_OUT,__approx_ms1.__lookups,__approx_ms1.__hits);}
// DEV-SAME: __approx_memo_devcount(0x{{[0-9a-f]+}}ULL,__APPROX_MEMO_OUT,__approx_ms1.__lookups,__approx_ms1.__hits);}
