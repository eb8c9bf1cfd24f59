// memo(out) (TAF) on the host device, exactly: after 'history' computed
// iterations whose outputs have a relative standard deviation <= threshold,
// the next 'predict' iterations take the last computed outputs; then a full
// new history is computed before the next predictions. The outputs show
// which iterations ran: out[i] is t[i] computed at iteration i.
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fno-approx %s -o %t.exact && %run %t.exact | %FileCheck %s --check-prefix=EXACT

#include <stdio.h>

static void show(const char *name, int n, const double *out) {
  printf("%s", name);
  for (int i = 0; i < n; ++i)
    printf(" %g", out[i]);
  printf("\n");
}

int main(void) {
  // history 2, predict 3, threshold 0: 0 and 1 computed (equal: rsd 0), 2-4
  // predicted (1), 5 and 6 computed, 7-9 predicted (6's 2), 10 computed.
  {
    double t[11] = {1, 1, 7, 7, 7, 2, 2, 9, 9, 9, 4}, out[11];
#pragma approx memo(out, history(2), predict(3), threshold(0)) out(out[i]) label("cycle")
    for (int i = 0; i < 11; ++i)
      out[i] = t[i];
    show("cycle", 11, out);
  }
  // CHECK: {{^}}cycle 1 1 1 1 1 2 2 2 2 2 4{{$}}
  // EXACT: {{^}}cycle 1 1 7 7 7 2 2 9 9 9 4{{$}}

  // history 3, threshold 0.1: (10, 12, 11) has rsd 0.0742: predict 2 (11);
  // then 20, 30, 25: rsd 0.163 > 0.1: computed, and (30, 25, 26) rsd 0.079:
  // the window slides, so 9 and 10 are predicted (26).
  {
    double t[11] = {10, 12, 11, 50, 50, 20, 30, 25, 26, 90, 90}, out[11];
#pragma approx memo(out, history(3), predict(2), threshold(0.1)) out(out[i]) label("rsd")
    for (int i = 0; i < 11; ++i)
      out[i] = t[i];
    show("rsd", 11, out);
  }
  // CHECK: {{^}}rsd 10 12 11 11 11 20 30 25 26 26 26{{$}}

  // Two outputs: the rsd is over all their values; offloaded worksharing
  // loop, items(5): each group of 5 starts a history of its own. Group 0-4:
  // 0, 1 computed, 2, 3 predicted, 4 computed; group 5-9: 5, 6 computed,
  // 7, 8 predicted, 9 computed.
  {
    enum { N = 10 };
    double a[N], b[N];
#pragma approx memo(out, history(2), predict(2), threshold(0), items(5)) out(a[i], b[i]) label("ws")
#pragma omp target teams distribute parallel for map(from: a[0:N], b[0:N])
    for (int i = 0; i < N; ++i) {
      a[i] = 3 + (i == 2 || i == 3 ? i : 0);
      b[i] = 3 + (i >= 7 ? i : 0);
    }
    show("ws-a", N, a);
    show("ws-b", N, b);
  }
  // CHECK: {{^}}ws-a 3 3 3 3 3 3 3 3 3 3{{$}}
  // CHECK: {{^}}ws-b 3 3 3 3 3 3 3 3 3 12{{$}}
  // EXACT: {{^}}ws-a 3 3 5 6 3 3 3 3 3 3{{$}}
  // EXACT: {{^}}ws-b 3 3 3 3 3 3 3 10 11 12{{$}}
  return 0;
}
