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
// Right after '#pragma omp' (comment lines between): as if written before it.
#pragma omp parallel for
// compact-remark@+2 {{approx region 'perfo-remarks.c:17': perfo(fini) lowered to a compacted iteration space, plan computed once per execution}}
// cont-remark@+1 {{approx region 'perfo-remarks.c:17': perfo(fini) lowered to a per-iteration skip (HPAC style), plan computed once per execution}}
#pragma approx perfo(fini:0.5)
  for (int i = 0; i < n; ++i) a[i] = 0;
}

// Loops inside a kernel, their pragmas out of sight of the directive's text
// (in a macro): a block that declared something is a loop body, not the next
// loop of a collapsed nest, so the plan is computed once per execution of
// each inner loop (it was computed per iteration: 7x slower on lavaMD).
#define INNER(N, BODY) _Pragma("approx perfo(small:2) label(\"inner\")") for (int j = 0; j < (N); ++j) BODY
void kernel(int n, int m, float *a) {
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < m; ++k) {
      float s = 0;
// compact-remark@+2 {{approx region 'inner': perfo(small) lowered to blocks of kept iterations (a sequential loop), plan computed once per execution}}
// cont-remark@+1 {{approx region 'inner': perfo(small) lowered to a per-iteration skip (HPAC style), plan computed once per execution}}
      INNER(m, { s += a[i * m + j]; })
      a[i * m + k] = s;
    }
// Right below the directive's loop, with nothing declared between, from a
// macro (no source text above it): the compiler's record of the last loop
// directive says it collapses one loop, so the pragma's loop is not in its
// nest (before, an unknown nest: the inline form, its report counted per
// bound evaluation).
#pragma omp target teams distribute parallel for map(tofrom: a[0:n*m])
  for (int i = 0; i < n; ++i)
// compact-remark@+2 {{approx region 'inner': perfo(small) lowered to blocks of kept iterations (a sequential loop), plan computed once per execution}}
// cont-remark@+1 {{approx region 'inner': perfo(small) lowered to a per-iteration skip (HPAC style), plan computed once per execution}}
    INNER(m, { a[i * m + j] = 0; })
}
