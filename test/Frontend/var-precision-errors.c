// Bad input of mixed precision (issue 19, VarPrecision.cpp): one error per
// mistake at the pragma's clause or at the name in its list, naming the
// clause, with a note at the statement's token where the statement is the
// reason; the region is then not lowered.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

int printf(const char *, ...);
void keep(double *p);

// A demoted argument of a recursive call (the function's parameter keeps
// its precision).
double g(double x, int n) {
  double s = 0;
// expected-error@+1 {{'t' would become float under 'precision(float)', but the statement passes it to a recursive call of 'g', whose precision cannot follow}}
#pragma approx precision(float) label("rec")
  for (int i = 0; i < n; ++i) {
    double t = x * i;
    s += n > 1 ? g(t, n - 1) : t; // expected-note {{called here}}
  }
  return s;
}

void f(int n, double *a, double *b, double alpha, int k) {
  // Names that are no floating-point variable of the region.
// expected-error@+1 {{'precision' list names 'k', a variable of type 'int'; only floating-point variables change precision}}
#pragma approx precision(float : k)
  for (int i = 0; i < n; ++i) { double t = a[i] * k; b[i] = t; }
// expected-error@+1 {{'precision' list names 'i', which the statement declares as 'int', not as a floating-point variable}}
#pragma approx precision(float : i)
  for (int i = 0; i < n; ++i) { double t = a[i]; b[i] = t; }
// expected-error@+1 {{'precision' list names 'nothere', which is not a floating-point variable of the statement (declared in it, or a scalar declared outside that it uses)}}
#pragma approx precision(float : nothere)
  for (int i = 0; i < n; ++i) { double t = a[i]; b[i] = t; }
// expected-error@+1 {{'precision' list names 'p', which the statement declares as a pointer, not as a floating-point variable}}
#pragma approx precision(float : p)
  for (int i = 0; i < n; ++i) { double *p = &a[i]; b[i] = *p; }
// expected-error@+1 {{'precision' list names the array 'b', declared outside the statement, which no target construct of the statement maps as a section ('map(to|from|tofrom: b[lo:len])'): only such an array gets a typed copy (not supported yet otherwise)}}
#pragma approx precision(half : b)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision' list names 'alpha', declared outside the statement, which the statement assigns: not supported yet (only read-only scalars get a copy)}}
#pragma approx precision(half : alpha)
  for (int i = 0; i < n; ++i) { alpha += 1; b[i] = a[i] * alpha; }

  // The clauses together.
// expected-error@+1 {{'t' is named by two 'precision' clauses}}
#pragma approx precision(float : t) precision(half : t)
  for (int i = 0; i < n; ++i) { double t = a[i]; b[i] = t; }
// expected-error@+1 {{duplicate 'precision(float)' clause; list every variable of one type in one clause}}
#pragma approx precision(float : t) precision(float : u)
  for (int i = 0; i < n; ++i) { double t = a[i], u = t; b[i] = u; }
// expected-error@+1 {{a pragma takes one 'precision' clause without a list; give the other types lists}}
#pragma approx precision(float) precision(half)
  for (int i = 0; i < n; ++i) { double t = a[i]; b[i] = t; }
// expected-error@+1 {{'precision(double)' needs a list: it keeps the listed variables exact, e.g. 'precision(double : x)'}}
#pragma approx precision(double)
  for (int i = 0; i < n; ++i) { double t = a[i]; b[i] = t; }

  // Addresses that escape, variadic calls.
// expected-error@+1 {{'t' would become float under 'precision(float)', but the statement takes its address ('&t'), which may escape the region; keep it exact with 'precision(double : t)'}}
#pragma approx precision(float)
  for (int i = 0; i < n; ++i) { double t = a[i]; keep(&t); b[i] = t; } // expected-note {{address taken here}}
// expected-error@+1 {{'t' would become _Float16 under 'precision(half)', but the statement takes its address ('&t'), which may escape the region; remove it from the list}}
#pragma approx precision(half : t)
  for (int i = 0; i < n; ++i) { double t = a[i]; keep(&t); b[i] = t; } // expected-note {{address taken here}}
// expected-error@+1 {{'t' would become float under 'precision(float)', but the statement passes it to the variadic function 'printf', whose precision cannot follow}}
#pragma approx precision(float)
  for (int i = 0; i < n; ++i) { double t = a[i]; printf("%f\n", t); b[i] = t; } // expected-note {{called here}}

  // A retyped array used as a pointer: its typed copy would be read through
  // a pointer of the old type (C only warns: incompatible pointer types).
// expected-error@+1 {{'a' would become an array of float under 'precision(float)', but the statement uses it as a pointer, not through its elements ('a[...]'); remove it from the list}}
#pragma approx precision(float : a) label("ptr")
#pragma omp target teams distribute parallel for map(to : a[0:n]) map(from : b[0:n])
  for (int i = 0; i < n; ++i) { const double *p = a + i; b[i] = *p; } // expected-note {{used as a pointer here}}
// expected-error@+1 {{'a' would become an array of _Float16 under 'precision(half)', but the statement uses it as a pointer, not through its elements ('a[...]'); keep it at its type}}
#pragma approx in(a[0:n]) precision(half) label("ptr-in")
#pragma omp target teams distribute parallel for map(to : a[0:n]) map(from : b[0:n])
  for (int i = 0; i < n; ++i) { keep(a + i); b[i] = a[i]; } // expected-note {{used as a pointer here}}

  // No floating-point variable to demote.
// expected-error@+1 {{'precision(float)' without a list demotes the floating-point variables declared in the statement, and it declares none wider than float (arrays and parameters take 'in'/'out' items or a list)}}
#pragma approx precision(float)
  for (int i = 0; i < n; ++i) b[i] = a[i] * 2.0;
// expected-error@+1 {{'precision(bf16)' without a list demotes the floating-point variables declared in the statement, and it declares none wider than bf16 (arrays and parameters take 'in'/'out' items or a list)}}
#pragma approx precision(bf16)
  for (int i = 0; i < n; ++i) { __bf16 h = (__bf16)a[i]; b[i] = h; }

  // Fine: the address of a variable kept exact; a read-only parameter.
#pragma approx precision(float) precision(double : t)
  for (int i = 0; i < n; ++i) { double t = a[i]; keep(&t); double u = t; b[i] = u; }
#pragma approx precision(half : alpha) label("ok")
  for (int i = 0; i < n; ++i) b[i] = a[i] * alpha;
  // Fine: a retyped array used to reach its elements only (a[k], *a, *(a + k)).
#pragma approx precision(float : a) label("elements")
#pragma omp target teams distribute parallel for map(to : a[0:n]) map(from : b[0:n])
  for (int i = 0; i < n; ++i) { double t = a[i] + *a + *(a + (n - 1 - i)); b[i] = t; }
}

// A listed array that the construct maps 'alloc': no typed copy to make.
void h(int n, double *a, double *b) {
// expected-error@+1 {{'precision' list names the array 'a', declared outside the statement, which no target construct of the statement maps as a section ('map(to|from|tofrom: a[lo:len])'): only such an array gets a typed copy (not supported yet otherwise)}}
#pragma approx precision(float : a)
#pragma omp target teams distribute parallel for map(alloc: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// Fine: mapped sections get typed copies.
#pragma approx precision(float : a) precision(half : b)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i] * 0.5;
}

// Inside a group, the region inside is lowered before the parser reaches
// it: a listed name declared in the group's block is not looked up, and a
// static assertion in the generated code checks it at the name instead.
void nested(int n, double *b) {
#pragma approx label("grp")
  {
    int m = 3;
    double s = 0.5;
// expected-error@+2 {{precision(float): 'm' must be a floating-point scalar}}
// expected-note@+1 {{expression evaluates to '1 == 8'}}
#pragma approx perfo(small:2) precision(float : m)
    for (int i = 0; i < n; ++i) b[i] = b[i] * m;
// Fine: a double of the block gets a float copy.
#pragma approx perfo(small:2) precision(float : s)
    for (int i = 0; i < n; ++i) b[i] = b[i] * s;
  }
}
