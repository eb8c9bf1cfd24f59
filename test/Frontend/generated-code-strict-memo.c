// Memoized code, in every path of the memo lowering, draws no warning that
// clang-19 does not give for the same source under the strict flags of C
// and C++ projects: C11/C99 with -Wdeclaration-after-statement (the entry
// found is declared before the exact pieces of wide integer keys; a memo
// on a statement in a GPU compile declares its fresh table where the
// execution starts, after the clock), and C++17 with -Wold-style-cast (the
// lowered casts are static_cast there, reinterpret_cast for a per-thread
// block's state; template knobs and dependent keys too). Sequential,
// worksharing, offloaded and kernel loops, scalar keys, a loop variable
// declared before a simd loop, memo on statements (thread tables, a
// declare target function's and a C inline definition's per-thread
// blocks); host, x86 offload device and NVPTX compilations.
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wdeclaration-after-statement -Wshadow -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c99 --offload-device-only -Wall -Wextra -Wdeclaration-after-statement -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -std=c11 -Wall -Wextra -Wdeclaration-after-statement -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wpedantic -Wshadow -Wold-style-cast -Wzero-as-null-pointer-constant -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload --offload-device-only -Wall -Wextra -Wold-style-cast -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -Wall -Wextra -Wold-style-cast -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

#pragma omp declare target
static double dev_f(double x) {
  double y;
#if !defined(__NVPTX__) // a GPU thread keeps no table (an error there)
#pragma approx memo(in, threshold(0.1)) in(x) out(y) label("decl-target")
#endif
  y = x * 2.0;
  return y;
}
#pragma omp end declare target

static double stmt_f(double x) {
  double y;
#pragma approx memo(in) in(x) out(y) label("stmt")
  y = x * 3.0;
  return y;
}

#if !defined(__cplusplus)
inline double inl_f(double x) {
  double y;
#pragma approx memo(out) out(y) label("inline")
  y = x + 1.0;
  return y;
}
#endif

#ifdef __cplusplus
template <int N, typename T> void tmpl(int n, const T *a, T *b) {
#pragma approx memo(in, size(N), items(N), tables(N), threshold(N / 100.0)) in(a[i]) out(b[i]) label("tmpl")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    b[i] = a[i] + 1;
#pragma approx memo(out, history(N), predict(N)) out(b[i]) label("tmpl-out")
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
}
template void tmpl<4, long long>(int, const long long *, long long *);
template void tmpl<2, float>(int, const float *, float *);
#endif

void regions(int n, const double *a, double *b, const long long *ka, const unsigned long long *ua,
             float *c, int on) {
  int i;
  double last = 0;
  // A sequential loop, 64-bit integer keys (exact pieces), if().
#pragma approx memo(in, size(4)) in(ka[j], ua[j]) out(b[j]) if(on) label("seq")
  for (int j = 0; j < n; ++j)
    b[j] = 1.0 * ka[j] + 1.0 * ua[j];
  // A host worksharing loop, memo(out), a section.
#pragma approx memo(out, history(2)) out(b[2 * j:2]) label("par")
#pragma omp parallel for
  for (int j = 0; j < n / 2; ++j) {
    b[2 * j] = a[j];
    b[2 * j + 1] = a[j] * 2;
  }
  // An offloaded loop, warp tables, a lastprivate out item.
#pragma approx memo(in, hierarchy(warp), items(8)) in(a[j]) out(b[j], last) label("tgt")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) lastprivate(last) map(tofrom: last)
  for (int j = 0; j < n; ++j) {
    last = a[j] * a[j];
    b[j] = last;
  }
  // Wide keys offloaded.
#pragma approx memo(in, threshold(0)) in(ka[j]) out(b[j]) label("tgt-wide")
#pragma omp target teams distribute parallel for map(to: ka[0:n]) map(from: b[0:n])
  for (int j = 0; j < n; ++j)
    b[j] = 2.0 * ka[j];
  // A loop variable declared before a simd loop (its value after the loop).
#pragma approx memo(in, items(3)) in(a[i]) inout(c[i]) label("simd")
#pragma omp parallel for simd
  for (i = 0; i < n; ++i)
    c[i] = 2.0f * c[i];
  // A sequential loop in a kernel.
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: b[0:n])
  for (int j = 0; j < n; ++j) {
#pragma approx memo(out, predict(2)) inout(b[j]) label("kern")
    for (int k = 0; k < 4; ++k)
      b[j] += 1.0;
  }
  // Scalar keys: a statement of the body memoized.
#pragma approx memo(in, size(2)) in(r2) out(v) label("keys")
#pragma omp parallel for
  for (int j = 0; j < n; ++j) {
    double r2 = a[j] * a[j];
    double v;
    v = r2 + 1.0;
    b[j] = v;
  }
  // Statements memoized on each execution, on the host and in a kernel's
  // declare target function.
  for (int j = 0; j < n; ++j)
    b[j] = stmt_f(a[j]) + dev_f(a[j]);
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int j = 0; j < n; ++j)
    b[j] = dev_f(a[j]);
}
