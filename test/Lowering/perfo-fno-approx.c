// -fno-approx: the pragma line is printed untouched and nothing is lowered.
// RUN: %approx-clang -fno-approx -fopenmp -E -P %s | %FileCheck %s
// RUN: %approx-clang -fno-approx %host-offload --offload-device-only -E -P %s | %FileCheck %s

// CHECK-LABEL: void f(int n, float *a, float *b) {
// CHECK-NEXT: {{^}}#pragma approx perfo(small:2) label("pro"){{$}}
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]){{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; ++i){{$}}
// CHECK-NEXT: {{^}}    b[i] = a[i];{{$}}
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// CHECK-NEXT: {{^}}#pragma approx perfo(large, chunk(4):3) if(n > 8){{$}}
// CHECK-NEXT: {{^}}  for (int i = 0; i < n; i += 2) {{{$}}
// CHECK-NOT: __approx
void f(int n, float *a, float *b) {
#pragma approx perfo(small:2) label("pro")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma omp parallel for
#pragma approx perfo(large, chunk(4):3) if(n > 8)
  for (int i = 0; i < n; i += 2) {
    b[i] = a[i];
  }
}
