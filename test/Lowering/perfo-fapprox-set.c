// -fapprox-set=<label>:<clause> replaces (or adds) a clause of the region
// with that label at compile time, in host and device compiles alike; the
// last one for a clause wins; other regions are untouched.
// RUN: %approx-clang -fopenmp -E -P '-fapprox-set=a:perfo(large, chunk(8):3)' \
// RUN:   '-fapprox-set=b:if(n > 100)' '-fapprox-set=c:perfo(small:2)' '-fapprox-set=c:perfo(fini:0.5)' \
// RUN:   '-fapprox-set=nowhere:perfo(small:9)' %s | %squeeze | %FileCheck %s
// RUN: %approx-clang %host-offload --offload-device-only -E -P '-fapprox-set=a:perfo(large, chunk(8):3)' \
// RUN:   '-fapprox-set=b:if(n > 100)' '-fapprox-set=c:perfo(small:2)' '-fapprox-set=c:perfo(fini:0.5)' \
// RUN:   %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void f(int n,float*a){
// CHECK-SAME: __approx_perfo_plan{{(_rec|_dev)?}}("a",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_LARGE,(double)(3),(long long)(8),1,
// CHECK: __approx_perfo_plan{{(_rec|_dev)?}}("b",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_RATE,(double)(0.5),(long long)(1),(n>100)?1:0,
// CHECK: __approx_perfo_plan{{(_rec|_dev)?}}("c",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_FINI,(double)(0.5),(long long)(1),1,
// CHECK: __approx_perfo_plan{{(_rec|_dev)?}}("d",0x{{[0-9a-f]+}}ULL,__APPROX_PERFO_SMALL,(double)(4),(long long)(1),1,
void f(int n, float *a) {
#pragma approx perfo(small:2) label("a")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma approx perfo(rate:0.5) label("b")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma approx perfo(rand:0.5) label("c")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
#pragma approx perfo(small:4) label("d")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
