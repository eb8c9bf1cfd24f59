// APPROX_CONFIG and APPROX_REPORT are exported for one program, but every
// program approx-clang links has the runtime: a build-time helper, a
// configure probe, the other programs of a pipeline. One with no region
// ignores APPROX_CONFIG (a label it does not have, even a file that does
// not parse) and writes no report, so it neither stops nor overwrites the
// report of the program the variables are meant for. Before, the helper
// exited 1 ("label 'scale': not a label of this program") and replaced
// the report with {"regions": []}. A program with regions still stops on
// an unknown label and on a malformed file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -O2 -DHELPER %s -o %t/helper
// RUN: %approx-clang -O2 %host-offload %s -o %t/prog
// RUN: echo '{"scale": {"value": 2}}' > %t/c.json
// RUN: echo '{"scale": {"value": 2}' > %t/bad.json
// RUN: env APPROX_CONFIG=%t/c.json %t/helper | %FileCheck %s --check-prefix=HELPER
// RUN: env APPROX_CONFIG=%t/bad.json %t/helper | %FileCheck %s --check-prefix=HELPER
// RUN: env APPROX_REPORT=1 %t/helper 2>&1 | %FileCheck %s --check-prefix=HELPER --implicit-check-not=regions
// HELPER: helper ran
// RUN: %run env APPROX_CONFIG=%t/c.json APPROX_REPORT=%t/r.json %t/prog
// RUN: env APPROX_CONFIG=%t/c.json APPROX_REPORT=%t/r.json %t/helper
// RUN: %FileCheck %s --check-prefix=REPORT < %t/r.json
// REPORT: {"label": "scale", "executions": 1, "total_iterations": 16, "kept_iterations": 8,
// RUN: echo '{"scael": {"value": 2}}' > %t/typo.json
// RUN: not %run env APPROX_CONFIG=%t/typo.json %t/prog 2>&1 | %FileCheck %s --check-prefix=TYPO
// TYPO: approx: error: APPROX_CONFIG '{{.*}}typo.json': label 'scael': not a label of this program
// RUN: not %run env APPROX_CONFIG=%t/bad.json %t/prog 2>&1 | %FileCheck %s --check-prefix=BAD
// BAD: approx: error: APPROX_CONFIG '{{.*}}bad.json': 2:0: '}' expected near end of file
#include <stdio.h>

#ifdef HELPER
int main(void) {
  printf("helper ran\n");
  return 0;
}
#else
int main(void) {
  float y[16] = {0};
#pragma approx perfo(small:4) label("scale")
#pragma omp target teams distribute parallel for map(tofrom : y)
  for (int k = 0; k < 16; ++k)
    y[k] = 1.0f;
  printf("%g\n", (double)y[1]);
  return 0;
}
#endif
