// The data lowering (in/out + reconstruct, precision, data sites) and the
// variables' precision draw no warning that clang-19 does not give for the
// same source under the strict flags of C and C++ projects: C99 and C11
// with -Wdeclaration-after-statement (each block declares first, or opens a
// block: after the device's probe, a technique's transfer, the loop, a
// site's statements) and -Wcast-qual, C++17 with -Wold-style-cast (the
// lowered casts are static_cast, reinterpret_cast for a pointer's bits or
// another element type; the demoted literals and math calls too). Host and
// device compilations, x86_64 host offload and NVPTX; one region per path
// of the lowering (Lowering/data-*.c, var-precision*.c).
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wpedantic -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c99 -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c11 --offload-device-only -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -std=c99 -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wpedantic -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload --offload-device-only -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

#include <math.h>

void recon(int n, int m, const float *in, float *out, float *o2, float a[8][8], int on,
           int dev) {
  // Output reconstruction on the device: two items (the second's rows after
  // the first's check), the construct's if() and device().
#pragma approx perfo(small:2) out(out[0:n], o2[0:n]) reconstruct(lerp) label("recon")
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n], o2[0:n]) if(on) device(dev)
  for (int i = 0; i < n; ++i) {
    out[i] = in[i];
    o2[i] = 2.0f * in[i];
  }
  // On the host: a parallel loop, a sequential one.
#pragma approx perfo(large:2) out(out[0:n]) reconstruct(nn) label("recon-par")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    out[i] = in[i];
#pragma approx perfo(large:3) out(out[0:n]) reconstruct(lerp) label("recon-seq")
  for (int i = 0; i < n; ++i)
    out[i] = in[i];
  // Shaped rows and a 2-D section.
#pragma approx perfo(small:2) out(([n][m])out) reconstruct(lerp) label("recon-shaped")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      out[i * m + j] = in[i * m + j];
#pragma approx perfo(small:2) out(a[0:8][0:8]) reconstruct(nn) label("recon-sec2d")
#pragma omp target teams distribute parallel for map(tofrom: a[0:8][0:8])
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      a[i][j] = 1.0f;
}

void rows(int n, int m, const float *in, float *out, float *o2, int on) {
  // Output rows on the host (two out-items after output reconstruction's
  // statements), in half, and with the construct's if().
#pragma approx perfo(large:2) in(([n][m])in) out(([n][m])out) reconstruct(lerp, host) label("rows")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      out[i * m + j] = in[i * m + j];
#pragma approx perfo(large:2) out(([n][m])out, ([n][m])o2) reconstruct(lerp, host) precision(half : out) label("rows-half")
#pragma omp target teams distribute parallel for collapse(2) map(from: out[0:n*m], o2[0:n*m]) if(on)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      out[i * m + j] = 1.0f;
      o2[i * m + j] = 2.0f;
    }
}

void input(int n, int m, const float *in, const float *in2, float *out, float a[8][8], int on) {
  // Host input perforation: two items, in half (narrowed in the runtime,
  // the construct's if()), as unorm8 codes.
#pragma approx perfo(small:3) in(([n][m])in, ([n][m])in2) reconstruct(nn, host) label("hin")
#pragma omp target teams distribute parallel for map(to: in[0:n*m], in2[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n * m; ++i)
    out[i] = in[i] + in2[i];
#pragma approx perfo(small:3) in(([n][m])in) reconstruct(lerp, host) precision(half) label("hin-half")
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m]) if(on)
  for (int i = 0; i < n * m; ++i)
    out[i] = in[i];
#pragma approx perfo(large:2) in(([n][m])in) out(([n][m])out) reconstruct(lerp, host) precision(unorm8 : in) label("hin-u8")
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: out[0:n*m])
  for (int i = 0; i < n * m; ++i)
    out[i] = in[i];
  // Device input perforation: 1-D and 2-D reads through the accessor, after
  // another technique's statements, under default(none).
#pragma approx perfo(small:2) in(in[0:n]) out(out[0:n]) reconstruct(lerp, device) label("acc")
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n]) default(none) shared(in, out) firstprivate(n)
  for (int i = 0; i < n; ++i)
    out[i] = in[i] + in[i > 0 ? i - 1 : 0];
#pragma approx perfo(small:3) in(a[0:8][0:8]) reconstruct(lerp, device) label("acc-2d")
#pragma omp target teams distribute parallel for map(to: a[0:8][0:8]) map(from: out[0:64])
  for (int i = 0; i < 8; ++i)
    out[i] = a[i][0] + a[i][1];
}

void precision(int n, int m, const double *r, double *o, float *f, double a[8][8], double s,
               int on) {
  // Reduced copies: in and out arrays (moved by the runtime), a scalar, a
  // write-only out-item, a 2-D section, shaped rows, a loop on the host.
#pragma approx in(r[0:n]) out(o[0:n]) precision(half) label("half")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = r[i] * 0.5;
#pragma approx in(s) out(f[0:n]) precision(bf16) label("scalar")
#pragma omp target teams distribute parallel for map(to: s) map(from: f[0:n]) if(on)
  for (int i = 0; i < n; ++i)
    f[i] = 1.0f;
#pragma approx in(a[0:8][0:8]) out(([n][m])o) precision(float) label("sec2d")
#pragma omp target teams distribute parallel for map(to: a[0:8][0:8]) map(tofrom: o[0:n*m])
  for (int i = 0; i < 8; ++i)
    o[i] += a[i][i];
#pragma approx in(r[0:n]) out(o[0:n]) precision(half) label("host")
  for (int i = 0; i < n; ++i)
    o[i] = r[i];
  // Fixed point over [0, 1]: unorm16.
#pragma approx in(f[0:n]) out(o[0:n]) precision(unorm16 : f) label("u16")
#pragma omp target teams distribute parallel for map(to: f[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = f[i];
  // Transfers and perforation: the variant without the transfers.
#pragma approx perfo(large:2) in(r[0:n]) out(o[0:n]) reconstruct(nn) precision(half) label("rest")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = r[i];
}

void variables(int n, const double *r, double *o, double alpha) {
  // The variables' precision: demoted literals and math calls, half and
  // bf16 meeting in float, a scalar declared outside (a copy), arrays of
  // their own, a listed array an enclosing target data may have present,
  // region-wide, a list with perforation, the inline form after
  // '#pragma omp', and precision(double : list), which changes nothing.
#pragma approx precision(half : x) precision(bf16 : y) precision(float : alpha) label("lists")
  for (int i = 0; i < n; ++i) {
    double x = r[i] * 2.0, y = x + 1.5;
    o[i] = exp(x) + sqrt(y) * alpha + x * y;
  }
#pragma approx precision(float : r, x) precision(half : o) label("arrays")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    double x = r[i] * 2.0;
    o[i] = x + 0.25;
  }
#pragma omp target data map(to: r[0:n]) map(tofrom: o[0:n])
  {
#pragma approx precision(float : r) precision(half : o) label("present")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(tofrom: o[0:n])
    for (int i = 0; i < n; ++i)
      o[i] += r[i] * 5.0;
  }
#pragma approx precision(half) label("wide")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    double t = r[i];
    o[i] = t * 3.0;
  }
#pragma approx perfo(small:2) precision(bf16 : t) label("perfo-list")
  for (int i = 0; i < n; ++i) {
    double t = r[i];
    o[i] = t * 0.5;
  }
#pragma omp parallel for
#pragma approx precision(float : t) label("inline")
  for (int i = 0; i < n; ++i) {
    double t = r[i];
    o[i] = t + 1.0;
  }
#pragma approx precision(double : t) label("exact")
  for (int i = 0; i < n; ++i) {
    double t = r[i];
    o[i] = t;
  }
}

void sites(int n, float *a, float *o, float *b) {
  // Data sites: target data with a perforated in-item and out-item, enter
  // data in half, exit data perforated, update in bf16 (the rest moves),
  // update to as unorm8 codes, a strided 2-D section.
#pragma approx perfo(large:2) in(a[0:n]) out(o[0:n]) reconstruct(nn) label("td")
#pragma omp target data map(to: a[0:n]) map(from: o[0:n])
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i)
      o[i] = a[i];
  }
#pragma approx in(a[0:n]) precision(half) label("enter")
#pragma omp target enter data map(to: a[0:n])
#pragma approx out(a[0:n]) precision(float) label("exit-prec")
#pragma omp target exit data map(from: a[0:n])
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp) label("exit")
#pragma omp target exit data map(from: o[0:n])
#pragma approx out(o[0:n]) precision(bf16) label("update")
#pragma omp target update from(o[0:n], a[0:n])
#pragma approx in(a[0:n]) precision(unorm8 : a) label("update-u8")
#pragma omp target update to(a[0:n])
#pragma approx perfo(large:2) in(([n][8])b) reconstruct(nn) label("update-rows")
#pragma omp target update to(b[0:n*8])
}
