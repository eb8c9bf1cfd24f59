// An item whose declaration clang already refused (C++'s 'float *a = malloc(n)', an unknown type name) leaves the region as written: one error, the user's, not a cascade at the pragma ("a type specifier is required", "expected ':'") or a type error on clang's recovered 'int'.
// RUN: %approx-clangxx %host-offload -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: not %approx-clangxx -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: 3 errors generated.

#include <stdlib.h>

void in_item(int n) {
  float *a = malloc(n * sizeof(float)); // expected-error {{cannot initialize a variable of type 'float *' with an rvalue of type 'void *'}}
#pragma approx perfo(large:4) in(a[0:n]) reconstruct(lerp) label("in")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}

void out_item(int n) {
  float *b = 1; // expected-error {{cannot initialize a variable of type 'float *' with an rvalue of type 'int'}}
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(nn) label("out")
#pragma omp target teams distribute parallel for map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 2;
}

void precision_item(int n) {
  undeclared_type *c = 0; // expected-error {{unknown type name 'undeclared_type'}}
#pragma approx out(c[0:n]) precision(half : c) label("prec")
#pragma omp target teams distribute parallel for map(tofrom: c[0:n])
  for (int i = 0; i < n; ++i)
    c[i] += 1;
}
