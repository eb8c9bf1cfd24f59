// A bad APPROX_CONFIG stops the program at start-up (exit 1, nothing run)
// with one message naming the file, the position or the label and field.
// Syntax errors are jansson's (its line:column and text).
// RUN: %approx-clang %host-offload %s -o %t

// RUN: printf '{"a": {"kind": "large", "value": 4}\n' > %t.trunc.json
// RUN: not %run env APPROX_CONFIG=%t.trunc.json %t > %t.out 2>&1
// RUN: %FileCheck %s --check-prefix=TRUNC < %t.out
// TRUNC: {{^}}approx: error: APPROX_CONFIG '{{.*}}.trunc.json': 2:0: '}' expected near end of file{{$}}
// TRUNC-NOT: {{.}}

// RUN: echo '{"a": {"kind": "large", "value": 4},}' > %t.comma.json
// RUN: not %run env APPROX_CONFIG=%t.comma.json %t 2>&1 | %FileCheck %s --check-prefix=COMMA
// COMMA: {{^}}approx: error: APPROX_CONFIG '{{.*}}.comma.json': 1:37: string or '}' expected near '}'{{$}}

// RUN: echo '[1]' > %t.array.json
// RUN: not %run env APPROX_CONFIG=%t.array.json %t 2>&1 | %FileCheck %s --check-prefix=ARRAY
// ARRAY: {{^}}approx: error: APPROX_CONFIG '{{.*}}.array.json': 1:1: the top level must be an object keyed by region label, found array{{$}}

// RUN: : > %t.empty.json
// RUN: not %run env APPROX_CONFIG=%t.empty.json %t 2>&1 | %FileCheck %s --check-prefix=EMPTY
// EMPTY: {{^}}approx: error: APPROX_CONFIG '{{.*}}.empty.json': 1:0: unexpected token near end of file{{$}}

// RUN: not %run env APPROX_CONFIG=%t.missing.json %t 2>&1 | %FileCheck %s --check-prefix=MISSING
// MISSING: {{^}}approx: error: APPROX_CONFIG '{{.*}}.missing.json': cannot open file: No such file or directory{{$}}

// An empty label (what label("\0x") used to become) and a label holding a
// NUL are refused as such.
// RUN: echo '{"a": {}, "": {"enabled": false}}' > %t.empty-label.json
// RUN: not %run env APPROX_CONFIG=%t.empty-label.json %t 2>&1 | %FileCheck %s --check-prefix=BLANK-KEY
// BLANK-KEY: {{^}}approx: error: APPROX_CONFIG '{{.*}}.empty-label.json': 1:11: label '': a label cannot be empty (every region has a name: its label("...") or file:line){{$}}
// RUN: echo '{"\u0000x": {"enabled": false}}' > %t.nul-label.json
// RUN: not %run env APPROX_CONFIG=%t.nul-label.json %t 2>&1 | %FileCheck %s --check-prefix=NUL-KEY
// NUL-KEY: {{^}}approx: error: APPROX_CONFIG '{{.*}}.nul-label.json': label '\x00x': a label cannot contain a NUL character{{$}}

// Unknown label: the known ones are listed.
// RUN: echo '{"a": {}, "blur": {"value": 2}}' > %t.label.json
// RUN: not %run env APPROX_CONFIG=%t.label.json %t 2>&1 | %FileCheck %s --check-prefix=LABEL
// LABEL: {{^}}approx: error: APPROX_CONFIG '{{.*}}.label.json': label 'blur': not a label of this program (known labels: 'a', 'b', 'c'); a label of a library the program opens with dlopen needs "late": true{{$}}

// RUN: echo '{"a": {"knd": "large"}}' > %t.field.json
// RUN: not %run env APPROX_CONFIG=%t.field.json %t 2>&1 | %FileCheck %s --check-prefix=FIELD
// FIELD: {{^}}approx: error: APPROX_CONFIG '{{.*}}.field.json': label 'a': unknown field 'knd' (valid fields: kind, value, chunk, enabled, reconstruct, late; memo: threshold, size, tables, items, hierarchy, replace, history, predict){{$}}

// RUN: echo '{"b": {"kind": "big"}}' > %t.kind.json
// RUN: not %run env APPROX_CONFIG=%t.kind.json %t 2>&1 | %FileCheck %s --check-prefix=KIND
// KIND: {{^}}approx: error: APPROX_CONFIG '{{.*}}.kind.json': label 'b': field 'kind': unknown kind 'big' (valid kinds: small, large, rate, rand, init, fini){{$}}

// RUN: echo '{"b": {"kind": 2}}' > %t.kindtype.json
// RUN: not %run env APPROX_CONFIG=%t.kindtype.json %t 2>&1 | %FileCheck %s --check-prefix=KINDTYPE
// KINDTYPE: {{^}}approx: error: APPROX_CONFIG '{{.*}}.kindtype.json': label 'b': field 'kind': must be a string, found number{{$}}

// RUN: echo '{"a": {"kind": "small", "value": 1}}' > %t.small.json
// RUN: not %run env APPROX_CONFIG=%t.small.json %t 2>&1 | %FileCheck %s --check-prefix=SMALL
// SMALL: {{^}}approx: error: APPROX_CONFIG '{{.*}}.small.json': label 'a': field 'value': must be an integer >= 2 for kind 'small'{{$}}

// RUN: echo '{"a": {"kind": "large", "value": 2.5}}' > %t.large.json
// RUN: not %run env APPROX_CONFIG=%t.large.json %t 2>&1 | %FileCheck %s --check-prefix=LARGE
// LARGE: {{^}}approx: error: APPROX_CONFIG '{{.*}}.large.json': label 'a': field 'value': must be an integer >= 2 for kind 'large'{{$}}

// RUN: echo '{"c": {"kind": "rate", "value": 1}}' > %t.rate.json
// RUN: not %run env APPROX_CONFIG=%t.rate.json %t 2>&1 | %FileCheck %s --check-prefix=RATE
// RATE: {{^}}approx: error: APPROX_CONFIG '{{.*}}.rate.json': label 'c': field 'value': must be a number in [0, 1) for kind 'rate'{{$}}

// RUN: echo '{"a": {"value": -1}}' > %t.neg.json
// RUN: not %run env APPROX_CONFIG=%t.neg.json %t 2>&1 | %FileCheck %s --check-prefix=NEG
// NEG: {{^}}approx: error: APPROX_CONFIG '{{.*}}.neg.json': label 'a': field 'value': must be >= 0{{$}}

// RUN: echo '{"a": {"value": "2"}}' > %t.valtype.json
// RUN: not %run env APPROX_CONFIG=%t.valtype.json %t 2>&1 | %FileCheck %s --check-prefix=VALTYPE
// VALTYPE: {{^}}approx: error: APPROX_CONFIG '{{.*}}.valtype.json': label 'a': field 'value': must be a number, found string{{$}}

// RUN: echo '{"a": {"chunk": 0}}' > %t.chunk.json
// RUN: not %run env APPROX_CONFIG=%t.chunk.json %t 2>&1 | %FileCheck %s --check-prefix=CHUNK
// CHUNK: {{^}}approx: error: APPROX_CONFIG '{{.*}}.chunk.json': label 'a': field 'chunk': must be an integer >= 1{{$}}

// RUN: echo '{"a": {"chunk": 1.5}}' > %t.chunkf.json
// RUN: not %run env APPROX_CONFIG=%t.chunkf.json %t 2>&1 | %FileCheck %s --check-prefix=CHUNK-FRAC
// CHUNK-FRAC: {{^}}approx: error: APPROX_CONFIG '{{.*}}.chunkf.json': label 'a': field 'chunk': must be an integer >= 1{{$}}

// RUN: echo '{"a": {"enabled": "yes"}}' > %t.enabled.json
// RUN: not %run env APPROX_CONFIG=%t.enabled.json %t 2>&1 | %FileCheck %s --check-prefix=ENABLED
// ENABLED: {{^}}approx: error: APPROX_CONFIG '{{.*}}.enabled.json': label 'a': field 'enabled': must be true or false, found string{{$}}

// RUN: echo '{"a": 3}' > %t.notobj.json
// RUN: not %run env APPROX_CONFIG=%t.notobj.json %t 2>&1 | %FileCheck %s --check-prefix=NOTOBJ
// NOTOBJ: {{^}}approx: error: APPROX_CONFIG '{{.*}}.notobj.json': label 'a': must be an object of fields (kind, value, chunk, enabled, late), found number{{$}}

// RUN: echo '{"a": {}, "a": {}}' > %t.dup.json
// RUN: not %run env APPROX_CONFIG=%t.dup.json %t 2>&1 | %FileCheck %s --check-prefix=DUP
// DUP: {{^}}approx: error: APPROX_CONFIG '{{.*}}.dup.json': label 'a': duplicate label (first at 1:2, again at 1:11){{$}}

// RUN: echo '{"a": {"value": 3, "value": 4}}' > %t.dupfield.json
// RUN: not %run env APPROX_CONFIG=%t.dupfield.json %t 2>&1 | %FileCheck %s --check-prefix=DUPFIELD
// DUPFIELD: {{^}}approx: error: APPROX_CONFIG '{{.*}}.dupfield.json': label 'a': field 'value': duplicate field (first at 1:8){{$}}

#include <stdio.h>
#include <string.h>

static char s[11];

int main(void) {
  int n = 10;
  printf("main ran\n");
  memset(s, '0', 10);
#pragma approx perfo(small:2) label("a")
  for (int i = 0; i < n; ++i) s[i] = '1';
#pragma approx perfo(large:3) label("b")
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
#pragma omp parallel for
#pragma approx perfo(rate:0.5) label("c")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("%s\n", s);
  return 0;
}
