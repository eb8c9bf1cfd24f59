// C++-only loop forms under 'perfo': range-based for and reference loop
// variables are rejected; iterator-free integer loops in templates work.
// RUN: %approx-clang -x c++ -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

template <typename T> void tmpl(T n, float *a) {
#pragma approx perfo(large:2)
  for (T i = 0; i < n; ++i) a[i] = 0;
}

void f(int n, float *a) {
  float v[8];
#pragma approx perfo(small:2)
  for (float &x : v) x = 0; // expected-error {{'perfo' needs a loop in OpenMP canonical form; range-based 'for' loops are not supported}}
#pragma approx perfo(small:2)
  for (auto x : v) (void)x; // expected-error {{'perfo' needs a loop in OpenMP canonical form; range-based 'for' loops are not supported}}
  int i = 0;
#pragma approx perfo(small:2)
  for (int &r = i; r < n; ++r) a[r] = 0; // expected-error {{'perfo' supports integer loop variables only; pointer and reference loop variables are not supported}}
#pragma approx perfo(small:2)
  for (int &&r = 0; r < n; ++r) a[r] = 0; // expected-error {{'perfo' supports integer loop variables only; pointer and reference loop variables are not supported}}
  tmpl(n, a);
  tmpl<long>(n, a);
}
