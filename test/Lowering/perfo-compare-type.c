// The plan's op says the type C compares the loop variable and its bound
// in (their common type): a constant where the tokens say it, here under
// -E, where Sema knows no variable, only for literal bounds (`10u` against
// an int variable: unsigned int, so __APPROX_UNARROW + __APPROX_CMPU32,
// 2 + 16 + 128 = 146; `5` against size_t: __APPROX_U64 alone, 8); else a
// call of __approx_cmp_op on the types, which the compiler folds, with the
// bound inside __typeof__ and sizeof only (not evaluated there). The exec
// test Exec/perfo-mixed-sign-compare.c runs these loops.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s
#include <stddef.h>

void f(int n, float *a) {
#pragma approx perfo(small:2) label("lit")
  for (int i = 20; i > 10u; --i)
    a[i] = 0;
  // CHECK: __approx_perfo_plan_rec("lit",{{.*}},(long long)(20),(long long)(10u),(long long)(-1),146);
#pragma approx perfo(small:2) label("size")
  for (size_t i = 0; i < 5; ++i)
    a[i] = 0;
  // CHECK: __approx_perfo_plan_rec("size",{{.*}},(long long)(5),(long long)(1),8);
#pragma approx perfo(small:2) label("var")
  for (unsigned i = 0; i < n; ++i)
    a[i] = 0;
  // CHECK: __approx_perfo_plan_rec("var",{{.*}},(long long)(0),(long long)(n),(long long)(1),__approx_cmp_op(0,sizeof(unsigned),(unsigned)-1>(unsigned)0,sizeof(__typeof__((unsigned)0+(n))),(__typeof__((unsigned)0+(n)))-1>(__typeof__((unsigned)0+(n)))0));
}
