// Data clauses before the directives that move data (docs/data.md, "Data
// sites"): the mistakes, one error each, at the user's tokens, naming the
// directive. Before issue 16 every such pragma was one error ("data clauses
// of '#pragma approx' do not apply to 'target update' yet"); the forms that
// are right now run in test/Exec/data-sites-{in,out}.c and lower as
// test/Lowering/data-sites.c shows.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

#define N 8

void f(float *a, float *b, float *o, int *k, float s) {
  // An item the directive does not move.
#pragma approx in(b[0:N]) precision(half)
  // expected-error@-1 {{in-item 'b' is not mapped by the construct; add it to a 'map' clause of '#pragma omp target data'}}
#pragma omp target data map(to: a[0:N])
  {
  }
#pragma approx out(o[0:N]) precision(half)
  // expected-error@-1 {{out-item 'o' is not in a 'from' clause of '#pragma omp target update'; the approximated transfer is from the device}}
#pragma omp target update to(o[0:N])

  // A direction the directive does not move.
#pragma approx in(a[0:N]) precision(half)
  // expected-error@+1 {{in-item 'a' is mapped 'alloc' by '#pragma omp target data', which moves nothing to the device to approximate; map it 'to' at 'target data' or 'target enter data'}}
#pragma omp target data map(alloc: a[0:N])
  {
  }
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(nn)
  // expected-error@+1 {{in-item 'a' is mapped 'delete' by '#pragma omp target exit data', which moves nothing to the device to approximate}}
#pragma omp target exit data map(delete: a[0:N])
#pragma approx out(o[0:N]) precision(bf16)
  // expected-error@+1 {{out-item 'o' is mapped 'to' by '#pragma omp target enter data', which moves nothing from the device to approximate; map it 'from' at 'target data' or 'target exit data'}}
#pragma omp target enter data map(to: o[0:N])

  // Modifiers and clauses that would undo or race with the transfer.
#pragma approx in(a[0:N]) precision(half)
  // expected-error@+1 {{'always' in the map of in-item 'a' would move it exactly over the approximated transfer; remove 'always'}}
#pragma omp target enter data map(always, to: a[0:N])
  // 'present' would check the runtime's copy, not the item: the check
  // (an abort where 'a' is not on the device) would be lost.
#pragma approx in(a[0:N]) precision(half)
  // expected-error@+1 {{'present' in the map of in-item 'a' is not supported: the approximated transfer maps its own device copy in the item's place, so '#pragma omp target enter data' would no longer check that 'a' is present; remove 'present', or the item from the 'in' clause}}
#pragma omp target enter data map(present, to: a[0:N])
#pragma approx out(o[0:N]) precision(half)
  // expected-error@+1 {{'nowait' cannot be combined with approximated transfers at '#pragma omp target update' (they run before and after it)}}
#pragma omp target update from(o[0:N]) nowait
  // A list item named like a clause is no clause.
  float *nowait = o;
#pragma approx out(nowait[0:N]) precision(half)
#pragma omp target update from(nowait[0:N])
#pragma approx in(a[0:N]) precision(half)
  // expected-error@+1 {{'depend' cannot be combined with approximated transfers at '#pragma omp target enter data' (they run before and after it)}}
#pragma omp target enter data map(to: a[0:N]) depend(in: a[0])

  // Clauses that mean nothing at a transfer.
  // expected-error@+1 {{item 'a': 'perfo' and 'precision' on one transfer at '#pragma omp target update' are not supported yet; use one of them}}
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(nn) precision(half)
#pragma omp target update to(a[0:N])
  // expected-error@+1 {{'host'/'device' in 'reconstruct' choose where a loop's input is perforated; at '#pragma omp target enter data' the rows are rebuilt where the transfer arrives}}
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(nn, device)
#pragma omp target enter data map(to: a[0:N])
  // expected-error@+1 {{in-item 's' is a scalar; at '#pragma omp target update' only array items ('a[lo:len]', 'a[lo:len][lo:len]', '([rows][cols])p') are transferred}}
#pragma approx in(s) precision(half)
#pragma omp target update to(s)
  // expected-error@+1 {{'precision' list names 't', which is not an 'in'/'out' item of the transfer at '#pragma omp target update'}}
#pragma approx in(a[0:N]) precision(half : a, t)
#pragma omp target update to(a[0:N])

  // Element types, at the item.
  // expected-error@+1 {{'precision(half)' needs items of floating-point element type; 'k' has element type 'int'}}
#pragma approx in(k[0:N]) precision(half)
#pragma omp target enter data map(to: k[0:N])
}
