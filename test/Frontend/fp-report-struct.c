// -fapprox-fp-report does not leave out the floating-point state of a
// struct variable that a region declares (FpMembers.cpp): a precision list
// cannot name it (var-precision-struct.c), so its floating-point members are
// listed apart from the candidates, in "not_candidates", each with
// "retypable": false and the reason; a nested struct, an array member, an
// array of structs and an anonymous union are followed, a pointer or int
// member is not. The candidates, edges and score are those without the
// structs (hand-checked): a (2 loads), o (1 store, 1 add), t (1 mul); edges
// t -> o, a -> o; score 1 + 1 + (2 + 1) * 8 * 0.5 = 14. The perforation
// lowering emits the loop twice: each member is listed once.

// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -c %s -o %t.o -fapprox-fp-report=%t.json
// RUN: FileCheck %s < %t.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t.json | FileCheck %s --check-prefix=DUMP --match-full-lines

struct vec2 {
  double x, y;
};
struct particle {
  struct vec2 pos; // nested: p[].pos.x, p[].pos.y
  float w[2];      // an array member: p[].w[]
  double *link;    // a pointer: no value of its own
  int id;          // not floating point
  union {
    float f; // an anonymous union's member: p[].f
    int bits;
  };
};

void kern(int n, const double *a, double *o) {
#pragma approx perfo(small:2) label("k")
#pragma omp target teams distribute parallel for map(to : a[0:n]) map(from : o[0:n])
  for (int i = 0; i < n; ++i) {
    struct vec2 s = {a[i], 2.0};
    struct particle p[2];
    p[0].pos = s;
    p[0].w[0] = (float)s.y;
    double t = s.x * s.y;
    o[i] = t + a[i];
  }
}

// CHECK:      "label": "k",
// CHECK:      "variables": [
// CHECK:          "name": "a",
// CHECK:          "name": "o",
// CHECK:          "name": "t",
// CHECK-NOT:      "name":
// CHECK:      "not_candidates": [
// CHECK-NEXT:   {
// CHECK-NEXT:     "name": "s.x",
// CHECK-NEXT:     "type": "double",
// CHECK-NEXT:     "line": 35,
// CHECK-NEXT:     "kind": "member",
// CHECK-NEXT:     "retypable": false,
// CHECK-NEXT:     "reason": "a member of 's', of type 'struct vec2': a precision list names whole floating-point variables, and a member has the type its struct's declaration gives it"
// CHECK-NEXT:   },
// CHECK-NEXT:   {
// CHECK-NEXT:     "name": "s.y",
// CHECK-NEXT:     "type": "double",
// CHECK-NEXT:     "line": 35,
// CHECK:          "name": "p[].pos.x",
// CHECK-NEXT:     "type": "double",
// CHECK-NEXT:     "line": 36,
// CHECK-NEXT:     "kind": "member",
// CHECK-NEXT:     "retypable": false,
// CHECK-NEXT:     "reason": "a member of 'p', of type 'struct particle[2]': {{.*}}"
// CHECK:          "name": "p[].pos.y",
// CHECK-NEXT:     "type": "double",
// CHECK:          "name": "p[].w[]",
// CHECK-NEXT:     "type": "float",
// CHECK:          "name": "p[].f",
// CHECK-NEXT:     "type": "float",
// CHECK-NOT:      "name":
// CHECK:      "edges": [

// DUMP:      region k fp-report-struct.c:32 vars=3 edges=2 groups=3
// DUMP-NEXT: var 0 a array double line=31 ops=0/0/0/0 mem=2/0
// DUMP-NEXT: var 1 o array double line=31 ops=1/0/0/0 mem=0/1
// DUMP-NEXT: var 2 t local double line=39 ops=0/1/0/0 mem=0/0
// DUMP-NEXT: member s.x double line=35
// DUMP-NEXT: member s.y double line=35
// DUMP-NEXT: member p[].pos.x double line=36
// DUMP-NEXT: member p[].pos.y double line=36
// DUMP-NEXT: member p[].w[] float line=36
// DUMP-NEXT: member p[].f float line=36
// DUMP-NEXT: edge a -> o x1
// DUMP-NEXT: edge t -> o x1
// DUMP-NEXT: group a
// DUMP-NEXT: group o
// DUMP-NEXT: group t
// DUMP-NEXT: score 14
// DUMP-NOT: {{.}}
