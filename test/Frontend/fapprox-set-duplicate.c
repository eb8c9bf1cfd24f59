// One -fapprox-set text gives each clause once, as a pragma does: a clause
// written twice in it is an error at the second one, in the option's text
// ("memo(out) memo(in, ...)" was accepted and the later clause won). Its
// clauses still replace the pragma's, precision clauses of different types
// still stand together, and a later -fapprox-set of the same clause still
// replaces an earlier one.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=in:memo(out) memo(in, size(1), threshold(0))' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MEMO
// MEMO: <-fapprox-set=in>:1:11: error: duplicate 'memo' clause; each clause may appear at most once
// MEMO: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=br:branch(then) branch(else)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BRANCH
// BRANCH: <-fapprox-set=br>:1:14: error: duplicate 'branch' clause; each clause may appear at most once
// BRANCH: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:if(1), perfo(large:2), if(0)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IF
// IF: <-fapprox-set=pf>:1:24: error: duplicate 'if' clause; each clause may appear at most once
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:precision(half) precision(half)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PREC
// PREC: <-fapprox-set=pf>:1:17: error: duplicate 'precision(half)' clause; list every variable of one type in one clause
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:precision(half) precision(float)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LISTLESS
// LISTLESS: <-fapprox-set=pf>:1:17: error: a pragma takes one 'precision' clause without a list; give the other types lists
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=d:precision(unorm8 : a) precision(unorm16 : a)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNORM
// UNORM: <-fapprox-set=d>:1:23: error: duplicate 'precision' clause; a pragma takes one with 'unorm8' or 'unorm16'

// The same under -verify (the location is the option's buffer).
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=in:memo(out) memo(in, size(1), threshold(0))' -Xclang -verify=dup %s
// dup-error@*:* {{duplicate 'memo' clause; each clause may appear at most once}}

// Replacing the pragma's clauses is no duplicate; neither are clauses of two
// options (the later wins) nor precision clauses of two types with lists.
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=ok %s \
// RUN:   '-fapprox-set=in:memo(in, size(1)) if(1)' '-fapprox-set=in:memo(in, size(2))' \
// RUN:   '-fapprox-set=br:branch(else)' '-fapprox-set=pf:perfo(large:4) if(n > 1)' \
// RUN:   '-fapprox-set=d:precision(unorm16 : a)' '-fapprox-set=v:precision(half : x) precision(float : y)'
// ok-no-diagnostics

void f(int n, const double *x0, double *y0, int *c, float *a, float *b) {
#pragma approx memo(in) in(x0[i]) out(y0[i]) label("in")
  for (int i = 0; i < n; ++i)
    y0[i] = x0[i] * 2;
#pragma approx branch(then) label("br")
  if (n > 2)
    c[0] = 1;
  else
    c[0] = 2;
#pragma approx perfo(small:2) label("pf")
  for (int i = 0; i < n; ++i)
    c[i] = i;
#pragma approx in(a[0:n]) precision(unorm8 : a) label("d")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * 2;
#pragma approx precision(float) label("v")
  {
    double x = b[0], y = b[1];
    b[2] = (float)(x * y);
  }
}
