// 'nowait' on a construct whose items get a reduced-precision copy is an
// error at the item, as for the other transfer techniques: the runtime
// widens the out-items into the user's arrays and releases its copies right
// after the construct, which with 'nowait' may not have run yet (before: no
// diagnostic, and a 'precision(half)' out-item came back all zeros on the
// host device under APPROX_HOST_TRANSFERS=1). Items and precision lists.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *a, float *b) {
// expected-error@+1 {{precision(half) of 'a' cannot be combined with 'nowait' on the construct}}
#pragma approx in(a[0:n]) out(b[0:n]) precision(half) label("items")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i] * 3;
// expected-error@+1 {{precision(bf16) of 'b' cannot be combined with 'nowait' on the construct}}
#pragma approx out(b[0:n]) precision(bf16) label("out")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i] * 3;
  // A listed array is an item of the construct's map (the error is there).
// expected-error@+2 {{precision(half) of 'b' cannot be combined with 'nowait' on the construct}}
#pragma approx precision(half : b) label("list")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i] * 3;
  // Input reconstruction on the device: the runtime's row table is handed
  // back after the launch (before: silently exact values, or a read of
  // freed memory when the region ran again before the taskwait).
// expected-error@+1 {{input reconstruction on the device ('reconstruct(lerp, device)') of 'a' cannot be combined with 'nowait' on the construct}}
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(lerp, device) label("acc")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i] * 3;
  // Without 'nowait', and 'nowait' without a transfer technique: no error.
#pragma approx in(a[0:n]) out(b[0:n]) precision(half) label("sync")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i] * 3;
#pragma approx perfo(small:2) label("perfo")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i] * 3;
#pragma omp taskwait
}
