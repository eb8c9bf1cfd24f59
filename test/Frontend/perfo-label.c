// label("name") takes one non-empty ordinary string literal without NULs.
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
// Was accepted (fixed): the label became '' at run time, which no
// APPROX_CONFIG entry can name.
// expected-error@+1 {{'label' must not contain a NUL character}}
#pragma approx perfo(small:2) label("\0x")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' must not contain a NUL character}}
#pragma approx perfo(small:2) label("ab\0")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' must not contain a NUL character}}
#pragma approx perfo(small:2) label("a" "\x00" "b")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' must not contain a NUL character}}
#pragma approx label("g\000")
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
