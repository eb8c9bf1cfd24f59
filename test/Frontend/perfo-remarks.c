// -Rapprox: one remark per perfo pragma saying what it was lowered to.
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -Xclang -verify=compact %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -fapprox-perfo-lowering=continue -Xclang -verify=cont %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=none %s
// none-no-diagnostics

void f(int n, float *a) {
// compact-remark@+2 {{approx region 'pro': perfo(small) lowered to a compacted iteration space, plan computed once per execution}}
// cont-remark@+1 {{approx region 'pro': perfo(small) lowered to a per-iteration skip (HPAC style), plan computed once per execution}}
#pragma approx perfo(small:2) label("pro")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma omp parallel for
// compact-remark@+2 {{approx region 'perfo-remarks.c:16': perfo(fini) lowered to a compacted iteration space, plan computed in the loop (pragma after '#pragma omp')}}
// cont-remark@+1 {{approx region 'perfo-remarks.c:16': perfo(fini) lowered to a per-iteration skip (HPAC style), plan computed in the loop (pragma after '#pragma omp')}}
#pragma approx perfo(fini:0.5)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
