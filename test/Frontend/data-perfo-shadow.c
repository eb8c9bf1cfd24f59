// A perforated construct with data clauses declares its device kind before
// the compacted loop; it was `__approx_k<N>`, the name of the loop's logical
// index too, so -Wshadow ("declaration shadows a local variable") fired at
// the pragma of every such region. The device kind is `__approx_dk<N>` now.
// RUN: %approx-clang %host-offload -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

void regions(int n, int dev, float *a, float *b) {
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(lerp) label("out")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) if(target: dev)
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx perfo(small:3) out(b[0:n]) reconstruct(nn, host) label("rows")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn) label("in")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i] + 1.0f;
}
