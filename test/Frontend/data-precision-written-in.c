// An in-item of precision(half|bf16|float) that the statement writes is an
// error at the item: the statement works on the item's reduced copy, and
// only out-items are copied back, so the writes would be lost where a link
// is crossed (on a GPU; the x86 device, which skips transfer techniques,
// returned them). As an out-item mapped 'tofrom' it is converted in and
// back, which keeps the writes;
// an in-item that is only read is fine whatever its map.
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(float *p, float *q, float *r, int n) {
#pragma approx in(p[0:n]) precision(half) label("w") // expected-error {{the statement writes in-item 'p', which 'precision(half)' holds in a _Float16 copy that is not copied back (only out-items are); make it an out-item, which a 'tofrom' map converts in and back}}
#pragma omp target teams distribute parallel for map(tofrom : p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] = p[i] * 2.0f;

#pragma approx in(p[0:n]) precision(bf16 : p) label("inc") // expected-error {{the statement writes in-item 'p', which 'precision(bf16)' holds in a __bf16 copy that is not copied back (only out-items are); make it an out-item, which a 'tofrom' map converts in and back}}
#pragma omp target teams distribute parallel for map(tofrom : p[0:n])
  for (int i = 0; i < n; ++i)
    ++p[i];

#pragma approx out(p[0:n]) precision(half) label("both")
#pragma omp target teams distribute parallel for map(tofrom : p[0:n])
  for (int i = 0; i < n; ++i)
    p[i] = p[i] * 2.0f;

#pragma approx in(q[0:n]) precision(half) label("read")
#pragma omp target teams distribute parallel for map(tofrom : q[0:n]) map(from : r[0:n])
  for (int i = 0; i < n; ++i)
    r[i] = q[i] * 2.0f;
}
