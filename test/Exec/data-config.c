// APPROX_CONFIG on data regions (docs/data.md, "Run-time configuration and
// reports"): the reconstruction method, the perforation (kind/value) and
// enabled change per label at run time; reconstruction on the device sees the
// overrides (the table reaches the devices). APPROX_REPORT gets the bytes a
// region moved and saved. Defaults: "out" large:2 + nn, "in" (host) and "dev"
// (device) large:2 + nn over rows of 2, "prec" precision(half).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: out: 0 0 4 4 16 16 36
// DEFAULT-NEXT: in: 0 0 | 0 0 | 4 4 | 4 4 | 16 16 | 16 16 | 36 36
// DEFAULT-NEXT: dev: 0 0 | 0 0 | 4 4 | 4 4 | 16 16 | 16 16 | 36 36
// DEFAULT-NEXT: prec: 0.333251953

// RUN: echo '{"out": {"reconstruct": "lerp"}, "in": {"reconstruct": "lerp"}, "dev": {"reconstruct": "lerp"}}' > %t.lerp.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.lerp.json %t | %FileCheck %s --check-prefix=LERP
// LERP: out: 0 2 4 10 16 26 36
// LERP-NEXT: in: 0 0 | 2 2 | 4 4 | 10 10 | 16 16 | 26 26 | 36 36
// LERP-NEXT: dev: 0 0 | 2 2 | 4 4 | 10 10 | 16 16 | 26 26 | 36 36

// RUN: echo '{"out": {"kind": "large", "value": 3}, "in": {"kind": "fini", "value": 0.5}, "dev": {"kind": "init", "value": 0.5}}' > %t.kind.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.kind.json %t | %FileCheck %s --check-prefix=KIND
// KIND: out: 0 0 9 9 9 36 36
// KIND-NEXT: in: 0 0 | 1 1 | 4 4 | 9 9 | 9 9 | 9 9 | 9 9
// KIND-NEXT: dev: 9 9 | 9 9 | 9 9 | 9 9 | 16 16 | 25 25 | 36 36

// RUN: echo '{"out": {"enabled": false}, "in": {"enabled": false}, "dev": {"enabled": false}, "prec": {"enabled": false}}' > %t.off.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=OFF
// OFF: out: 0 1 4 9 16 25 36
// OFF-NEXT: in: 0 0 | 1 1 | 4 4 | 9 9 | 16 16 | 25 25 | 36 36
// OFF-NEXT: dev: 0 0 | 1 1 | 4 4 | 9 9 | 16 16 | 25 25 | 36 36
// OFF-NEXT: prec: 0.333333343

// Reports: "in" moves its 4 kept rows of 8 bytes instead of 7; device
// perforation and output reconstruction move everything (nothing saved);
// "prec" moves 1 float each way in 2 bytes.
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// REPORT: "label": "out", "executions": 1, "total_iterations": 7, "kept_iterations": 4, {{.*}} "bytes_transferred": 0, "bytes_saved": 0}
// REPORT: "label": "in", "executions": 1, "total_iterations": 7, "kept_iterations": 4, {{.*}} "bytes_transferred": 32, "bytes_saved": 24}
// REPORT: "label": "dev", "executions": 1, "total_iterations": 7, "kept_iterations": 4, {{.*}} "bytes_transferred": 0, "bytes_saved": 0}
// REPORT: "label": "prec", "executions": 1, "total_iterations": 0, "kept_iterations": 0, {{.*}} "bytes_transferred": 4, "bytes_saved": 4}

#include <stdio.h>

int main(void) {
  float v[7], in[14], o[14];
#pragma approx perfo(large:2) out(v[0:7]) reconstruct(nn) label("out")
#pragma omp target teams distribute parallel for map(from: v[0:7])
  for (int i = 0; i < 7; ++i) v[i] = i * i;
  printf("out:");
  for (int i = 0; i < 7; ++i) printf(" %g", v[i]);
  printf("\n");

  for (int i = 0; i < 14; ++i) in[i] = (i / 2) * (i / 2);
#pragma approx perfo(large:2) in(([7][2])in) reconstruct(nn, host) label("in")
#pragma omp target teams distribute parallel for map(to: in[0:14]) map(from: o[0:14])
  for (int i = 0; i < 14; ++i) o[i] = in[i];
  printf("in:");
  for (int i = 0; i < 14; ++i) printf("%s %g", i && i % 2 == 0 ? " |" : "", o[i]);
  printf("\n");

#pragma approx perfo(large:2) in(([7][2])in) reconstruct(nn, device) label("dev")
#pragma omp target teams distribute parallel for map(to: in[0:14]) map(from: o[0:14])
  for (int i = 0; i < 14; ++i) o[i] = in[i];
  printf("dev:");
  for (int i = 0; i < 14; ++i) printf("%s %g", i && i % 2 == 0 ? " |" : "", o[i]);
  printf("\n");

  float x = 1.0f / 3, y = 0;
#pragma approx precision(half) in(x) out(y) label("prec")
#pragma omp target map(to: x) map(from: y)
  y = x;
  printf("prec: %.9g\n", y);
  return 0;
}
