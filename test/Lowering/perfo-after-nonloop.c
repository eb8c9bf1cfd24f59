// -E reads the '#pragma omp' line above the pragma as tokens (TokenScan.h):
// only a loop directive's name (for, simd, distribute, loop, taskloop)
// makes the inline form. A clause argument that happens to be such a word,
// as in 'firstprivate( loop )', does not: the prologue form follows, as in
// a real compile (reading the text word by word once chose the inline form
// under -E only).
// RUN: %approx-clang -fopenmp -E -P %s | sed -E -e 's/ *([][(){};,=<>+*&!?:/-]) */\1/g' -e 's/^ +//' -e 's/ +$//' | %FileCheck %s

// CHECK-LABEL: void f(int n,float*a){
// CHECK-NEXT: {{^}}int loop=0;
// CHECK-NEXT: {{^}}#pragma omp parallel firstprivate(loop){{$}}
// CHECK-NEXT: {{^}}{static const __approx_label_t __approx_l0{{.*}}const __approx_plan_t __approx_p0=__approx_perfo_plan_rec("l",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,
// CHECK-NOT: __approx_perfo_kept_rec
void f(int n, float *a) {
  int loop = 0;
#pragma omp parallel firstprivate( loop )
#pragma approx perfo(small:2) label("l")
  for (int i = 0; i < n; ++i) a[i] = loop;
}
