// Clauses that combine with or sit next to 'perfo': misuse and what this
// version does not implement yet (region-wide precision) are a clear error,
// never ignored; mode keywords are checked by the grammar (ClauseParser.cpp).
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a, float *b) {
// expected-error@+1 {{clause 'precision' is not supported yet by this approx-clang without 'in'/'out' items or a variable list (region-wide demotion)}}
#pragma approx precision(half)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+2 {{'precision' list names 'a', which is neither an 'in'/'out' item nor declared in the statement with a floating-point type (float, double, _Float16, __bf16)}}
// expected-error@+1 {{'precision' list names 'b', which is neither an 'in'/'out' item nor declared in the statement with a floating-point type (float, double, _Float16, __bf16)}}
#pragma approx perfo(small:2) precision(bf16 : a, b)
  for (int i = 0; i < n; ++i) b[i] = a[i];

// expected-error@+1 {{'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item}}
#pragma approx perfo(small:2) reconstruct(lerp)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item}}
#pragma approx out(b[0:n]) reconstruct(nn, device)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'sync', 'atomic' and 'branch' apply to a statement of their own and cannot be combined with 'perfo' in one pragma}}
#pragma approx perfo(small:2) sync(warp)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'sync', 'atomic' and 'branch' apply to a statement of their own and cannot be combined with 'perfo' in one pragma}}
#pragma approx perfo(small:2) atomic(team)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'sync', 'atomic' and 'branch' apply to a statement of their own and cannot be combined with 'perfo' in one pragma}}
#pragma approx branch(then) perfo(small:2)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{use one of 'sync', 'atomic' or 'branch' per pragma}}
#pragma approx sync(skip) atomic(none)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Mode keywords.
// expected-error@+1 {{unknown mode 'cubic' in 'reconstruct' clause; expected 'nn', 'lerp'}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(cubic)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{unknown mode 'gpu' in 'reconstruct' clause; expected 'host', 'device'}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(nn, gpu)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected 'nn', 'lerp' in 'reconstruct' clause}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct()
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected ')' in 'reconstruct' clause}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(nn device)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{unknown mode 'double' in 'precision' clause; expected 'float', 'half', 'bf16'}}
#pragma approx precision(double)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected an expression in 'precision' clause}}
#pragma approx precision(half:)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected an expression in 'in' clause}}
#pragma approx perfo(small:2) in()
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected '(' in 'out' clause}}
#pragma approx perfo(small:2) out
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{unknown mode 'block' in 'sync' clause; expected 'skip', 'warp', 'tile', 'active'}}
#pragma approx sync(block)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma approx sync(tile(3))
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma approx sync(tile(64))
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma approx sync(tile(n))
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected '(' in 'tile' clause}}
#pragma approx sync(tile)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{unknown mode 'grid' in 'atomic' clause; expected 'team', 'block', 'warp', 'none', 'skip'}}
#pragma approx atomic(grid)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected 'majority', 'then', 'else', 'skip' in 'branch' clause}}
#pragma approx branch(1)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected ')' in 'branch' clause}}
#pragma approx branch(then else)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{duplicate 'sync' clause; each clause may appear at most once}}
#pragma approx sync(skip) sync(warp)
  for (int i = 0; i < n; ++i) b[i] = a[i];
}
