// Without -fopenmp there are no OpenMP atomics to relax: 'atomic' leaves
// the statement alone instead of reporting that it found none; 'branch'
// lowers as usual (exactly, on the host).
// RUN: %approx-clang -fsyntax-only -Rapprox -Xclang -verify %s
// RUN: %approx-clang -E -P %s | FileCheck %s
// CHECK: __approx_branch_then(

void f(int *h, int n) {
#pragma approx atomic(team)
#pragma omp atomic
  h[0] += 1;
// expected-remark@+1 {{approx region 'br': branch(then) applied to 1 'if' statement (warp vote of the condition)}}
#pragma approx branch(then) label("br")
  if (n > 2) h[1] = 0;
}
