// Malformed plugin arguments are errors of the compile as a whole (reported
// by the plugin's action, with no source location); the approx-clang driver
// validates its own -fapprox-* flags, so these are reached through plain
// clang + -fplugin, and through the driver with -fplugin-arg-approx-*.
// RUN: not %clang -fopenmp -fsyntax-only -fplugin=%plugin -include %approx-include/approx.h \
// RUN:   -I%approx-include -fplugin-arg-approx-bogus -fplugin-arg-approx-set=nocolon \
// RUN:   -fplugin-arg-approx-perfo-lowering=hpac %s 2>&1 | FileCheck %s
// RUN: not %approx-clang -fopenmp -fsyntax-only -fplugin-arg-approx-bogus %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DRIVER
// CHECK-DAG: error: approx plugin: unknown approx plugin argument 'bogus'
// CHECK-DAG: error: approx plugin: malformed -fapprox-set='nocolon' (expected <label>:<clause>)
// CHECK-DAG: error: approx plugin: unknown perforation lowering 'hpac' (expected 'compact' or 'continue')
// CHECK: 3 errors generated.
// DRIVER: error: approx plugin: unknown approx plugin argument 'bogus'

void f(int n, float *a) {
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0;
}
