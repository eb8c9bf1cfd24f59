// APPROX_CONFIG takes, per label, only the fields of the label's techniques
// (registered with each region's label): a memo(out) knob on a memo(in)
// region, a memo(in) knob on a memo(out) one, perforation knobs on a memo
// region and memo knobs on a perforated loop stop the program at start-up
// with a message naming the label, the field and what the label is. They
// used to be ignored silently (the region ran as compiled). A label shared by
// a perforated loop and a memo(in) region takes the fields of both; a group
// takes only "enabled". A label value that is no object lists the fields of
// its label.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: {{^}}100 100 202 100 100 100 | 1 1 1 1 5 6 | 0 | 10 | 100{{$}}

// RUN: echo '{"in": {"history": 1}}' > %t.history.json
// RUN: not %run env APPROX_CONFIG=%t.history.json %t 2>&1 | %FileCheck %s --check-prefix=HISTORY
// HISTORY: {{^}}approx: error: APPROX_CONFIG '{{.*}}.history.json': label 'in': field 'history': only memo(out) regions take it, and label 'in' is memo(in) (its fields: enabled, threshold, size, tables, items, hierarchy, replace, late){{$}}
// HISTORY-NOT: {{.}}

// RUN: echo '{"out": {"size": 1}}' > %t.size.json
// RUN: not %run env APPROX_CONFIG=%t.size.json %t 2>&1 | %FileCheck %s --check-prefix=SIZE
// SIZE: {{^}}approx: error: APPROX_CONFIG '{{.*}}.size.json': label 'out': field 'size': only memo(in) regions take it, and label 'out' is memo(out) (its fields: enabled, threshold, items, history, predict, late){{$}}

// RUN: echo '{"in": {"kind": "small", "value": 2}}' > %t.kind.json
// RUN: not %run env APPROX_CONFIG=%t.kind.json %t 2>&1 | %FileCheck %s --check-prefix=KIND
// KIND: {{^}}approx: error: APPROX_CONFIG '{{.*}}.kind.json': label 'in': field 'kind': only perfo regions take it, and label 'in' is memo(in) (its fields: enabled, threshold, size, tables, items, hierarchy, replace, late){{$}}

// RUN: echo '{"pf": {"threshold": 0.5, "predict": 3}}' > %t.memo.json
// RUN: not %run env APPROX_CONFIG=%t.memo.json %t 2>&1 | %FileCheck %s --check-prefix=MEMO
// MEMO: {{^}}approx: error: APPROX_CONFIG '{{.*}}.memo.json': label 'pf': field 'threshold': only memo regions take it, and label 'pf' is perfo (its fields: kind, value, chunk, enabled, late){{$}}

// RUN: echo '{"g": {"value": 4}}' > %t.group.json
// RUN: not %run env APPROX_CONFIG=%t.group.json %t 2>&1 | %FileCheck %s --check-prefix=GROUP
// GROUP: {{^}}approx: error: APPROX_CONFIG '{{.*}}.group.json': label 'g': field 'value': only perfo regions take it, and label 'g' is a group (its fields: enabled, late){{$}}

// RUN: echo '{"both": {"history": 2}}' > %t.both.json
// RUN: not %run env APPROX_CONFIG=%t.both.json %t 2>&1 | %FileCheck %s --check-prefix=BOTH
// BOTH: {{^}}approx: error: APPROX_CONFIG '{{.*}}.both.json': label 'both': field 'history': only memo(out) regions take it, and label 'both' is perfo + memo(in) (its fields: kind, value, chunk, enabled, threshold, size, tables, items, hierarchy, replace, late){{$}}

// RUN: echo '{"out": null}' > %t.null.json
// RUN: not %run env APPROX_CONFIG=%t.null.json %t 2>&1 | %FileCheck %s --check-prefix=NULL
// NULL: {{^}}approx: error: APPROX_CONFIG '{{.*}}.null.json': label 'out': must be an object of fields (enabled, threshold, items, history, predict, late), found null{{$}}

// The fields that apply take effect: "in" with size 1 and threshold 0 keeps
// only the last input (1.001 misses the entry of 1), "out" predicts the
// five outputs after its first (history 1, predict 5), "pf" is disabled, "both" keeps every second iteration of
// its loop (large:2 of 0..4: 0 + 2 + 4) and its memo(in) region reuses
// within a relative distance of 1 (r = 10 10 30 30), and the group "g" runs
// its statement as written (all four iterations: 240, where large:2 gives
// 100).
// RUN: echo '{"in": {"size": 1, "threshold": 0}, "out": {"history": 1, "predict": 5}, "pf": {"enabled": false},' > %t.ok.json
// RUN: echo ' "both": {"kind": "large", "value": 2, "threshold": 1}, "g": {"enabled": false}}' >> %t.ok.json
// RUN: %run env APPROX_CONFIG=%t.ok.json %t | %FileCheck %s --check-prefix=OK
// OK: {{^}}100 101.1 202 103 103 103 | 1 1 1 1 1 1 | 1 | 6 | 240{{$}}

#include <stdio.h>

int main(void) {
  double in[6] = {1, 1.001, 2, 1, 1, 1}, a[6], o[6], p[8] = {0}, q[4] = {1, 2, 3, 4}, r[4];
  int s = 0, g = 0;
#pragma approx memo(in) in(in[i]) out(a[i]) label("in")
  for (int i = 0; i < 6; ++i)
    a[i] = in[i] * 100 + i;
#pragma approx memo(out, history(2), predict(2), threshold(0)) out(o[i]) label("out")
  for (int i = 0; i < 6; ++i)
    o[i] = 1 + (i > 3) * i;
#pragma approx perfo(small:2) label("pf")
  for (int i = 0; i < 8; ++i)
    p[i] = i;
#pragma approx perfo(small:100) label("both")
  for (int i = 0; i < 5; ++i)
    s += i;
#pragma approx memo(in, threshold(0)) in(q[i]) out(r[i]) label("both")
  for (int i = 0; i < 4; ++i)
    r[i] = q[i] * 10;
#pragma approx label("g")
  {
#pragma approx perfo(large:2) label("g_inner")
    for (int i = 0; i < 4; ++i)
      g += r[i] * (i + 1);
  }
  for (int i = 0; i < 6; ++i)
    printf("%g ", a[i]);
  printf("| ");
  for (int i = 0; i < 6; ++i)
    printf("%g ", o[i]);
  printf("| %g | %d | %d\n", p[1], s, g);
  return 0;
}
