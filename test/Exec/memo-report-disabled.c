// A memo region that runs disabled (if() false, or "enabled": false in
// APPROX_CONFIG) runs as written and is listed in APPROX_REPORT like a
// disabled perforated loop: its executions and time, no lookups (so no
// total or kept iterations, and a null hit rate). Loop, worksharing loop
// (counted once for its threads), kernel and statement forms, memo(in)
// and memo(out).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: echo '{"cfg": {"enabled": false}, "out": {"enabled": false}, "ws": {"enabled": false}, "kernel": {"enabled": false}, "stmt": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json APPROX_REPORT=%t.report.json %t | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.report.json

#include <stdio.h>

int main(void) {
  double x[8] = {1, 1, 1, 1, 2, 2, 2, 2}, y[8], s = 0;
  int on = 0;
  for (int r = 0; r < 2; ++r) {
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("if") if(on)
    for (int i = 0; i < 8; ++i)
      y[i] = x[i] + i;
    s += y[7];
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("cfg")
    for (int i = 0; i < 8; ++i)
      y[i] = x[i] + i;
    s += y[7];
#pragma approx memo(out, threshold(0)) out(y[i]) label("out")
    for (int i = 0; i < 8; ++i)
      y[i] = x[i] + i;
    s += y[7];
#pragma omp parallel num_threads(4)
    {
#pragma approx memo(in, threshold(0), items(2)) in(x[i]) out(y[i]) label("ws")
#pragma omp for
      for (int i = 0; i < 8; ++i)
        y[i] = x[i] + i;
    }
    s += y[7];
#pragma omp target teams num_teams(2) map(to: x) map(from: y)
    {
#pragma approx memo(in, threshold(0), items(2)) in(x[i]) out(y[i]) label("kernel")
#pragma omp distribute parallel for
      for (int i = 0; i < 8; ++i)
        y[i] = x[i] + i;
    }
    s += y[7];
    for (int i = 0; i < 8; ++i) {
#pragma approx memo(in, threshold(0)) in(x[i]) out(y[i]) label("stmt")
      y[i] = x[i] + i;
    }
    s += y[7];
  }
  // OUT: sum 108
  printf("sum %g\n", s);
  return 0;
}
// CHECK: "label": "if", "executions": 2, "total_iterations": 0, "kept_iterations": 0, "time_s": {{[0-9.e-]+}}, {{.*}}"memo_lookups": 0, "memo_hits": 0, "memo_hit_rate": null}
// CHECK: "label": "cfg", "executions": 2, "total_iterations": 0, "kept_iterations": 0, "time_s": {{[0-9.e-]+}}, {{.*}}"memo_lookups": 0, "memo_hits": 0, "memo_hit_rate": null}
// CHECK: "label": "out", "executions": 2, "total_iterations": 0, "kept_iterations": 0, "time_s": {{[0-9.e-]+}}, {{.*}}"memo_lookups": 0, "memo_predictions": 0, "memo_hit_rate": null}
// CHECK: "label": "ws", "executions": 2, "total_iterations": 0, "kept_iterations": 0, "time_s": {{[0-9.e-]+}}, {{.*}}"memo_lookups": 0, "memo_hits": 0, "memo_hit_rate": null}
// CHECK: "label": "stmt", "executions": 16, "total_iterations": 0, "kept_iterations": 0, {{.*}}"memo_lookups": 0, "memo_hits": 0, "memo_hit_rate": null}
// (read back from the device at exit)
// CHECK: "label": "kernel", "executions": 2, "total_iterations": 0, "kept_iterations": 0, "time_s": {{[0-9.e-]+}}, {{.*}}"memo_lookups": 0, "memo_hits": 0, "memo_hit_rate": null}
