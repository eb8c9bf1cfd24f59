// A -fapprox-set whose label names no region of a separately compiled file
// draws a -Wapprox-unknown-label warning at the option's text, listing the
// file's labels (before, it was silently ignored and the program ran
// exactly); another file may hold the label, so it is a warning that
// -Wno-approx-unknown-label and -w silence, -Werror makes an error and
// -Wno-error=approx-unknown-label keeps a warning. A matched label, a
// default 'file:line' label included, draws nothing; one diagnostic per
// label, whatever the number of its clauses; the device compile is silent.
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s \
// RUN:   '-fapprox-set=blurr:perfo(large:4)' '-fapprox-set=blurr:if(n > 2)' \
// RUN:   '-fapprox-set=blur:perfo(large:3)' '-fapprox-set=fapprox-set-unknown-label.c:31:perfo(large:2)'
// RUN: %approx-clang %host-offload -c -o /dev/null %s '-fapprox-set=blurr:perfo(large:4)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONCE
// ONCE: <-fapprox-set=blurr>:1:1: warning: no '#pragma approx' region in this translation unit is labelled 'blurr'
// ONCE-NOT: warning:
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=quiet %s '-fapprox-set=blurr:perfo(large:4)' -Wno-approx-unknown-label
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=quiet %s '-fapprox-set=blurr:perfo(large:4)' -w
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %s '-fapprox-set=blurr:perfo(large:4)' -Werror -Wno-error=approx-unknown-label
// RUN: not %approx-clang -fopenmp -fsyntax-only %s '-fapprox-set=blurr:perfo(large:4)' -Werror 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// RUN: not %approx-clang -fopenmp -fsyntax-only %s '-fapprox-set=blurr:perfo(large:4)' -Werror=approx-unknown-label 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERR
// ERR: <-fapprox-set=blurr>:1:1: error: no '#pragma approx' region in this translation unit is labelled 'blurr'
// ERR-NEXT: 1 | perfo(large:4)
// quiet-no-diagnostics
// expected-warning@*:* {{no '#pragma approx' region in this translation unit is labelled 'blurr': '-fapprox-set=blurr:perfo(large:4)' changes nothing in it (its labels: 'blur', 'fapprox-set-unknown-label.c:31', 'sharpen') [-Wapprox-unknown-label]}}

void f(int n, float *a) {
#pragma approx perfo(small:2) label("blur")
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 1;
#pragma approx perfo(small:2) label("sharpen")
  for (int i = 0; i < n; ++i) a[i] = 2;
}
