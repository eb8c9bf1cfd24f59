// branch(mode): the condition is evaluated once, the helper turns it into
// 1 (then), 0 (else) or -1 (neither) from a warp vote, and both sides are
// braced so a dangling else keeps its meaning. With if(expr) a switched-off
// region keeps the condition as is.
// RUN: %approx-clang -fopenmp -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp '-fapprox-set=sk:branch(else)' -E -P %s | tr '\n' ' ' | %squeeze | %FileCheck %s --check-prefix=SET

int g(int);
void f(int n, int *a, int on) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
// CHECK: {const int __approx_c0=(a[i]>g(i))?1:0;const int __approx_b0=__approx_branch_majority(__approx_c0);if(__approx_b0>0){a[i]=1;}else if(__approx_b0==0){a[i]=2;}}
#pragma approx branch(majority)
    if (a[i] > g(i)) a[i] = 1; else a[i] = 2;
// CHECK: {const int __approx_c1=(i&1)?1:0;const int __approx_b1=__approx_branch_then(__approx_c1);if(__approx_b1>0){{[{][{]}}a[i]+=1;}}}
#pragma approx branch(then)
    if (i & 1) { a[i] += 1; }
// Dangling else: it belongs to the inner if, which stays inside the braces.
// CHECK: {const int __approx_c2=(i>3)?1:0;const int __approx_b2=__approx_branch_skip(__approx_c2);if(__approx_b2>0){if(a[i])a[i]=0;else a[i]=5;}}
// SET: {const int __approx_c2=(i>3)?1:0;const int __approx_b2=__approx_branch_else(__approx_c2);if(__approx_b2>0){if(a[i])a[i]=0;else a[i]=5;}}
#pragma approx branch(skip) label("sk")
    if (i > 3) if (a[i]) a[i] = 0; else a[i] = 5;
// HOST: {static const __approx_label_t __approx_l3{{.*}}={"sw",__APPROX_TECH_BRANCH|__APPROX_TECH_RUNTIME};const int __approx_e3=(on)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;__approx_site_count_host("sw");{const int __approx_c3=(i%3==0)?1:0;const int __approx_b3=__approx_e3?__approx_branch_else(__approx_c3):__approx_c3;if(__approx_b3>0){for(int k=0;k<2;++k)a[i]+=k;}else if(__approx_b3==0){{[{][{]}}a[i]-=1;}}}}
// DEV: {const int __approx_e3=(on)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;__approx_site_count_dev(0x{{[0-9a-f]+}}ULL);{const int __approx_c3=(i%3==0)?1:0;const int __approx_b3=__approx_e3?__approx_branch_else(__approx_c3):__approx_c3;if(__approx_b3>0){for(int k=0;k<2;++k)a[i]+=k;}else if(__approx_b3==0){{[{][{]}}a[i]-=1;}}}}
#pragma approx branch(else) if(on) label("sw")
    if (i % 3 == 0)
      for (int k = 0; k < 2; ++k) a[i] += k;
    else {
      a[i] -= 1;
    }
  }
}
