// A region whose lowering reports an error is not lowered at all: the
// statement is compiled as the user wrote it (ApproxPlugin.cpp keeps its
// tokens from before any lowering rewrote them), so one mistake gives one
// error at the user's tokens and no follow-on error about generated names
// (__approx_x...) or located in <scratch space>. Found by tools/fuzz: data
// clauses with 'perfo' on a statement that is not a loop gave a second error
// "use of undeclared identifier '__approx_x0_0'" at a rewritten token.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: not %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 %s 2>&1 \
// RUN:   | FileCheck --implicit-check-not='scratch space' --implicit-check-not=__approx %s
// CHECK-COUNT-3: error:
// CHECK: 3 errors generated.

void not_a_loop(int n, int m, float *a, float *out) {
#pragma approx precision(half) perfo(fini : 0.5) out(out[0 : n]) in(([n][m])a) // expected-note {{perforation requested here}}
  a[0] = 2.0f; // expected-error {{'perfo' applies to a 'for' loop}}
}

void not_a_loop_in(int n, int m, float *a) {
#pragma approx perfo(large : 2) in(([n][m])a) reconstruct(lerp, host) // expected-note {{perforation requested here}}
  { a[0] = 1.0f; } // expected-error {{'perfo' applies to a 'for' loop}}
}

void standalone(int n, float *a) {
#pragma approx perfo(large : 2) in(a[0 : n]) reconstruct(lerp)
#pragma omp barrier // expected-error {{'perfo' applies to a 'for' loop, not to the standalone directive '#pragma omp barrier'}}
}
