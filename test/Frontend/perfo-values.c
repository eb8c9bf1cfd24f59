// Literal perforation values and chunks are range-checked at compile time,
// for every kind; run-time expressions are checked when the plan is made.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a) {
// expected-error@+1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
#pragma approx perfo(small:1)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
#pragma approx perfo(small:0)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
#pragma approx perfo(small:2.5)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
#pragma approx perfo(small:-2)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'large' needs an integer in [2, 2147483647]}}
#pragma approx perfo(large:1)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'large' needs an integer in [2, 2147483647]}}
#pragma approx perfo(large:(0.5))
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'large' needs an integer in [2, 2147483647]}}
#pragma approx perfo(large:-3)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'rate' needs a rate in [0, 1)}}
#pragma approx perfo(rate:1)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'rate' needs a rate in [0, 1)}}
#pragma approx perfo(rate:-0.1)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'rand' needs a rate in [0, 1)}}
#pragma approx perfo(rand:1.0)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'rand' needs a rate in [0, 1)}}
#pragma approx perfo(rand:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'init' needs a rate in [0, 1)}}
#pragma approx perfo(init:1.5)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'init' needs a rate in [0, 1)}}
#pragma approx perfo(init:-0.25)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'fini' needs a rate in [0, 1)}}
#pragma approx perfo(fini:1)
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'fini' needs a rate in [0, 1)}}
#pragma approx perfo(fini:((-1)))
  for (int i = 0; i < n; ++i) a[i] = 0;
// expected-error@+1 {{perforation kind 'small' needs an integer in [2, 2147483647]}}
#pragma approx perfo(small, chunk(4) : 1)
  for (int i = 0; i < n; ++i) a[i] = 0;

  // Limits that are accepted.
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:2u)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:0x10)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:4.0)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate:0)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rand:0.999)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(init:0.0f)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(fini, chunk(1):.5)
  for (int i = 0; i < n; ++i) a[i] = 0;
  // Not literals: checked at run time.
#pragma approx perfo(small:n - n + 1)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate, chunk(n - n):2.0 * n)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
