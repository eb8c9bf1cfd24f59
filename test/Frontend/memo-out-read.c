// memo: an 'out' item that the work also reads (a compound assignment or
// ++/-- of it before any plain assignment) is an error at the item asking
// for 'inout', with a note at the read: its old value is an input the table
// does not hold, so a reused output would be another iteration's sum. The
// same writes of an 'inout' item, or after a plain assignment, are fine.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, const double *x, double *y, int *c) {
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) // expected-error {{'out' item 'y[i]' of 'memo' is also read by the work ('+=' reads 'y[i]' before writing it): its old value is an input the table does not hold; name it in 'inout(...)'}}
  for (int i = 0; i < n; ++i)
    y[i] += x[i]; // expected-note {{'y[i]' read here}}
#pragma approx memo(in) in(x[i]) out(c[i]) // expected-error {{'out' item 'c[i]' of 'memo' is also read by the work ('++' reads 'c[i]' before writing it): its old value is an input the table does not hold; name it in 'inout(...)'}}
  for (int i = 0; i < n; ++i)
    if (x[i] > 0)
      c[i]++; // expected-note {{'c[i]' read here}}
#pragma approx memo(in) in(x[i]) out(c[i]) // expected-error {{'out' item 'c[i]' of 'memo' is also read by the work ('--' reads 'c[i]' before writing it)}}
  for (int i = 0; i < n; ++i)
    --c[i]; // expected-note {{'c[i]' read here}}
#pragma approx memo(in) in(x[i]) out(y[2*i:2]) // expected-error {{'out' item 'y[2*i:2]' of 'memo' is also read by the work ('*=' reads 'y[2*i+1]' before writing it)}}
  for (int i = 0; i < n; ++i) {
    y[2*i] = x[i];
    y[2*i+1] *= x[i]; // expected-note {{'y[2*i+1]' read here}}
  }
  // Memo on a statement, and a scalar key's statement.
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(x[i]) out(y[i]) // expected-error {{'out' item 'y[i]' of 'memo' is also read by the work ('-=' reads 'y[i]' before writing it)}}
    y[i] -= x[i]; // expected-note {{'y[i]' read here}}
  }
#pragma approx memo(in) in(k) out(v) // expected-error {{'out' item 'v' of 'memo' is also read by the work ('+=' reads 'v' before writing it)}}
  for (int i = 0; i < n; ++i) {
    double k = x[i];
    double v;
    v += k; // expected-note {{'v' read here}}
    y[i] = v;
  }

  // Fine: inout, or a plain assignment first.
#pragma approx memo(in, threshold(0)) in(x[i]) inout(y[i])
  for (int i = 0; i < n; ++i)
    y[i] += x[i];
#pragma approx memo(in) in(x[i]) inout(c[i])
  for (int i = 0; i < n; ++i)
    c[i]++;
#pragma approx memo(in) in(x[i]) out(y[i])
  for (int i = 0; i < n; ++i) {
    y[i] = 0;
    for (int j = 0; j < 4; ++j)
      y[i] += x[i] * j;
  }
}
