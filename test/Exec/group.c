// A group (label and if only) around a kernel with two perforated loops
// inside: the kernel as written runs when the group is disabled (in
// APPROX_CONFIG or by its if()), or when both regions inside are; otherwise
// the regions inside keep their own state. Inner loops of 8: "a" small:4
// keeps 11101110 (writes '1'), "b" large:4 keeps 10001000 (writes '2' over it).
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=ON
// ON: {{^}}rows 21102110.21102110.21102110{{$}}
// RUN: echo '{"kernel": {"enabled": false}}' > %t.group-off.json
// RUN: %run env APPROX_CONFIG=%t.group-off.json %t | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}rows 22222222.22222222.22222222{{$}}
// RUN: %run %t group-if-off | %FileCheck %s --check-prefix=EXACT
// RUN: echo '{"a": {"enabled": false}, "b": {"enabled": false}}' > %t.both-off.json
// RUN: %run env APPROX_CONFIG=%t.both-off.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: echo '{"a": {"enabled": false}}' > %t.a-off.json
// RUN: %run env APPROX_CONFIG=%t.a-off.json %t | %FileCheck %s --check-prefix=AOFF
// AOFF: {{^}}rows 21112111.21112111.21112111{{$}}
// The group's label is known to APPROX_CONFIG: a misspelt one is an error.
// RUN: echo '{"kernal": {"enabled": false}}' > %t.typo.json
// RUN: not %run env APPROX_CONFIG=%t.typo.json %t 2>&1 | %FileCheck %s --check-prefix=TYPO
// TYPO: {{^}}approx: error: APPROX_CONFIG '{{.*}}.typo.json': label 'kernal': not a label of this program (known labels: 'kernel', 'a', 'b'); a label of a library the program opens with dlopen needs "late": true{{$}}

#include <stdio.h>
#include <string.h>

static char g[3][8];

int main(int argc, char **argv) {
  int on = !(argc > 1 && !strcmp(argv[1], "group-if-off"));
  int m = 8;
  memset(g, '0', sizeof g);
#pragma approx label("kernel") if(on)
#pragma omp target teams distribute parallel for map(tofrom: g)
  for (int i = 0; i < 3; ++i) {
#pragma approx perfo(small:4) label("a")
    for (int j = 0; j < m; ++j)
      g[i][j] = '1';
#pragma approx perfo(large:4) label("b")
    for (int j = 0; j < m; ++j)
      g[i][j] = '2';
  }
  printf("rows %.8s.%.8s.%.8s\n", g[0], g[1], g[2]);
  return 0;
}
