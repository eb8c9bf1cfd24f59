// APPROX_CONFIG overrides a region's kind, value, chunk and enabled flag by
// label at run time, without recompiling: on host loops, on offloaded loops
// whose plan is made on the host (a, b) or on the device (e), in the
// inline form (c) and inside a target region (d).
// Defaults: a small:2, b large:3, c rate:0.5, d fini:0.25 (8), e small:2.
// RUN: %approx-clang %host-offload %s -o %t
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.cont
// RUN: %run %t | %FileCheck %s --check-prefix=DEFAULT
// RUN: echo '{}' > %t.empty.json
// RUN: %run env APPROX_CONFIG=%t.empty.json %t | %FileCheck %s --check-prefix=DEFAULT
// RUN: echo '{"a": {"enabled": true}, "d": {}}' > %t.noop.json
// RUN: %run env APPROX_CONFIG=%t.noop.json %t | %FileCheck %s --check-prefix=DEFAULT
// DEFAULT: {{^}}a 1010101010{{$}}
// DEFAULT-NEXT: {{^}}b 1001001001{{$}}
// DEFAULT-NEXT: {{^}}c 1010101010{{$}}
// DEFAULT-NEXT: {{^}}d 11111100{{$}}
// DEFAULT-NEXT: {{^}}e 1010101010{{$}}

// Kind and value.
// RUN: echo '{"a": {"kind": "large", "value": 4}, "e": {"kind": "large", "value": 4}}' > %t.kind.json
// RUN: %run env APPROX_CONFIG=%t.kind.json %t | %FileCheck %s --check-prefix=KIND
// RUN: %run env APPROX_CONFIG=%t.kind.json %t.cont | %FileCheck %s --check-prefix=KIND
// KIND: {{^}}a 1000100010{{$}}
// KIND-NEXT: {{^}}b 1001001001{{$}}
// KIND-NEXT: {{^}}c 1010101010{{$}}
// KIND-NEXT: {{^}}d 11111100{{$}}
// KIND-NEXT: {{^}}e 1000100010{{$}}

// Value only (the kind stays the source's); integers may be written 2.0.
// RUN: echo '{"a": {"value": 3}, "b": {"value": 2.0}}' > %t.value.json
// RUN: %run env APPROX_CONFIG=%t.value.json %t | %FileCheck %s --check-prefix=VALUE
// VALUE: {{^}}a 1101101101{{$}}
// VALUE-NEXT: {{^}}b 1010101010{{$}}
// VALUE-NEXT: {{^}}c 1010101010{{$}}

// Chunk.
// RUN: echo '{"b": {"chunk": 2}, "a": {"kind": "fini", "value": 0.5, "chunk": 3}}' > %t.chunk.json
// RUN: %run env APPROX_CONFIG=%t.chunk.json %t | %FileCheck %s --check-prefix=CHUNK
// RUN: %run env APPROX_CONFIG=%t.chunk.json %t.cont | %FileCheck %s --check-prefix=CHUNK
// CHUNK: {{^}}a 1111110000{{$}}
// CHUNK-NEXT: {{^}}b 1100001100{{$}}

// enabled: false runs the exact loop.
// RUN: echo '{"a": {"enabled": false}, "b": {"enabled": false}, "c": {"enabled": false}, "d": {"enabled": false}, "e": {"enabled": false}}' > %t.off.json
// RUN: %run env APPROX_CONFIG=%t.off.json %t | %FileCheck %s --check-prefix=OFF
// OFF: {{^}}a 1111111111{{$}}
// OFF-NEXT: {{^}}b 1111111111{{$}}
// OFF-NEXT: {{^}}c 1111111111{{$}}
// OFF-NEXT: {{^}}d 11111111{{$}}
// OFF-NEXT: {{^}}e 1111111111{{$}}

// Inline form and inside a target region (the table reaches the device).
// RUN: echo '{"d": {"kind": "init", "value": 0.5}, "c": {"kind": "init", "value": 0.3}}' > %t.dev.json
// RUN: %run env APPROX_CONFIG=%t.dev.json %t | %FileCheck %s --check-prefix=DEV
// RUN: %run env APPROX_CONFIG=%t.dev.json %t.cont | %FileCheck %s --check-prefix=DEV
// DEV: {{^}}a 1010101010{{$}}
// DEV-NEXT: {{^}}b 1001001001{{$}}
// DEV-NEXT: {{^}}c 0001111111{{$}}
// DEV-NEXT: {{^}}d 00001111{{$}}
// DEV-NEXT: {{^}}e 1010101010{{$}}

// rand through the config, with the seed.
// RUN: echo '{"a": {"kind": "rand", "value": 0.5}}' > %t.rand.json
// RUN: %run env APPROX_CONFIG=%t.rand.json %t | %FileCheck %s --check-prefix=RAND
// RAND: {{^}}a 0110100101{{$}}

#include <stdio.h>
#include <string.h>

static char s[11];
static void reset(int n) { memset(s, '0', n); s[n] = 0; }

int main(void) {
  int n = 10;
  reset(n);
#pragma approx perfo(small:2) label("a")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("a %s\n", s);

  reset(n);
#pragma approx perfo(large:3) label("b")
#pragma omp target teams distribute parallel for map(tofrom: s)
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("b %s\n", s);

  reset(n);
#pragma omp parallel for
#pragma approx perfo(rate:0.5) label("c")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("c %s\n", s);

  reset(8);
#pragma omp target map(tofrom: s)
  {
#pragma approx perfo(fini:0.25) label("d")
    for (int i = 0; i < 8; ++i) s[i] = '1';
  }
  printf("d %s\n", s);

  reset(n);
#pragma omp target teams distribute parallel for map(tofrom: s)
#pragma approx perfo(small:2) label("e")
  for (int i = 0; i < n; ++i) s[i] = '1';
  printf("e %s\n", s);
  return 0;
}
