// A loop variable declared before the loop keeps C's and OpenMP's value
// after a perforated loop:
// - sequential, with a break: the value of the kept iteration that broke
//   (small:2 keeps the even k: k == 50 breaks, k == 51 is skipped, so the
//   loop runs out and k is 100); once the compacted body re-declared k and
//   k was set to 100 after every loop;
// - 'parallel for lastprivate(j)': the value after the sequentially last
//   iteration, 23 (large:3 keeps j = 0, 3, ..., 21), and with collapse(2)
//   lastprivate(a, b) 3 and 4; the compacted loop's body declares its own
//   j, so j was left at a private copy's garbage;
// - without lastprivate the variable keeps its value from before (-5).
// The same values with every region disabled (the constructs as written).
// RUN: %approx-clang -fopenmp %s -o %t
// RUN: %t | %FileCheck %s
// RUN: echo '{"brk": {"enabled": false}, "run-out": {"enabled": false}, "lp": {"enabled": false}, "lp2": {"enabled": false}, "priv": {"enabled": false}}' > %t.off.json
// RUN: env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=OFF
// CHECK: {{^}}break k=50 sum=600{{$}}
// CHECK-NEXT: {{^}}run-out k=100 sum=2450{{$}}
// CHECK-NEXT: {{^}}lastprivate j=23{{$}}
// CHECK-NEXT: {{^}}collapse lastprivate a=3 b=4{{$}}
// CHECK-NEXT: {{^}}private j=-5{{$}}
// OFF: {{^}}break k=50 sum=1225{{$}}
// OFF-NEXT: {{^}}run-out k=51 sum=1275{{$}}
// OFF-NEXT: {{^}}lastprivate j=23{{$}}
// OFF-NEXT: {{^}}collapse lastprivate a=3 b=4{{$}}
// OFF-NEXT: {{^}}private j=-5{{$}}

#include <stdio.h>

int main(void) {
  int k, sum = 0;
#pragma approx perfo(small:2) label("brk")
  for (k = 0; k < 100; ++k) {
    if (k == 50)
      break;
    sum += k;
  }
  printf("break k=%d sum=%d\n", k, sum);
  sum = 0;
#pragma approx perfo(small:2) label("run-out")
  for (k = 0; k < 100; ++k) {
    if (k == 51)
      break;
    sum += k;
  }
  printf("run-out k=%d sum=%d\n", k, sum);
  int j = -5;
#pragma approx perfo(large:3) label("lp")
#pragma omp parallel for lastprivate(j)
  for (j = 0; j < 23; ++j)
    ;
  printf("lastprivate j=%d\n", j);
  int a = -1, b = -1;
#pragma approx perfo(large:2) label("lp2")
#pragma omp parallel for collapse(2) lastprivate(a, b)
  for (a = 0; a < 3; ++a)
    for (b = 0; b < 4; ++b)
      ;
  printf("collapse lastprivate a=%d b=%d\n", a, b);
  j = -5;
#pragma approx perfo(large:3) label("priv")
#pragma omp parallel for
  for (j = 0; j < 23; ++j)
    ;
  printf("private j=%d\n", j);
  return 0;
}
