// -Rapprox: one remark per sync/atomic/branch pragma.
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -Xclang -verify %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=none %s
// none-no-diagnostics

void f(int *h, int n, int on) {
#pragma omp parallel
  {
// expected-remark@+1 {{approx region 'bar': sync(tile(4)) applied to 2 barrier(s)}}
#pragma approx sync(tile(4)) label("bar")
    {
#pragma omp barrier
      h[0] = 1;
#pragma omp barrier
    }
// expected-remark@+1 {{approx region 'cuda-aware-remarks.c:17': sync(skip) applied to 1 barrier(s), switchable at run time (if clause)}}
#pragma approx sync(skip) if(on)
#pragma omp barrier
  }
// expected-remark@+1 {{approx region 'hist': atomic(block) applied to 3 atomic update(s)}}
#pragma approx atomic(block) label("hist")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    h[i % 4]++;
#pragma omp atomic
    h[4] -= i;
#pragma omp atomic update
    h[5] = h[5] | i;
  }
// expected-remark@+1 {{approx region 'div': branch(majority) applied to 1 'if' statement (warp vote of the condition)}}
#pragma approx branch(majority) label("div")
  if (n > 3) h[0] = 1; else h[0] = 2;
}
