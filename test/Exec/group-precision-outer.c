// A region listing a scalar declared outside it (precision(float : s)),
// nested in a group: the group's exact version (used when the group is
// disabled) is the statement as written, which reads s, not the region's
// float copy of s, whose declaration only the lowered region has. Before
// the fix the exact version kept the renamed s and the program did not
// compile ("use of undeclared identifier '__approx_pv..._s'", in generated
// code). s = 1/3: a[i] = i * s in float (enabled) and in double (group
// off, or the region off) print differently at 17 digits.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=ON
// ON: {{^}}a 0 0.3333333432674408 0.66666668653488159 1{{$}}
// RUN: echo '{"grp": {"enabled": false}}' > %t.grp-off.json
// RUN: %run env APPROX_CONFIG=%t.grp-off.json %t | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}a 0 0.33333333333333331 0.66666666666666663 1{{$}}
// RUN: echo '{"inner": {"enabled": false}}' > %t.inner-off.json
// RUN: %run env APPROX_CONFIG=%t.inner-off.json %t | %FileCheck %s --check-prefix=EXACT

#include <stdio.h>

#define INNER _Pragma("approx label(\"inner\") precision(float : s)")

int main(void) {
  double a[4], s = 1.0 / 3.0;
#pragma approx label("grp")
  {
    INNER
#pragma omp target teams distribute parallel for map(from : a[0:4])
    for (int i = 0; i < 4; ++i)
      a[i] = i * s;
  }
  printf("a %.17g %.17g %.17g %.17g\n", a[0], a[1], a[2], a[3]);
  return 0;
}
