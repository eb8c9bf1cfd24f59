// A `_Pragma` operator inside a `#pragma approx` or `#pragma omp` line (the
// plugin reads both) stays an identifier: an error at the user's token, not
// clang 19's crash when its string is missing (plain clang-19 crashes on
// `_Pragma("clang loop unroll_count( _Pragma (")`; tools/fuzz found the
// approx form, docs/fuzzing.md).
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: not %approx-clang -fopenmp -fsyntax-only -DOMP %s 2>&1 | %FileCheck %s --check-prefix=OMP
// OMP: pragma-operator-in-pragma.c:[[@LINE+21]]:3: error: call to undeclared function '_Pragma'
// OMP: pragma-operator-in-pragma.c:[[@LINE+20]]:3: error: expected expression
// OMP: pragma-operator-in-pragma.c:[[@LINE+19]]:3: error: expected ')'
// OMP-NOT: PLEASE submit a bug report

void f(float *a, int n) {
#ifndef OMP
  _Pragma("approx perfo _Pragma (") // expected-error {{expected '(' in 'perfo' clause}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
  _Pragma("approx label(\"x\") _Pragma (") // expected-error {{unknown clause '_Pragma' in '#pragma approx'}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma approx perfo(small:2) _Pragma("omp parallel for") // expected-error {{unknown clause '_Pragma' in '#pragma approx'}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#define P(x) _Pragma("approx perfo(small: x) _Pragma (")
  P(2) // expected-error {{unknown clause '_Pragma' in '#pragma approx'}}
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#else
  _Pragma("omp parallel for if( _Pragma (")
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#endif
}
