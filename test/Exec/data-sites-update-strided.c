// 'target update' of a strided 2-D section (b[lo:len][lo2:len2], a part of
// each row) moves only that section: an approximated item there must leave
// the columns outside the section alone, on the device (update to) and on
// the host (update from), as OpenMP's update of the section does. The
// item's cells get the reconstructed rows, the rest of the motion item
// (b[0:N][1:3] around the item b[2:5][1:3]) moves exactly, and the report
// counts the bytes of the section only. Before, the runtime moved the whole
// span from the first to the last cell, overwriting columns 0 and 4 of the
// rows in between with the other side's values.
// RUN: %approx-clang %host-offload -ffp-contract=off %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 APPROX_REPORT=%t.json %t | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %FileCheck %s --check-prefix=REPORT < %t.json

#include <stdio.h>

#define N 9
#define M 5
static float b[N][M], got[N][M];
static int bad;

static float host(int i, int j) { return i * 10 + j; }
static float dev(int i, int j) { return -(i * 10 + j); }
static int inSection(int i, int j, int lo, int len) {
  return i >= lo && i < lo + len && j >= 1 && j <= 3;
}

// large:2 over rows lo.. keeps rows lo, lo+2, ...; nn copies the lower
// kept row (an odd count: the last row is kept).
static float rebuilt(float (*f)(int, int), int i, int j, int lo) {
  return f(lo + ((i - lo) & ~1), j);
}

static void fetch(void) {
#pragma omp target teams distribute parallel for collapse(2) map(from : got)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      got[i][j] = b[i][j];
}

static void check(const char *what, float (*a)[M], float (*in)(int, int),
                  float (*out)(int, int), int lo, int len, int olo, int olen) {
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j) {
      float e = !inSection(i, j, olo, olen) ? out(i, j)
                : inSection(i, j, lo, len)  ? rebuilt(in, i, j, lo)
                                            : in(i, j);
      if (a[i][j] != e && bad++ < 10)
        printf("MISMATCH %s [%d][%d]: %g, expected %g\n", what, i, j, a[i][j], e);
    }
  printf("%s: checked\n", what);
}

int main(void) {
  int lo = 2, len = 5;
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      b[i][j] = host(i, j);
#pragma omp target data map(to : b[0:N][0:M])
  {
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < M; ++j)
        b[i][j] = dev(i, j);
#pragma approx perfo(large:2) in(b[lo:len][1:3]) reconstruct(nn) label("to")
#pragma omp target update to(b[lo:len][1:3])
    fetch();
    check("update to", got, host, dev, lo, len, lo, len);
    // CHECK: update to: checked

#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < M; ++j)
        b[i][j] = dev(i, j);
#pragma approx perfo(large:2) out(b[lo:len][1:3]) reconstruct(nn) label("from")
#pragma omp target update from(b[lo:len][1:3])
    check("update from", b, dev, host, lo, len, lo, len);
    // CHECK: update from: checked

    // The item inside a larger strided motion item: the motion's other
    // rows move exactly, its gaps not at all.
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < M; ++j)
        b[i][j] = host(i, j);
#pragma approx perfo(large:2) out(b[lo:len][1:3]) reconstruct(nn) label("from-in-larger")
#pragma omp target update from(b[0:N][1:3])
    check("update from, larger", b, dev, host, lo, len, 0, N);
    // CHECK: update from, larger: checked
  }
  printf("bad=%d\n", bad);
  // CHECK: bad=0
  return 0;
}

// 3 kept rows of 3 floats (36 bytes) of 5; the other 2 rows (24 bytes)
// saved; nothing outside the item moves; around it, 4 rows of 3 floats
// (48 bytes) move exactly.
// REPORT-DAG: {"label": "to", "executions": 1, "total_iterations": 5, "kept_iterations": 3, {{.*}}"bytes_transferred": 36, "bytes_saved": 24}
// REPORT-DAG: {"label": "from", "executions": 1, "total_iterations": 5, "kept_iterations": 3, {{.*}}"bytes_transferred": 36, "bytes_saved": 24}
// REPORT-DAG: {"label": "from-in-larger", "executions": 1, "total_iterations": 5, "kept_iterations": 3, {{.*}}"bytes_transferred": 84, "bytes_saved": 24}
