// APPROX_REPORT counts what a perforated sequential loop that leaves early
// ran, whichever way it leaves: break, return, goto, or running out. Such
// a loop's plan records nothing; a cleanup counts at scope exit the kept
// iterations that began and the logical iterations up to the one it left
// at (all of them when every kept iteration began). Before, the plan's
// counts were recorded up front (100 iterations, 50 kept for "brk"), and a
// return skipped the time record ("time_s": null).
// small:2 keeps the even i of [0, 100). "brk" breaks at i = 10: began 0,
// 2, ..., 10 (6 kept of 11); "ret" returns at i = 20 (11 of 21); "jmp"
// leaves by goto at i = 4 (3 of 5); "out" never meets its break (50 of
// 100); "odd" breaks at i = 11, a skipped iteration, so it leaves at 12
// (7 of 13); each runs twice. In the kernel (host offload), "kern" is a
// sequential loop run by each of 2 threads, breaking at i = 6 (4 of 7).
// With the region off (APPROX_CONFIG), a loop runs as written and counts
// its whole range.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run env APPROX_REPORT=1 %t 2> %t.report | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.report
// RUN: echo '{"brk": {"enabled": false}}' > %t.json
// RUN: %run env APPROX_CONFIG=%t.json APPROX_REPORT=1 %t 2> %t.off | %FileCheck %s --check-prefix=OFF
// RUN: %FileCheck %s --check-prefix=OFFREP < %t.off
// The same counts under -fapprox-perfo-lowering=continue (before, it
// recorded the whole planned range: "brk" 2 executions of 100 iterations).
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont
// RUN: %run env APPROX_REPORT=1 %t.cont 2> %t.creport | %FileCheck %s --check-prefix=OUT
// RUN: %FileCheck %s < %t.creport
// OUT: brk 5 ret 10 jmp 2 out 50 odd 6 last 6 kern 3 3
// OUT: brk 5 ret 10 jmp 2 out 50 odd 6 last 6 kern 3 3
// CHECK-DAG: "label": "brk", "executions": 2, "total_iterations": 22, "kept_iterations": 12, "time_s": {{[0-9]}}
// CHECK-DAG: "label": "ret", "executions": 2, "total_iterations": 42, "kept_iterations": 22, "time_s": {{[0-9]}}
// CHECK-DAG: "label": "jmp", "executions": 2, "total_iterations": 10, "kept_iterations": 6, "time_s": {{[0-9]}}
// CHECK-DAG: "label": "out", "executions": 2, "total_iterations": 200, "kept_iterations": 100,
// CHECK-DAG: "label": "odd", "executions": 2, "total_iterations": 26, "kept_iterations": 14,
// CHECK-DAG: "label": "last", "executions": 2, "total_iterations": 12, "kept_iterations": 12,
// CHECK-DAG: "label": "kern", "executions": 4, "total_iterations": 28, "kept_iterations": 16,
// OFF: brk 10 ret 10
// OFFREP: "label": "brk", "executions": 2, "total_iterations": 200, "kept_iterations": 200,

#include <omp.h>
#include <stdio.h>

static int ret(void) {
  int n = 0;
#pragma approx perfo(small:2) label("ret")
  for (int i = 0; i < 100; ++i) {
    if (i >= 20)
      return n;
    n++;
  }
  return -1;
}

static int jmp(void) {
  int n = 0;
#pragma approx perfo(small:2) label("jmp")
  for (int i = 0; i < 100; ++i) {
    if (i >= 4)
      goto done;
    n++;
  }
done:
  return n;
}

int main(void) {
  for (int round = 0; round < 2; ++round) {
    int brk = 0, out = 0, odd = 0, last = 0, kern[2] = {0, 0};
#pragma approx perfo(small:2) label("brk")
    for (int i = 0; i < 100; ++i) {
      if (i >= 10)
        break;
      brk++;
    }
#pragma approx perfo(small:2) label("out")
    for (int i = 0; i < 100; ++i) {
      if (i >= 1000)
        break;
      out++;
    }
#pragma approx perfo(small:2) label("odd")
    for (int i = 0; i < 100; ++i) {
      if (i >= 11)
        break;
      odd++;
    }
    // fini:0.25 of 8 keeps 0..5; the break is in the last kept one, 5: 6
    // iterations, 6 kept (before: the whole 8, as if it ran past 6 and 7)
#pragma approx perfo(fini:0.25) label("last")
    for (int i = 0; i < 8; ++i) {
      last++;
      if (i == 5)
        break;
    }
#pragma omp target parallel num_threads(2) map(tofrom : kern)
    {
      int t = omp_get_thread_num(), c = 0;
#pragma approx perfo(small:2) label("kern")
      for (int i = 0; i < 100; ++i) {
        if (i >= 6)
          break;
        c++;
      }
      kern[t] = c;
    }
    printf("brk %d ret %d jmp %d out %d odd %d last %d kern %d %d\n", brk, ret(), jmp(), out, odd,
           last, kern[0], kern[1]);
  }
  return 0;
}
