// An in-item perforated on the host must be mapped 'to' by its construct, an
// error at the item otherwise: the construct works on the device copy the
// runtime builds at a private key, which is never copied back, so under
// 'tofrom' (also a map without a type) or 'from' every write of the
// statement to the item was silently lost, even with the region disabled
// or if(0) (the in-place update below; the device accessor and precision
// in-items already refused it); 'alloc' moves nothing to perforate. A 'to'
// map may be written (plain OpenMP drops those writes too), and the device
// accessor, which keeps the user's map, may be read under 'tofrom'.
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, int use, double *a, double *b, float (*m)[8]) {
  // The hunter's program: b reads the perforated input, a is doubled in place.
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("inplace") // expected-error-re {{in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'tofrom': the construct works on a device copy that is not copied back, so what the statement writes to 'a' would be lost; write the results to another array, or put the pragma before a '#pragma omp target data map(tofrom: ...)' around the construct, whose end copies the device copy back{{$}}}}
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) { b[i] = a[i]; a[i] = a[i] * 2; }

  // Disabled or if(0) ran on the same device copy: the same error.
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) if(use) label("if") // expected-error {{in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'tofrom'}}
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) a[i] += 1;

  // A map without a type is 'tofrom'; 'host' named; the kernel only reads.
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn, host) label("untyped") // expected-error {{in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'tofrom'}}
#pragma omp target teams distribute parallel for map(a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("from") // expected-error {{in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'from': the construct works on a device copy that is not copied back}}
#pragma omp target teams distribute parallel for map(from: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = i;

#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("alloc") // expected-error-re {{in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'alloc': its map moves nothing to the device to perforate{{$}}}}
#pragma omp target teams distribute parallel for map(alloc: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // A 2-D section held in half, the map on the 'target' of a split construct.
#pragma approx perfo(small:2) in(m[0:n][0:8]) reconstruct(nn) precision(half) label("split") // expected-error {{in-item 'm' perforated on the host must be mapped 'to' by the construct, not 'tofrom'}}
#pragma omp target map(tofrom: m[0:n][0:8]) map(from: b[0:n])
#pragma omp teams distribute parallel for
  for (int i = 0; i < n; ++i) b[i] = m[i][0];

  // Accepted: 'to' (the writes stay on the device, as in plain OpenMP).
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("to")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) { b[i] = a[i]; a[i] = 0; }

  // Accepted: the device accessor reads the user's own map.
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp, device) label("dev")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Accepted: at a data site the device copy is the directive's own, and
  // its 'tofrom' brings the kernel's writes back (Exec/data-in-host-inplace.c).
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("site")
#pragma omp target data map(tofrom: a[0:n])
  {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
    for (int i = 0; i < n; ++i) a[i] = a[i] * 2;
  }
}
