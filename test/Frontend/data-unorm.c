// Misuse of precision(unorm8|unorm16 : list) (ClauseParser.cpp, DataLowering.cpp,
// DataUnorm.cpp) is a clear error at the clause, the list entry, the item or
// the construct's map: no list, a list naming an out-item or no item, a
// non-contiguous item, an item in two precision clauses, two clauses of one
// kind, a map other than 'to', no target construct, a perforated in-item,
// a non-float element type, nowait, and the pragma after '#pragma omp'.
// A float precision clause and a unorm16 one together are fine.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

void f(int n, int m, float *a, float *b, double *d, float arr[8][8]) {
// expected-error@+1 {{'precision(unorm16)' needs the list of its in-items, e.g. 'precision(unorm16 : a)'}}
#pragma approx precision(unorm16) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision(unorm16)' applies to in-items (the transfer to the device); 'b' is an out-item}}
#pragma approx precision(unorm16 : b) in(a[0:n]) out(b[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision(unorm8)' applies to in-items (the transfer to the device); 'b' is an out-item}}
#pragma approx precision(unorm8 : b) in(a[0:n]) out(b[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{duplicate 'precision' clause; a pragma takes one with 'unorm8' or 'unorm16'}}
#pragma approx precision(unorm8 : a) precision(unorm16 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{unknown mode 'unorm12' in 'precision' clause; expected 'float', 'half', 'bf16', 'unorm8', 'unorm16'}}
#pragma approx precision(unorm12 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision(unorm16)' applies to in-items (the transfer to the device); 'm' is not an in-item}}
#pragma approx precision(unorm16 : m) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{expected a variable name in the list of 'precision'}}
#pragma approx precision(unorm16 : a[0]) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision(unorm16)' needs a contiguous array item ('arr[lo:len]' or '([rows][cols])arr'), not 'arr[0:8][0:4]'}}
#pragma approx precision(unorm16 : arr) in(arr[0:8][0:4])
#pragma omp target teams distribute parallel for map(to: arr[0:8][0:8]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = arr[i % 8][0];
// expected-error@+1 {{'a' is named by two 'precision' clauses}}
#pragma approx precision(half : a) precision(unorm16 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{duplicate 'precision' clause; a pragma takes one with 'unorm8' or 'unorm16'}}
#pragma approx precision(unorm16 : a) precision(unorm16 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision' clauses of several types on a pragma with 'in'/'out' items are not supported yet; the items' copies take one type}}
#pragma approx precision(half) precision(bf16 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+2 {{'precision(unorm16)' item 'a' must be mapped 'to' (its device copy is not copied back), not 'tofrom'}}
#pragma approx precision(unorm16 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision(unorm16)' narrows the transfer of 'a' to the device, but the statement is not a target construct}}
#pragma approx precision(unorm16 : a) in(a[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// Perforated on the host (the default placement): the kept rows travel as
// codes (data_in_unorm.c). On the device (an accessor): an error.
#pragma approx perfo(large:2) precision(unorm16 : a) in(a[0:n]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{in-item 'a' is perforated on the device ('reconstruct'); 'precision(unorm16)' applies to an in-item transferred whole or perforated on the host}}
#pragma approx perfo(large:2) precision(unorm16 : a) in(a[0:n]) reconstruct(lerp, device)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
// expected-error@+1 {{'precision(unorm16)' needs items of element type 'float'; 'd' has element type 'double'}}
#pragma approx precision(unorm16 : d) in(d[0:n])
#pragma omp target teams distribute parallel for map(to: d[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = d[i];
// expected-error@+1 {{precision(unorm16) of 'a' cannot be combined with 'nowait' on the construct}}
#pragma approx precision(unorm16 : a) in(a[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n]) nowait
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
// expected-error@+1 {{'in', 'out' and 'precision' items need '#pragma approx' before the '#pragma omp' directive of the loop (they add code around it)}}
#pragma approx precision(unorm16 : a) in(a[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // Fine: unorm16 input, half output, a shaped item.
#pragma approx precision(unorm16 : a) precision(half : b) in(([n][m])a) out(b[0:n])
#pragma omp target teams distribute parallel for map(to: a[0:n*m]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i * m];
}
