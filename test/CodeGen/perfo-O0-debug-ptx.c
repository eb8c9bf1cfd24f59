// A perforated loop inside a kernel builds for sm_90 at -O0 -g: the range
// check's messages are no longer a function-local static table, whose
// dotted name ('__approx_check_value.__approx_range_msg') clang 19's NVPTX
// debug info kept where the PTX renames the symbol, so ptxas refused every
// such program ("Parsing error near '.'"), with the region disabled too.
// REQUIRES: cuda-toolkit
// RUN: %approx-clang -O0 -g -fopenmp --offload-arch=sm_90 --offload-device-only -S -o - %s | %FileCheck %s
// RUN: %approx-clang -O0 -g -fopenmp --offload-arch=sm_90 --offload-device-only -c -o %t.o %s
// CHECK: .entry __omp_offloading_
// CHECK-NOT: {{[A-Za-z_]+\.__approx}}

int main(void) {
  double a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i;
#pragma omp target map(tofrom : a)
  {
    double s = 0;
#pragma approx perfo(small:2) label("in")
    for (int j = 0; j < 64; ++j)
      s += a[j];
    a[0] = s;
  }
  return a[0] > 0 ? 0 : 1;
}
