// 'perfo' in collapsed nests: the collapse count must be a literal, the
// nest perfectly nested, and an inner loop may use the perforated loop's
// variable only when the plan is computed before the nest.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

#define TWO 2
void f(int n, int m, float *a) {
  // Pragma before '#pragma omp': collapse is read from the directive tokens.
#pragma approx perfo(small:2)
#pragma omp parallel for collapse(1 + 1) // expected-error {{'perfo' needs the argument of 'collapse' to be an integer literal}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;

  // Pragma right after '#pragma omp': lowered as if written before it
  // (OmpHoist.h), so collapse is read from the directive's expanded tokens.
#pragma omp parallel for collapse(TWO)
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;
#pragma omp parallel for collapse(1 + 1) // expected-error {{'perfo' needs the argument of 'collapse' to be an integer literal}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;
  // Pragma inside the nest: collapse is read from the directive text.
#pragma omp parallel for collapse(1 + 1)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(small:2) // expected-error {{'#pragma approx' inside or after '#pragma omp ... collapse(n)' needs n to be an integer literal}}
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;

  // Not perfectly nested.
#pragma approx perfo(small:2)
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i) { // expected-error {{'collapse' needs perfectly nested loops under '#pragma approx perfo'}}
    a[i] = 1;
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;
  }
#pragma omp parallel for collapse(2)
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
    a[i] = 1; // expected-error {{'collapse' needs perfectly nested loops under '#pragma approx perfo'}}
  // expected-error@-1 {{expected 2 for loops after '#pragma omp parallel for', but found only 1}}
  // expected-note@-5 {{as specified in 'collapse' clause}}

  // A triangular inner loop: with the pragma before or right after
  // '#pragma omp', the inner header gets the mapped variable; inside the
  // nest it cannot.
#pragma approx perfo(large:2)
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j) a[i * n + j] = 0;
#pragma omp parallel for collapse(2)
#pragma approx perfo(large:2)
  for (int i = 0; i < n; ++i)
    for (int j = i; j < n; ++j) a[i * n + j] = 0;
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(large:2)
    for (int j = 0; j < n; ++j)
      for (int k = j; k < n; ++k) a[(i * n + j) * n + k] = 0; // expected-error {{a collapsed inner loop that uses the perforated loop's variable needs '#pragma approx' before '#pragma omp'}}

  // Accepted: collapse(2) with the pragma before the inner loop, and
  // collapse(3) with the pragma before the middle loop.
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(small:2)
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(small:2)
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < 2; ++k) a[(i * m + j) * 2 + k] = 0;
  // Accepted: a variable whose name starts with "collapse" is no collapse
  // clause (the directive text is read as tokens, not searched as text).
  int collapsed = 0;
#pragma omp parallel for firstprivate(collapsed)
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = collapsed;
}
