// Bad run-time perforation parameters stop the program with a message
// naming the region (label) and the parameter; bad APPROX_SEED and
// APPROX_REPORT values stop it at start-up.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t ok | %FileCheck %s --check-prefix=OK
// OK: {{^}}ok 1001001001{{$}}

// RUN: not %run %t large 1 2>&1 | %FileCheck %s --check-prefix=LARGE
// LARGE: {{^}}approx: error: region 'L': perforation kind 'large' needs an integer in [2, 2147483647] (got 1){{$}}
// LARGE-NOT: {{.}}
// RUN: not %run %t small 2.5 2>&1 | %FileCheck %s --check-prefix=SMALL
// SMALL: {{^}}approx: error: region 'S': perforation kind 'small' needs an integer in [2, 2147483647] (got 2.5){{$}}
// RUN: not %run %t rate 1.5 2>&1 | %FileCheck %s --check-prefix=RATE
// RATE: {{^}}approx: error: region 'runtime-errors.c:96': perforation kind 'rate' needs a rate in [0, 1) (got 1.5){{$}}
// RUN: not %run %t rate -0.5 2>&1 | %FileCheck %s --check-prefix=RATE-NEG
// RATE-NEG: {{^}}approx: error: region 'runtime-errors.c:96': perforation kind 'rate' needs a rate in [0, 1) (got -0.5){{$}}
// RUN: not %run %t chunk 0 2>&1 | %FileCheck %s --check-prefix=CHUNK
// CHUNK: {{^}}approx: error: region 'C': 'chunk' must be an integer in [1, 9007199254740992] (got 0){{$}}
// RUN: not %run %t step 0 2>&1 | %FileCheck %s --check-prefix=STEP
// STEP: {{^}}approx: error: region 'P': the loop step does not move the variable towards its bound (got 0){{$}}
// RUN: not %run %t step -1 2>&1 | %FileCheck %s --check-prefix=STEP-NEG
// STEP-NEG: {{^}}approx: error: region 'P': the loop step does not move the variable towards its bound (got -1){{$}}
// '!=' takes any step whose steps land on the bound (i = 0, 2, ..., 8 over
// 10; small:2 keeps 0, 4, 8), and stops when they step over it, as C's loop
// would run past the bound (it once stopped on every step other than 1).
// RUN: %run %t ne 2 | %FileCheck %s --check-prefix=NE
// NE: {{^}}ne 1000100010{{$}}
// RUN: not %run %t ne 3 2>&1 | %FileCheck %s --check-prefix=NE-OVER
// NE-OVER: {{^}}approx: error: region 'N': the loop variable steps over its '!=' bound, never equal to it (got 3){{$}}
// RUN: not %run %t ne -2 2>&1 | %FileCheck %s --check-prefix=NE-BACK
// NE-BACK: {{^}}approx: error: region 'N': the loop variable steps over its '!=' bound, never equal to it (got -2){{$}}
// Values out of the ranges APPROX_CONFIG applies (and the compile-time
// check applies to constants) stop the program too. Were bugs: values above
// INT_MAX ran with nothing skipped, a chunk above 2^53 was accepted.
// RUN: not %run %t small 3000000000 2>&1 | %FileCheck %s --check-prefix=SMALL-BIG
// SMALL-BIG: {{^}}approx: error: region 'S': perforation kind 'small' needs an integer in [2, 2147483647] (got 3000000000){{$}}
// RUN: not %run %t small 2147483648 2>&1 | %FileCheck %s --check-prefix=SMALL-MAX
// SMALL-MAX: {{^}}approx: error: region 'S': perforation kind 'small' needs an integer in [2, 2147483647] (got 2147483648){{$}}
// RUN: not %run %t small 9223372036854775808 2>&1 | %FileCheck %s --check-prefix=SMALL-2P63
// SMALL-2P63: {{^}}approx: error: region 'S': perforation kind 'small' needs an integer in [2, 2147483647] (got 9.22337203685478e+18){{$}}
// RUN: %run %t small 2147483647 | %FileCheck %s --check-prefix=REACHED
// REACHED: {{^}}not reached{{$}}
// RUN: not %run %t rand 1 2>&1 | %FileCheck %s --check-prefix=RAND
// RAND: {{^}}approx: error: region 'R': perforation kind 'rand' needs a rate in [0, 1) (got 1){{$}}
// RUN: not %run %t init -0.25 2>&1 | %FileCheck %s --check-prefix=INIT
// INIT: {{^}}approx: error: region 'I': perforation kind 'init' needs a rate in [0, 1) (got -0.25){{$}}
// RUN: not %run %t fini 1e300 2>&1 | %FileCheck %s --check-prefix=FINI
// FINI: {{^}}approx: error: region 'F': perforation kind 'fini' needs a rate in [0, 1) (got 1e+300){{$}}
// RUN: not %run %t bigchunk 9007199254740993 2>&1 | %FileCheck %s --check-prefix=CHUNK-BIG
// CHUNK-BIG: {{^}}approx: error: region 'B': 'chunk' must be an integer in [1, 9007199254740992] (got 9.00719925474099e+15){{$}}
// RUN: %run %t bigchunk 9007199254740992 | %FileCheck %s --check-prefix=REACHED

// The device-side plan (pragma after the target directive) checks too.
// RUN: not %run %t device 1 2>&1 | %FileCheck %s --check-prefix=DEVICE
// DEVICE: approx: error: region 'D': perforation kind 'large' needs an integer in [2, 2147483647] (got 1)

// A config value that does not fit the source's kind is caught when the
// plan is made.
// RUN: echo '{"L": {"value": 0.5}}' > %t.cfg.json
// RUN: not %run env APPROX_CONFIG=%t.cfg.json %t ok 2>&1 | %FileCheck %s --check-prefix=CFG
// CFG: {{^}}approx: error: region 'L': perforation kind 'large' needs an integer in [2, 2147483647] (got 0.5){{$}}

// RUN: not %run env APPROX_SEED=abc %t ok 2>&1 | %FileCheck %s --check-prefix=SEED
// SEED: {{^}}approx: error: APPROX_SEED=abc: not an unsigned integer (expected decimal or 0x-hex, 0..18446744073709551615){{$}}
// SEED-NOT: {{.}}
// RUN: not %run env APPROX_SEED=-1 %t ok 2>&1 | %FileCheck %s --check-prefix=SEED-NEG
// SEED-NEG: {{^}}approx: error: APPROX_SEED=-1: not an unsigned integer (expected decimal or 0x-hex, 0..18446744073709551615){{$}}
// RUN: not %run env APPROX_SEED=18446744073709551616 %t ok 2>&1 | %FileCheck %s --check-prefix=SEED-BIG
// SEED-BIG: {{^}}approx: error: APPROX_SEED=18446744073709551616: out of range (expected decimal or 0x-hex, 0..18446744073709551615){{$}}
// RUN: %run env APPROX_SEED=18446744073709551615 %t ok | %FileCheck %s --check-prefix=OK
// RUN: not %run env APPROX_REPORT=%t.nodir/report.json %t ok 2>&1 | %FileCheck %s --check-prefix=REPORT
// REPORT: {{^}}approx: error: APPROX_REPORT '{{.*}}.nodir/report.json': cannot open for writing: No such file or directory{{$}}
// REPORT-NOT: {{.}}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char s[11];

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "ok";
  double v = argc > 2 ? atof(argv[2]) : 0;
  int n = 10;
  memset(s, '0', 10);
  if (!strcmp(what, "ok") || !strcmp(what, "large")) {
    int f = !strcmp(what, "ok") ? 3 : (int)v;
#pragma approx perfo(large : f) label("L")
    for (int i = 0; i < n; ++i) s[i] = '1';
    printf("ok %s\n", s);
  } else if (!strcmp(what, "small")) {
#pragma approx perfo(small : v) label("S")
#pragma omp target teams distribute parallel for map(tofrom: s)
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "rate")) {
#pragma approx perfo(rate : v)
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "chunk")) {
#pragma approx perfo(rate, chunk((int)v) : 0.5) label("C")
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "rand")) {
#pragma approx perfo(rand : v) label("R")
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "init")) {
#pragma approx perfo(init : v) label("I")
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "fini")) {
#pragma approx perfo(fini : v) label("F")
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "bigchunk")) {
    long long c = strtoll(argv[2], 0, 10);
#pragma approx perfo(large, chunk(c) : 2) label("B")
    for (int i = 0; i < n; ++i) s[i] = '1';
  } else if (!strcmp(what, "step")) {
    int st = (int)v;
#pragma approx perfo(small : 2) label("P")
    for (int i = 0; i < n; i += st) s[i] = '1';
  } else if (!strcmp(what, "ne")) {
    int st = (int)v;
#pragma approx perfo(small : 2) label("N")
    for (int i = 0; i != n; i += st) s[i] = '1';
    printf("ne %s\n", s);
    return 0;
  } else if (!strcmp(what, "device")) {
    int f = (int)v;
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(large : f) label("D")
    for (int i = 0; i < n; ++i) s[i] = '1';
  }
  printf("not reached\n");
  return 0;
}
