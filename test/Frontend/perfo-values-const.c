// Constant perforation values and chunks - literals and constant
// expressions of literals, evaluated with C's types - get at compile time
// the ranges APPROX_CONFIG and the run-time check apply: small/large an
// integer in [2, 2147483647], rate/rand/init/fini a real in [0, 1), chunk an
// integer in [1, 2^53]. The error is at the value's first token.
// Were bugs: values above INT_MAX compiled and ran with nothing skipped;
// perfo(small:(1ULL<<63)) compiled and failed at run time.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify -x c++ %s

void f(int n, float *a) {
  // small / large: upper bound, for literals and expressions.
#pragma approx perfo(small:2147483647)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:0x7fffffff)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:2147483648) // expected-error {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:3000000000u) // expected-error {{perforation kind 'large' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:(1ULL<<63)) // expected-error {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:1LL << 31) // expected-error {{perforation kind 'large' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:(1 << 30) * 2LL - 1)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:1e10) // expected-error {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
  // Forms the 20,000-case fuzz campaign found accepted (docs/fuzzing.md):
  // decimal literals past long long (unsigned long long, as clang takes
  // them), overflowing floating literals (infinity) and character constants.
#pragma approx perfo(small:9223372036854775808) // expected-error {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rand:18446744073709551615) // expected-error {{perforation kind 'rand' needs a rate in [0, 1)}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:1e999) // expected-error {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(fini:'a') // expected-error {{perforation kind 'fini' needs a rate in [0, 1)}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:'a') // 97
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:4 / 3) // integer division: 1
  // expected-error@-1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:4.0 / 2)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:(int)2.9)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:3 - 2) // expected-error {{perforation kind 'large' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:-1u) // unsigned wrap: 4294967295
  // expected-error@-1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:(unsigned char)258) // 2
  for (int i = 0; i < n; ++i) a[i] = 0;

  // rate / rand / init / fini: [0, 1), float rounding included.
#pragma approx perfo(rate:1.0 / 3)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rand:3 / 4) // integer division: 0
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rand:3.0 / 4 + 0.25) // expected-error {{perforation kind 'rand' needs a rate in [0, 1)}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(init:0.99999999f) // rounds to 1.0f
  // expected-error@-1 {{perforation kind 'init' needs a rate in [0, 1)}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(init:0.99999999)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(fini:-(0.5)) // expected-error {{perforation kind 'fini' needs a rate in [0, 1)}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(fini:(double)1) // expected-error {{perforation kind 'fini' needs a rate in [0, 1)}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate:1 > 2)
  for (int i = 0; i < n; ++i) a[i] = 0;

  // chunk: [1, 2^53].
#pragma approx perfo(small, chunk(9007199254740992LL) : 2)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small, chunk(9007199254740993LL) : 2) // expected-error {{'chunk' must be an integer in [1, 9007199254740992]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate:0.5, chunk(1ULL << 60)) // expected-error {{'chunk' must be an integer in [1, 9007199254740992]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate:0.5, chunk(2 - 2)) // expected-error {{'chunk' must be an integer in [1, 9007199254740992]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate:0.5, chunk(1.5)) // expected-error {{'chunk' must be an integer in [1, 9007199254740992]}}
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate:0.5, chunk(32 * 2))
  for (int i = 0; i < n; ++i) a[i] = 0;

  // Not evaluated here (checked at run time): variables, undefined C
  // (signed overflow, division by zero), calls, sizeof.
#pragma approx perfo(small:n + 2147483647)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:(int)sizeof(float))
  for (int i = 0; i < n; ++i) a[i] = 0;
}
