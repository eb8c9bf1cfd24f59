// device(ancestor: ...) (reverse offload: the construct runs on the
// device that encountered it) on a construct with data approximations is
// an error at the clause: the data work around the construct needs the
// number of the device it runs on. device(device_num: d) is accepted
// (test/Exec/data-device-clauses.c). Clang 19 refuses `requires
// reverse_offload`, so its own error about the missing directive follows.
// RUN: %approx-clang %host-offload --offload-host-only -fsyntax-only -Xclang -verify %s

void f(float *a, float *o, int n) {
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(lerp) label("anc")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: o[0:n]) device(ancestor: 1) // expected-error {{'device(ancestor: ...)' is not supported on a construct with data approximations; give the device number}} expected-error {{device clause with ancestor device-modifier used without specifying 'requires reverse_offload'}}
  for (int i = 0; i < n; ++i)
    o[i] = a[i];
}
