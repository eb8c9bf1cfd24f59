// The data lowering's C++ paths draw no -Wold-style-cast or -Wcast-qual at
// the pragmas (Frontend/generated-code-strict-data.c has the paths C and
// C++ share): templates whose items depend on a parameter (if constexpr
// guard, a reduced copy's elements of the parameter's type), output
// reconstruction of members through local aliases, a lambda's captures,
// a data site in a template. Host and device compilations, x86_64 host
// offload and NVPTX.
// RUN: %approx-clangxx -std=c++17 %host-offload -Wall -Wextra -Wpedantic -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -std=c++17 %host-offload --offload-device-only -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -std=c++17 -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

template <typename T, int R> void copyRows(const T (&a)[R][2], T *o) {
#pragma approx perfo(large:2) in(a[0:R][0:2]) reconstruct(nn, host) label("t-hin")
#pragma omp target teams distribute parallel for map(to: a) map(from: o[0:R * 2])
  for (int i = 0; i < R * 2; ++i)
    o[i] = a[i / 2][i % 2];
}

template <typename T> void squares(T *v, int n) {
#pragma approx perfo(large:4) out(v[0:n]) reconstruct(lerp) label("t-recon")
#pragma omp target teams distribute parallel for map(from: v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] = T(i * i);
}

template <typename T> void reduced(const T *in, T *out, int n) {
#pragma approx perfo(small:2) in(([n][1])in) out(out[0:n]) reconstruct(lerp, device) precision(half) label("t-prec")
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; ++i)
    out[i] = in[i];
}

template <typename T> void site(T *a, int n) {
#pragma approx in(a[0:n]) precision(half) label("t-site")
#pragma omp target enter data map(to: a[0:n])
#pragma approx perfo(large:2) out(a[0:n]) reconstruct(nn) label("t-site-out")
#pragma omp target exit data map(from: a[0:n])
}

struct Grid {
  int n;
  float *a, *b;
  float c[10];
  void step() {
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(lerp) label("member-b")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * a[i];
#pragma approx perfo(large:2) out(c[0:n]) reconstruct(lerp, host) label("member-c")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i] * a[i];
  }
};

void use(int n, float *f, double *d, int *k, float (&fa)[5][2], float *o) {
  squares(f, n);
  squares(d, n);
  squares(k, n);
  copyRows(fa, o);
  reduced<float>(f, o, n);
  reduced<double>(d, d, n);
  site(f, n);
  site(d, n);
  Grid g{n, f, o, {}};
  g.step();
  auto run = [&]() {
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp) precision(bf16 : o) label("lambda")
#pragma omp target teams distribute parallel for map(to: f[0:n]) map(from: o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] = f[i];
  };
  run();
}
