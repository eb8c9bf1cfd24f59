// Syntax errors in the clause list of '#pragma approx' (ClauseParser.cpp):
// each one names the clause and the expected form, at the offending token.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a) {
// expected-error@+1 {{'#pragma approx' needs at least one clause}}
#pragma approx
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{unknown clause 'perfoo' in '#pragma approx'; expected perfo, memo, in, out, inout, reconstruct, precision, sync, atomic, branch, label or if}}
#pragma approx perfoo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected a clause name (perfo, memo, in, out, inout, reconstruct, precision, sync, atomic, branch, label, if)}}
#pragma approx (small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected a clause after ','}}
#pragma approx perfo(small:2),
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected '(' in 'perfo' clause}}
#pragma approx perfo small:2
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected '(' in 'perfo' clause}}
#pragma approx perfo
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{unknown perforation kind 'smal'; expected one of 'small', 'large', 'rate', 'rand', 'init', 'fini'}}
#pragma approx perfo(smal:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected a perforation kind ('small', 'large', 'rate', 'rand', 'init', 'fini') in 'perfo' clause}}
#pragma approx perfo(:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected ':' and a value after the perforation kind, as in 'perfo(small:expr)'}}
#pragma approx perfo(small 2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected ':' and a value after the perforation kind, as in 'perfo(large:expr)'}}
#pragma approx perfo(large)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected an expression in 'perfo' clause}}
#pragma approx perfo(rate:)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected ')' in 'perfo' clause}}
#pragma approx perfo(rate:0.5
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected 'chunk(C)' after ',' in 'perfo' clause}}
#pragma approx perfo(small, 4:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected 'chunk(C)' after ',' in 'perfo' clause}}
#pragma approx perfo(small, chunks(4):2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected 'chunk(C)' after ',' in 'perfo' clause}}
#pragma approx perfo(small:2, 4)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{duplicate 'chunk' in 'perfo' clause}}
#pragma approx perfo(small, chunk(4) : 2, chunk(8))
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{'chunk' must be an integer in [1, 9007199254740992]}}
#pragma approx perfo(small : 2, chunk(0))
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected '(' in 'chunk' clause}}
#pragma approx perfo(small, chunk 4:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected an expression in 'chunk' clause}}
#pragma approx perfo(small, chunk():2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{'chunk' must be an integer in [1, 9007199254740992]}}
#pragma approx perfo(small, chunk(0):2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{'chunk' must be an integer in [1, 9007199254740992]}}
#pragma approx perfo(large, chunk(-4):2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{'chunk' must be an integer in [1, 9007199254740992]}}
#pragma approx perfo(rate, chunk(2.5):0.5)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{'chunk' must be an integer in [1, 9007199254740992]}}
#pragma approx perfo(rate, chunk((0)):0.5)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{duplicate 'perfo' clause; each clause may appear at most once}}
#pragma approx perfo(small:2) perfo(large:2)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{duplicate 'label' clause; each clause may appear at most once}}
#pragma approx label("a"), perfo(small:2), label("b")
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{duplicate 'if' clause; each clause may appear at most once}}
#pragma approx perfo(small:2) if(n > 2) if(n > 3)
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected an expression in 'if' clause}}
#pragma approx perfo(small:2) if()
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected '(' in 'if' clause}}
#pragma approx perfo(small:2) if
  for (int i = 0; i < n; ++i) a[i] = 0;

// expected-error@+1 {{expected ')' in 'if' clause}}
#pragma approx perfo(small:2) if(n > 2
  for (int i = 0; i < n; ++i) a[i] = 0;

// A clause is required: label and if alone approximate nothing, unless
// they group regions inside the statement (Frontend/group.c).
// expected-error@+1 {{'#pragma approx' needs an approximation clause (perfo, memo, in, out, inout, reconstruct, precision, sync, atomic or branch), or approx regions in its statement to group}}
#pragma approx label("only"), if(n > 4)
  for (int i = 0; i < n; ++i) a[i] = 0;

  // Accepted spellings: commas optional, expressions, parenthesised
  // values, chunk before the colon, macros in the clause line.
#define FACTOR 3
#pragma approx perfo(small:FACTOR) label("ok1") if(n > 1)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx label("ok2"), perfo(large, chunk(n / 2 + 1) : (2))
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rate, chunk(32): 0.25f) if((n))
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(rand:n > 10 ? 0.5 : 0.0)
  for (int i = 0; i < n; ++i) a[i] = 0;
  // chunk(C) may also follow the value.
#pragma approx perfo(fini : 0.5, chunk(n))
  for (int i = 0; i < n; ++i) a[i] = 0;
}
