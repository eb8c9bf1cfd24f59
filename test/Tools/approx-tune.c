// approx-tune finds the regions from APPROX_REPORT, runs the exact
// configuration and every candidate, computes the MAPE of the program's
// output file against the exact run, and reports the Pareto front and the
// fastest configuration within the error bound. The program prints its
// own "time" (iterations executed, deterministic) as APPROX_TIME.
// Region a perturbs its outputs by at most 1e-2 relative, region b by up
// to 50 %: within 5 % error only a may be perforated.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: rm -rf %t.out && echo '{"a": [{"kind": "large", "value": 2}], "b": [{"kind": "large", "value": 2}]}' > %t.space.json
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %python %src-root/tools/approx-tune/approx-tune --space %t.space.json --output %t.values --reps 1 --out %t.out -- %t %t.values 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=BEST < %t.out/best.json
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY APPROX_CONFIG=%t.out/best.json %t %t.values | FileCheck %s --check-prefix=RERUN
// Errors: a program without regions, and a space naming an unknown label.
// RUN: echo '{"nope": []}' > %t.bad.json
// RUN: not %python %src-root/tools/approx-tune/approx-tune --space %t.bad.json --output %t.values -- %t %t.values 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: exact: 0.2
// CHECK-NEXT: pareto front (speedup, error, configuration):
// CHECK-NEXT: 2.000x 0.0779{{[0-9]*}} {"a": {"kind": "large", "value": 2}, "b": {"kind": "large", "value": 2}}
// CHECK-NEXT: 1.333x 0.00124{{[0-9]*}} {"a": {"kind": "large", "value": 2}, "b": {"enabled": false}}
// CHECK-NEXT: best under error 0.05: 1.333x 0.00124{{[0-9]*}} {"a": {"kind": "large", "value": 2}, "b": {"enabled": false}}
// BEST: {"a": {"kind": "large", "value": 2}, "b": {"enabled": false}}
// RERUN: APPROX_TIME=0.15
// BAD: approx-tune: --space names labels the program does not have: ['nope']
#include <stdio.h>

int main(int argc, char **argv) {
  enum { N = 100 };
  double y1[N], y2[N];
  int work = 0;
  for (int i = 0; i < N; ++i)
    y1[i] = y2[i] = 100.0;
#pragma approx perfo(large:2) label("a")
#pragma omp target teams distribute parallel for map(tofrom: y1, work) reduction(+: work)
  for (int i = 0; i < N; ++i) {
    y1[i] = 100.0 + 0.01 * i;
    work += 1;
  }
#pragma approx perfo(large:2) label("b")
  for (int i = 0; i < N; ++i) {
    y2[i] = 100.0 + i;
    work += 1;
  }
  FILE *f = fopen(argv[1], "w");
  for (int i = 0; i < N; ++i)
    fprintf(f, "%.17g %.17g\n", y1[i], y2[i]);
  fclose(f);
  printf("APPROX_TIME=%g\n", work / 1000.0);
  return 0;
}
