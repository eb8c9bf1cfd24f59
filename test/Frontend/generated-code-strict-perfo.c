// Perforated loops, in every form of the lowering, draw no warning that
// clang-19 does not give for the same source under the strict flags of C
// and C++ projects: C11 with -Wdeclaration-after-statement (the lowered
// code declares first, or opens a block: block bounds and the loop
// variable after a skip test, the fast map's scalars and the continue
// counter after the data hooks, the first-iteration count before the
// index), and C++17 with -Wold-style-cast (the templates' casts are
// static_cast there). Host and device compilations, both lowerings.
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wpedantic -Wdeclaration-after-statement -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wpedantic -Wdeclaration-after-statement -Wshadow -Werror -fapprox-perfo-lowering=continue -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c99 --offload-device-only -Wdeclaration-after-statement -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wpedantic -Wshadow -Wold-style-cast -Wzero-as-null-pointer-constant -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wold-style-cast -Werror -fapprox-perfo-lowering=continue -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload --offload-device-only -Wold-style-cast -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

void regions(int n, float *a, float *b, unsigned long long un, long ln) {
  int k;
  // A sequential loop: blocks of kept iterations (bounds after the skip).
  for (int i = 0; i < n; ++i)
    a[i] = 0.0f;
#pragma approx perfo(small:3) label("blocks")
  for (int i = 0; i < n; ++i)
    a[i] += 1.0f;
  // A variable declared before the loop, 64-bit types (unsigned casts).
#pragma approx perfo(rand:0.5) label("outer-var")
  for (k = 0; k < n; k++)
    a[k] = 1.0f;
#pragma approx perfo(large:2) label("u64")
  for (unsigned long long u = 0; u < un; u += 3)
    a[u % 4] = 2.0f;
#pragma approx perfo(init:0.25) label("s64")
  for (long l = ln; l > 0; l -= 2)
    a[l % 4] = 3.0f;
  // A step subtracted at run time (the negated step is cast).
#pragma approx perfo(small:2) label("neg-step")
  for (long l = ln; l > 0; l -= ln / 4 + 1)
    a[l % 4] = 3.0f;
  // A loop that may leave early (the exact or the compacted loop).
#pragma approx perfo(large:2) label("early")
  for (int i = 0; i < n; ++i) {
    if (a[i] > 5.0f)
      break;
    a[i] = 4.0f;
  }
  // Host worksharing and offloaded loops (two versions: fast map, general).
#pragma approx perfo(small:2) label("par")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
#pragma approx perfo(large:4) label("tgt")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
  // The inline form: the pragma inside the nest, after the directive; the
  // collapsed inner loop counts at its first iteration.
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(large:2) label("inner")
    for (int j = 0; j < 4; ++j)
      a[i * 4 + j] = 0.0f;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (int i = 0; i < n; ++i) {
    // A sequential loop in a kernel: int blocks, checked to fit.
#pragma approx perfo(large:2) label("kern")
    for (int j = 0; j < 4; ++j)
      b[i] += 1.0f;
  }
}
