// A sync, atomic or branch region without if() is chosen at compile time:
// APPROX_CONFIG naming its label stops the program with a message that says
// so and how to switch it at run time (if(...), or -fapprox-set=L:if(1)).
// Such a label was not registered, and the message said it was "not a label
// of this program (it has no #pragma approx regions)". A label that also
// names a region with if() (or another technique) takes the fields of that
// region; an empty object is no setting and is accepted.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %run %t | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: {{^}}h 1 a 8 b 1 s 20{{$}}
// RUN: echo '{"bar": {"enabled": false}}' > %t.bar.json
// RUN: not %run env APPROX_CONFIG=%t.bar.json %t 2>&1 | %FileCheck %s --check-prefix=BAR
// BAR: {{^}}approx: error: APPROX_CONFIG '{{.*}}.bar.json': label 'bar': field 'enabled': label 'bar' is sync without if(): it is chosen at compile time; give its pragma an if(...) clause (or build with -fapprox-set=bar:if(1)) to switch it at run time{{$}}
// BAR-NOT: {{.}}
// RUN: echo '{"at": {"enabled": true}}' > %t.at.json
// RUN: not %run env APPROX_CONFIG=%t.at.json %t 2>&1 | %FileCheck %s --check-prefix=AT
// AT: {{^}}approx: error: APPROX_CONFIG '{{.*}}.at.json': label 'at': field 'enabled': label 'at' is atomic without if(): it is chosen at compile time; give its pragma an if(...) clause (or build with -fapprox-set=at:if(1)) to switch it at run time{{$}}
// RUN: echo '{"br": {"kind": "small"}}' > %t.br.json
// RUN: not %run env APPROX_CONFIG=%t.br.json %t 2>&1 | %FileCheck %s --check-prefix=BR
// BR: {{^}}approx: error: APPROX_CONFIG '{{.*}}.br.json': label 'br': field 'kind': label 'br' is branch without if(): it is chosen at compile time; give its pragma an if(...) clause (or build with -fapprox-set=br:if(1)) to switch it at run time{{$}}

// With if() the label is switched at run time; "mix" names a compile-time
// sync and a perforated loop, whose fields it takes; "bar": {} sets nothing.
// RUN: echo '{"sw": {"enabled": false}, "mix": {"enabled": false}, "bar": {}}' > %t.ok.json
// RUN: %run env APPROX_CONFIG=%t.ok.json %t | %FileCheck %s --check-prefix=OK
// OK: {{^}}h 1 a 8 b 1 s 45{{$}}
// RUN: %run env APPROX_CONFIG=%t.ok.json APPROX_REPORT=1 %t 2>&1 | %FileCheck %s --check-prefix=REPORT
// REPORT-DAG: "label": "mix", "executions": 1, "total_iterations": 10, "kept_iterations": 10,
// REPORT-DAG: "label": "sw", "executions": 2, "total_iterations": 0, "kept_iterations": 0,
// REPORT-NOT: "label": "bar"
// Built with -fapprox-set=bar:if(1), "bar" is switched at run time.
// RUN: %approx-clang %host-offload '-fapprox-set=bar:if(1)' %s -o %t.switched
// RUN: %run env APPROX_CONFIG=%t.bar.json %t.switched | %FileCheck %s --check-prefix=DEFAULT

#include <stdio.h>

int main(void) {
  int h = 0, a = 0, b = 0;
  long s = 0;
#pragma omp parallel num_threads(2)
  {
#pragma approx sync(skip) label("bar")
#pragma omp barrier
    h = 1;
#pragma approx sync(skip) if(1) label("sw")
#pragma omp barrier
#pragma approx sync(skip) label("mix")
#pragma omp barrier
  }
#pragma omp parallel for num_threads(1)
  for (int i = 0; i < 8; ++i) {
#pragma approx atomic(none) label("at")
#pragma omp atomic
    a += 1;
  }
#pragma approx branch(then) label("br")
  if (a > 4)
    b = 1;
  else
    b = 2;
#pragma approx perfo(small:2) label("mix")
  for (int i = 0; i < 10; ++i)
    s += i;
  printf("h %d a %d b %d s %ld\n", h, a, b, s);
  return 0;
}
