// memo on an offloaded loop with lastprivate(last), an out item (-E, host
// and sm_90 device): the variable leaves the clause (on NVPTX clang's
// combined-construct copy-out lets every thread of the last team store a
// per-thread copy that only one of them wrote: 0 on an H100) and the
// target directive maps it tofrom instead; each group uses a copy of its
// own (__approx_lv0_0, renamed in the body and the memo's outputs) and the
// sequentially last group, which runs iteration n - 1 (its first iteration
// rotated by the iterations of a last, partial block: lane 31 on NVPTX),
// alone copies it to the variable. Before, the clause stayed and the copy
// was OpenMP's. On the host one lane: consecutive iterations.
// RUN: %approx-clang -fopenmp -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV

double f(int n, const double *x, double *y) {
  double last = 0;
#pragma approx memo(in, items(4)) in(x[j]) out(y[j], last) label("lp")
#pragma omp target teams distribute parallel for lastprivate(last) map(to: x[0:n]) map(from: y[0:n])
  for (int j = 0; j < n; ++j) {
    last = x[j] + 1;
    y[j] = last;
  }
  return last;
}
// HOST: static __inline__ long long __approx_memo_lanes(void){return 1;}
// DEV: static __inline__ long long __approx_memo_lanes(void){return 32;}
// CHECK: const long long __approx_ipt0=__approx_mc0.__items;#pragma omp target teams distribute parallel for map(to:x[0:n])map(from:y[0:n])map(tofrom:last)firstprivate(__approx_mc0,__approx_n0,__approx_ipt0)
// CHECK-SAME: for(long long __approx_q0=0;__approx_q0<(__approx_n0+(__approx_memo_lanes()*__approx_ipt0)-1)/(__approx_memo_lanes()*__approx_ipt0)*__approx_memo_lanes();++__approx_q0){const long long __approx_b0=__approx_q0/__approx_memo_lanes()*(__approx_memo_lanes()*__approx_ipt0);__typeof__(last)*const __approx_lp0_0=&last;__typeof__(last)__approx_lv0_0;
// CHECK-SAME: for(long long __approx_k0=__approx_b0+(__approx_q0%__approx_memo_lanes()+(__approx_n0-__approx_b0<(__approx_memo_lanes()*__approx_ipt0)?__approx_n0-__approx_b0:0))%__approx_memo_lanes();__approx_k0<__approx_n0&&__approx_k0<__approx_b0+(__approx_memo_lanes()*__approx_ipt0);__approx_k0+=__approx_memo_lanes()){int j=
// CHECK-SAME: __approx_lv0_0=(__typeof__(__approx_lv0_0))(__approx_y0[1]);}else{do{__approx_lv0_0=x[j]+1;y[j]=__approx_lv0_0;}while(0);
// CHECK-SAME: }}if(__approx_q0==(__approx_n0+(__approx_memo_lanes()*__approx_ipt0)-1)/(__approx_memo_lanes()*__approx_ipt0)*__approx_memo_lanes()-1){__builtin_memcpy(__approx_lp0_0,&__approx_lv0_0,sizeof(__approx_lv0_0));}
// CHECK-SAME: return last;
