// Bad input of a time loop's arrays (FpHoist.h, VarPrecisionHoist.cpp): an
// array that the loop's target constructs map can be held in one typed
// copy for the whole loop only when nothing but those kernels reaches it,
// through its elements, with one section. Each mistake is one error at the
// name in the list, saying why, with a note at the token; the region is
// then not lowered. The fp-report marks the same arrays not retypable
// (Frontend/fp-report-hoist.c).
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

// Its pointer handed on on the host between the kernels: a function (or an
// alias a kernel uses) would reach the array, not the typed copy. Its
// elements may be read there (Exec/var-precision-hoist-host.c).
double sum(const double *v, int n);
void host_use(int n, int T, double *x, double *s) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but the statement uses its pointer outside those constructs, where a copy of it would reach the array, not the typed copy (reach its elements there, 'x[...]')}}
#pragma approx label("a") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] *= 0.5;
    s[t] = x[0] + sum(x, n); // expected-note {{here}}
  }
}

// The pointers swapped after each step (a stencil's double buffer): the
// exchange is mirrored on the typed copies (Exec/var-precision-hoist-swap.c)
// when both arrays are listed with one type and the temporary only takes
// part in the exchange.
void swap(int n, int T, double *a, double *b) {
// expected-error@+1 {{'a' would be held as float on the device for the whole statement, and the host exchanges its pointer with 'b', an array of the statement's kernels that the list does not retype: list 'b' too, as float}}
#pragma approx label("b") precision(float : a)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 0.5;
    double *tmp = a;
    a = b;
    b = tmp;
  }
}
void swap_types(int n, int T, double *a, double *b) {
// expected-error@+1 {{'a' and 'b' exchange their pointers on the host, so their typed copies must have one type and one section ('0:n' as float, '0:n' as _Float16)}}
#pragma approx label("b3") precision(float : a) precision(half : b)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 0.5;
    double *tmp = a;
    a = b;
    b = tmp;
  }
}
double keep(double *p);
void swap_temp(int n, int T, double *a, double *b, double *s) {
// expected-error@+1 {{'a' would be held as float on the device for the whole statement, and the host exchanges its pointer through 'tmp', which the statement also uses otherwise than in such copies ('P = Q;'), where it would not follow the typed copy}}
#pragma approx label("b4") precision(float : a, b)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 0.5;
    double *tmp = a;
    a = b;
    b = tmp;
    s[t] = keep(tmp);
  }
}

// The pointer given another buffer's address, which no listed array holds.
void swap_next(int n, int T, double *a, double *next) {
// expected-error@+1 {{'a' would be held as float on the device for the whole statement, and the host gives it the pointer 'next', which holds none of the listed arrays there: only pointers exchanged among listed arrays have typed copies}}
#pragma approx label("b5") precision(float : a)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 0.5;
    a = next;
  }
}

// The loop's head reads the array and a kernel is its whole body: the
// kernel could not be wrapped in the host buffer's conversions.
void head(int n, int T, double *y) {
// expected-error@+1 {{'y' would be held as float on the device for the whole statement, and the host reaches its elements while a kernel is the loop's whole body (not supported yet: put the body in braces)}}
#pragma approx label("b6") precision(float : y)
  for (int t = 0; t < T && y[0] > 0.1; ++t)
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] *= 0.5;
}

// The pointer moved to the next buffer on the host.
void rebind(int n, int T, double *a, double *next) {
// expected-error@+1 {{'a' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but the statement assigns the pointer itself}}
#pragma approx label("b2") precision(float : a)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= 0.5;
    if (t == 2)
      a = next; // expected-note {{here}}
  }
}

// Handed on as a pointer inside a kernel.
void pointer(int n, int T, double *x, double *y) {
// expected-error@+1 {{'x' would be held as _Float16 on the device for the whole statement under 'precision(half)', since its target constructs map it, but a kernel uses it as a pointer, not through its elements ('x[...]')}}
#pragma approx label("c") precision(half : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n + 1]) map(from: y[0:n])
    for (int i = 0; i < n; ++i) {
      const double *p = x + i; // expected-note {{here}}
      y[i] = p[1];
    }
  }
}

// Two sections: the copy covers one.
void sections(int n, int T, double *x, double *y) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but its maps name two sections, '0:n' first and '1:n' here (its copy covers one)}}
#pragma approx label("d") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(from: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
#pragma omp target teams distribute parallel for map(to: x[1:n]) map(from: y[0:n]) // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      y[i] += x[i + 1];
  }
}

// 'target update' inside the loop is converted around at once; one that
// runs asynchronously, or on another device, is not served.
void update(int n, int T, double *x) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but a '#pragma omp target update' that names it has a 'nowait' clause (not supported yet: the copy is converted around the update, at once, on the default device)}}
#pragma approx label("e") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
#pragma omp target update from(x[0:n]) nowait // expected-note {{here}}
  }
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but a '#pragma omp target update' that names it has a 'device' clause (not supported yet: the copy is converted around the update, at once, on the default device)}}
#pragma approx label("e2") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
#pragma omp target update device(0) to(x[0:n]) // expected-note {{here}}
  }
}

// With host code reaching it, a kernel that runs asynchronously is not
// waited for by the host loops that keep the host buffer current.
void async(int n, int T, double *x, double *s) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but the statement reaches its elements on the host, and a target construct that maps it has a 'nowait' clause, which the copies made for the host would not wait for (not supported yet)}}
#pragma approx label("e3") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) nowait // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
#pragma omp taskwait
    s[t] = x[0];
  }
}

// device() may run the kernel on another device than the copy's.
void placed(int n, int T, int dev, double *x) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but a target construct that maps it has a 'device' clause, which may run it on another device than the copy's (not supported yet)}}
#pragma approx label("f") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) if(parallel: n > 1) device(dev) // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
  }
}

// if() with nowait: the host fallback's buffer would be released under it.
void placed_nowait(int n, int T, int big, double *x) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but a target construct that maps it has both an 'if' clause and 'nowait', and its host fallback would run over a host copy released before it ends (not supported yet)}}
#pragma approx label("f2") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) nowait if(target: big) // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
  }
}

// if() on a kernel that is the loop's whole body: nowhere to put its fallback.
void placed_body(int n, int T, int big, double *x) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement, and a kernel that maps it with an 'if' clause is the loop's whole body, where its host fallback cannot be put around it (not supported yet: put the body in braces)}}
#pragma approx label("f3") precision(float : x)
  for (int t = 0; t < T; ++t)
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) if(big)
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
}

// A kernel that uses the array without mapping it (an implicit pointer map).
void implicit(int n, int T, double *x, double *y) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but a target construct uses it without mapping it (map it as a section, 'x[lo:len]')}}
#pragma approx label("g") precision(float : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
    for (int i = 0; i < n; ++i)
      x[i] += 1.0;
#pragma omp target teams distribute parallel for map(from: y[0:n]) // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
  }
}

// Mapped as a bare pointer, or named by another clause.
void clauses(int n, int T, double *x, double *y) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but its 'map' clause names it other than as a 1-D section ('map(to: x[lo:len])', or from, tofrom, alloc)}}
#pragma approx label("h") precision(float : x, y)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] += x[i];
#pragma omp target teams distribute parallel for map(to: x) map(tofrom: y[0:n]) // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      y[i] -= x[i];
  }
// expected-error@+1 {{'y' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but its 'firstprivate' clause names it other than as a 1-D section ('map(to: y[lo:len])', or from, tofrom, alloc)}}
#pragma approx label("i") precision(float : y)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: y[0:n]) firstprivate(y) // expected-note {{here}}
    for (int i = 0; i < n; ++i)
      y[i] += 1.0;
  }
}

// Not mapped by any construct of the loop: the error it always had.
void unmapped(int n, int T, double *x, double *y) {
// expected-error@+1 {{'precision' list names the array 'x', declared outside the statement, which no target construct of the statement maps as a section ('map(to|from|tofrom: x[lo:len])'): only such an array gets a typed copy (not supported yet otherwise)}}
#pragma approx label("j") precision(float : x)
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < n; ++i)
      y[i] += x[i];
}

// A region inside the loop lists the same array: its own copy is made on
// the host side of the outer loop, where the outer copy would stand.
void nested(int n, int T, int S, double *x) {
// expected-error@+1 {{'x' would be held as float on the device for the whole statement under 'precision(float)', since its target constructs map it, but a region inside the statement also approximates it (not supported yet)}}
#pragma approx label("k") precision(float : x)
  for (int s = 0; s < S; ++s) {
// expected-note@+1 {{here}}
#pragma approx label("l") precision(half : x)
    for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
      for (int i = 0; i < n; ++i)
        x[i] += 1.0;
    }
  }
}
