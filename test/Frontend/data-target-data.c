// Data clauses of '#pragma approx' before a directive that only moves data
// (target data, target enter data, target exit data, target update) are an
// error at the pragma naming the directive (issue 15, item 8c). They used to
// be accepted, and the kernels then read a private half copy the lowering
// had mapped instead of the array. The forms a later step will support are
// in docs/data.md, "Arrays mapped by an enclosing target data"; a pragma
// before the target construct inside the target data is fine.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s

#define N 8

void f(float *a, float *o) {
// expected-error@+1 {{data clauses of '#pragma approx' do not apply to 'target enter data' yet; place the pragma before the target construct whose 'map' clauses move the items (docs/data.md, "Arrays mapped by an enclosing target data")}}
#pragma approx in(a[0:N]) precision(half)
#pragma omp target enter data map(to: a[0:N])

// expected-error@+1 {{do not apply to 'target data' yet}}
#pragma approx in(a[0:N]) precision(half) label("d")
#pragma omp target data map(to: a[0:N]) map(from: o[0:N])
  {
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
    for (int i = 0; i < N; ++i) o[i] = a[i];
  }

// expected-error@+1 {{do not apply to 'target update' yet}}
#pragma approx out(o[0:N]) precision(bf16)
#pragma omp target update from(o[0:N])

// expected-error@+1 {{do not apply to 'target exit data' yet}}
#pragma approx perfo(large:2) in(a[0:N]) reconstruct(nn)
#pragma omp target exit data map(delete: a[0:N])

// expected-error@+1 {{do not apply to 'target update' yet}}
#pragma approx in(a[0:N]) precision(unorm16 : a)
#pragma omp target update to(a[0:N])

  // Fine: the pragma is on the construct inside the target data.
#pragma omp target data map(to: a[0:N]) map(from: o[0:N])
  {
#pragma approx in(a[0:N]) precision(half)
#pragma omp target teams distribute parallel for map(to: a[0:N]) map(from: o[0:N])
    for (int i = 0; i < N; ++i) o[i] = a[i];
  }
}
