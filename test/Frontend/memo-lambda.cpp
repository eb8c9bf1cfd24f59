// memo's jump checks in C++: a `return` (or a loop's `break`) inside a
// lambda's body ends or stays in the lambda, so it does not leave the
// memoized statement or iteration; the lambda's writes are still checked
// like any others; a `return` outside the lambda still leaves. A lambda's
// captures (`[=]`, `[k = 2]`) are no writes.
// RUN: %approx-clangxx -fopenmp -fsyntax-only -Xclang -verify %s
// An attribute's `[[...]]` before a block is no lambda: a `return` in that
// block still leaves.
// RUN: %approx-clangxx -std=c++20 -fopenmp -fsyntax-only -Xclang -verify=expected,cxx20 -DCXX20 %s

void f(int n, const double *x, double *y) {
  double sum = 0;
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(x[i]) out(y[i])
    y[i] = [&]() { return x[i] * x[i]; }(); // fine
#pragma approx memo(in) in(x[i]) out(y[i])
    y[i] = [&](int k) -> double { for (int j = 0; j < k; ++j) if (j > 2) break; return x[i]; }(3); // fine
#pragma approx memo(in) in(x[i]) out(y[i])
    y[i] = [&]() { sum += x[i]; return x[i]; }(); // expected-error {{'memo' region writes 'sum', which is not one of its 'out' or 'inout' items; an iteration that reuses outputs would not write it}}
#pragma approx memo(in) in(x[i]) out(y[i])
    { y[i] = [&]() { return x[i]; }(); if (y[i] < 0) return; } // expected-error {{'return' leaves the memoized statement; its executions must end at the statement's end}}
  }
#pragma approx memo(in) in(x[i]) out(y[i])
  for (int i = 0; i < n; ++i)
    y[i] = [=]() mutable { return x[i] + 1; }(); // the loop form, a [=] capture: fine
#pragma approx memo(in) in(x[i]) out(y[i])
  for (int i = 0; i < n; ++i)
    y[i] = [k = 2, &x, i]() { return x[i] * k; }(); // init-captures write nothing of ours
  (void)sum;
}

#ifdef CXX20
void g(int n, const double *x, double *y) {
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(x[i]) out(y[i])
    { y[i] = x[i]; if (y[i] < 0) [[unlikely]] { return; } } // cxx20-error {{'return' leaves the memoized statement; its executions must end at the statement's end}}
  }
}
#endif
