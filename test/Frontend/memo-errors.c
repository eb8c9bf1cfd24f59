// memo: misuse is one error at the user's tokens, naming the clause; the
// statement is then compiled as written.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

#include <math.h>

struct P { double x; };

void f(int n, const double *a, double *b, double *c, struct P *ps, double *p, const double *k) {
  double sum = 0;
  struct P s;
  // ---- the clause
#pragma approx memo(inn) in(a[i]) out(b[i]) // expected-error {{expected 'in' (input-aware memoization, iACT) or 'out' (temporal memoization of outputs, TAF) in 'memo' clause}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, size(0)) in(a[i]) out(b[i]) // expected-error {{'size' of 'memo' must be an integer in [1, 32] (entries of one table)}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, size(1 << 20)) in(a[i]) out(b[i]) // expected-error {{'size' of 'memo' must be an integer in [1, 32] (entries of one table)}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, threshold(-0.5)) in(a[i]) out(b[i]) // expected-error {{'threshold' of 'memo' must be a finite number >= 0}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, threshold(NAN)) in(a[i]) out(b[i]) // expected-error {{'threshold' of 'memo' must be a finite number >= 0}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, threshold(n)) in(a[i]) out(b[i]) // expected-error {{'threshold' of 'memo' needs a constant expression (APPROX_CONFIG may change it per label at run time)}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, tables(3)) in(a[i]) out(b[i]) // expected-error {{'tables' of 'memo' must be a power of two in [1, 32] (tables per warp)}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, items(0)) in(a[i]) out(b[i]) // expected-error {{'items' of 'memo' must be an integer in [1, 1048576] (iterations per thread)}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(out, history(33)) out(b[i]) // expected-error {{'history' of 'memo' must be an integer in [1, 32]}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(out, predict(0)) out(b[i]) // expected-error {{'predict' of 'memo' must be an integer in [1, 2147483647]}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, history(2)) in(a[i]) out(b[i]) // expected-error {{'history' is a knob of 'memo(out)', not of 'memo(in)'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(out, size(2)) out(b[i]) // expected-error {{'size' is a knob of 'memo(in)', not of 'memo(out)'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, hierarchy(block)) in(a[i]) out(b[i]) // expected-error {{expected 'thread', 'warp' in 'hierarchy' of 'memo'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in:block) in(a[i]) out(b[i]) // expected-error {{HPAC's 'block' decision hierarchy is not supported by approx-clang; expected 'thread' or 'warp' after 'memo(in:'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(out:team) out(b[i]) // expected-error {{expected 'thread' or 'warp' (the decision hierarchy) after 'memo(out:'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected 'thread' or 'warp' (the decision hierarchy) after 'memo(in:'}}
#pragma approx memo(in:) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in:warp, size(4), hierarchy(thread)) in(a[i]) out(b[i]) // expected-error {{the hierarchy of 'memo' is written twice: 'memo(in:warp)' names it already; drop 'hierarchy(...)' or the ':warp'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in:thread, hierarchy(thread)) in(a[i]) out(b[i]) // expected-error {{the hierarchy of 'memo' is written twice: 'memo(in:thread)' names it already}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(out:warp, hierarchy(warp)) out(b[i]) // expected-error {{'hierarchy' is a knob of 'memo(in)', not of 'memo(out)'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, warp) in(a[i]) out(b[i]) // expected-error {{unknown knob 'warp' in 'memo' clause}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, size(2), size(4)) in(a[i]) out(b[i]) // expected-error {{duplicate 'size' in 'memo' clause}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in, colour(2)) in(a[i]) out(b[i]) // expected-error {{unknown knob 'colour' in 'memo' clause}}
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // ---- clauses memo does not compose with, and the items each kind needs
#pragma approx memo(in) perfo(small:2) in(a[i]) out(b[i]) // expected-error {{'perfo' cannot be combined with 'memo' in one pragma: a memoized iteration is either run whole or replaced by stored outputs}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) in(a[i]) out(b[i]) precision(half) // expected-error {{'precision' cannot be combined with 'memo' in one pragma}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) in(a[i]) out(b[i]) sync(skip) // expected-error {{'sync' cannot be combined with 'memo' in one pragma}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
  // memo(out)'s 'in' items are HPAC's declarations (test/Hpac/memo-hierarchy.c),
  // checked as such: an item that is no lvalue or names nothing is an error.
#pragma approx memo(out) in(3) out(b[i]) // expected-error {{'in' item '3' is not a variable, an array element or an array section}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-warning@+1 {{'in' items of 'memo(out)' only declare the region's data}}
#pragma approx memo(out) in(aa[i]) out(b[i]) // expected-error {{use of undeclared identifier 'aa'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(out) in(a[i:0]) out(b[i]) // expected-error {{zero length in an array section of 'in'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) out(b[i]) // expected-error {{'memo(in)' needs the inputs of an iteration in 'in(...)' or 'inout(...)'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) in(a[i]) // expected-error {{'memo(in)' needs the outputs of an iteration in 'out(...)' or 'inout(...)'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx perfo(small:2) in(a[0:n]) inout(b[0:n]) precision(half) // expected-error {{'inout' items belong to a 'memo' region: they are read and written by each iteration (without a data technique they are HPAC's declarations)}}
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // ---- items
#pragma approx memo(in) in(a[i], b[i]) out(b[i]) // expected-error {{'b[i]' is named by 'in' and 'out'; an item both read and written by the region belongs in 'inout'}}
  for (int i = 0; i < n; ++i) b[i] = a[i] + b[i];
#pragma approx memo(in) in(s.x) out(b[i]) // expected-error {{'in' item of 'memo' must be a variable, an array element 'a[i]' or a section 'a[lo:len]' of constant length}}
  for (int i = 0; i < n; ++i) b[i] = s.x;
  // An empty item (a trailing comma), at its clause (it had no location).
#pragma approx memo(in) in(a[i]) out(b[i], ) // expected-error {{'out' item of 'memo' must be a variable, an array element 'a[i]' or a section 'a[lo:len]' of constant length}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) in(a[i:n]) out(b[i]) // expected-error {{the length of a section in a 'memo' item must be a constant integer in [1, 64]}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
  // A stride, at the stride (it was reported as a length that is not constant).
#pragma approx memo(in) in(a[i * 4:2:2]) out(b[i]) // expected-error-re {{{{^}}strides are not supported in 'memo' items: write a section 'a[lo:len]' of consecutive elements, or list the elements one by one ('a[i], a[i + 2]')}}
  for (int i = 0; i < n; ++i) b[i] = a[i * 4] + a[i * 4 + 2];
#pragma approx memo(in) in(ps[i]) out(b[i]) // expected-error {{'memo' needs items of arithmetic type; 'in' item 'ps' has type 'struct P'}}
  for (int i = 0; i < n; ++i) b[i] = ps[i].x;
#pragma approx memo(in) in(a) out(b[i]) // expected-error {{'memo' needs items of arithmetic type; 'in' item 'a' has type 'const double *'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) in(a[i]) out(k[i]) // expected-error {{'out' item 'k' of 'memo' is written by the region, but its type 'const double' is const}}
  for (int i = 0; i < n; ++i) sum = a[i];
#pragma approx memo(in) in(a[i]) out(nope[i]) // expected-error {{out-item 'nope' does not name a variable declared here}}
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // ---- the body: writes outside the out items, jumps out of an iteration
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    b[i] = a[i];
    sum += a[i]; // expected-error {{'memo' region writes 'sum', which is not one of its 'out' or 'inout' items; an iteration that reuses outputs would not write it}}
  }
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n - 1; ++i)
    b[i + 1] = a[i]; // expected-error {{'memo' region writes 'b[i+1]', which is not one of its 'out' or 'inout' items}}
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    double t = a[i] * 2, u; // locals of the body may be written
    u = t;
    ++u;
    b[i] = u;
    c[i]++; // expected-error {{'memo' region writes 'c[i]', which is not one of its 'out' or 'inout' items}}
  }
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    *p = a[i]; // expected-error {{a 'memo' region may write only its 'out' and 'inout' items and its own locals; this write goes through an expression it cannot name}}
    b[i] = a[i];
  }
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0)
      break; // expected-error {{'break' leaves a 'memo' region's iteration; an iteration must end at the end of the loop body (use 'continue')}}
    b[i] = a[i];
  }
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 3; ++j)
      if (j == 1)
        break; // a loop of the body: fine
    if (a[i] < 0)
      continue; // fine
    b[i] = a[i];
  }
  // A break after a loop of the body has ended leaves the iteration (it
  // was accepted while any earlier loop counted).
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < 3; ++j)
      b[i] = a[j];
    switch (n) { case 1: break; default: b[i] = 0; } // the switch's own break: fine
    if (a[i] < 0)
      break; // expected-error {{'break' leaves a 'memo' region's iteration; an iteration must end at the end of the loop body (use 'continue')}}
    b[i] = a[i];
  }
#pragma approx memo(in) in(a[i]) out(b[i])
  for (int i = 0; i < n; ++i) {
    do { if (a[i] > 1) break; b[i] = a[i]; } while (0); // a do loop's break: fine
  }

  // ---- placement and the statement
#pragma omp parallel for
#pragma approx memo(in) in(a[i]) out(b[i]) // expected-error {{'memo' must stand before the OpenMP directive of its loop: write '#pragma approx memo(...)' first, then '#pragma omp ...'}}
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx memo(in) in(a[0]) out(b[0])
#pragma omp parallel // expected-error@+1 {{'memo' before an OpenMP directive applies to the directive's 'for' loop, whose iterations are memoized; to memoize another statement, put the pragma on it inside the construct}}
  while (n--) b[0] = a[0];
  // ---- a scalar-key loop memoizes one statement of its body: a 'continue'
  // inside that statement would skip the rest of the body on a miss only
#pragma approx memo(in) in(r) out(v)
  for (int i = 0; i < n; ++i) {
    double r = a[i];
    double v;
    if (r > 0) v = r * 2; else { v = 0; continue; } // expected-error {{'continue' leaves the memoized statement; its executions must end at the statement's end}}
    b[i] = v;
  }
#pragma approx memo(in) in(r) out(v)
  for (int i = 0; i < n; ++i) {
    double r = a[i];
    if (r < 0)
      continue; // outside the memoized statement: fine
    double v;
    v = r * 2;
    b[i] = v;
  }
  // ---- memo on a statement (a table per thread that outlives it): the
  // statement's executions must end at its end, and it writes only its
  // out items, as an iteration does
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(a[i]) out(b[i])
    { b[i] = a[i]; if (b[i] < 0) continue; } // expected-error {{'continue' leaves the memoized statement; its executions must end at the statement's end}}
#pragma approx memo(in) in(a[i]) out(b[i])
    { b[i] = a[i]; if (b[i] < 0) break; } // expected-error {{'break' leaves the memoized statement; its executions must end at the statement's end}}
#pragma approx memo(in) in(a[i]) out(b[i])
    if (a[i] < 0) return; else b[i] = a[i]; // expected-error {{'return' leaves the memoized statement; its executions must end at the statement's end}}
#pragma approx memo(in) in(a[i]) out(b[i])
    { b[i] = a[i]; sum += b[i]; } // expected-error {{'memo' region writes 'sum', which is not one of its 'out' or 'inout' items; an iteration that reuses outputs would not write it}}
#pragma approx memo(in) in(a[i]) out(b[i])
    { b[i] = 0; for (int j = 0; j < 4; ++j) { if (a[j] < 0) continue; if (a[j] > 9) break; b[i] += a[j]; } } // a loop of the statement: fine
#pragma approx memo(in) in(a[i]) out(b[i])
    switch (n) { case 1: b[i] = a[i]; break; default: b[i] = 0; } // a switch of the statement: fine
#pragma approx memo(in) in(a[i]) out(b[i])
    { for (int j = 0; j < 4; ++j) b[i] = a[j]; if (b[i] < 0) continue; } // expected-error {{'continue' leaves the memoized statement; its executions must end at the statement's end}}
#pragma approx memo(in) in(a[i]) out(b[i])
    switch (n) { case 1: b[i] = a[i]; continue; default: b[i] = 0; } // expected-error {{'continue' leaves the memoized statement; its executions must end at the statement's end}}
#pragma approx memo(in, items(4)) in(a[i]) out(b[i]) // expected-error {{'items' groups the iterations of a loop; it does not apply to 'memo' on a statement, whose table serves all the executions of its thread}}
    b[i] = a[i];
  }
#pragma approx memo(in) in(a[i]) out(b[i])
#pragma omp parallel for collapse(2) // expected-error {{'memo' memoizes the iterations of one loop; 'collapse' is not supported}}
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) b[i] = a[i];
  // A linear variable would step once per group of 'items' iterations; the
  // loop variable's own linear(i) is its lastprivate(i) (Exec/memo-loop-variable.c).
  int lin = 0, iv;
#pragma approx memo(in) in(a[i]) out(b[i])
#pragma omp parallel for simd linear(lin : 2) // expected-error {{'linear' on a memoized loop is not supported: 'memo' runs the loop as groups of 'items' iterations, which would step the variable once per group; compute it from the loop variable instead}}
  for (int i = 0; i < n; ++i) b[i] = a[i] + lin;
#pragma approx memo(in) in(a[iv]) out(b[iv])
#pragma omp simd linear(iv, lin) // expected-error {{'linear' on a memoized loop is not supported: 'memo' runs the loop as groups of 'items' iterations, which would step the variable once per group; compute it from the loop variable instead}}
  for (iv = 0; iv < n; ++iv) b[iv] = a[iv] + lin;
#pragma approx memo(in) in(a[iv]) out(b[iv])
#pragma omp simd linear(val(iv))
  for (iv = 0; iv < n; ++iv) b[iv] = a[iv];
  // lastprivate(conditional:) would take the last group that assigned, not
  // the last iteration (groups interleave on NVPTX, and a hit assigns its
  // outputs); a plain lastprivate gives the last iteration's value
  // (Exec/memo-lastprivate-lanes.c).
  double last = 0;
#pragma approx memo(in) in(a[i]) out(b[i], last)
#pragma omp parallel for lastprivate(conditional: last) // expected-error {{'lastprivate(conditional: ...)' on a memoized loop is not supported: 'memo' runs the loop as groups of 'items' iterations (interleaved on NVPTX) and a reused iteration assigns all its outputs, so which iteration assigned the variable last is not known; assign it in every iteration and drop 'conditional:'}}
  for (int i = 0; i < n; ++i) {
    b[i] = a[i];
    if (a[i] > 0)
      last = a[i];
  }
#pragma approx memo(in) in(a[i]) out(b[i], last)
#pragma omp parallel for lastprivate(last)
  for (int i = 0; i < n; ++i) {
    b[i] = a[i];
    last = a[i];
  }
  // firstprivate and lastprivate: the groups' loop gives the variable back
  // itself (MemoLastprivate.cpp), with a copy per group, not per thread.
#pragma approx memo(in) in(a[i]) out(b[i], last)
#pragma omp parallel for firstprivate(last) lastprivate(last) // expected-error {{a variable both 'firstprivate' and 'lastprivate' on a memoized loop is not supported: the loop over groups gives the last iteration's value back itself; copy the variable's initial value into another variable before the loop}}
  for (int i = 0; i < n; ++i) {
    b[i] = a[i];
    last = a[i];
  }
}
