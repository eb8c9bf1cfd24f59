// Every misuse of in/out/reconstruct/precision is a clear error at the
// item or clause (DataItems.cpp, DataLowering.cpp): malformed items,
// zero-length sections, reconstruct without usable data, items the
// offloaded construct does not map, wrong element types (checked at
// the item, test/Frontend/data-item-types.c), precision lists, the pragma after
// '#pragma omp', nowait, and in-items the device accessor cannot follow.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

struct S { float f; };

void f(int n, float *a, float *b, int *ip, struct S *sp) {
  float x = 0, arr[8][8];

  // Items with neither 'reconstruct' nor 'precision' are HPAC's data
  // declarations, not errors: test/Hpac/declaration-items.c.
// expected-error@+1 {{'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item}}
#pragma approx out(b[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'reconstruct' needs a 'perfo' clause and at least one 'in' or 'out' item}}
#pragma approx perfo(small:2) reconstruct(lerp)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'reconstruct' needs an array item ('a[lo:len]', 'a[lo:len][lo:len]' or '([rows][cols])p') in 'in' or 'out'}}
#pragma approx perfo(small:2) in(x) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = x;
// expected-error@+1 {{'reconstruct(nn, device)': 'device' chooses where input perforation happens and needs an 'in' array item ('host' also places the reconstruction of 'out' array items)}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(nn, device)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Item syntax.
// expected-error@+1 {{zero length in 'in' item 'a': sections must have at least one element}}
#pragma approx perfo(small:2) in(a[0:0]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{negative length in 'out' item 'b': sections must have at least one element}}
#pragma approx perfo(small:2) out(b[2:-1]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{zero length in 'in' item 'a': sections must have at least one element}}
#pragma approx perfo(small:2) in(([n][0])a) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'in' item 'a': expected an array section '[lo:len]'; a single element is not an item}}
#pragma approx perfo(small:2) in(a[1]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'in' item 'a': array sections need an explicit length, as in '[lo:len]'}}
#pragma approx perfo(small:2) in(a[1:]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected an item of the form 'x', 'a[lo:len]', 'a[lo:len][lo:len]' or '([rows][cols])p' in 'in' clause}}
#pragma approx perfo(small:2) in(a + 1) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected an item of the form 'x', 'a[lo:len]', 'a[lo:len][lo:len]' or '([rows][cols])p' in 'out' clause}}
#pragma approx perfo(small:2) out(b[0:n],) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{an array-shaped item takes no subscripts in 'in' clause}}
#pragma approx perfo(small:2) in(([n])a[0:1]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{array shaping in 'in' item has 3 dimensions; 1 or 2 are supported}}
#pragma approx perfo(small:2) in(([n][n][n])a) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{malformed array shaping in 'in' item; expected '([rows][cols])p'}}
#pragma approx perfo(small:2) in(([n] x)a) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'in' item 'arr' has 3 subscripts; 1-D and 2-D sections are supported}}
#pragma approx perfo(small:2) in(arr[0:8][0:8][0:1]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'a' is listed twice in 'in' clause}}
#pragma approx perfo(small:2) in(a[0:n], a[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'a' is both an 'in' and an 'out' item; an item is either perforated on input or reconstructed on output}}
#pragma approx perfo(small:2) in(a[0:n]) out(a[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) a[i] = a[i];

  // Offloaded constructs must map the items.
// expected-error@+1 {{in-item 'a' is not mapped by the construct; add it to a 'map' clause of '#pragma omp target teams distribute parallel for'}}
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{out-item 'b' is not mapped by the construct; add it to a 'map' clause of '#pragma omp target parallel for'}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(lerp)
#pragma omp target parallel for map(to: a[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{in-item 'a' is not mapped by the construct}}
#pragma approx precision(bf16) in(a[0:n]) out(b[0:n])
#pragma omp target teams loop map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{output reconstruction of 'b' cannot be combined with 'nowait' on the construct}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{input perforation on the host of 'a' cannot be combined with 'nowait' on the construct}}
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i];
// 'always' would copy the item over the copy the runtime builds (and read
// the private host key that copy is associated with).
// expected-error@+2 {{'always' in the map of in-item 'a' would copy it over the device copy that input perforation on the host builds; remove 'always'}}
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(always, to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+2 {{'always' in the map of in-item 'a' would copy it over the device copy that precision(unorm8) builds; remove 'always'}}
#pragma approx precision(unorm8 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(always,to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// 'present' would be checked against the copy the construct maps in the
// item's place (a private key, the reduced copy), which is always present:
// plain OpenMP stops where the item is not on the device, these ran on.
// expected-error@+2 {{'present' in the map of in-item 'a' is not supported: input perforation on the host maps its own device copy in the item's place, so the construct would no longer check that 'a' is present; remove 'present', or the item from the 'in' clause}}
#pragma approx perfo(large:4) in(a[0:n]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(present, to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+2 {{'present' in the map of in-item 'a' is not supported: precision(unorm16) maps its own device copy}}
#pragma approx in(a[0:n]) precision(unorm16: a)
#pragma omp target teams distribute parallel for map(present, to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+2 {{'present' in the map of in-item 'a' is not supported: precision(half) maps its own device copy}}
#pragma approx in(a[0:n]) precision(half)
#pragma omp target teams distribute parallel for map(present, to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+2 {{'present' in the map of out-item 'b' is not supported: output rows on the host maps its own device copy}}
#pragma approx perfo(large:4) out(b[0:n]) reconstruct(lerp, host)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(present, from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// Reconstruction on the device maps the item itself: OpenMP checks it.
#pragma approx perfo(large:4) out(b[0:n]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(present, from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Element types (checked by Sema at the pragma: one error at the item).
// expected-error@+1 {{'precision(half)' needs items of floating-point element type; 'ip' has element type 'int'}}
#pragma approx precision(half) in(ip[0:n])
  for (int i = 0; i < n; ++i) b[i] = ip[i];
// expected-error@+1 {{'precision(bf16)' needs items of floating-point element type; 'n' has element type 'int'}}
#pragma approx precision(bf16) in(n)
  for (int i = 0; i < 4; ++i) b[i] = n;
// expected-error@+1 {{'reconstruct' needs items of arithmetic element type; 'sp' has element type 'struct S'}}
#pragma approx perfo(small:2) out(sp[0:n]) reconstruct(lerp)
  for (int i = 0; i < n; ++i) sp[i].f = 1;
// expected-error@+1 {{precision: map the item 'a' as an array section ('a[lo:len]'), not as a pointer}}
#pragma approx precision(half) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // precision lists.
// expected-error@+1 {{'precision(half)' without a list demotes the floating-point variables declared in the statement, and it declares none wider than half (arrays and parameters take 'in'/'out' items or a list)}}
#pragma approx precision(half)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision' list names 'q', which is not a floating-point variable of the statement (declared in it, or a scalar declared outside that it uses)}}
#pragma approx precision(half : q)
  for (int i = 0; i < n; ++i) { float t = a[i]; b[i] = t; }
// expected-error@+1 {{'precision' list names 'i', which the statement declares as 'int', not as a floating-point variable}}
#pragma approx precision(half : i)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected a variable name in the list of 'precision'}}
#pragma approx precision(half : 3)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Code around the loop needs the pragma first.
#pragma omp parallel for
// expected-error@+1 {{'in', 'out' and 'precision' items need '#pragma approx' before the '#pragma omp' directive of the loop (they add code around it)}}
#pragma approx perfo(small:2) out(b[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Device input perforation reads the item through an accessor.
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(nn, device)
  for (int i = 0; i < n; ++i)
    a[i] = 1; // expected-error {{in-item 'a' is written or its address is taken in the statement; input perforation needs it to be read only}}
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp, device)
  for (int i = 0; i < n; ++i)
    b[i] = *(a + i); // expected-error {{in-item 'a' is used without a subscript; device input perforation reads it only through 'a[...]'}}
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp, device)
  for (int i = 0; i < n; ++i)
    b[i] = *&a[i]; // expected-error {{in-item 'a' is written or its address is taken}}
#pragma approx perfo(small:2) in(arr[0:8][0:8]) reconstruct(nn, device)
  for (int i = 0; i < 8; ++i)
    b[i] = *arr[i]; // expected-error {{in-item 'arr' is a 2-D section: read it as 'arr[row][col]'}}
}
