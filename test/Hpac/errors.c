// Malformed HPAC-style pragmas: one clear error at the user's tokens,
// naming the clause, and the statement compiled as written.
// RUN: %approx-clang -fopenmp -fsyntax-only -Wno-approx-hpac -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -Wno-approx-hpac -ferror-limit=0 -Xclang -verify %s

int g(int);

void f(int n, float *a, float *b, float s) {
  // Kind names: HPAC's, with HPAC's colon and a value in range.
// expected-error@+1 {{unknown perforation kind 'inni'; expected one of 'small', 'large', 'rate', 'rand', 'init', 'fini'}}
#pragma approx perfo(inni:0.5)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected ':' and a value after the perforation kind, as in 'perfo(random:expr)'}}
#pragma approx perfo(random)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{perforation kind 'ini' needs a rate in [0, 1)}}
#pragma approx perfo(ini:1.0)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{perforation kind 'random' needs a rate in [0, 1)}}
#pragma approx perfo(random:-0.5)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Items: addressable lvalues and sections, as HPAC reads them.
// expected-error@+1 {{'in' item '3' is not a variable, an array element or an array section}}
#pragma approx perfo(ini:0.5) in(3)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'out' item 'b[0:n] + 1' is not a variable, an array element or an array section}}
#pragma approx perfo(ini:0.5) out(b[0:n] + 1)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'in' item 'g(n)' is not a variable, an array element or an array section}}
#pragma approx perfo(ini:0.5) in(g(n))
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{use of undeclared identifier 'aa'}}
#pragma approx perfo(ini:0.5) in(aa[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{use of undeclared identifier 'nn'}}
#pragma approx perfo(ini:0.5) in(a[0:nn])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{subscripted value is not an array, pointer, or vector}}
#pragma approx perfo(ini:0.5) in(s[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{zero length in an array section of 'in': a section has at least one element, and a stride is at least 1}}
#pragma approx perfo(ini:0.5) in(a[0:0])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{zero stride in an array section of 'out': a section has at least one element, and a stride is at least 1}}
#pragma approx perfo(ini:0.5) out(b[0:n:0])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{an array section in 'in' is '[lo:len]' or '[lo:len:stride]', each part optional but the ':'s}}
#pragma approx perfo(ini:0.5) in(a[0:n:1:1])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected an item (a variable, an array element or a section such as 'a[lo:len]') in 'in' clause}}
#pragma approx perfo(ini:0.5) in(a[0:n],)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected an expression in 'out' clause}}
#pragma approx perfo(ini:0.5) out()
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{zero length in the array shaping of an item of 'in'}}
#pragma approx perfo(ini:0.5) in(([n][0])a)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{an array shaping dimension is a length, as in '([rows][cols])p'}}
#pragma approx perfo(ini:0.5) in(([0:n])a)
  for (int i = 0; i < n; ++i) b[i] = a[i];
  // A data technique needs approx-clang's contiguous items.
// expected-error@+1 {{'in' item 'a': a strided section '[lo:len:stride]' only declares the region's data; 'reconstruct' and 'precision' need a contiguous section '[lo:len]'}}
#pragma approx perfo(ini:0.5) in(a[0:n:2]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // A label is a string literal here (HPAC also takes a char* expression).
  const char *name = "x";
// expected-error@+1 {{'label' expects a string literal, as in label("name")}}
#pragma approx perfo(ini:0.5) label(name)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // HPAC's other techniques are refused as such.
// expected-error@+1 {{HPAC's 'dt' clause is not supported by approx-clang}}
#pragma approx dt in(a[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{HPAC's 'user' clause is not supported by approx-clang}}
#pragma approx label("u") user
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{HPAC's 'ml' clause is not supported by approx-clang}}
#pragma approx ml(infer) in(a[0:n]) out(b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
}
