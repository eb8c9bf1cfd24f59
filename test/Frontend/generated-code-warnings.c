// Warning-free user code stays warning-free under -Wall -Wextra -pedantic
// -Werror: the lowered code marks the scalars that some lowerings leave
// unused (geometry, device kind, reconstruction method, kept counts, the
// compacted body's loop variable) as unused, zero-initializes runtime
// structs as C++ does ({}), wraps the accessor's statement expressions in
// __extension__, and counts a compacted taskloop unsigned (clang compares
// its unsigned trip count with the loop variable). Each construct below drew
// at least one warning before. C and C++, host and device compilations.
// RUN: %approx-clang %host-offload -Wall -Wextra -pedantic -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload -Wall -Wextra -pedantic -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -Wall -Wextra -pedantic -Werror -fsyntax-only -Xclang -verify %s
// Older standards: the item assertions are `__extension__ _Static_assert`
// (C99 -pedantic called it a C11 extension; C++03 has no static_assert).
// RUN: %approx-clang %host-offload -std=c99 -Wall -Wextra -pedantic -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++03 %host-offload -Wall -Wextra -Werror -fsyntax-only -Xclang -verify %s
// C++11 and later: the null pointers the data lowerings pass to the runtime
// (a reduced copy's float source or destination, host perforation's wide
// rows) are `nullptr`; `0` drew -Wzero-as-null-pointer-constant at the
// pragmas "in", "half" and "acc".
// RUN: %approx-clangxx -x c++ %host-offload -Wzero-as-null-pointer-constant -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload --offload-device-only -Wzero-as-null-pointer-constant -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

void regions(int n, float *a, float *b, float *u, float m[8][2], char *s) {
  // Output reconstruction on the device (geometry, method, kept count).
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(nn) label("out")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  // Host input perforation of 2-D rows (a runtime state struct).
#pragma approx perfo(large:2) in(m[0:8][0:2]) reconstruct(nn, host) label("in")
#pragma omp target teams distribute parallel for map(to: m[0:8][0:2]) map(from: b[0:8])
  for (int i = 0; i < 8; ++i)
    b[i] = m[i][0];
  // Reduced-precision transfers both ways.
#pragma approx in(a[0:n]) out(b[0:n]) precision(half) label("half")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = 2.0f * a[i];
  // unorm16 input (floats in [0, 1] sent as 16-bit integers).
#pragma approx in(u[0:n]) precision(unorm16 : u) label("u16")
#pragma omp target teams distribute parallel for map(to: u[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = u[i];
  // Device reconstruction of input reads (the accessor's statement expression).
#pragma approx perfo(large:2) in(m[0:8][0:2]) reconstruct(lerp) label("acc")
#pragma omp target teams distribute parallel for map(to: m[0:8][0:2]) map(from: b[0:8])
  for (int i = 0; i < 8; ++i)
    b[i] = m[i][0] + m[i][1];
  // Output rows brought back by the host.
#pragma approx perfo(small:3) out(b[0:n]) reconstruct(nn, host) label("rows")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  // A data site with perforated rows.
#pragma omp target enter data map(alloc: b[0:n])
#pragma approx perfo(large:2) in(b[0:n]) reconstruct(nn) label("site")
#pragma omp target update to(b[0:n])
#pragma omp target exit data map(delete: b[0:n])
  // Perforated loops whose body does not use the loop variable.
  int c = 0;
#pragma approx perfo(small:3) label("seq")
  for (int i = 0; i < n; ++i)
    c += 1;
#pragma approx perfo(small:3) label("par")
#pragma omp parallel for reduction(+ : c)
  for (int i = 0; i < n; ++i)
    c += 1;
#pragma omp target teams distribute parallel for map(tofrom: b[0:n])
  for (int i = 0; i < n; ++i) {
#pragma approx perfo(large:2) label("kern")
    for (int j = 0; j < 4; ++j)
      b[i] += 1.0f;
  }
  // Taskloop, pragma before and after the directive (unsigned variable:
  // a signed one draws -Wsign-compare from clang itself).
#pragma omp parallel
#pragma omp single
  {
#pragma approx perfo(small:3) label("tl-pre")
#pragma omp taskloop
    for (unsigned i = 0; i < (unsigned)n; ++i)
      s[i] = '1';
#pragma omp taskloop
#pragma approx perfo(small:3) label("tl-post")
    for (unsigned i = 0; i < (unsigned)n; ++i)
      s[i] = '1';
  }
  b[0] = (float)c;
}
