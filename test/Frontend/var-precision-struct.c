// A precision list cannot retype a struct's floating-point members (they
// keep the types the struct's declaration gives them; the fp-report lists
// them as "not_candidates", fp-report-struct.c): a list naming a variable
// of struct type that the statement declares is an error at the name that
// says so, with the type as written (it read as a name the statement does
// not declare), and so is a list naming a member ('s.x', 'q->x'), from the
// pragma or from -fapprox-set (it read as "expected a variable name"). A
// struct declared outside was already refused as a variable of its type.
// In C and in C++ (a class named without 'struct').
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clangxx -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify -x c++ %s
// RUN: not %approx-clang -fopenmp -fsyntax-only %s -DSET '-fapprox-set=set:precision(float : s.x)' 2>&1 | FileCheck %s --check-prefix=SET
// SET: error: 'precision' list names the member 's.x'; a list names whole floating-point variables, and a struct's member keeps the type its declaration gives it

struct vec3 {
  double x, y, z;
};
typedef struct vec3 vec3_t;

#ifndef SET
void f(int n, const double *a, double *b, struct vec3 out, struct vec3 *q) {
// expected-error@+1 {{'precision' list names 's', which the statement declares as 'struct vec3', not as a floating-point variable; a list cannot change the type of a struct's members, which keep the types its declaration gives them}}
#pragma approx precision(float : s)
  for (int i = 0; i < n; ++i) { struct vec3 s = {a[i], 0, 0}; b[i] = s.x; }
// expected-error@+1 {{'precision' list names 'ps', which the statement declares as an array of 'struct vec3', not as a floating-point variable; a list cannot change the type of a struct's members, which keep the types its declaration gives them}}
#pragma approx precision(half : ps)
  for (int i = 0; i < n; ++i) { struct vec3 ps[2]; ps[0].x = a[i]; b[i] = ps[0].x; }
// expected-error@+1 {{'precision' list names 'v', which the statement declares as 'vec3_t', not as a floating-point variable}}
#pragma approx precision(float : t, v)
  for (int i = 0; i < n; ++i) { double t = a[i]; vec3_t v; v.y = t; b[i] = v.y; }
// expected-error@+1 {{'precision' list names 'w', which the statement declares as 'struct', not as a floating-point variable}}
#pragma approx precision(float : w)
  for (int i = 0; i < n; ++i) { struct { double x; } w; w.x = a[i]; b[i] = w.x; }
// expected-error@+1 {{'precision' list names the member 's.x'; a list names whole floating-point variables, and a struct's member keeps the type its declaration gives it}}
#pragma approx precision(float : s.x)
  for (int i = 0; i < n; ++i) { struct vec3 s = {a[i], 0, 0}; b[i] = s.x; }
// expected-error@+1 {{'precision' list names the member 'q->x'; a list names whole floating-point variables, and a struct's member keeps the type its declaration gives it}}
#pragma approx precision(double : t, q->x)
  for (int i = 0; i < n; ++i) { double t = q->x; b[i] = t; }
// expected-error@+1 {{'precision' list names 'out', a variable of type 'struct vec3'; only floating-point variables change precision}}
#pragma approx precision(float : out)
  for (int i = 0; i < n; ++i) b[i] = out.x * a[i];
}

#ifdef __cplusplus
class Body {
public:
  double m;
};
void g(int n, const double *a, double *b) {
// expected-error@+1 {{'precision' list names 'c', which the statement declares as 'Body', not as a floating-point variable}}
#pragma approx precision(float : c)
  for (int i = 0; i < n; ++i) { Body c; c.m = a[i]; b[i] = c.m; }
}
#endif
#else
void h(int n, const double *a, double *b) {
#pragma approx label("set")
  for (int i = 0; i < n; ++i) { struct vec3 s = {a[i], 0, 0}; b[i] = s.x; }
}
#endif
