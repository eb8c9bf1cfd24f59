// '::' in a clause expression is an error at the token in C: clang 19's C
// parser loops forever on a parenthesised expression that starts with it,
// and the lowerings parenthesise every clause expression, so the compile
// hung before (two hangs in the 20,000-case fuzz campaign, docs/fuzzing.md).
// In C++ the expression goes on to clang, which reports it.
// RUN: timeout 120 %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: timeout 120 %approx-clang %host-offload -fsyntax-only -Xclang -verify %s
// RUN: not timeout 120 %approx-clang -fopenmp -fsyntax-only -x c++ %s 2>&1 | FileCheck --check-prefix=CXX %s
// CXX: error: expected unqualified-id

void value(int n, float *a) {
#pragma approx perfo(small : :: 0) // expected-error {{'::' is not valid in C}}
  for (int i = 0; i < n; ++i)
    a[i] = 1.0f;
}

#define CLAUSES perfo(small : (::) 3) label("after")
void in_macro(int n, float *a) {
#pragma approx CLAUSES // expected-error {{'::' is not valid in C}}
  for (int i = 0; i < n; ++i)
    a[i] = 2.0f;
}
