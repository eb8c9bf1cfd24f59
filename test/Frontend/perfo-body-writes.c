// A perforated sequential loop whose body writes its loop variable, or a
// variable its bound or step reads, is an error at the write: the lowered
// loop computes the trip count once and sets the variable per kept
// iteration, so the write would silently change nothing, even with the
// region disabled (plain C: 27 where the lowering gave 45 for the 'i += 3'
// loop below). Shadowing declarations, members, OpenMP loops (whose trip
// count is computed once too) and the continue lowering are left alone.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang -fopenmp -fsyntax-only -fapprox-perfo-lowering=continue -Xclang -verify=cont %s
// cont-no-diagnostics

struct S { int n, i; };

int f(int n, int s, struct S *p) {
  int c = 0, j;
  // expected-note@+1 {{perforation requested here}}
#pragma approx perfo(large:2) label("var")
  // expected-error@+1 {{the body of a perforated loop must not modify its loop variable 'i': the lowered loop gives it each kept iteration's value}}
  for (int i = 0; i < 10; ++i) { c += i; if (i == 4) i += 3; }

  // expected-note@+1 {{perforation requested here}}
#pragma approx perfo(large:2) label("pre")
  // expected-error@+1 {{must not modify its loop variable 'j'}}
  for (j = 0; j < 10; ++j) { if (c > 3) ++j; }

  // expected-note@+1 {{perforation requested here}}
#pragma approx perfo(large:2) label("bound")
  // expected-error@+1 {{the body of a perforated loop must not modify 'n', which its loop bound reads: the trip count is computed once, before the loop}}
  for (int i = 0; i < n; ++i) { c += i; if (i == 3) n = 6; }

  // expected-note@+1 {{perforation requested here}}
#pragma approx perfo(small:2) label("step")
  // expected-error@+1 {{must not modify 's', which its loop step reads}}
  for (int i = 0; i < 100; i += s) s--;

#pragma omp target map(tofrom: c)
  {
    // expected-note@+1 {{perforation requested here}}
#pragma approx perfo(large:2) label("in-target")
    // expected-error@+1 {{must not modify its loop variable 'i'}}
    for (int i = 0; i < 10; ++i) c += i++;
  }

  // Not writes of the loop's names: a shadowing declaration, members,
  // elements, comparisons, a called function's name.
#pragma approx perfo(large:2) label("shadow")
  for (int i = 0; i < n; ++i)
    for (int i = 0; i < 3; ++i) c += i;
#pragma approx perfo(large:2) label("members")
  for (int i = 0; i < p->n; ++i) { p->i++; p->n += 0 * c; c += i == n; }
  int a[10];
#pragma approx perfo(large:2) label("elems")
  for (int i = 0; i < 10; ++i) a[i] = i;

  // OpenMP loops: the variable is the construct's private copy, reset per
  // iteration, and the trip count computed once, with or without perfo.
#pragma approx perfo(large:2) label("omp")
#pragma omp parallel for
  for (int i = 0; i < n; ++i) { if (i == 2) n = 3; }
#pragma omp parallel for
  for (int i = 0; i < 10; ++i) {
#pragma approx perfo(large:2) label("inline")
#pragma omp simd
    for (int k = 0; k < 4; ++k) a[k] = k;
  }
  return c;
}
