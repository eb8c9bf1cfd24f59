// A prefixed string literal in label() is a string literal, just not an
// ordinary one: the message must say so ('expects an ordinary string
// literal', ClauseParser.cpp), not that no string literal was given.
// Regression test (fixed): label() collects only tok::string_literal tokens, so L"..", u8"..",
// u".." and U".." stop the scan and get "'label' expects a string literal";
// the "ordinary string literal" diagnostic is unreachable.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a) {
// expected-error@+1 {{'label' expects an ordinary string literal}}
#pragma approx perfo(small:2) label(L"wide")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' expects an ordinary string literal}}
#pragma approx perfo(small:2) label(u8"utf8")
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{'label' expects an ordinary string literal}}
#pragma approx perfo(small:2) label("a" L"b")
  for (int i = 0; i < n; ++i) a[i] = 0;
}
