// -fapprox-fp-report: what the device conversion term of the static score
// reads (docs/precision-tuning.md, "The static score"): the model's
// convert_byte_cost, and per array the map type of the section the target
// construct maps ("map", none for an array the construct does not map) and
// whether the region streams through it ("streamed": an access in an
// innermost loop of the region whose index depends on every enclosing loop
// variable of the region, through integer locals' and loop variables'
// initialisers; FpStream.cpp).
//   rows: a[w], w = i * m + j (a local's initialiser): streamed. b[i] misses
//     j, c[j] misses i: reused. The perforation lowering emits the i loop a
//     second time from generated tokens; in that version c[j] sits in the j
//     loop alone and would look streamed: an access streams only if it does
//     in every version. `map(a[...])` has no map type: tofrom.
//   inner: c[k] with k = 4 * i + ... (k's initialiser): streamed. d[i] in
//     the k loop misses k: reused. e[i] lies in the i loop, which holds the
//     k loop: not innermost, reused. t is the region's own array: no map.
//     `map(always, from: ...)`: from.
//   stepped: w[k] with k = b * 8 * m + j (its initialiser) stepped by the
//     increment of the i loop (`++i, k += m`): the i loop counts with k
//     too, so the access depends on every loop: streamed. x[i] misses j:
//     reused. p lies in the j loop, which holds the i loop: reused.

// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-dump.py --device %t.json | %FileCheck %s

void rows(int n, int m, double *a, const double *b, const double *c) {
#pragma approx perfo(small:2) label("rows") if(n > 8)
#pragma omp target teams distribute parallel for collapse(2) map(a[0:n * m]) map(to : b[0:n], c[0:m])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) {
      long w = (long)i * m + j;
      a[w] += b[i] * c[j];
    }
}

void inner(int n, const float *c, const float *d, float *e) {
#pragma approx label("inner") precision(half : s)
#pragma omp target teams distribute parallel for map(to : c[0:4 * n], d[0:n]) map(always, from : e[0:n])
  for (int i = 0; i < n; ++i) {
    float s = 0.0f, t[2] = {0.0f, 0.0f};
    for (int k = 4 * i; k < 4 * i + 4; ++k)
      s += c[k] * d[i];
    t[1] = s;
    e[i] = s + t[1];
  }
}

void stepped(int nb, int m, const float *w, const float *x, float *p) {
#pragma approx label("stepped") precision(half : acc)
#pragma omp target teams distribute parallel for collapse(2) map(to : w[0:nb * 8 * m], x[0:nb * 8]) map(from : p[0:nb * m])
  for (int b = 0; b < nb; ++b)
    for (int j = 0; j < m; ++j) {
      float acc = 0.0f;
      long k = (long)b * 8 * m + j;
      for (int i = b * 8; i < (b + 1) * 8; ++i, k += m)
        acc += w[k] * x[i];
      p[(long)b * m + j] = acc;
    }
}

// CHECK-LABEL: region rows fp-report-streamed.c:{{[0-9]+}}
// CHECK:       convert_byte_cost 10
// CHECK-NEXT:  device a map=tofrom streamed
// CHECK-NEXT:  device b map=to reused
// CHECK-NEXT:  device c map=to reused
// CHECK-LABEL: region inner fp-report-streamed.c:{{[0-9]+}}
// CHECK:       convert_byte_cost 10
// CHECK-NEXT:  device c map=to streamed
// CHECK-NEXT:  device d map=to reused
// CHECK-NEXT:  device e map=from reused
// CHECK-NEXT:  device t map=- reused
// CHECK-LABEL: region stepped fp-report-streamed.c:{{[0-9]+}}
// CHECK:       convert_byte_cost 10
// CHECK-NEXT:  device w map=to streamed
// CHECK-NEXT:  device x map=to reused
// CHECK-NEXT:  device p map=from reused
