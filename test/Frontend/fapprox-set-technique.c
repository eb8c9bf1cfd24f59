// A -fapprox-set label that a region of the file has, with a clause that
// does not apply to that region's technique, is an error in the option's
// text (never a silent no-op, as an unmatched label was): 'reconstruct' on
// a perforated loop without items, a memo(out) knob on a memo(in) region,
// a precision list naming no variable of the statement, 'branch' on a memo
// region (with a note at the pragma's clause). Fapprox-set-locations.c has
// the other pairs; this file pins the ones it lacks. These errors predate
// -Wapprox-unknown-label: the test guards them, it did not fail before.
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:reconstruct(nn)' -Xclang -verify=recon %s
// recon-error@*:* {{'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item}}
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=mi:memo(in, history(2))' -Xclang -verify=knob %s
// knob-error@*:* {{'history' is a knob of 'memo(out)', not of 'memo(in)'}}
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:precision(half: zz)' -Xclang -verify=list %s
// list-error@*:* {{'precision' list names 'zz', which is not a floating-point variable of the statement}}
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=mi:branch(then)' -Xclang -verify=branch %s
// branch-error@*:* {{'branch' cannot be combined with 'memo' in one pragma}}

void f(int n, const double *x, double *y, int *c) {
#pragma approx perfo(small:2) label("pf")
  for (int i = 0; i < n; ++i)
    c[i] = i;
// branch-note@+1 {{the pragma's 'memo' clause, which the -fapprox-set clause conflicts with}}
#pragma approx memo(in) in(x[i]) out(y[i]) label("mi")
  for (int i = 0; i < n; ++i)
    y[i] = x[i] * 2;
}
