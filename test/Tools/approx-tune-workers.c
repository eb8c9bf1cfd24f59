// approx-tune with 2 workers on a host-offload program: both workers
// evaluate (points.csv names worker 0 and 1), each writes its own copy of
// the output file (the --output path is replaced per worker), and the front
// and best point are the exhaustive ones: region "k" (in the kernel) moves
// its values by up to 0.5 %, region "h" (host loop) by up to 80 %;
// APPROX_TIME counts the iterations run (deterministic).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: rm -rf %t.out && echo '{"k": [{"kind": "large", "value": 2}, {"kind": "large", "value": 4}], "h": [{"kind": "large", "value": 2}]}' > %t.space.json
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %python %src-root/tools/approx-tune/approx-tune --workers 2 --space %t.space.json --output %t.values --reps 1 --error-bound 0.01 --out %t.out -- %t %t.values 2>%t.log | FileCheck %s
// RUN: FileCheck %s --check-prefix=WORKERS < %t.out/points.csv
// RUN: ls %t.out | FileCheck %s --check-prefix=FILES
// RUN: test ! -e %t.values
// CHECK: exact: 0.2
// CHECK-NEXT: pareto front (speedup, error, configuration):
// CHECK-NEXT: 2.667x 0.0681{{[0-9]*}} {"h": {"kind": "large", "value": 2}, "k": {"kind": "large", "value": 4}}
// CHECK-NEXT: 2.000x 0.0675{{[0-9]*}} {"h": {"kind": "large", "value": 2}, "k": {"kind": "large", "value": 2}}
// CHECK-NEXT: 1.600x 0.00186{{[0-9]*}} {"h": {"enabled": false}, "k": {"kind": "large", "value": 4}}
// CHECK-NEXT: 1.333x 0.00124{{[0-9]*}} {"h": {"enabled": false}, "k": {"kind": "large", "value": 2}}
// CHECK-NEXT: best under error 0.01: 1.600x 0.00186{{[0-9]*}} {"h": {"enabled": false}, "k": {"kind": "large", "value": 4}}
// WORKERS: time,speedup,error,config,status,trial,input_errors,reason,worker,pid
// WORKERS-DAG: ,ok,{{[0-9]+}},{{[^,]*}},,0,
// WORKERS-DAG: ,ok,{{[0-9]+}},{{[^,]*}},,1,
// FILES: best.json
// FILES: front.png
// FILES: front.svg
// FILES: growth.png
// FILES: growth.svg
// FILES: points.csv
#include <stdio.h>

int main(int argc, char **argv) {
  enum { N = 100 };
  double y1[N], y2[N];
  int work = 0;
  for (int i = 0; i < N; ++i)
    y1[i] = y2[i] = 100.0;
#pragma approx perfo(large:2) label("k")
#pragma omp target teams distribute parallel for map(tofrom: y1, work) reduction(+: work)
  for (int i = 0; i < N; ++i) {
    y1[i] = 100.0 + 0.01 * i;
    work += 1;
  }
#pragma approx perfo(large:2) label("h")
  for (int i = 0; i < N; ++i) {
    y2[i] = 100.0 + 0.8 * i;
    work += 1;
  }
  FILE *f = fopen(argv[1], "w");
  for (int i = 0; i < N; ++i)
    fprintf(f, "%.17g %.17g\n", y1[i], y2[i]);
  fclose(f);
  printf("APPROX_TIME=%g\n", work / 1000.0);
  return 0;
}
