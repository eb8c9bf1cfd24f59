// memo knobs and section lengths that are not constants, or out of range:
// one error at the knob's tokens. Known at the pragma (a constexpr, an
// enumerator): checked there. Known only per instantiation (a template
// parameter, a call): checked by a static assertion at the knob's tokens
// in each instantiation, with the same message. A section length that
// depends on a template parameter cannot be: it sets how many values the
// table holds.
// RUN: %approx-clangxx -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

constexpr int BIG = 64, TWO = 2;
enum { ZERO = 0 };
int g(); // expected-note {{declared here}}

template <int S> void f(const double *a, double *b) {
#pragma approx memo(in, size(S)) in(a[i]) out(b[i]) // expected-error {{static assertion failed due to requirement '(64) <= 32': 'size' of 'memo' must be an integer in [1, 32] (entries of one table)}}
  for (int i = 0; i < 8; ++i)
    b[i] = a[i];
#pragma approx memo(in, threshold(4 - S / 1.0)) in(a[i]) out(b[i]) // expected-error {{static assertion failed due to requirement '(4 - 64 / 1.) >= 0': 'threshold' of 'memo' must be a finite number >= 0}} expected-note {{expression evaluates to '-60 >= 0'}}
  for (int i = 0; i < 8; ++i)
    b[i] = a[i];
#pragma approx memo(in) in(a[i * S:S]) out(b[i]) // expected-error {{the length of a section in a 'memo' item depends on a template parameter ('S'): it sets how many values the table holds, which the lowering fixes before the template is instantiated; write a length known in the template}}
  for (int i = 0; i < 8; ++i)
    b[i] = a[i * S];
}

void h(int n, const double *a, double *b) {
  const int R = n;
#pragma approx memo(in, size(R)) in(a[i]) out(b[i]) // expected-error {{'size' of 'memo' needs a constant expression (APPROX_CONFIG may change it per label at run time)}}
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx memo(in, size(BIG)) in(a[i]) out(b[i]) // expected-error {{'size' of 'memo' must be an integer in [1, 32] (entries of one table)}}
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx memo(out, history(ZERO)) out(b[i]) // expected-error {{'history' of 'memo' must be an integer in [1, 32]}}
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx memo(in) in(a[i * BIG:BIG + 1]) out(b[i]) // expected-error {{the length of a section in a 'memo' item must be a constant integer in [1, 64]}}
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx memo(in) in(a[i * TWO:TWO * 0.5]) out(b[i]) // expected-error {{the length of a section in a 'memo' item must be a constant integer in [1, 64]}}
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  // A call is left to clang, which says why it is no constant.
#pragma approx memo(in, size(g())) in(a[i]) out(b[i]) // expected-error {{static assertion expression is not an integral constant expression}} expected-note {{non-constexpr function 'g' cannot be used in a constant expression}}
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  // Fine: constexpr, sizeof.
#pragma approx memo(in, size(TWO * 4), items(sizeof(double))) in(a[i * TWO:TWO]) out(b[i])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  f<4>(a, b);
  f<64>(a, b); // expected-note {{in instantiation of function template specialization 'f<64>' requested here}}
}
