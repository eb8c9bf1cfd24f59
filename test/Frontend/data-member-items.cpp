// Items that are members of *this in a member function: a pointer member's
// rows are rebuilt on the device (Exec/data-out-recon-member.cpp); an array
// member cannot be kept on the device apart from the object the construct
// maps, so device reconstruction of it is an error at the item, and the
// host form is accepted.
// RUN: %approx-clang++ -fopenmp -fsyntax-only -Xclang -verify %s

// step() is defined outside the class: in a member function defined in
// its class the parser has not declared the parameters when the pragma is
// lowered, so no Sema checks the items there (static assertions do; an
// array member is then not diagnosed, and libomptarget stops at run time).
struct Field {
  int n;
  float *a, *b;
  float c[10];
  void step();
};
void Field::step() {
  {
#pragma approx perfo(large:2) out(b[0:n]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i];
// expected-error@+1 {{out-item 'c' is an array inside the object ('this->c'): the 'target data' that keeps it on the device for 'reconstruct' cannot map it apart from the construct's map of the object (not supported yet); use a pointer member, or rebuild the rows on the host ('reconstruct(..., host)')}}
#pragma approx perfo(large:2) out(c[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i];
#pragma approx perfo(large:2) out(c[0:n]) reconstruct(nn, host)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i];
  }
}
