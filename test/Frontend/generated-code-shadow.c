// A loop variable declared before a perforated loop is assigned in the
// compacted body, not redeclared there (a second 'i' in the body is what
// -Wshadow reported, an error under -Werror): sequential loops, the
// prologue forms under parallel for, simd, a target construct and
// collapse(2), and the inline form ('#pragma approx' after '#pragma omp
// for', whose held directive gets the private(i) the loop directive needs
// now that i is no longer its iteration variable). C and C++, host and
// device compilations; the values are checked in Exec/perfo-predeclared-private.c.
// RUN: %approx-clang %host-offload -Wall -Wextra -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload -Wall -Wextra -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -Wall -Wextra -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// The generated directives: private(i) on the loop construct, not twice.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | not grep -F 'private(i)private(i)'
// expected-no-diagnostics

void seq(int n, float *a) {
  int i;
#pragma approx perfo(small:3) label("seq")
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
}

// CHECK-LABEL: void par(
// CHECK: #pragma omp parallel for private(i){{$}}
void par(int n, float *a) {
  int i;
#pragma approx perfo(small:3) label("par")
#pragma omp parallel for
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
}

// CHECK-LABEL: void par_after(
// CHECK: #pragma omp parallel for private(i){{$}}
void par_after(int n, float *a) {
  int i;
#pragma omp parallel for
#pragma approx perfo(small:3) label("par-after")
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
}

// CHECK-LABEL: void already_private(
// CHECK: #pragma omp parallel for private(i){{$}}
void already_private(int n, float *a) {
  int i;
#pragma approx perfo(small:3) label("priv")
#pragma omp parallel for private(i)
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
}

void lastpriv(int n, float *a) {
  int i;
#pragma approx perfo(small:3) label("lp")
#pragma omp parallel for lastprivate(i)
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
  a[0] = (float)i;
}

void simd(int n, float *a) {
  int i;
#pragma approx perfo(small:3) label("simd")
#pragma omp simd
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
}

// CHECK-LABEL: void tgt(
// CHECK: #pragma omp target teams distribute parallel for map(tofrom:a[0:n])private(i){{$}}
void tgt(int n, float *a) {
  int i;
#pragma approx perfo(small:3) label("tgt")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (i = 0; i < n; ++i)
    a[i] = 1.0f;
}

void col(int n, float *a) {
  int i, j;
#pragma approx perfo(small:3) label("col")
#pragma omp parallel for collapse(2)
  for (i = 0; i < n; ++i)
    for (j = 0; j < n; ++j)
      a[i * n + j] = 1.0f;
}

// CHECK-LABEL: void inline_ws(
// CHECK: #pragma omp for private(i){{$}}
void inline_ws(int n, float *a) {
  int i;
#pragma omp parallel
  {
#pragma omp for
#pragma approx perfo(small:3) label("ws")
    for (i = 0; i < n; ++i)
      a[i] = 1.0f;
  }
}

void in_kernel(int n, float *a) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:4 * n])
  for (int k = 0; k < n; ++k) {
    int i;
#pragma approx perfo(small:3) label("kern")
    for (i = 0; i < 4; ++i)
      a[4 * k + i] = 1.0f;
  }
}
