// The report's "retypable" on a data site, inside a group and for an array
// used as a pointer, checked
// against the compiler (fp-report-retypable.py builds each variable's
// one-name precision list): a region on '#pragma omp target data' names
// transfer items in its precision list, so nothing there is retypable; a
// kernel region inside it, whose arrays only the data site maps, may retype
// its scalar s but not a; a kernel that maps a as a section may retype
// both, unless the kernel uses it as a pointer (kp: `a + i`), which a typed
// copy cannot follow. The group case compiles since its exact copy is taken before the
// region's lowering renames s (Exec/group-precision-outer.c).
// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-retypable.py %t.json %approx-clang %host-offload -fsyntax-only %s | %FileCheck %s --implicit-check-not=DISAGREE
// CHECK-DAG: agree d a retypable=False compiles=False
// CHECK-DAG: agree d s retypable=False compiles=False
// CHECK-DAG: agree inner a retypable=False compiles=False
// CHECK-DAG: agree inner s retypable=True compiles=True
// CHECK-DAG: agree k a retypable=True compiles=True
// CHECK-DAG: agree k s retypable=True compiles=True
// CHECK-DAG: agree g2 s retypable=True compiles=True
// CHECK-DAG: agree kp a retypable=False compiles=False
// CHECK-DAG: agree kp s retypable=True compiles=True

void f(int n, double *a, double s) {
#pragma approx label("d")
#pragma omp target data map(tofrom : a[0:n])
  {
#pragma approx perfo(small:2) label("inner") if(s > 1e300)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      a[i] = a[i] * s + 1.0;
  }
#pragma approx label("k") perfo(small:2) if(s > 1e300)
#pragma omp target teams distribute parallel for map(tofrom : a[:n])
  for (int i = 0; i < n; ++i)
    a[i] = a[i] * s;
}

void g(int n, double *a, double s) {
#pragma approx label("grp")
  {
#pragma approx perfo(small:2) label("g2") if(s > 1e300)
#pragma omp target teams distribute parallel for map(tofrom : a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = a[i] * s + 1.0;
  }
}

void h(int n, double *a, double s) {
#pragma approx label("kp") perfo(small:2) if(s > 1e300)
#pragma omp target teams distribute parallel for map(tofrom : a[0:n])
  for (int i = 0; i < n; ++i) {
    double *p = a + i;
    *p = *p * s;
  }
}
