// -Rapprox: one remark per data pragma saying what it was lowered to;
// -fapprox-set can add or replace data clauses by label.
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -Xclang -verify %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox '-fapprox-set=s:reconstruct(lerp, device)' %s 2>&1 | FileCheck %s --check-prefix=SET
// SET: remark: approx region 's': in-item 'a' read through a reconstructing accessor

void f(int n, float *a, float *b) {
// expected-remark@+1 {{approx region 'o': loop perforated (compacted iteration space); out-item 'b' reconstructed (lerp) on the device before copy-back}}
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(lerp) label("o")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-remark@+1 {{approx region 's': in-item 'a' perforated on the host (kept rows transferred)}}
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn) label("s")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-remark@+1 {{approx region 'h': loop perforated (compacted iteration space); out-item 'b' reconstructed (nn) on the host; item 'b' held in _Float16}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(nn) precision(half) label("h")
  for (int i = 0; i < n; ++i) b[i] = a[i];
// The method alone, also when a place follows it (it once printed "nn,h");
// 'host' on a target construct places the out-item's reconstruction too.
// expected-remark@+1 {{approx region 'p': loop perforated (compacted iteration space); in-item 'a' perforated on the host (kept rows transferred); out-item 'b': kept rows brought back and reconstructed (nn) on the host}}
#pragma approx perfo(large:2) in(a[0:n]) out(b[0:n]) reconstruct(nn, host) label("p")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-remark@+1 {{approx region 'l': loop perforated (compacted iteration space); variables 't' as __bf16}}
#pragma approx perfo(small:2) precision(bf16 : t) label("l")
  for (int i = 0; i < n; ++i) { float t = a[i]; b[i] = t; }
}
