// Regions in the nest of a collapse(2) loop inside a group: the group reads
// its statement ahead of the parser, so the region's place in the nest
// comes from the tokens read (the directive may come from _Pragma), and its
// inline form (no statement may stand between collapsed loops; clang 19
// silently mishandles one that does) is kept exact in the group's exact
// version. small:2 on the inner loop of 8 keeps 10101010 in every row; the
// group or the region disabled writes every element.
// RUN: %approx-clang -fopenmp %s -o %t
// RUN: %t | %FileCheck %s --check-prefix=ON
// ON: {{^}}text 10101010 10101010 10101010{{$}}
// ON-NEXT: {{^}}pragma-op 10101010 10101010 10101010{{$}}
// ON-NEXT: {{^}}braced 10101010 10101010 10101010{{$}}
// RUN: echo '{"g": {"enabled": false}, "g2": {"enabled": false}, "g3": {"enabled": false}}' > %t.groups-off.json
// RUN: env APPROX_CONFIG=%t.groups-off.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: echo '{"p": {"enabled": false}, "p2": {"enabled": false}, "p3": {"enabled": false}}' > %t.regions-off.json
// RUN: env APPROX_CONFIG=%t.regions-off.json %t | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}text 11111111 11111111 11111111{{$}}
// EXACT-NEXT: {{^}}pragma-op 11111111 11111111 11111111{{$}}
// EXACT-NEXT: {{^}}braced 11111111 11111111 11111111{{$}}
// Under -E too (no Sema at all), each group keeps its region's exact copy.
// RUN: %approx-clang -fopenmp -E -P %s | %FileCheck %s --check-prefix=PRE
// PRE-COUNT-3: if (__approx_region_off({{.*}}) || (__approx_nested_off(
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// REMARK-COUNT-3: remark: approx region '{{p|p2|p3}}': perfo(small) lowered to a compacted iteration space, plan computed in the loop (pragma after '#pragma omp')

#include <stdio.h>
#include <string.h>

static char g[3][8];

static void show(const char *name) {
  printf("%s %.8s %.8s %.8s\n", name, g[0], g[1], g[2]);
  memset(g, '0', sizeof g);
}

int main(void) {
  memset(g, '0', sizeof g);
#pragma approx label("g")
  {
#pragma omp parallel for collapse(2)
    for (int i = 0; i < 3; ++i)
#pragma approx perfo(small:2) label("p")
      for (int j = 0; j < 8; ++j)
        g[i][j] = '1';
  }
  show("text");
#pragma approx label("g2")
  {
    _Pragma("omp parallel for collapse(2)")
    for (int i = 0; i < 3; ++i)
#pragma approx perfo(small:2) label("p2")
      for (int j = 0; j < 8; ++j)
        g[i][j] = '1';
  }
  show("pragma-op");
#pragma approx label("g3")
  {
#pragma omp parallel for collapse(2)
    for (int i = 0; i < 3; ++i) {
#pragma approx perfo(small:2) label("p3")
      for (int j = 0; j < 8; ++j)
        g[i][j] = '1';
    }
  }
  show("braced");
  return 0;
}
