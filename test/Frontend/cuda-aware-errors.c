// sync / atomic / branch: every form the lowering does not take is an error
// at the offending token that names the form. After the error the statement
// is compiled as written, so clang's own OpenMP diagnostics may follow.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int *h, float *a, short *s, unsigned short *us, int v, int n) {
  // ---- atomic: directive forms other than update
#pragma approx atomic(team)
#pragma omp atomic capture // expected-error {{'#pragma omp atomic capture' is not supported by '#pragma approx atomic'; only update atomics are}}
  v = h[0]++;
#pragma approx atomic(team)
#pragma omp atomic read // expected-error {{'#pragma omp atomic read' is not supported by '#pragma approx atomic'; only update atomics are}}
  v = h[0];
#pragma approx atomic(warp)
#pragma omp atomic write // expected-error {{'#pragma omp atomic write' is not supported by '#pragma approx atomic'; only update atomics are}}
  h[0] = 3;
#pragma approx atomic(none)
#pragma omp atomic compare // expected-error {{'#pragma omp atomic compare' is not supported by '#pragma approx atomic'; only update atomics are}}
  h[0] = h[0] < v ? v : h[0];
#pragma approx atomic(team)
#pragma omp atomic update seq_cst hint(0) // OK: update, memory orders and hints
  h[0] += 1;

  // ---- atomic: statement forms
#pragma approx atomic(team)
#pragma omp atomic
  v = h[0]++; // expected-error {{an atomic capture ('v = x++', 'v = x binop= expr', ...) is not supported by '#pragma approx atomic'}} expected-error {{the statement for 'atomic' must be an expression statement}} expected-note {{expected built-in binary operator}}
#pragma approx atomic(team)
#pragma omp atomic
  h[0] = v; // expected-error {{an atomic write ('x = expr') is not supported by '#pragma approx atomic'}} expected-error {{the statement for 'atomic' must be an expression statement}} expected-note {{expected built-in binary operator}}
#pragma approx atomic(block)
#pragma omp atomic
  { h[0] += 1; } // expected-error {{a structured block after '#pragma omp atomic' is not supported by '#pragma approx atomic'; write one update statement}} expected-error {{the statement for 'atomic' must be an expression statement}} expected-note {{expected an expression statement}}
#pragma approx atomic(warp)
#pragma omp atomic
  h[0] = h[0] * 2 + 1; // expected-error {{expected an atomic update statement after '#pragma omp atomic' ('x binop= expr', 'x++', '++x', 'x--', '--x', 'x = x binop expr' or 'x = expr binop x', binop one of + - * / & | ^ << >>)}} expected-error {{the statement for 'atomic' must be an expression statement}} expected-note {{expected in right hand side of expression}}
#pragma approx atomic(skip)
#pragma omp atomic
  h[0] = h[0] && v; // expected-error {{expected an atomic update statement after '#pragma omp atomic'}} expected-error {{the statement for 'atomic' must be an expression statement}} expected-note {{expected one of '+', '*', '-', '/', '&', '^', '|', '<<', or '>>' built-in operations}}
#pragma approx atomic(team)
#pragma omp atomic
  h[0] %= 3; // OK: clang accepts '%' in atomics, so do we
#pragma approx atomic(team)
#pragma omp atomic
  h[0] = h[0] + (int)-v; // OK: a cast is not a binary operator
#pragma approx atomic(team)
#pragma omp atomic
  h[0] = v * 2 - h[0]; // OK: x = expr - x

  // ---- atomic: types (a static assertion at x names x and the types taken;
  // once clang's _Generic error in generated code, "controlling expression
  // type 'short' not compatible with any generic association type")
#pragma approx atomic(warp)
#pragma omp atomic
  s[0] += 1; // expected-error {{static assertion failed: '#pragma approx atomic' takes an update of x of type int, unsigned, long, unsigned long, long long, unsigned long long, float or double; 's[0]' has another type}}
#pragma approx atomic(team)
#pragma omp atomic
  a[0] <<= 1; // expected-error {{static assertion failed: '#pragma approx atomic' takes an update of x of type int, unsigned, long, unsigned long, long long, unsigned long long (integer types only for & | ^ << >> %); 'a[0]' has another type}}
#pragma approx atomic(team)
#pragma omp atomic
  us[0] += 1; // expected-error {{static assertion failed: '#pragma approx atomic' takes an update of x of type int, unsigned, long, unsigned long, long long, unsigned long long, float or double; 'us[0]' has another type}}
#pragma approx atomic(none)
#pragma omp atomic
  us[1] -= 2; // OK: none runs the statement as written, any type

  // ---- nothing to apply to
#pragma approx atomic(none) // expected-error {{'atomic' found no '#pragma omp atomic' in the statement that follows}}
  h[0] += 1;
#pragma approx sync(warp) // expected-error {{'sync' found no '#pragma omp barrier' or 'ompx_sync_block' call in the statement that follows}}
  { h[0] = 1; }
#pragma approx branch(then) // expected-note {{requested here}}
  for (int i = 0; i < n; ++i) // expected-error {{'branch' applies to an 'if' statement}}
    if (h[i]) h[i] = 0;

  // ---- clause grammar
#pragma approx sync(tile(3)) // expected-error {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma omp barrier
#pragma approx sync(tile(64)) // expected-error {{'tile(K)' needs K to be a power of two between 1 and 32}}
#pragma omp barrier
#pragma approx sync(block) // expected-error {{unknown mode 'block' in 'sync' clause; expected 'skip', 'warp', 'tile', 'active'}}
#pragma omp barrier
#pragma approx atomic(device) // expected-error {{unknown mode 'device' in 'atomic' clause; expected 'team', 'block', 'warp', 'none', 'skip'}}
#pragma omp atomic
  h[0] += 1;
#pragma approx branch(maybe) // expected-error {{unknown mode 'maybe' in 'branch' clause; expected 'majority', 'then', 'else', 'skip'}}
  if (v) h[0] = 1;
#pragma approx sync(skip) atomic(none) // expected-error {{use one of 'sync', 'atomic' or 'branch' per pragma}}
#pragma omp barrier
#pragma approx sync(skip) in(a[0:n]) // expected-error {{'sync', 'atomic' and 'branch' cannot be combined with 'in', 'out' or 'precision' in one pragma}}
#pragma omp barrier
#pragma approx sync(skip) perfo(small:2) // expected-error {{'sync', 'atomic' and 'branch' apply to a statement of their own and cannot be combined with 'perfo' in one pragma}}
#pragma omp barrier
}
