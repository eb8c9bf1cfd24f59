// A precision list naming an array that an enclosing `target data` already
// maps (docs/language.md "Mixed precision", docs/data.md "Arrays mapped by
// an enclosing target data"): the typed copy is made on the device from the
// present copy, the kernel computes on it, and a region that writes the
// array converts it back into the present copy, which later kernels and
// `target update from` see. Nothing of the array crosses the link; no
// warning; APPROX_REPORT counts the conversions. Before: the region ran
// exactly ("is already present ... the region runs exactly" warning).
// Values: a first plain kernel changes a on the device only (a = (i+1)/3 +
// 1/3 there, the host keeps (i+1)/3), so the copy must come from the
// device. Then
// * rd (precision(float : a), reads a, writes b): b = (float)a * 5.0f, and
//   a later kernel still reads a exactly (a read-only array is not
//   converted back);
// * wa (map(tofrom: a)): a = (float)a * 2.0f + 1.0f/7.0f, seen by a later
//   kernel and by target update from;
// * wt (map(to: a), an element assigned): the same, the write persists as
//   it does on a present array in plain OpenMP;
// * hf (precision(half : f), f float): g = (_Float16)f * 2.
// Exact with APPROX_CONFIG "enabled": false, with if(0) and with
// -fno-approx; on the host device without APPROX_HOST_TRANSFERS the
// transfers are skipped as for any precision item (docs/data.md, "Where the
// construct runs"): exact arrays.
// RUN: %approx-clang %host-offload %s -o %t && %run APPROX_HOST_TRANSFERS=1 %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,ON --implicit-check-not=warning
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: echo '{"rd": {"enabled": false}, "wa": {"enabled": false}, "wt": {"enabled": false}, "hf": {"enabled": false}}' > %t.json
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_CONFIG=%t.json %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,OFF --implicit-check-not=warning
// RUN: %run APPROX_HOST_TRANSFERS=1 %t off 2>&1 | %FileCheck %s --check-prefixes=CHECK,OFF --implicit-check-not=warning
// RUN: %run %t 2>&1 | %FileCheck %s --check-prefixes=CHECK,OFF --implicit-check-not=warning
// RUN: %approx-clang -fno-approx %host-offload %s -o %t.no && %run APPROX_HOST_TRANSFERS=1 %t.no 2>&1 | %FileCheck %s --check-prefixes=CHECK,OFF --implicit-check-not=warning

// ON: rd: b float, a exact afterwards
// OFF: rd: b double, a exact afterwards
// ON-NEXT: wa: later kernel float, update from float
// OFF-NEXT: wa: later kernel double, update from double
// ON-NEXT: wt: later kernel float, update from float
// OFF-NEXT: wt: later kernel double, update from double
// ON-NEXT: hf: g half
// OFF-NEXT: hf: g float
// CHECK-NEXT: done

// Per region, one execution: nothing transferred or saved; rd and hf
// convert once (8 floats, 8 halves), wa and wt twice (in and back).
// REPORT: "label": "rd", "executions": 1, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "converted_on_device": 1, "device_converted_bytes": 32}
// REPORT: "label": "wa", "executions": 1, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "converted_on_device": 2, "device_converted_bytes": 64}
// REPORT: "label": "wt", "executions": 1, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "converted_on_device": 2, "device_converted_bytes": 64}
// REPORT: "label": "hf", "executions": 1, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "converted_on_device": 1, "device_converted_bytes": 16}

#include <stdio.h>

#define N 8
static double a[N], b[N], c[N], dev[N];
static float f[N], g[N];
static int on = 1;

static void bump(void) { // a plain kernel: a changes on the device only
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = a[i] + 1.0 / 3.0;
}

static void later(void) { // a plain kernel reading the present a
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: c[0:N])
  for (int i = 0; i < N; ++i)
    c[i] = a[i];
}

static void rd(void) {
#pragma approx precision(float : a) label("rd") if(on)
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: b[0:N])
  for (int i = 0; i < N; ++i)
    b[i] = a[i] * 5.0;
}

static void wa(void) {
#pragma approx precision(float : a) label("wa") if(on)
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = a[i] * 2.0 + 1.0 / 7.0;
}

static void wt(void) {
#pragma approx precision(float : a) label("wt") if(on)
#pragma omp target teams distribute parallel for map(to: a[0:N])
  for (int i = 0; i < N; ++i)
    a[i] = a[i] * 2.0 + 1.0 / 7.0;
}

static void hf(void) {
#pragma approx precision(half : f) label("hf") if(on)
#pragma omp target teams distribute parallel for map(to: f[0:N]) map(from: g[0:N])
  for (int i = 0; i < N; ++i)
    g[i] = f[i] * 2.0f;
}

static const char *same(const double *x, const double *y) {
  for (int i = 0; i < N; ++i)
    if (x[i] != y[i])
      return "";
  return "ok";
}

// The device's a after bump, as the device computed it (IEEE double).
static void init(void) {
  for (int i = 0; i < N; ++i) {
    a[i] = (i + 1) / 3.0;
    dev[i] = a[i] + 1.0 / 3.0;
  }
}

static const char *kind(const double *x, double (*fl)(double), double (*ex)(double)) {
  int isf = 1, isd = 1;
  for (int i = 0; i < N; ++i) {
    isf &= x[i] == fl(dev[i]);
    isd &= x[i] == ex(dev[i]);
  }
  return isf ? "float" : isd ? "double" : "WRONG";
}
static double rdf(double v) { return (double)((float)v * 5.0f); }
static double rdd(double v) { return v * 5.0; }
static double waf(double v) { return (double)((float)v * 2.0f + 1.0f / 7.0f); }
static double wad(double v) { return v * 2.0 + 1.0 / 7.0; }

static void writer(const char *name, void (*region)(void)) {
  init();
#pragma omp target data map(tofrom: a[0:N]) map(alloc: c[0:N])
  {
    bump();
    region();
    later();
#pragma omp target update from(c[0:N])
#pragma omp target update from(a[0:N])
  }
  printf("%s: later kernel %s, ", name, kind(c, waf, wad));
  printf("update from %s\n", kind(a, waf, wad));
}

int main(int argc, char **argv) {
  on = argc < 2;
  init();
#pragma omp target data map(to: a[0:N]) map(alloc: b[0:N], c[0:N])
  {
    bump();
    rd();
    later();
#pragma omp target update from(b[0:N], c[0:N])
  }
  printf("rd: b %s, a %s afterwards\n", kind(b, rdf, rdd), *same(c, dev) ? "exact" : "CHANGED");

  writer("wa", wa);
  writer("wt", wt);

  for (int i = 0; i < N; ++i)
    f[i] = (i + 1) / 3.0f;
#pragma omp target data map(to: f[0:N]) map(from: g[0:N])
  hf();
  int half = 1, flt = 1;
  for (int i = 0; i < N; ++i) {
    half &= g[i] == 2.0f * (float)(_Float16)f[i];
    flt &= g[i] == f[i] * 2.0f;
  }
  printf("hf: g %s\n", half ? "half" : flt ? "float" : "WRONG");
  printf("done\n");
  return 0;
}
