// -fapprox-set=<label>:<clause> is parsed with the pragma grammar; its
// errors point into a buffer named after the option.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:perfo(bogus:2)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=KIND
// KIND: <-fapprox-set=L>:1:7: error: unknown perforation kind 'bogus'; expected one of 'small', 'large', 'rate', 'rand', 'init', 'fini'
// KIND-NEXT: 1 | perfo(bogus:2)
// KIND: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:perfo(small:1)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=RANGE
// RANGE: <-fapprox-set=L>:1:13: error: perforation kind 'small' needs an integer in [2, 2147483647]
// RANGE: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:perfo(rate, chunk(0):0.5)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHUNK
// CHUNK: <-fapprox-set=L>:1:19: error: 'chunk' must be an integer in [1, 9007199254740992]
// CHUNK: 1 error generated.
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:perfo(rate 0.5)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COLON
// COLON: <-fapprox-set=L>:1:12: error: expected ':' and a value after the perforation kind, as in 'perfo(rate:expr)'
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:frob(1)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CLAUSE
// CLAUSE: <-fapprox-set=L>:1:1: error: unknown clause 'frob' in '#pragma approx'; expected perfo, memo, in, out, inout, reconstruct, precision, sync, atomic, branch, label or if
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:label("x")' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LABEL
// LABEL: <-fapprox-set=L>:1:1: error: -fapprox-set cannot change a region's label
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:in(a[0:0])' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IN
// IN: <-fapprox-set=L>:1:8: error: zero length in an array section of 'in': a section has at least one element, and a stride is at least 1
// RUN: not %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:sync(warp)' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COMBINE
// COMBINE: <-fapprox-set=L>:1:1: error: 'sync', 'atomic' and 'branch' apply to a statement of their own and cannot be combined with 'perfo' in one pragma

// The same messages under -verify (the location is the option's buffer).
// RUN: %approx-clang -fopenmp -fsyntax-only '-fapprox-set=L:perfo(bogus:2)' -Xclang -verify=bogus %s
// bogus-error@*:* {{unknown perforation kind 'bogus'; expected one of 'small', 'large', 'rate', 'rand', 'init', 'fini'}}

// An override replaces the clause (no 'duplicate' error); several
// overrides of one label apply in order; an override of a label absent
// from this file is no error (another file may have it) but a
// -Wapprox-unknown-label warning (Frontend/fapprox-set-unknown-label.c),
// and its text is not parsed here.
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=ok %s \
// RUN:   '-fapprox-set=L:perfo(large:4)' '-fapprox-set=L:if(n > 2)' '-fapprox-set=other:perfo(bogus:1)'
// ok-warning@*:* {{no '#pragma approx' region in this translation unit is labelled 'other': '-fapprox-set=other:perfo(bogus:1)' changes nothing in it (its labels: 'L') [-Wapprox-unknown-label]}}

void f(int n, float *a) {
#pragma approx perfo(small:2) label("L")
  for (int i = 0; i < n; ++i) a[i] = 0;
}
