// hint(h) on the '#pragma omp atomic' of '#pragma approx atomic' without
// if(): clang ignores an atomic's hint (the same atomicrmw with or without
// it), and so does the lowering, but h is checked as clang checks it, at
// the user's h: a non-negative integer constant expression (an omp.h
// hint, an integer literal). Once it was dropped unchecked: hint(v),
// hint(-1) and hint(1.5) compiled. With if() the exact fallback keeps the
// directive and clang reports it there itself. C, C++, device compile.
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -fsyntax-only -Xclang -verify %s
#include <omp.h>

void f(int *h, int v, int n) { // expected-note 0-1 {{declared here}}
#pragma omp target teams distribute parallel for map(tofrom: h[0:8])
  for (int i = 0; i < n; ++i) {
#pragma approx atomic(team)
#pragma omp atomic hint(omp_sync_hint_speculative)
    h[0] += 1;
#pragma approx atomic(warp)
#pragma omp atomic update hint(2) relaxed
    h[1] += 1;
#pragma approx atomic(team)
#pragma omp atomic hint(v) // expected-error {{static assertion expression is not an integral constant expression}} expected-note 0-1 {{function parameter 'v' with unknown value}}
    h[2] += 1;
#pragma approx atomic(warp)
#pragma omp atomic hint(-1) // expected-error {{the argument of 'hint' on '#pragma omp atomic' must be a non-negative integer constant expression}}
    h[3] += 1;
#pragma approx atomic(none)
#pragma omp atomic hint(1.5) // expected-error {{the argument of 'hint' on '#pragma omp atomic' must be a non-negative integer constant expression}} expected-note {{expression evaluates to '8 <= 4'}}
    h[4] += 1;
#pragma approx atomic(team) if(v)
#pragma omp atomic hint(-2) // expected-error {{argument to 'hint' clause must be a non-negative integer value}}
    h[5] += 1;
  }
}
