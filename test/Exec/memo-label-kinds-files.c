// A label on a memo(in) region in one file and a memo(out) region in another
// (which no compile sees together) is refused by the runtime where it
// matters: at start-up under APPROX_REPORT (the report would add the one's
// hits to the other's predictions) and when APPROX_CONFIG names the label.
// Without either the program runs. (In one file it is a compile-time error:
// Frontend/memo-label-kinds.c.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang %host-offload -DPART_OUT -c %s -o %t/out.o
// RUN: %approx-clang %host-offload -c %s -o %t/main.o
// RUN: %approx-clang %host-offload %t/main.o %t/out.o -o %t/prog
// RUN: %run %t/prog | %FileCheck %s --check-prefix=OUT
// RUN: not %run env APPROX_REPORT=1 %t/prog 2>&1 | %FileCheck %s --check-prefix=REPORT
// RUN: echo '{"L": {"threshold": 0.5}}' > %t/c.json
// RUN: not %run env APPROX_CONFIG=%t/c.json %t/prog 2>&1 | %FileCheck %s --check-prefix=CONFIG
// OUT: {{^}}2{{$}}
// REPORT: {{^}}approx: error: APPROX_REPORT: label 'L' names a memo(in) and a memo(out) region (of different files), whose counts differ; give each its own label{{$}}
// REPORT-NOT: {{.}}
// CONFIG: {{^}}approx: error: APPROX_CONFIG '{{.*}}c.json': label 'L': names a memo(in) and a memo(out) region, whose knobs and counts differ; give each its own label{{$}}

#include <stdio.h>

#ifdef PART_OUT
double part_out(const double *x) {
  double z[8];
#pragma approx memo(out, threshold(0), history(2), predict(2)) out(z[i]) label("L")
  for (int i = 0; i < 8; ++i)
    z[i] = x[i];
  return z[0];
}
#else
double part_out(const double *x);

int main(void) {
  double x[8] = {1, 1, 1, 1, 1, 1, 1, 1}, y[8];
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("L")
  for (int i = 0; i < 8; ++i)
    y[i] = x[i];
  printf("%g\n", y[0] + part_out(x));
  return 0;
}
#endif
