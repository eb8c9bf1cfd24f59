// Data-clause regions whose construct runs on the host: under
// OMP_TARGET_OFFLOAD=DISABLED, with the construct's if() false, in a program
// built without offload targets, and on libomptarget's x86 device (which
// computes in host memory). Every result is exact where it must be
// (docs/data.md, "Where the construct runs"): precision/unorm transfers save
// nothing there and are skipped (APPROX_REPORT: transfers_skipped, no bytes
// claimed); perforation and reconstruction still apply; host input
// perforation moves nothing when the construct falls back to the host.
// Before: precision(bf16|half) out-items came back all zeros under DISABLED,
// and the report claimed bytes that were never moved.
// The inputs are exact in float, not in half, bf16 or unorm16, so a value
// that went through a reduced transfer shows.
//
// RUN: %approx-clang %host-offload -O2 %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %run %t off | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp -O2 %s -o %t.noff
// RUN: %t.noff | %FileCheck %s --check-prefixes=CHECK,HOST
// Reduced transfers forced on the host device: the values show them.
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefixes=FORCED,FORCEDDEV
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefix=FORCED
// The report: skipped transfers counted, no bytes claimed on the host.
// RUN: env OMP_TARGET_OFFLOAD=DISABLED APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=RHOST
// RUN: %run APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=RDEV
#include <stdio.h>
#include <string.h>
#define N 8
#define M 4

static float in[N * M], u[N * M], o[N * M];

/* Column 1 of each row, and whether every column equals f(source row). */
static void show(const char *label, const float *src, float scale) {
  printf("%s:", label);
  for (int r = 0; r < N; ++r)
    printf(" %.10g", o[r * M + 1]);
  int exact = 1;
  for (int i = 0; i < N * M; ++i)
    exact &= o[i] == src[i] * scale;
  printf(" %s\n", exact ? "exact" : "approx");
  memset(o, 0, sizeof o);
}

int main(int argc, char **argv) {
  int on = argc < 2 || strcmp(argv[1], "off") != 0;
  int n = N, m = M;
  float *op = o;
  for (int i = 0; i < N * M; ++i) {
    in[i] = 1000.0f + (float)i + 1.0f / 1024; /* not exact in half or bf16 */
    u[i] = (float)i / 64 + 1.0f / (1 << 20);  /* in [0, 1], not exact in unorm16 */
  }

#pragma approx perfo(large:2) in(([n][m])in) reconstruct(lerp, host) label("hi")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: op[0:n*m]) if(on)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      op[i * m + j] = in[i * m + j] * 2;
  // The x86 device perforates the input (row 7 is an edge copy of row 6);
  // on the host the construct reads the input as it is.
  // DEV: hi: 2002.001953 2010.001953 2018.001953 2026.001953 2034.001953 2042.001953 2050.001953 2050.001953 approx
  // HOST: hi: 2002.001953 2010.001953 2018.001953 2026.001953 2034.001953 2042.001953 2050.001953 2058.001953 exact
  show("hi", in, 2);

#pragma approx perfo(large:2) out(([n][m])op) reconstruct(lerp) precision(bf16) label("ob")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: op[0:n*m]) if(on)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      op[i * m + j] = in[i * m + j] * 2;
  // Output perforation applies everywhere; the bf16 copy is skipped.
  // CHECK: ob: 2002.001953 2010.001953 2018.001953 2026.001953 2034.001953 2042.001953 2050.001953 2050.001953 approx
  // FORCED: ob: 2000 2008 2016 2024 2032 2040 2048 2048 approx
  show("ob", in, 2);

#pragma approx perfo(large:2) out(([n][m])op) reconstruct(lerp) precision(half) label("oh")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: op[0:n*m]) if(on)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      op[i * m + j] = in[i * m + j] * 2;
  // CHECK: oh: 2002.001953 2010.001953 2018.001953 2026.001953 2034.001953 2042.001953 2050.001953 2050.001953 approx
  // FORCED: oh: 2002 2010 2018 2026 2034 2042 2050 2050 approx
  show("oh", in, 2);

#pragma approx in(in[0:n*m]) out(op[0:n*m]) precision(half) label("ph")
#pragma omp target teams distribute parallel for map(to: in[0:n*m]) map(from: op[0:n*m]) if(on)
  for (int i = 0; i < n * m; ++i)
    op[i] = in[i] * 2;
  // CHECK: ph: 2002.001953 2010.001953 2018.001953 2026.001953 2034.001953 2042.001953 2050.001953 2058.001953 exact
  // FORCED: ph: 2002 2010 2018 2026 2034 2042 2050 2058 approx
  show("ph", in, 2);

#pragma approx perfo(large:2) in(([n][m])in) reconstruct(nn, host) precision(half) label("ih")
#pragma omp target teams distribute parallel for collapse(2) map(to: in[0:n*m]) map(from: op[0:n*m]) if(on)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      op[i * m + j] = in[i * m + j] * 2;
  // FORCEDDEV: ih: 2002 2002 2018 2018 2034 2034 2050 2050 approx
  // DEV: ih: 2002.001953 2002.001953 2018.001953 2018.001953 2034.001953 2034.001953 2050.001953 2050.001953 approx
  // HOST: ih: 2002.001953 2010.001953 2018.001953 2026.001953 2034.001953 2042.001953 2050.001953 2058.001953 exact
  show("ih", in, 2);

#pragma approx in(u[0:n*m]) precision(unorm16 : u) label("un")
#pragma omp target teams distribute parallel for map(to: u[0:n*m]) map(from: op[0:n*m]) if(on)
  for (int i = 0; i < n * m; ++i)
    op[i] = u[i];
  // CHECK: un: 0.01562595367 0.07812595367 0.1406259537 0.2031259537 0.2656259537 0.3281259537 0.3906259537 0.4531259537 exact
  // FORCEDDEV: un: 0.01562523842 0.07812619209 0.1406271458 0.2031280994 0.2656290531 0.3281300068 0.3906309605 0.4531319141 approx
  show("un", u, 1);
  return 0;
}
// RHOST: {"label": "hi", "executions": 1, "total_iterations": 8, "kept_iterations": 8, "time_s": {{[0-9.e-]+}}, "bytes_transferred": 0, "bytes_saved": 0}
// RHOST: {"label": "ob", {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// RHOST: {"label": "oh", {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// RHOST: {"label": "ph", {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// RHOST: {"label": "ih", "executions": 1, "total_iterations": 8, "kept_iterations": 8, {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// RHOST: {"label": "un", {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// RDEV: {"label": "hi", "executions": 1, "total_iterations": 8, "kept_iterations": 4, "time_s": {{[0-9.e-]+}}, "bytes_transferred": 64, "bytes_saved": 64}
// RDEV: {"label": "ob", {{.*}} "bytes_transferred": 0, "bytes_saved": 0, "transfers_skipped": 1}
// RDEV: {"label": "ih", "executions": 1, "total_iterations": 8, "kept_iterations": 4, {{.*}} "bytes_transferred": 64, "bytes_saved": 64, "transfers_skipped": 1}
