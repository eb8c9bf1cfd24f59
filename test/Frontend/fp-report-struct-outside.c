// -fapprox-fp-report does not leave out the floating-point state of struct
// variables declared outside a region that the region uses
// (FpMembers.cpp): a parameter passed by value (p), a pointer to structs
// (c, listed as c[] like an array of them) and a global (gp). No precision
// list can name their members, so they are listed in "not_candidates",
// in declaration order, the global first; the integer members are not.
// The candidates and score are those without them: o (1 store, 1 add,
// 1 mul), score 1 + 1 + 8 * 0.5 = 6. Before, only struct variables the
// region declares were listed, and these were missing from the report.
// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | FileCheck %s --match-full-lines
// RUN: FileCheck %s --check-prefix=JSON < %t.json

struct params {
  double dt, dx;
  int n;
};
struct cell {
  double rho;
  float e[3];
};
struct params gp;

void step(int n, struct params p, const struct cell *c, double *o) {
#pragma approx label("k") perfo(small:2)
#pragma omp target teams distribute parallel for map(to: c[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i)
    o[i] = c[i].rho * p.dt + gp.dx;
}

// CHECK:      region k fp-report-struct-outside.c:26 vars=1 edges=0 groups=1
// CHECK-NEXT: var 0 o array double line=25 ops=1/1/0/0 mem=0/1
// CHECK-NEXT: member gp.dt double line=23
// CHECK-NEXT: member gp.dx double line=23
// CHECK-NEXT: member p.dt double line=25
// CHECK-NEXT: member p.dx double line=25
// CHECK-NEXT: member c[].rho double line=25
// CHECK-NEXT: member c[].e[] float line=25
// CHECK-NEXT: group o
// CHECK-NEXT: score 6
// JSON: "name": "c[].rho",
// JSON-NEXT: "type": "double",
// JSON-NEXT: "line": 25,
// JSON-NEXT: "kind": "member",
// JSON-NEXT: "retypable": false,
// JSON-NEXT: "reason": "a member of 'c', of type 'const struct cell *': a precision list names whole floating-point variables, and a member has the type its struct's declaration gives it"
