// precision(unorm16 : list) and precision(unorm8 : list) end to end on the
// x86_64 offload device (DataUnorm.cpp, openmp-runtime/data_unorm.c): a
// float in-item in [0, 1]
// reaches the kernel as q * (1/65535) with q = rint(x * 65535.0f), every
// element exactly, within 0.504/65535 of the value sent; the bytes of the construct's map around the
// item go as they are (even outside [0, 1]); with precision(half : o) the
// output is also narrowed. Exact, as plain OpenMP: approx if(0), the label
// disabled through APPROX_CONFIG, the construct's own if(0) (it runs on the
// host), and an item already present on the device. A value outside
// [0, 1] stops the program naming region, item, element and value.
// RUN: %approx-clang %host-offload %s -o %t -lm
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: echo '{"img": {"enabled": false}}' > %t.off.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.off.json %t off | %FileCheck %s --check-prefix=OFF --implicit-check-not=MISMATCH
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefixes=REPORT-IMG,REPORT
// RUN: not %run APPROX_HOST_TRANSFERS=1 %t bad 2>&1 | %FileCheck %s --check-prefix=BAD
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.exact -lm
// RUN: %run APPROX_HOST_TRANSFERS=1 %t.exact exact | %FileCheck %s --check-prefix=OFF --implicit-check-not=MISMATCH

#include <math.h>
#include <stdio.h>
#include <string.h>

enum { R = 37, C = 53, L = R * C, PAD = 5 };
static float buf[PAD + L + PAD], out[L];
static int bad;

static float coded(float x) { // the definition: rint of the float product
  return rintf(x * 65535.0f) * (1.0f / 65535.0f);
}

static void fill(void) {
  for (int i = 0; i < PAD + L + PAD; ++i)
    buf[i] = (i < PAD || i >= PAD + L) ? 7.25f + i : (float)((i * 7919) % 10007) / 10006.0f;
  memset(out, 0, sizeof out);
}

// out = the kernel's view of the item, plus the padding around it.
static void run(int approx, int on_device) {
  float *in = buf;
  float pads = 0;
#pragma approx label("img") if(approx) precision(unorm16 : in) in(in[PAD:L])
#pragma omp target teams distribute parallel for map(to : in[0:PAD + L + PAD]) map(from : out[0:L]) map(tofrom : pads) if(on_device)
  for (int i = 0; i < L; ++i) {
    out[i] = in[PAD + i];
    if (i == 0)
      pads = in[0] + in[PAD + L + PAD - 1];
  }
  if (pads != buf[0] + buf[PAD + L + PAD - 1])
    printf("MISMATCH padding %g\n", pads);
}

static void check(const char *what, int approx) {
  int b0 = bad, inexact = 0;
  double maxerr = 0;
  for (int i = 0; i < L; ++i) {
    float x = buf[PAD + i], want = approx ? coded(x) : x;
    if (out[i] != want && bad++ < 10)
      printf("MISMATCH %s i=%d got %.9g want %.9g\n", what, i, out[i], want);
    inexact += out[i] != x;
    maxerr = fmax(maxerr, fabs((double)out[i] - x));
  }
  printf("%s: %s, %s, error %s\n", what, bad == b0 ? "as expected" : "WRONG",
         inexact ? "quantized" : "exact", maxerr <= 0.504 / 65535 ? "<= 0.504/65535" : "TOO LARGE");
}

int main(int argc, char **argv) {
  // "off": label img disabled in APPROX_CONFIG; "exact": built -fno-approx.
  const char *mode = argc > 1 ? argv[1] : "";
  int img_on = !*mode, both_on = strcmp(mode, "exact") != 0;
  fill();
  if (!strcmp(mode, "bad")) {
    buf[PAD + 1234] = 1.0625f;
    run(1, 1);
    return 0;
  }
  // CHECK: unorm16: as expected, quantized, error <= 0.504/65535
  // OFF: unorm16: as expected, exact, error <= 0.504/65535
  run(1, 1);
  check("unorm16", img_on);
  // CHECK-NEXT: if(0): as expected, exact
  // OFF-NEXT: if(0): as expected, exact
  run(0, 1);
  check("if(0)", 0);
  // CHECK-NEXT: on the host: as expected, exact
  // OFF-NEXT: on the host: as expected, exact
  run(1, 0);
  check("on the host", 0);
  // CHECK-NEXT: present: as expected, exact
  // OFF-NEXT: present: as expected, exact
#pragma omp target data map(to : buf[0:PAD + L + PAD])
  run(1, 1);
  check("present", 0);

  // unorm8: the codes are bytes, q = rint(x * 255.0f).
  // CHECK-NEXT: unorm8: as expected, within 0.504/255
  // OFF-NEXT: unorm8: as expected, within 0.504/255
  {
    float *in = buf + PAD;
    int b0 = bad;
    double maxerr = 0;
#pragma approx label("img8") precision(unorm8 : in) in(([R][C])in)
#pragma omp target teams distribute parallel for map(to : in[0:L]) map(from : out[0:L])
    for (int i = 0; i < L; ++i)
      out[i] = in[i];
    for (int i = 0; i < L; ++i) {
      float x = buf[PAD + i];
      float want = both_on ? rintf(x * 255.0f) * (1.0f / 255.0f) : x;
      if (out[i] != want && bad++ < 10)
        printf("MISMATCH unorm8 i=%d got %.9g want %.9g\n", i, out[i], want);
      maxerr = fmax(maxerr, fabs((double)out[i] - x));
    }
    printf("unorm8: %s, %s\n", bad == b0 ? "as expected" : "WRONG",
           maxerr <= 0.504 / 255 ? "within 0.504/255" : "TOO LARGE");
  }

  // With a half output: out = (float)(_Float16)(2 * coded(x)).
  // CHECK-NEXT: unorm16 in, half out: as expected
  // OFF-NEXT: unorm16 in, half out: as expected
  {
    float *in = buf + PAD, *o = out;
    int b0 = bad;
#pragma approx label("both") precision(unorm16 : in) precision(half : o) in(([R][C])in) out(o[0:L])
#pragma omp target teams distribute parallel for map(to : in[0:L]) map(from : o[0:L])
    for (int i = 0; i < L; ++i)
      o[i] = 2.0f * in[i];
    for (int i = 0; i < L; ++i) {
      float x = buf[PAD + i];
      float want = both_on ? (float)(_Float16)(2.0f * coded(x)) : 2.0f * x;
      if (o[i] != want && bad++ < 10)
        printf("MISMATCH both i=%d got %.9g want %.9g\n", i, o[i], want);
    }
    printf("unorm16 in, half out: %s\n", bad == b0 ? "as expected" : "WRONG");
  }
  return bad != 0;
}
// Sent once (the other executions map the exact item): 1961 codes of 2
// bytes and 10 padding floats, of 7884 bytes; "both": 2 x 1961 x 2 bytes.
// With APPROX_HOST_TRANSFERS=1 (host device) the construct's own if(0)
// execution is not counted as skipped; on a GPU (test/GPU/data-approx.c,
// no override) that execution runs on the host and its transfer is skipped.
// REPORT-IMG: "label": "img", "executions": 4, {{.*}} "bytes_transferred": 3962, "bytes_saved": 3922, "data_not_applied": 1}
// REPORT-IMG-GPU: "label": "img", "executions": 4, {{.*}} "bytes_transferred": 3962, "bytes_saved": 3922, "data_not_applied": 1, "transfers_skipped": 1}
// REPORT: "label": "img8", "executions": 1, {{.*}} "bytes_transferred": 1961, "bytes_saved": 5883}
// REPORT: "label": "both", "executions": 1, {{.*}} "bytes_transferred": 7844, "bytes_saved": 7844}
// BAD: approx: error: region 'img': precision(unorm16) in-item 'in': element 1234 is 1.0625, outside [0, 1]
