// Arrays mapped once by an enclosing `target data`, results fetched with
// `target update from` (issue 15, item 8; docs/data.md, "Arrays mapped by
// an enclosing target data"). A transfer approximation cannot apply to an
// item that is already present: the region runs exactly on the device copy,
// warns once per site naming the region and the item, and APPROX_REPORT
// says the data technique was not applied (and counts no kept rows or saved
// bytes that did not happen). Idioms: (a) out-item precision(half),
// (b) host input perforation + reconstruct, (c) precision(unorm16) and
// bf16 in-items, each called twice (one warning each); output
// reconstruction and the device accessor still apply inside target data
// (their work is on the device copy). Before: (a) gave zeros, (b) reported
// half the rows kept.
// RUN: %approx-clang %host-offload %s -o %t && %run APPROX_HOST_TRANSFERS=1 %t 2>%t.err | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT

// CHECK: out-half: exact
// CHECK-NEXT: in-host: exact
// CHECK-NEXT: in-unorm16: exact
// CHECK-NEXT: in-bf16: exact
// CHECK-NEXT: out-recon: reconstructed
// CHECK-NEXT: in-device: reconstructed
// CHECK-NEXT: outside: half

// WARN: approx: warning: region 'out-half': item 'out' is already present on device 0 (an enclosing 'target data', or another thread's construct, maps it): precision(half) cannot apply to its transfer; the region runs exactly on the device copy (warned once)
// WARN-NEXT: approx: warning: region 'in-host': item 'in' is already present on device 0 (an enclosing 'target data', or another thread's construct, maps it): host perforation cannot apply to its transfer; the region runs exactly on the device copy (warned once)
// WARN-NEXT: approx: warning: region 'in-unorm16': item 'in01' is already present on device 0 (an enclosing 'target data', or another thread's construct, maps it): precision(unorm16) cannot apply to its transfer; the region runs exactly on the device copy (warned once)
// WARN-NEXT: approx: warning: region 'in-bf16': item 'in' is already present on device 0 (an enclosing 'target data', or another thread's construct, maps it): precision(bf16) cannot apply to its transfer; the region runs exactly on the device copy (warned once)
// WARN-NOT: warning

// Two executions each inside target data: nothing moved or saved, every row
// kept; out-half's third execution, outside, moves 16 halves each way.
// REPORT: "label": "out-half", "executions": 3, "total_iterations": 0, "kept_iterations": 0, {{.*}} "bytes_transferred": 64, "bytes_saved": 64, "data_not_applied": 2}
// REPORT: "label": "in-host", "executions": 2, "total_iterations": 16, "kept_iterations": 16, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "data_not_applied": 2}
// REPORT: "label": "in-unorm16", "executions": 2, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "data_not_applied": 2}
// REPORT: "label": "in-bf16", "executions": 2, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "data_not_applied": 2}
// REPORT: "label": "out-recon", "executions": 1, "total_iterations": 8, "kept_iterations": 4, {{.*}} "bytes_saved": 0}
// REPORT: "label": "in-device", "executions": 1, "total_iterations": 8, "kept_iterations": 4, {{.*}} "bytes_saved": 0}

#include <stdio.h>

#define N 8
#define M 4

static float in[N * M], in01[N * M], out[N * M];

// Values whose exact results differ from every approximated one: odd rows
// differ from even rows, 1/3 steps are not half, bf16 or unorm16 values.
static float val(int i) { return (float)(i / M) * 7.0f + (float)(i % M) / 3.0f; }

static void report(const char *what, const char *ok, int bad) {
  if (bad)
    printf("MISMATCH %s: %d elements\n", what, bad);
  else
    printf("%s: %s\n", what, ok);
}

static void out_half(void) {
#pragma approx out(out[0:N*M]) precision(half) label("out-half")
#pragma omp target teams distribute parallel for map(to: in[0:N*M]) map(from: out[0:N*M])
  for (int i = 0; i < N * M; ++i) out[i] = in[i] * 2;
}
static void in_host(void) {
#pragma approx perfo(large:2) in(([N][M])in) reconstruct(nn) label("in-host")
#pragma omp target teams distribute parallel for map(to: in[0:N*M]) map(from: out[0:N*M])
  for (int i = 0; i < N * M; ++i) out[i] = in[i] * 2;
}
static void in_unorm16(void) {
#pragma approx in(in01[0:N*M]) precision(unorm16 : in01) label("in-unorm16")
#pragma omp target teams distribute parallel for map(to: in01[0:N*M]) map(from: out[0:N*M])
  for (int i = 0; i < N * M; ++i) out[i] = in01[i] * 2;
}
static void in_bf16(void) {
#pragma approx in(in[0:N*M]) precision(bf16) label("in-bf16")
#pragma omp target teams distribute parallel for map(to: in[0:N*M]) map(from: out[0:N*M])
  for (int i = 0; i < N * M; ++i) out[i] = in[i] * 2;
}

int main(void) {
  for (int i = 0; i < N * M; ++i) {
    in[i] = val(i);
    in01[i] = (float)i / (3 * N * M);
  }
  int bad;
#define EXACT(name, call, e)                                                                    \
  for (int i = 0; i < N * M; ++i) out[i] = -1;                                                  \
  _Pragma("omp target data map(to: in[0:N*M], in01[0:N*M]) map(alloc: out[0:N*M])")            \
  {                                                                                             \
    for (int rep = 0; rep < 2; ++rep) call;                                                     \
    _Pragma("omp target update from(out[0:N*M])")                                               \
  }                                                                                             \
  bad = 0;                                                                                      \
  for (int i = 0; i < N * M; ++i) bad += out[i] != (e);                                         \
  report(name, "exact", bad);
  EXACT("out-half", out_half(), in[i] * 2);
  EXACT("in-host", in_host(), in[i] * 2);
  EXACT("in-unorm16", in_unorm16(), in01[i] * 2);
  EXACT("in-bf16", in_bf16(), in[i] * 2);

  // Output reconstruction inside target data: the rows are rebuilt in the
  // device copy, which target update brings back.
#pragma omp target data map(to: in[0:N*M]) map(alloc: out[0:N*M])
  {
#pragma approx perfo(large:2) out(([N][M])out) reconstruct(nn) label("out-recon")
#pragma omp target teams distribute parallel for map(to: in[0:N*M]) map(from: out[0:N*M])
    for (int r = 0; r < N; ++r)
      for (int c = 0; c < M; ++c) out[r * M + c] = in[r * M + c] * 2;
#pragma omp target update from(out[0:N*M])
  }
  bad = 0;
  for (int i = 0; i < N * M; ++i) bad += out[i] != in[(i / M - i / M % 2) * M + i % M] * 2;
  report("out-recon", "reconstructed", bad);

  // The device accessor reads the present copy through its row table.
#pragma omp target data map(to: in[0:N*M]) map(alloc: out[0:N*M])
  {
#pragma approx perfo(large:2) in(([N][M])in) reconstruct(nn, device) label("in-device")
#pragma omp target teams distribute parallel for map(to: in[0:N*M]) map(from: out[0:N*M])
    for (int i = 0; i < N * M; ++i) out[i] = in[i] * 2;
#pragma omp target update from(out[0:N*M])
  }
  bad = 0;
  for (int i = 0; i < N * M; ++i) bad += out[i] != in[(i / M - i / M % 2) * M + i % M] * 2;
  report("in-device", "reconstructed", bad);

  // Outside target data the same out-item region is approximated.
  out_half();
  bad = 0;
  for (int i = 0; i < N * M; ++i) bad += out[i] != (float)(_Float16)(in[i] * 2);
  report("outside", "half", bad);
  return 0;
}
