// label("name") takes one non-empty ordinary string literal.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a) {
// expected-error@+1 {{'label' expects a string literal, as in label("name")}}
#pragma approx perfo(small:2) label(blur)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' expects a string literal, as in label("name")}}
#pragma approx perfo(small:2) label()
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' expects a string literal, as in label("name")}}
#pragma approx perfo(small:2) label(42)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' must not be empty}}
#pragma approx perfo(small:2) label("")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' must not be empty}}
#pragma approx perfo(small:2) label("" "")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{expected ')' in 'label' clause}}
#pragma approx perfo(small:2) label("a" x)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{expected '(' in 'label' clause}}
#pragma approx perfo(small:2) label "a"
  for (int i = 0; i < n; ++i) a[i] = 0;

  // Accepted: concatenation, escapes, macros.
#define NAME "blur"
#pragma approx perfo(small:2) label("a" "b")
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:2) label("tab\there")
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:2) label(NAME)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
