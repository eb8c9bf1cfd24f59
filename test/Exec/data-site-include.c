// A data site whose pragma pair is a whole included file (the file ends
// right after '#pragma omp target update from(...)', with no newline): the
// site is lowered (the results come back in half: 0.1 -> 0.0999755859);
// the directive at the file's end once made the statement reader stop
// there ("must be followed by a statement in the same file"), as if the
// pragma produced no tokens. Data sites: docs/data.md.
// RUN: %approx-clang %host-offload -I %S/../Inputs %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefix=HALF
// HALF: {{^}}0.0999755859 0.199951172 0.300048828 0.399902344{{$}}
// RUN: echo '{"inc-upd": {"enabled": false}}' > %t.off.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}0.100000001 0.200000003 0.300000012 0.400000006{{$}}

#include <stdio.h>

int main(void) {
  int n = 4;
  float a[4] = {0.1f, 0.2f, 0.3f, 0.4f};
#pragma omp target enter data map(to: a[0:n])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    a[i] += 0.0f;
#include "data-site-update.inc"
#pragma omp target exit data map(release: a[0:n])
  printf("%.9g %.9g %.9g %.9g\n", a[0], a[1], a[2], a[3]);
  return 0;
}
