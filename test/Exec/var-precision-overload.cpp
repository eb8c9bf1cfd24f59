// The -Wapprox-precision-overload case run (VarPrecisionCalls.cpp): under
// precision(float) the call accum(s, v) moves to the float overload, which
// adds 2*v, so the region computes 3 and 7 instead of 1.5 and 3.5; it
// compiles with the warning, and listing precision(double : s), as the
// warning says, keeps the double overload and the exact values, with no
// warning (v alone is demoted: i + 0.5 is exact in float).
// RUN: %approx-clangxx %host-offload %s -o %t 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: %run %t | %FileCheck %s --check-prefix=MOVED
// RUN: %approx-clangxx %host-offload -DKEEP %s -o %t.keep 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=QUIET --allow-empty --implicit-check-not=warning:
// RUN: %run %t.keep | %FileCheck %s --check-prefix=EXACT
// WARN: warning: 's' would become float under 'precision(float)', and overload resolution may then choose another function for this call to 'accum'; keep it exact with 'precision(double : s)' [-Wapprox-precision-overload]
// WARN: note: the overload that the new types choose, taking argument 1 as 'float &'
// WARN-NOT: warning:
// MOVED: 3 7
// QUIET-NOT: warning:
// EXACT: 1.5 3.5
#include <cstdio>

void accum(double &s, double v) { s += v; }
void accum(float &s, float v) { s += 2 * v; }

int main() {
  double out[4];
#ifdef KEEP
#pragma approx precision(float) precision(double : s) label("k")
#else
#pragma approx precision(float) label("k")
#endif
#pragma omp target teams distribute parallel for map(from: out[0:4])
  for (int i = 0; i < 4; ++i) {
    double s = 0, v = i + 0.5;
    accum(s, v);
    out[i] = s;
  }
  printf("%g %g\n", out[1], out[3]);
}
