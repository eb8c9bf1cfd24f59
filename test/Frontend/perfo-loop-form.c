// 'perfo' needs a 'for' loop in OpenMP canonical form (LoopForm.cpp and the
// statement reader); anything else is an error at the offending token,
// never a crash and never a silently exact loop.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

int g(int);

void f(int n, float *a, float *end) {
  int i, j;
  long k;

  // Not a loop.
#pragma approx perfo(small:2) // expected-note {{perforation requested here}}
  while (n--) a[n] = 0; // expected-error {{'perfo' applies to a 'for' loop}}
#pragma approx perfo(small:2) // expected-note {{perforation requested here}}
  { a[0] = 1; } // expected-error {{'perfo' applies to a 'for' loop}}
#pragma approx perfo(small:2) // expected-note {{perforation requested here}}
  a[0] = 1; // expected-error {{'perfo' applies to a 'for' loop}}
#pragma approx perfo(small:2) // expected-note {{perforation requested here}}
  if (n) for (i = 0; i < n; ++i) a[i] = 0; // expected-error {{'perfo' applies to a 'for' loop}}
#pragma approx perfo(small:2) // expected-note {{perforation requested here}}
  do { a[0] = 1; } while (0); // expected-error {{'perfo' applies to a 'for' loop}}
#pragma approx perfo(small:2) // expected-note {{perforation requested here}}
#pragma omp parallel
  { a[0] = 1; } // expected-error {{'perfo' applies to a 'for' loop}}
#pragma approx perfo(small:2)
#pragma omp barrier // expected-error {{'perfo' applies to a 'for' loop, not to the standalone directive '#pragma omp barrier'}}
  a[0] = 1;

  // Init.
#pragma approx perfo(small:2)
  for (; i < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop initialization of the form 'var = lb' or 'type var = lb'}}
#pragma approx perfo(small:2)
  for (i; i < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop initialization of the form 'var = lb' or 'type var = lb'}} expected-warning {{expression result unused}}
#pragma approx perfo(small:2)
  for (i += 1; i < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop initialization of the form 'var = lb' or 'type var = lb'}}
#pragma approx perfo(small:2)
  for (a[0] = 0; i < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop initialization of the form 'var = lb' or 'type var = lb'}}
#pragma approx perfo(small:2)
  for (int x = 0, y = 0; x < n; ++x) a[x] = y; // expected-error {{'perfo' needs a loop with a single loop variable}}
#pragma approx perfo(small:2)
  for (i = 0, j = 0; i < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop with a single loop variable}}

  // Pointer loop variable.
#pragma approx perfo(small:2)
  for (float *p = a; p < end; ++p) *p = 0; // expected-error {{'perfo' supports integer loop variables only; pointer and reference loop variables are not supported}}
  // Declared before the loop: Sema knows its type (it used to run with a
  // trip count taken from the addresses, silently wrong).
  float *q;
#pragma approx perfo(small:2)
  for (q = a; q < end; ++q) *q = 0; // expected-error {{'perfo' supports integer loop variables only; 'q' is a pointer ('float *'): write the loop over an integer index}}

  // Test.
#pragma approx perfo(small:2)
  for (i = 0; ; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop test of the form 'i <, <=, >, >= or != bound'}}
#pragma approx perfo(small:2)
  for (i = 0; g(i) < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop test of the form 'i <, <=, >, >= or != bound'}}
#pragma approx perfo(small:2)
  for (i = 0; i == n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop test of the form 'i <, <=, >, >= or != bound'}}
#pragma approx perfo(small:2)
  for (i = 0; j < n; ++i) a[i] = 0; // expected-error {{'perfo' needs a loop test of the form 'i <, <=, >, >= or != bound'}}
#pragma approx perfo(small:2)
  for (i = 0; i < n && a[i] > 0; ++i) a[i] = 0; // expected-error {{the loop bound of a 'perfo' loop must not use the loop variable}}
#pragma approx perfo(small:2)
  for (i = 0; i < n - i; ++i) a[i] = 0; // expected-error {{the loop bound of a 'perfo' loop must not use the loop variable}}
#pragma approx perfo(small:2)
  for (k = 0; k * k < n; ++k) a[k] = 0; // expected-error {{'perfo' needs a loop test of the form 'k <, <=, >, >= or != bound'}}

  // Increment.
#pragma approx perfo(small:2)
  for (i = 0; i < n;) a[i++] = 0; // expected-error {{'perfo' needs a loop increment of the form 'i++', 'i--', 'i += step', 'i -= step' or 'i = i + step'}}
#pragma approx perfo(small:2)
  for (i = 0; i < n; i *= 2) a[i] = 0; // expected-error {{'perfo' needs a loop increment of the form 'i++', 'i--', 'i += step', 'i -= step' or 'i = i + step'}}
#pragma approx perfo(small:2)
  for (i = 0; i < n; i += i) a[i] = 0; // expected-error {{'perfo' needs a loop increment of the form 'i++', 'i--', 'i += step', 'i -= step' or 'i = i + step'}}
#pragma approx perfo(small:2)
  for (i = 0; i < n; j++) a[i] = 0; // expected-error {{'perfo' needs a loop increment of the form 'i++', 'i--', 'i += step', 'i -= step' or 'i = i + step'}}
#pragma approx perfo(small:2)
  for (i = 0; i < n; i = 2 * i) a[i] = 0; // expected-error {{'perfo' needs a loop increment of the form 'i++', 'i--', 'i += step', 'i -= step' or 'i = i + step'}}
#pragma approx perfo(small:2)
  for (i = 0; i < n; ++i, ++j) a[i] = 0; // expected-error {{'perfo' needs a loop increment of the form 'i++', 'i--', 'i += step', 'i -= step' or 'i = i + step'}}

  // Canonical forms that are accepted.
#pragma approx perfo(small:2)
  for (i = 0; i < n; i++) a[i] = 0;
#pragma approx perfo(small:2)
  for (i = n; i > 0; --i) a[i] = 0;
#pragma approx perfo(small:2)
  for (i = n; 0 <= i; i -= 2) a[i] = 0;
#pragma approx perfo(small:2)
  for (i = 0; n != i; i = i + 1) a[i] = 0;
#pragma approx perfo(small:2)
  for (i = 0; i <= n; i = 3 + i) a[i] = 0;
#pragma approx perfo(small:2)
  for (unsigned long u = 0; u < (unsigned long)n; u += (unsigned)2) a[u] = 0;
#pragma approx perfo(small:2)
  for (int x = g(0); x < g(n); x += g(1)) a[x] = 0;
}

void no_statement(void) {
#pragma approx perfo(small:2)
} // expected-error {{expected a statement after '#pragma approx'}}
