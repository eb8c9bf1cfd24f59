// The data lowerings stay quiet under -Wfloat-equal and -Wsign-conversion
// where plain clang is: the rounding of a reconstructed value tested the
// element type with `(T)0.5 != 0` (a floating-point comparison under
// -Wfloat-equal; now `> 0`), and the device copies of the accessor's row
// table and of a reduced-precision item were sized `(long long) *
// sizeof(...)` ('long long' to 'unsigned long long'). Each region below drew
// one of them; host and device compiles.
// RUN: %approx-clang %host-offload -Wfloat-equal -Wsign-conversion -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -Wfloat-equal -Wsign-conversion -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

void regions(int n, int m, float *a, float *b, float *c) {
  // Output reconstruction on the device.
#pragma approx perfo(small:3) out(b[0:n]) reconstruct(nn) label("out")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  // Reads reconstructed on the device (the accessor and its row table).
#pragma approx perfo(large:4) in(a[0:n]) reconstruct(lerp, device) label("acc")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
  // Input rows perforated on the host.
#pragma approx perfo(large:2) in(([n][m])c) reconstruct(lerp, host) label("rows")
#pragma omp target teams distribute parallel for map(to: c[0:n*m]) map(from: b[0:n])
  for (int i = 0; i < n; ++i)
    b[i] = c[i * m];
  // A data site.
#pragma omp target enter data map(alloc: b[0:n])
#pragma approx perfo(large:2) in(b[0:n]) reconstruct(lerp) label("site")
#pragma omp target update to(b[0:n])
#pragma omp target exit data map(delete: b[0:n])
  // Reduced precision (the device's copy of the item).
#pragma approx perfo(large:2) out(([n][m])c) reconstruct(lerp) precision(half) label("half")
#pragma omp target teams distribute parallel for map(from: c[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      c[i * m + j] = (float)j;
}
