// Output rows on the host (perfo + out + reconstruct(m, host), docs/data.md)
// on an offloaded construct: the kept rows are brought back after the
// construct, so the item must come back ('from'/'tofrom', no 'always') and
// the construct must not run asynchronously; 'device' still needs an
// in-item. One error per mistake, at the user's tokens.
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, float *o, const float *a) {
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp, host)
// expected-error@+1 {{out-item 'o' with 'reconstruct(lerp, host)' must be mapped 'from' or 'tofrom' (its kept rows are brought back), not 'to'}}
#pragma omp target teams distribute parallel for map(to: o[0:n])
  for (int i = 0; i < n; ++i) o[i] = a[i];

#pragma approx perfo(large:2) out(o[0:n]) reconstruct(nn, host)
// expected-error@+1 {{out-item 'o' with 'reconstruct(nn, host)' must be mapped 'from' or 'tofrom' (its kept rows are brought back), not 'alloc'}}
#pragma omp target teams distribute parallel for map(alloc: o[0:n]) map(to: a[0:n])
  for (int i = 0; i < n; ++i) o[i] = a[i];

#pragma approx perfo(large:2) out(o[0:n]) reconstruct(nn, host)
// expected-error@+1 {{'always' in the map of out-item 'o' would copy it over the device copy that output rows on the host builds; remove 'always'}}
#pragma omp target teams distribute parallel for map(always, from: o[0:n])
  for (int i = 0; i < n; ++i) o[i] = a[i];

// expected-error@+1 {{output rows on the host ('reconstruct(lerp, host)') of 'o' cannot be combined with 'nowait' on the construct}}
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp, host)
#pragma omp target teams distribute parallel for map(from: o[0:n]) nowait
  for (int i = 0; i < n; ++i) o[i] = a[i];

// expected-error@+1 {{out-item 'o' is not mapped by the construct; add it to a 'map' clause of '#pragma omp target teams distribute parallel for'}}
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp, host)
#pragma omp target teams distribute parallel for map(to: a[0:n])
  for (int i = 0; i < n; ++i) o[i] = a[i];

// expected-error@+1 {{'reconstruct(nn, device)': 'device' chooses where input perforation happens and needs an 'in' array item ('host' also places the reconstruction of 'out' array items)}}
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(nn, device)
#pragma omp target teams distribute parallel for map(from: o[0:n])
  for (int i = 0; i < n; ++i) o[i] = a[i];

  // Fine: a loop that is not offloaded is rebuilt on the host anyway.
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(nn, host)
  for (int i = 0; i < n; ++i) o[i] = a[i];
}

// precision() narrows the kept rows in the gather kernel and the runtime
// widens them: float or double out-items only (at the item).
void g(int n, long double *o) {
  // expected-error@+1 {{static assertion failed due to requirement 'sizeof ((o)[0]) == 4 || sizeof ((o)[0]) == 8': precision(half) with output rows on the host: out-item 'o' must have element type float or double}}
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp, host) precision(half : o)
#pragma omp target teams distribute parallel for map(from: o[0:n])
  for (int i = 0; i < n; ++i) o[i] = i;
}
