// C++-only loop forms under 'perfo': range-based for, reference loop
// variables and iterator loops (a begin/end call, an iterator type, a
// variable of class type) are rejected at the user's tokens, not with cast
// errors in the lowered code; integer loops in templates and 'auto' integer
// variables work.
// RUN: %approx-clang -x c++ -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

struct Iter {
  float *p;
  Iter &operator++();
  bool operator<(const Iter &) const;
  long operator-(const Iter &) const;
  Iter operator+(long) const;
  Iter &operator+=(long);
  float &operator*() const;
};
struct Vec {
  typedef Iter iterator;
  Iter begin();
  Iter end();
};
typedef Iter It;

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
  Vec v2;
#pragma approx perfo(small:2)
  for (auto it = v2.begin(); it < v2.end(); ++it) *it = 0; // expected-error {{'perfo' supports integer loop variables only; 'it' is initialized with an iterator ('begin()'): write the loop over an integer index}}
#pragma approx perfo(small:2)
#pragma omp parallel for
  for (Vec::iterator it = v2.begin(); it < v2.end(); ++it) *it = 0; // expected-error {{'perfo' supports integer loop variables only; 'it' is an iterator ('iterator'): write the loop over an integer index}}
#pragma approx perfo(small:2)
  for (It it = v2.begin(); it < v2.end(); ++it) *it = 0; // expected-error {{'perfo' supports integer loop variables only; 'it' is of type 'It': write the loop over an integer index}}
  Iter cur;
#pragma omp parallel for
#pragma approx perfo(small:2)
  for (cur = v2.begin(); cur < v2.end(); ++cur) *cur = 0; // expected-error {{'perfo' supports integer loop variables only; 'cur' is of type 'Iter': write the loop over an integer index}}
#pragma approx perfo(small:2)
  for (auto k = n - n; k < n; ++k) a[k] = 0;
  tmpl(n, a);
  tmpl<long>(n, a);
}
