// -fapprox-fp-report agrees with what a precision list accepts
// (docs/precision-tuning.md): a local declared through a typedef of double
// ('real x') and an east-const one ('double const k') are double locals
// that a list may name ("retypable": true; before, 'x' was false although
// it is a double, and the compiler refused both), and the list naming both
// builds (the pragma's 'precision(double : x)', the exact vector, is
// accepted too). Under -E there is no Sema to read the typedef: only 'k'
// and 'big' are checked there. A literal beyond float's range ('1e300' beside a demoted
// variable) stays double instead of becoming '1e300f', which clang warned
// of (-Wliteral-range at <scratch space>).
// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fapprox-fp-report=%t.json -c %s -o %t.o
// RUN: FileCheck %s < %t.json
// RUN: %approx-clang %host-offload -c %s -o %t.o '-fapprox-set=k:precision(float : x, k, big)' 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty --implicit-check-not=warning
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s '-fapprox-set=k:precision(float : k, big)' | %squeeze | FileCheck %s --check-prefix=LOWER

// BUILD-NOT: error
// LOWER: real x=a[i]*2.0;
// LOWER-NEXT: float const k=0.25f;
// LOWER-NEXT: float big=1e300;
// CHECK: "name": "x",
// CHECK-NEXT: "type": "double",
// CHECK-NEXT: "line":
// CHECK-NEXT: "kind": "local",
// CHECK-NEXT: "retypable": true,
// CHECK: "name": "k",
// CHECK-NEXT: "type": "double",
// CHECK-NEXT: "line":
// CHECK-NEXT: "kind": "local",
// CHECK-NEXT: "retypable": true,

#define N 16
typedef double real;
double a[N], o[N];
void kern(void) {
#pragma approx precision(double : x) label("k")
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
  for (int i = 0; i < N; ++i) {
    real x = a[i] * 2.0;
    double const k = 0.25;
    double big = 1e300;
    o[i] = x * k + (big > x ? 0.0 : 1.0);
  }
}
