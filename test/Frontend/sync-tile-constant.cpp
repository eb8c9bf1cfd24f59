// sync(tile(K)): K is an integer constant evaluated at the pragma as memo's
// knobs are (ConstEval.h): a constant expression (2*2), an enumerator or a
// constexpr variable is accepted (the remark gives its value); a floating
// one (4.0), a variable that is no constant, and one that depends on a
// template parameter (the barrier is checked at the pragma, not per
// instantiation) are errors at K.
// RUN: %approx-clangxx -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: not %approx-clangxx -fopenmp -fsyntax-only -Rapprox %s 2>&1 | grep remark | %FileCheck %s --check-prefix=REMARK
// RUN: %approx-clang -x c -fopenmp -fsyntax-only -Xclang -verify=c -DC_ONLY %s

#ifdef C_ONLY
enum { EIGHT = 8 };
void c(int n) {
  int h = 0;
#pragma omp parallel
  {
#pragma approx sync(tile(EIGHT / 4 * 2))
#pragma omp barrier
    h = 1;
#pragma approx sync(tile(4.0)) // c-error {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma omp barrier
    h = n;
  }
}
#else
enum { EIGHT = 8 };
constexpr int SIXTEEN = 16;

template <int K> void t(int &h) {
#pragma omp parallel
  {
#pragma approx sync(tile(K)) // expected-error {{'tile(K)' needs K to be known at the pragma; 'K' depends on a template parameter (write a power of two between 1 and 32 known in the template)}}
#pragma omp barrier
    h = K;
  }
}

void f(int n, int &h) {
#pragma omp parallel
  {
// REMARK: [[@LINE+1]]:{{[0-9]+}}: remark: approx region {{.*}}sync(tile(4)){{.*}}
#pragma approx sync(tile(2 * 2))
#pragma omp barrier
    h = 1;
// REMARK: [[@LINE+1]]:{{[0-9]+}}: remark: approx region {{.*}}sync(tile(8)){{.*}}
#pragma approx sync(tile(EIGHT))
#pragma omp barrier
    h = 2;
// REMARK: [[@LINE+1]]:{{[0-9]+}}: remark: approx region {{.*}}sync(tile(16)){{.*}}
#pragma approx sync(tile(SIXTEEN))
#pragma omp barrier
    h = 3;
#pragma approx sync(tile(4.0)) // expected-error {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma omp barrier
    h = 4;
#pragma approx sync(tile(SIXTEEN * 4)) // expected-error {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma omp barrier
    h = 5;
#pragma approx sync(tile(n)) // expected-error {{'tile(K)' needs K to be a constant known at the pragma (a literal, a macro, an enumerator or a constexpr variable): a power of two between 1 and 32}}
#pragma omp barrier
    h = 6;
  }
  t<4>(h);
}
#endif
