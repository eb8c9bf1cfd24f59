// A sync, atomic or branch region whose if() is a literal 0 runs the
// statement as written (Lowering/cuda-aware-if0.c) but keeps its label:
// APPROX_REPORT lists it after the regions that ran, as exact and chosen at
// compile time ("executions": null: its code counts nothing), and
// APPROX_CONFIG naming it says it is compiled exact by if(0) and how to
// switch it at run time, where it said "not a label of this program" and
// the report left it out. Here in a kernel's loop right after the loop
// directive (the label goes into the loop's body), in a parallel region and
// on the host; "on" has if(1) and is counted as before.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=OUT
// OUT: {{^}}h 16 s 5 b 1{{$}}
// RUN: %run env APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// REPORT: {{^}}{"regions": [{{$}}
// REPORT-NEXT: {{^}}  {"label": "on", "executions": 8, "total_iterations": 0, "kept_iterations": 0, {{.*}}},{{$}}
// REPORT-NEXT: {{^}}  {"label": "hist", "executions": null, "compile_time": "exact"},{{$}}
// REPORT-NEXT: {{^}}  {"label": "bar", "executions": null, "compile_time": "exact"},{{$}}
// REPORT-NEXT: {{^}}  {"label": "br", "executions": null, "compile_time": "exact"}{{$}}
// REPORT-NEXT: {{^}}]}{{$}}
// RUN: echo '{"hist": {"enabled": false}}' > %t.hist.json
// RUN: not %run env APPROX_CONFIG=%t.hist.json %t 2>&1 | %FileCheck %s --check-prefix=HIST
// HIST: {{^}}approx: error: APPROX_CONFIG '{{.*}}.hist.json': label 'hist': field 'enabled': label 'hist' is atomic with if(0): it is compiled exact, chosen at compile time; give its pragma an if(...) clause that is not a literal 0 (or build with -fapprox-set=hist:if(1)) to switch it at run time{{$}}
// HIST-NOT: {{.}}
// RUN: echo '{"br": {"enabled": true}}' > %t.br.json
// RUN: not %run env APPROX_CONFIG=%t.br.json %t 2>&1 | %FileCheck %s --check-prefix=BR
// BR: {{^}}approx: error: APPROX_CONFIG '{{.*}}.br.json': label 'br': field 'enabled': label 'br' is branch with if(0): it is compiled exact, chosen at compile time; {{.*}}
// An empty object sets nothing and is accepted, as for a label without if().
// RUN: echo '{"hist": {}, "bar": {}, "on": {"enabled": false}}' > %t.ok.json
// RUN: %run env APPROX_CONFIG=%t.ok.json %t | %FileCheck %s --check-prefix=OUT
// Built with -fapprox-set=hist:if(1), "hist" is switched at run time and
// counted (each iteration of the kernel's loop).
// RUN: %approx-clang %host-offload '-fapprox-set=hist:if(1)' %s -o %t.switched
// RUN: %run env APPROX_CONFIG=%t.hist.json APPROX_REPORT=1 %t.switched 2> %t.switched.report | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s --check-prefix=SWITCHED < %t.switched.report
// SWITCHED-DAG: {"label": "hist", "executions": 16, "total_iterations": 0,
// SWITCHED-DAG: {"label": "bar", "executions": null, "compile_time": "exact"}

#include <stdio.h>

int main(void) {
  int h = 0, b = 0;
  long s = 0;
#pragma omp target teams distribute parallel for map(tofrom : h)
  for (int i = 0; i < 16; ++i) {
#pragma approx atomic(team) if(0) label("hist")
#pragma omp atomic
    h += 1;
  }
#pragma omp parallel num_threads(2)
  {
#pragma omp atomic
    s += 2;
#pragma approx sync(skip) if(0) label("bar")
#pragma omp barrier
#pragma omp single
    s += 1;
  }
  for (int i = 0; i < 8; ++i) {
#pragma approx branch(then) if(1) label("on")
    if (i == 3)
      b = 1;
  }
#pragma approx branch(else) if(0) label("br")
  if (b == 0)
    b = 2;
  printf("h %d s %ld b %d\n", h, s, b);
  return 0;
}
