// memo on a statement (-E): the statement keeps its place in the loop body;
// its table or history and state are `static __thread` (one per thread,
// zero = empty at first use, no init call: they outlive the execution); a
// disabled region runs the statement as written; each execution adds the
// state's growth in lookups and hits to the report and reads the clock only
// while reporting (before the test: a disabled execution counts too,
// without lookups). A device compile for the x86 host device lowers the same
// with the device counters. Without Sema (-E) the inputs' exact pieces
// (wide integers) are counted by the lowered code (Lowering/memo-lowering.c).
// RUN: %approx-clang -fopenmp -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu --offload-device-only -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// REMARK: memo-statement.c:[[@LINE+5]]:1: remark: approx region 'S': memo(in) over 1 value(s) read and 1 written, one table per thread kept across the executions of the statement
// REMARK: memo-statement.c:[[@LINE+17]]:1: remark: approx region 'T': memo(out) over 0 value(s) read and 1 written, one table per thread kept across the executions of the statement

void f(int n, const double *x, double *y, double *s) {
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in, size(2)) in(x[i]) out(y[i]) label("S")
    y[i] = x[i] * x[i];
// CHECK: for(int i=0;i<n;++i){{[{][{]}}
// HOST-SAME: static const __approx_label_t __approx_l0 {{.*}}={"S",__APPROX_TECH_MEMO_IN|__APPROX_TECH_RUNTIME};
// CHECK-SAME: const __approx_memo_cfg_t __approx_mc0=__approx_memo_cfg(0x{{[0-9a-f]+}}ULL,(1),0.01,2,1,32,__APPROX_MEMO_HIER_THREAD,__APPROX_MEMO_REPLACE_RR,4,4,2,8);
// CHECK-SAME: static __thread double __approx_ti0[2*(1+(((__builtin_classify_type(x[0])==1)*((sizeof(x[0])>=8)+2*(sizeof(x[0])>=16)))))];static __thread double __approx_to0[2*1];static __thread __approx_memo_state_t __approx_ms0;
// HOST-SAME: const double __approx_t0=__approxrt_reporting()?__approxrt_now():0.0;if(!__approx_mc0.__on){y[i]=x[i]*x[i];__approx_memo_count("S",__APPROX_MEMO_IN,0,0);}else{
// DEV-SAME: const double __approx_t0=__approx_table.__reporting?__approx_dev_clock():0.0;if(!__approx_mc0.__on){y[i]=x[i]*x[i];__approx_memo_devcount(0x{{[0-9a-f]+}}ULL,__APPROX_MEMO_IN,0,0);}else{
// CHECK-SAME: const long long __approx_lb0=__approx_ms0.__lookups,__approx_hb0=__approx_ms0.__hits;{double __approx_y0[1];double __approx_x0[1+(((__builtin_classify_type(x[0])==1)*((sizeof(x[0])>=8)+2*(sizeof(x[0])>=16))))]={(double)(x[i])};int __approx_h0;if(((__builtin_classify_type(x[i])==1)*((sizeof(x[i])>=8)+2*(sizeof(x[i])>=16))))__approx_memo_pieces(__approx_x0+1,((__builtin_classify_type(x[i])==1)*((sizeof(x[i])>=8)+2*(sizeof(x[i])>=16))),(__approx_memo_uwide)(x[i]));__approx_h0=__approx_memo_get(&__approx_ms0,__approx_ti0,__approx_to0,__approx_x0,1,(((__builtin_classify_type(x[0])==1)*((sizeof(x[0])>=8)+2*(sizeof(x[0])>=16)))),__approx_y0,1,&__approx_mc0,2);if(__approx_h0>=0){y[i]=(__typeof__(y[i]))(__approx_y0[0]);}else{do y[i]=x[i]*x[i];while(0);__approx_y0[0]=(double)(y[i]);}__approx_memo_put(&__approx_ms0,__approx_ti0,__approx_to0,__approx_x0,1,(((__builtin_classify_type(x[0])==1)*((sizeof(x[0])>=8)+2*(sizeof(x[0])>=16)))),__approx_y0,1,__approx_h0,&__approx_mc0,2);}
// HOST-SAME: __approx_memo_count("S",__APPROX_MEMO_IN,__approx_ms0.__lookups-__approx_lb0,__approx_ms0.__hits-__approx_hb0);}__approx_memo_exec("S",__approx_t0);}
// DEV-SAME: __approx_memo_devcount(0x{{[0-9a-f]+}}ULL,__APPROX_MEMO_IN,__approx_ms0.__lookups-__approx_lb0,__approx_ms0.__hits-__approx_hb0);}__approx_memo_devexec(0x{{[0-9a-f]+}}ULL,__approx_t0);}
// CHECK-NOT: __approx_memo_init
// CHECK-NOT: __approx_taf_init
#pragma approx memo(out) out(s[0]) label("T")
    s[0] = x[i];
// CHECK: static __thread double __approx_th1[8*1];static __thread double __approx_tl1[1];static __thread __approx_taf_state_t __approx_ms1;{{.*}}if(!__approx_mc1.__on){s[0]=x[i];__approx_memo_{{(dev)?}}count({{.*}},__APPROX_MEMO_OUT,0,0);}else{
// CHECK-NOT: __approx_taf_init
  }
}
