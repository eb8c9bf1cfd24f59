// memo with scalar keys (items declared in the loop body): misuse is one
// error at the user's tokens; the loop is then compiled as written.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, const float *r, float *o, float *acc) {
  // No statement writes the output.
#pragma approx memo(in) in(r2) out(v) // expected-error {{no statement of the loop body writes 'v'; with items declared in the body, 'memo' memoizes the statement that writes the 'out' items}}
  for (int j = 0; j < n; ++j) {
    float r2 = r[j];
    float v;
    o[j] = r2;
  }

  // The output written by two statements.
#pragma approx memo(in) in(r2) out(v) // expected-error {{the writes of the 'out' items are in several statements of the loop body; with items declared in the body, put them in one statement ('{...}') that 'memo' memoizes}}
  for (int j = 0; j < n; ++j) {
    float r2 = r[j];
    float v;
    v = r2 * 2;
    v += 1;
    o[j] = v;
  }

  // The memoized statement is the output's declaration.
#pragma approx memo(in) in(r2) out(v)
  for (int j = 0; j < n; ++j) {
    float r2 = r[j];
    float v = r2 * 2; // expected-error {{'memo' memoizes the statement that writes 'v', not a declaration: declare 'v' before it and assign it there}}
    o[j] = v;
  }

  // The key declared inside the memoized statement (the block holding
  // both writes of v).
#pragma approx memo(in) in(r2) out(v) // expected-error {{'in' item 'r2' is declared inside the statement 'memo' memoizes; declare it before that statement}}
  for (int j = 0; j < n; ++j) {
    float v;
    {
      float r2 = r[j];
      v = r2 * 2;
      v += 1;
    }
    o[j] = v;
  }

  // The memoized statement writes something a hit would not write.
#pragma approx memo(in) in(r2) out(v)
  for (int j = 0; j < n; ++j) {
    float r2 = r[j];
    float v;
    {
      v = r2 * 2;
      v += 1;
      acc[j] = v; // expected-error {{'memo' region writes 'acc[j]', which is not one of its 'out' or 'inout' items; an iteration that reuses outputs would not write it}}
    }
    o[j] = v;
  }

  // A key declared with a typedef is not taken for a body declaration (the
  // type words tell one): say so, not that it names no variable.
  {
    typedef float real_t;
#pragma approx memo(in) in(r2) out(v) // expected-error {{'in' item 'r2' is declared in the loop body with the type name 'real_t'; 'memo' takes a variable of the body for a scalar key only when its declaration starts with builtin type words ('float r2 = ...'): declare it so, or declare it before the loop}}
    for (int j = 0; j < n; ++j) {
      real_t r2 = r[j];
      float v;
      v = r2 * 2;
      o[j] = v;
    }
  }

  // Fine: the statements around the memoized one (the innermost statement
  // holding the writes: 'v = r2 * 2;') write anything.
#pragma approx memo(in) in(r2) out(v)
  for (int j = 0; j < n; ++j) {
    float r2 = r[j];
    float v;
    {
      v = r2 * 2;
      acc[j] = v;
    }
    o[j] = v;
  }
}
