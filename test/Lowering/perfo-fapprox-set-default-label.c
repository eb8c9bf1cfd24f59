// -fapprox-set reaches a region without label clause by its default label,
// file:line (docs/language.md, "label", "Driver"); the label contains ':'.
// RUN: %approx-clang -fopenmp -E -P '-fapprox-set=perfo-fapprox-set-default-label.c:14:perfo(large:3)' %s \
// RUN:   | %squeeze | %FileCheck %s
// A label that only shares the file name is another region.
// RUN: %approx-clang -fopenmp -E -P '-fapprox-set=perfo-fapprox-set-default-label.c:99:perfo(large:3)' %s \
// RUN:   | %squeeze | %FileCheck %s --check-prefix=OTHER

// CHECK-LABEL: void f(int n,float*a){
// CHECK-SAME: __approx_perfo_plan_rec("perfo-fapprox-set-default-label.c:[[#@LINE+4]]",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_LARGE,(double)(3),
// OTHER-LABEL: void f(int n,float*a){
// OTHER-SAME: __approx_perfo_plan_rec("perfo-fapprox-set-default-label.c:[[#@LINE+2]]",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(2),
void f(int n, float *a) {
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
