// memo on an offloaded loop with lastprivate(last), an out item (-E, host
// and sm_90 device): the clause stays on the loop over groups, whose
// sequentially last group OpenMP copies back; on the device the groups
// interleave (__approx_memo_lanes() is 32) and a group's first iteration is
// rotated by the iterations of its block when the block is the last, partial
// one, so that the last group (lane 31 of the last block) runs iteration
// n - 1 last. Before, it started at lane 31's own offset and ran iteration
// 31 of the block, or none. On the host one lane: consecutive iterations.
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
// CHECK: const long long __approx_ipt0=__approx_mc0.__items;#pragma omp target teams distribute parallel for lastprivate(last)map(to:x[0:n])map(from:y[0:n])firstprivate(__approx_mc0,__approx_n0,__approx_ipt0)
// CHECK-SAME: for(long long __approx_q0=0;__approx_q0<(__approx_n0+(__approx_memo_lanes()*__approx_ipt0)-1)/(__approx_memo_lanes()*__approx_ipt0)*__approx_memo_lanes();++__approx_q0){const long long __approx_b0=__approx_q0/__approx_memo_lanes()*(__approx_memo_lanes()*__approx_ipt0);
// CHECK-SAME: for(long long __approx_k0=__approx_b0+(__approx_q0%__approx_memo_lanes()+(__approx_n0-__approx_b0<(__approx_memo_lanes()*__approx_ipt0)?__approx_n0-__approx_b0:0))%__approx_memo_lanes();__approx_k0<__approx_n0&&__approx_k0<__approx_b0+(__approx_memo_lanes()*__approx_ipt0);__approx_k0+=__approx_memo_lanes()){int j=
// CHECK-SAME: {do{last=x[j]+1;y[j]=last;}while(0);
