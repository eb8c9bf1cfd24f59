// A data region inside a group whose block declares the region's item (and
// shadows a global of the same name with another type): the region is
// lowered while the group reads its statement ahead of the parser, so the
// item is not looked up there; the generated code uses the block's array.
// precision(half) rounds 1 + (2i+1)/4096 to the half grid of 1/1024 (to
// nearest even), so the kernel's out[i] = 4096 (a[i] - 1) is 0 4 4 8 8 12 12
// 16; exact, it is 1 3 5 ... 15 (group or region disabled, or the group's
// if() false). APPROX_HOST_TRANSFERS=1: the x86 device moves the reduced copy.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t | %FileCheck %s --check-prefix=ON
// ON: {{^}}0 4 4 8 8 12 12 16{{$}}
// ON-NEXT: {{^}}global 0.5{{$}}
// RUN: %run APPROX_HOST_TRANSFERS=1 %t group-if-off | %FileCheck %s --check-prefix=EXACT
// EXACT: {{^}}1 3 5 7 9 11 13 15{{$}}
// EXACT-NEXT: {{^}}global 0.5{{$}}
// RUN: echo '{"g": {"enabled": false}}' > %t.g-off.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.g-off.json %t | %FileCheck %s --check-prefix=EXACT
// RUN: echo '{"in": {"enabled": false}}' > %t.in-off.json
// RUN: %run APPROX_HOST_TRANSFERS=1 env APPROX_CONFIG=%t.in-off.json %t | %FileCheck %s --check-prefix=EXACT

#include <stdio.h>
#include <string.h>

#define N 8
static double a = 0.5;

int main(int argc, char **argv) {
  float out[N];
  int on = !(argc > 1 && !strcmp(argv[1], "group-if-off"));
#pragma approx label("g") if(on)
  {
    float a[N];
    for (int i = 0; i < N; ++i)
      a[i] = 1.0f + (2 * i + 1) / 4096.0f;
#pragma approx in(a[0:N]) precision(half) label("in")
#pragma omp target teams distribute parallel for map(to: a) map(from: out[0:N])
    for (int i = 0; i < N; ++i)
      out[i] = a[i] * 4096.0f - 4096.0f;
  }
  for (int i = 0; i < N; ++i)
    printf("%g%c", out[i], i + 1 < N ? ' ' : '\n');
  printf("global %g\n", a);
  return 0;
}
