// '#pragma approx' applies to a statement in a function body. At file scope
// or among a struct's members it is one error at the pragma, naming the
// place, and the declarations after it are left to clang: the function
// after a file-scope pragma is compiled (its error below shows it was
// parsed), the struct keeps its member (PragmaPlace.h).
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp -fsyntax-only -x c++ -Xclang -verify %s

// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) a[i] = 0;
  undeclared_in_f(); // expected-error {{undeclared}}
}

// A function written by a macro, its pragma in the same expansion: the
// braces are out of sight, the pragma is taken as in the function (a pragma
// right after such a function is not known to be at file scope).
#define DEFINE_ZERO(name)                                                      \
  void name(int n, float *a) {                                                 \
    _Pragma("approx perfo(small:2)")                                           \
    for (int i = 0; i < n; ++i) a[i] = 0;                                      \
  }
DEFINE_ZERO(zero)

void g(int n, float *a) {
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
  if (n) {
    a[0] = 1;
  }
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
// After a function's closing brace: file scope again.
// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx in(a[0:4]) precision(half)
float a[4];

struct S {
  int n;
// expected-error@+1 {{'#pragma approx' is not allowed in a struct or class definition; it applies to a statement in a function body}}
#pragma approx in(a[0:4]) precision(half)
  float a[4];
};
struct S s = {.n = 1, .a = {0}};

// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
