// One label names memo regions of one kind: a memo(in) and a memo(out)
// region under one label is an error at the second one's label, with a note
// at the first (the report added the memo(in) region's hits to the
// "memo_predictions" of the memo(out) one, and APPROX_CONFIG's "threshold"
// and "items" would set both). Regions of one kind share a label as any
// regions do, and a label of a memo region may also name other techniques.
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s
// The kind -fapprox-set gives counts: with it both regions of "L2" are
// memo(in).
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=set '-fapprox-set=L2:memo(in, threshold(0))' %s -DONLY_L2
// set-no-diagnostics

void f(int n, const double *x, double *y, double *z) {
#ifndef ONLY_L2
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("L") // expected-note {{the memo(in) region of label 'L'}}
  for (int i = 0; i < n; ++i)
    y[i] = x[i];
#pragma approx memo(out, threshold(0), history(2), predict(2)) out(z[i]) label("L") // expected-error {{label 'L' names a memo(in) region already; give this memo(out) region a label of its own (one label's report and APPROX_CONFIG knobs cannot serve both memo kinds)}}
  for (int i = 0; i < n; ++i)
    z[i] = x[i];
#pragma approx memo(in) in(x[i]) out(z[i]) label("L")
  for (int i = 0; i < n; ++i)
    z[i] = x[i] + 1;
#pragma approx perfo(small:2) label("L")
  for (int i = 0; i < n; ++i)
    z[i] = 0;
#endif
#pragma approx memo(in) in(x[i]) out(y[i]) label("L2") // expected-note {{the memo(in) region of label 'L2'}}
  for (int i = 0; i < n; ++i)
    y[i] = x[i];
#pragma approx memo(out) inout(z[i]) label("L2") // expected-error {{label 'L2' names a memo(in) region already}}
  for (int i = 0; i < n; ++i)
    z[i] = z[i] + 1;
}
