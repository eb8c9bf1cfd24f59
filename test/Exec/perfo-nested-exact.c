// A region nested in a perforated loop: the enclosing region's exact
// version holds the nested loop as written, and runs only while the outer
// plan is exact and the nested region is disabled in APPROX_CONFIG. Every
// other combination keeps the nested region's perforation. Kernels rows x
// inner loop of 8 (outer small:2 keeps rows 0 and 2 of 4; inner small:4
// keeps 11101110), and a host parallel loop with the same shape.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=BOTH
// BOTH: {{^}}kernel 11101110.00000000.11101110.00000000{{$}}
// BOTH-NEXT: {{^}}host 11101110.00000000.11101110.00000000{{$}}

// Both disabled: the exact version, every element.
// RUN: echo '{"outer": {"enabled": false}, "inner": {"enabled": false}, "houter": {"enabled": false}, "hinner": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=OFF
// OFF: {{^}}kernel 11111111.11111111.11111111.11111111{{$}}
// OFF-NEXT: {{^}}host 11111111.11111111.11111111.11111111{{$}}

// Outer disabled, inner enabled: not the exact version.
// RUN: echo '{"outer": {"enabled": false}, "houter": {"enabled": false}}' > %t.inner.json
// RUN: %run env APPROX_CONFIG=%t.inner.json %t | %FileCheck %s --check-prefix=INNER
// INNER: {{^}}kernel 11101110.11101110.11101110.11101110{{$}}
// INNER-NEXT: {{^}}host 11101110.11101110.11101110.11101110{{$}}

// Outer enabled, inner disabled.
// RUN: echo '{"inner": {"enabled": false}, "hinner": {"enabled": false}}' > %t.outer.json
// RUN: %run env APPROX_CONFIG=%t.outer.json %t | %FileCheck %s --check-prefix=OUTER
// OUTER: {{^}}kernel 11111111.00000000.11111111.00000000{{$}}
// OUTER-NEXT: {{^}}host 11111111.00000000.11111111.00000000{{$}}

// The inner region off through its if() only: the table does not say so,
// so the lowered version runs, and its inner loop is exact.
// RUN: %run env APPROX_CONFIG=%t.off.json %t inner-if-off | %FileCheck %s --check-prefix=OFF
// RUN: %run env APPROX_CONFIG=%t.outer.json %t inner-if-off | %FileCheck %s --check-prefix=OUTER

// While reporting, the nested region is counted even when everything is
// off: 2 kernels' worth of 4 executions each (kernel and host).
// RUN: %run env APPROX_CONFIG=%t.off.json APPROX_REPORT=1 %t 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// REPORT-DAG: {"label": "inner", "executions": 4, "total_iterations": 32, "kept_iterations": 32,
// REPORT-DAG: {"label": "hinner", "executions": 4, "total_iterations": 32, "kept_iterations": 32,

#include <stdio.h>
#include <string.h>

static char g[4][8];

static void show(const char *what) {
  printf("%s %.8s.%.8s.%.8s.%.8s\n", what, g[0], g[1], g[2], g[3]);
}

int main(int argc, char **argv) {
  int inner_on = !(argc > 1 && !strcmp(argv[1], "inner-if-off"));
  int m = 8;
  memset(g, '0', sizeof g);
#pragma approx perfo(small:2) label("outer")
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(small:4) label("inner") if(inner_on)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  }
  show("kernel");

  memset(g, '0', sizeof g);
#pragma approx perfo(small:2) label("houter")
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < 4; ++i) {
#pragma approx perfo(small:4) label("hinner") if(inner_on)
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
  }
  show("host");
  return 0;
}
