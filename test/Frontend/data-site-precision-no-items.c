// Listless precision before a data directive (target data, enter data,
// update) without 'in'/'out' items: one error at the clause, since the
// clause approximates the transfer of the items and there are none (a
// region-wide precision over a 'target data' block of kernels is a likely
// mistake). Before, the plugin crashed (segfault in SiteEmitter::run).
// RUN: %approx-clang -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only -Xclang -verify %s

#define N 16
double a[N];

void f(void) {
// expected-error@+1 {{'precision' at '#pragma omp target data' approximates the transfer of the pragma's 'in'/'out' items, and it has none; add the arrays it moves as items ('in(a[lo:len])' to the device, 'out(a[lo:len])' back); region-wide precision belongs on a target construct that computes}}
#pragma approx precision(float) label("td")
#pragma omp target data map(to: a[0:N])
  {
  }
// expected-error@+1 {{'precision' at '#pragma omp target update' approximates}}
#pragma approx precision(half) label("ud")
#pragma omp target update from(a[0:N])
// expected-error@+1 {{'precision' at '#pragma omp target enter data' approximates}}
#pragma approx precision(bf16) label("ed")
#pragma omp target enter data map(to: a[0:N])
}
