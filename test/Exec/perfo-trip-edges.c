// Trip counts at the edges the loop fuzzer (tools/fuzz/fuzz-loops) found,
// each wrong with the region disabled too (C's count, or the program
// stopped, is checked against -fno-approx):
//   "ne64":   `long` under '!=' over more than 2^63 (-9e18 != 9e18, steps of
//             2e18): stopped ("steps over its '!=' bound"), C runs 9;
//   "ne64dn": the same counting down;
//   "u64big": uint64_t 0 < 16e18 in steps of 4e18 (ub - lb + step > 2^64):
//             ran none, C runs 4 and leaves i at 16e18;
//   "u64dn":  uint64_t 16e18 > 0 in steps of -4e18: ran none, C runs 4;
//   "zero16": `unsigned short i = 5; i != 5; i += 65536` (a step of 0 in
//             16 bits) and "zeroint": `int i = 5; i != 5; i += s`, s == 0:
//             stopped ("does not move the variable"), C runs none.
// "kern64" and "kernu64" are the first and third inside a target region
// (the plan computed on the device). small:2 keeps chunks c % 2 == 0: 5 of
// 9, 2 of 4.
// RUN: %approx-clang -O1 -fopenmp %s -o %t
// RUN: %t 1 | %FileCheck %s --check-prefix=APPROX
// RUN: %t 0 | %FileCheck %s --check-prefix=EXACT
// RUN: env APPROX_REPORT=1 %t 1 2>&1 >/dev/null | %FileCheck %s --check-prefix=REPORT
// RUN: %approx-clang -O1 -fno-approx -fopenmp %s -o %t.plain
// RUN: %t.plain 1 | %FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -O1 %host-offload %s -o %t.off
// RUN: %run %t.off 1 | %FileCheck %s --check-prefix=APPROX
// APPROX: ne64 5 -9000000000000000000 9000000000000000000
// APPROX-NEXT: ne64dn 5 9000000000000000000 -9000000000000000000
// APPROX-NEXT: u64big 2 16000000000000000000
// APPROX-NEXT: u64dn 2 0
// APPROX-NEXT: zero16 0 zeroint 0
// APPROX-NEXT: kern 5 2
// EXACT: ne64 9 -9000000000000000000 9000000000000000000
// EXACT-NEXT: ne64dn 9 9000000000000000000 -9000000000000000000
// EXACT-NEXT: u64big 4 16000000000000000000
// EXACT-NEXT: u64dn 4 0
// EXACT-NEXT: zero16 0 zeroint 0
// EXACT-NEXT: kern 9 4
// REPORT-DAG: {"label": "ne64", "executions": 1, "total_iterations": 9, "kept_iterations": 5,
// REPORT-DAG: {"label": "u64big", "executions": 1, "total_iterations": 4, "kept_iterations": 2,
// REPORT-DAG: {"label": "zero16", "executions": 1, "total_iterations": 0, "kept_iterations": 0,

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int on = argc > 1 ? atoi(argv[1]) : 1;
  long first = 0, last = 0, n = 0;
#pragma approx perfo(small:2) label("ne64") if(on)
  for (long i = -9000000000000000000L; i != 9000000000000000000L; i += 2000000000000000000L) {
    if (n++ == 0)
      first = i;
    last = i;
  }
  printf("ne64 %ld %ld %ld\n", n, first, last + 2000000000000000000L);
  n = 0;
#pragma approx perfo(small:2) label("ne64dn") if(on)
  for (long i = 9000000000000000000L; i != -9000000000000000000L; i -= 2000000000000000000L) {
    if (n++ == 0)
      first = i;
    last = i;
  }
  printf("ne64dn %ld %ld %ld\n", n, first, last - 2000000000000000000L);
  n = 0;
  uint64_t u;
#pragma approx perfo(small:2) label("u64big") if(on)
  for (u = 0; u < 16000000000000000000UL; u += 4000000000000000000UL)
    ++n;
  printf("u64big %ld %llu\n", n, (unsigned long long)u);
  n = 0;
#pragma approx perfo(small:2) label("u64dn") if(on)
  for (u = 16000000000000000000UL; u > 0; u -= 4000000000000000000UL)
    ++n;
  printf("u64dn %ld %llu\n", n, (unsigned long long)u);
  long z16 = 0, zi = 0;
#pragma approx perfo(small:2) label("zero16") if(on)
  for (unsigned short i = 5; i != 5; i += 65536)
    ++z16;
  int s = on - on;
#pragma approx perfo(small:2) label("zeroint") if(on)
  for (int i = 5; i != 5; i += s)
    ++zi;
  printf("zero16 %ld zeroint %ld\n", z16, zi);
  long kn = 0, ku = 0;
#pragma omp target map(tofrom : kn, ku)
  {
#pragma approx perfo(small:2) label("kern64") if(on)
    for (long i = -9000000000000000000L; i != 9000000000000000000L; i += 2000000000000000000L)
      ++kn;
#pragma approx perfo(small:2) label("kernu64") if(on)
    for (uint64_t v = 0; v < 16000000000000000000UL; v += 4000000000000000000UL)
      ++ku;
  }
  printf("kern %ld %ld\n", kn, ku);
  return 0;
}
