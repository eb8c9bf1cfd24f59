// Regions in a header that two translation units include (a shape this
// session's hunt on public offload programs found working, kept as a
// regression test): the header's static inline kernel takes its
// perforation from -DPERF=large:3 (keeps iterations 0, 3, 6, 9 of 12) and
// runs once from each file; a macro of the header writes its pragmas with
// _Pragma (small:2 skips iterations 1, 3, 5, ..). One APPROX_CONFIG label
// reaches the kernel of both files; -fno-approx runs everything exactly.
// RUN: %approx-clang %host-offload -I%S/Inputs '-DPERF=large:3' %s %S/Inputs/real-kern-a.c -o %t && %run %t | %FileCheck %s --check-prefix=ON
// RUN: echo '{"kern": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=KERN-OFF
// RUN: %approx-clang %host-offload -fno-approx -I%S/Inputs '-DPERF=large:3' %s %S/Inputs/real-kern-a.c -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT
// ON: {{^}}12 0 10 2 10 0 12 0 10 2 10 0{{$}}
// KERN-OFF: {{^}}12 2 12 2 12 2 12 2 12 2 12 2{{$}}
// EXACT: {{^}}12 12 12 12 12 12 12 12 12 12 12 12{{$}}

#include "real-kern.h"
#include <stdio.h>

void fa(float *a, int n);

int main(void) {
  float a[12] = {0};
  kern(a, 12);
  fa(a, 12);
  for (int i = 0; i < 12; ++i)
    printf(i ? " %g" : "%g", a[i]);
  printf("\n");
  return 0;
}
