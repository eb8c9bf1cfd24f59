// A perforated offloaded loop is parsed up to three times (the loop as
// written, the fast and the general compacted kernels), and the user's
// OpenMP directive is re-entered with each copy: an error in the body and a
// warning on the directive were each printed three times at the same place.
// Each is now printed once (-verify fails on any repeat), in the host and in
// the device compile; a note stays with the diagnostic it belongs to.
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -fsyntax-only -Xclang -verify %s
// RUN: not %approx-clang %host-offload -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error: use of undeclared identifier 'undeclared_thing'
// CHECK-NOT: error: use of undeclared identifier
// CHECK: error: redefinition of 'S'
// CHECK: 1 warning and 2 errors generated.

void body(int n, float *a) {
#pragma approx perfo(large:2)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = undeclared_thing * 2; // expected-error {{use of undeclared identifier 'undeclared_thing'}}
}

void directive(int n, float *a) {
#pragma approx perfo(small:3)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) bogus(3) // expected-warning {{extra tokens at the end of '#pragma omp target teams distribute parallel for' are ignored}}
  for (int i = 0; i < n; ++i)
    a[i] = 2;
}

struct S { int x; }; // expected-note {{previous definition is here}}
void other(int n, float *a) {
#pragma approx perfo(large:2)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
    struct S { int y; } s = {i}; // no error: a new scope
    a[i] = s.y;
  }
}
struct S { int z; }; // expected-error {{redefinition of 'S'}}
