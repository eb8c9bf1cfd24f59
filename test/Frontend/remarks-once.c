// -Rapprox remarks come once per region when offloading: from the host
// compile only (the device compile lowers the same regions alike).
// RUN: %approx-clang %host-offload -fsyntax-only -Rapprox %s 2>&1 | FileCheck %s
// CHECK-COUNT-1: remarks-once.c:9:1: remark: approx region 'p': perfo(small)
// CHECK-NOT: remark:
// CHECK-COUNT-1: remarks-once.c:12:1: remark: approx region 'd': in-item 'a' perforated on the host
// CHECK-NOT: remark:
void f(int n, float *a, float *b) {
#pragma approx perfo(small:2) label("p")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = 0;
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn) label("d")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
}
