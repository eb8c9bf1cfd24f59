// Clauses that combine with or sit next to 'perfo': misuse and what this
// version does not implement yet (listed arrays no construct maps) are a clear error,
// never ignored; mode keywords are checked by the grammar (ClauseParser.cpp).
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a, float *b) {
// Region-wide precision needs floating-point variables declared in the
// statement (VarPrecision.cpp); arrays declared outside cannot be listed yet.
// expected-error@+1 {{'precision(half)' without a list demotes the floating-point variables declared in the statement, and it declares none wider than half (arrays and parameters take 'in'/'out' items or a list)}}
#pragma approx precision(half)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision' list names the array 'a', declared outside the statement, which no target construct of the statement maps as a section ('map(to|from|tofrom: a[lo:len])'): only such an array gets a typed copy (not supported yet otherwise)}}
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
// expected-error@+1 {{'precision(double)' needs a list: it keeps the listed variables exact, e.g. 'precision(double : x)'}}
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
// expected-error@+1 {{'tile(K)' needs K to be a constant known at the pragma (a literal, a macro, an enumerator or a constexpr variable): a power of two between 1 and 32}}
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

// The inline form (a pragma after a worksharing directive inside a parallel
// region) makes the directive's loop the compacted one: a lastprivate loop
// variable declared outside cannot get its value after the loop there.
// Before a combined construct (hoisted: the final value is assigned after
// it) and without lastprivate it is fine.
void lastprivate_inline(int n, float *a) {
  int j, k;
#pragma omp parallel
  {
#pragma omp for lastprivate(j)
#pragma approx perfo(large:3)
    // expected-error@+1 {{'perfo' after '#pragma omp' cannot give the lastprivate loop variable 'j' its value after the loop (not supported yet); put '#pragma approx' before the '#pragma omp' line of a combined construct, or drop 'lastprivate(j)'}}
    for (j = 0; j < n; ++j) a[j] = 0;
#pragma omp for lastprivate(k)
#pragma approx perfo(large:3)
    for (int i = 0; i < n; ++i) k = i;
#pragma omp for
#pragma approx perfo(large:3)
    for (j = 0; j < n; ++j) a[j] = 0;
  }
#pragma approx perfo(large:3)
#pragma omp parallel for lastprivate(j)
  for (j = 0; j < n; ++j) a[j] = 0;
}

// Before the teams construct a target region holds, nothing may stand:
// an error at the pragma (after the teams line the region is fine,
// Exec/perfo-teams-in-target.c).
void teams_in_target(int n, float *a) {
#pragma omp target map(tofrom: a[0:n])
  {
// expected-error@+1 {{'#pragma approx' cannot stand before the 'teams' construct of a target region (nothing may stand between 'target' and 'teams'); put it after the '#pragma omp teams ...' line}}
#pragma approx perfo(large:4)
#pragma omp teams distribute parallel for
    for (int i = 0; i < n; ++i) a[i] = 0;
  }
}
