// C++ places of '#pragma approx' (see pragma-place.c): inline member
// function bodies (lexed while the class is parsed), lambdas, templates and
// namespaces hold statements; a namespace or class body does not.
// RUN: %approx-clangxx -fopenmp -fsyntax-only -Xclang -verify %s

struct T {
  int m;
// expected-error@+1 {{'#pragma approx' is not allowed in a struct or class definition; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
  void f(int n, float *a) {
    if (n) { a[0] = 0; }
#pragma approx perfo(small:2)
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
// expected-error@+1 {{'#pragma approx' is not allowed in a struct or class definition; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
  int k;
};

namespace N {
void h() {}
// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
int z;
template <class X> void t(int n, X *a) {
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
} // namespace N

auto l = [](int n, float *a) {
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
};

extern "C" {
// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
int w;
}
