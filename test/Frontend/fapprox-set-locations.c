// Every diagnostic about a -fapprox-set text points into the text (the
// buffer <-fapprox-set=LABEL>), its end included: "expected ')'" at the end
// of 'memo(in, size(2)' was reported at column 1 of the pragma. A clause of
// the option that cannot stand with a clause of the pragma is an error in
// the option's text with a note at the pragma's clause, whichever of the
// two the message names first ('pf:memo(in)' was an error at the pragma's
// 'perfo' that named no option; 'pf:sync(warp)' one in the option that
// named no pragma clause). Clauses that conflict within the pragma, or
// within the option, are one error there.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=in:memo(in, size(2)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PAREN --implicit-check-not=note:
// PAREN: <-fapprox-set=in>:1:17: error: expected ')' in 'memo' clause
// PAREN: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:perfo(small:2' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PERFOPAREN
// PERFOPAREN: <-fapprox-set=pf>:1:14: error: expected ')' in 'perfo' clause
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:perfo(small:2),' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COMMA
// COMMA: <-fapprox-set=pf>:1:16: error: expected a clause after ','

// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:memo(in)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MEMO
// MEMO: <-fapprox-set=pf>:1:1: error: 'perfo' cannot be combined with 'memo' in one pragma: a memoized iteration is either run whole or replaced by stored outputs
// MEMO: fapprox-set-locations.c:[[#PF:]]:16: note: the pragma's 'perfo' clause, which the -fapprox-set clause conflicts with
// MEMO-NEXT: [[#PF]] | #pragma approx perfo(small:2) label("pf")
// MEMO: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=in:perfo(small:2)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PERFO
// PERFO: <-fapprox-set=in>:1:1: error: 'perfo' cannot be combined with 'memo' in one pragma
// PERFO: fapprox-set-locations.c:[[#IN:]]:16: note: the pragma's 'memo' clause, which the -fapprox-set clause conflicts with
// PERFO-NEXT: [[#IN]] | #pragma approx memo(in) in(x[i]) out(y[i]) label("in")
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:sync(warp)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SYNC
// SYNC: <-fapprox-set=pf>:1:1: error: 'sync', 'atomic' and 'branch' apply to a statement of their own and cannot be combined with 'perfo' in one pragma
// SYNC: fapprox-set-locations.c:[[#PF:]]:16: note: the pragma's 'perfo' clause, which the -fapprox-set clause conflicts with
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=s:atomic(team)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ATOMIC
// ATOMIC: <-fapprox-set=s>:1:1: error: use one of 'sync', 'atomic' or 'branch' per pragma
// ATOMIC: fapprox-set-locations.c:[[#S:]]:16: note: the pragma's 'sync' clause, which the -fapprox-set clause conflicts with
// ATOMIC-NEXT: [[#S]] | #pragma approx sync(skip) label("s")
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=d:out(a[0:n])' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ITEM
// ITEM: <-fapprox-set=d>:1:5: error: 'a' is both an 'in' and an 'out' item; an item is either perforated on input or reconstructed on output
// ITEM: fapprox-set-locations.c:[[#D:]]:34: note: the pragma's 'in' clause, which the -fapprox-set clause conflicts with
// ITEM-NEXT: [[#D]] | #pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn) label("d")
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=s:in(a[0:n]) precision(half)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DATA
// DATA: <-fapprox-set=s>:1:1: error: 'sync', 'atomic' and 'branch' cannot be combined with 'in', 'out' or 'precision' in one pragma
// DATA: fapprox-set-locations.c:[[#S:]]:16: note: the pragma's 'sync' clause, which the -fapprox-set clause conflicts with

// Both clauses from the option: one error in it, no note.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=x:memo(in) perfo(large:2)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOTH --implicit-check-not=note:
// BOTH: <-fapprox-set=x>:1:10: error: 'perfo' cannot be combined with 'memo' in one pragma

// The same under -verify: the error in the option's buffer, the note at the
// pragma.
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=pf:memo(in)' -Xclang -verify=pf %s
// pf-error@*:* {{'perfo' cannot be combined with 'memo' in one pragma}}
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=s:atomic(team)' -Xclang -verify=s %s
// s-error@*:* {{use one of 'sync', 'atomic' or 'branch' per pragma}}

void f(int n, const double *x, double *y, int *c, float *a, float *b) {
#pragma approx memo(in) in(x[i]) out(y[i]) label("in")
  for (int i = 0; i < n; ++i)
    y[i] = x[i] * 2;
// pf-note@+1 {{the pragma's 'perfo' clause, which the -fapprox-set clause conflicts with}}
#pragma approx perfo(small:2) label("pf")
  for (int i = 0; i < n; ++i)
    c[i] = i;
#pragma omp parallel
  {
// s-note@+1 {{the pragma's 'sync' clause, which the -fapprox-set clause conflicts with}}
#pragma approx sync(skip) label("s")
#pragma omp barrier
    c[0] = 1;
  }
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn) label("d")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * 2;
#pragma approx perfo(small:3) label("x")
  for (int i = 0; i < n; ++i)
    c[i] = i;
}
