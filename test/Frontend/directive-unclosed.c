// A region whose OpenMP directive leaves a clause open gets clang's own
// error at the directive and nothing else: the region is compiled as
// written. Before, the clause that memo and perfo add to the loop directive
// (private(j)) ran into the open one and drew three more errors at
// internal tokens ("expected ',' or ')'", "call to undeclared function
// 'private'", "expected variable name").
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void memo(int n, const double *x, double *y) {
  double last = 0;
  int j;
#pragma approx memo(in) in(x[j]) out(y[j]) label("m")
#pragma omp parallel for lastprivate(last // expected-error {{expected ')'}} expected-note {{to match this '('}}
  for (j = 0; j < n; ++j)
    y[j] = x[j] + 1;
}

void perfo(int n, const double *x, double *y) {
  double last = 0;
  int j;
#pragma approx perfo(small:2) label("p")
#pragma omp parallel for lastprivate(last // expected-error {{expected ')'}} expected-note {{to match this '('}}
  for (j = 0; j < n; ++j)
    y[j] = x[j] + 1;
}
