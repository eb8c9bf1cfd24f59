// C++ items whose type the data clauses cannot use: one error per mistake
// at the item (ItemTypes.cpp). A type that depends on a template parameter
// is checked per instantiation: the lowering sits in `if constexpr`, and a
// failing instantiation gets one static assertion at the item and the
// statement as written (no follow-on errors, nothing in <scratch space>).
// RUN: %approx-clangxx -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: not %approx-clangxx -fopenmp -fsyntax-only -ferror-limit=0 %s 2>&1 \
// RUN:   | FileCheck --implicit-check-not='scratch space' --implicit-check-not=error: --check-prefix=LOC %s
// LOC: data-item-types.cpp:42:35: error: 'reconstruct' needs items of arithmetic element type; 'm' has element type 'uchar4'
// LOC: data-item-types.cpp:46:35: error: 'reconstruct' needs items of arithmetic element type; 'col' has element type 'Color'
// LOC: data-item-types.cpp:48:35: error: out-item 'g' names several declarations, not a variable
// LOC: data-item-types.cpp:51:35: error: 'reconstruct' needs items of arithmetic element type; 'img' has element type 'uchar4'
// LOC: data-item-types.cpp:29:34: error: static assertion failed: 'reconstruct' needs items of arithmetic element type; 'img' has another element type in this instantiation
// LOC: data-item-types.cpp:34:35: error: static assertion failed: 'precision(half)' needs items of floating-point element type; 'v' has another element type in this instantiation
// LOC: 6 errors generated.
// expected-error@29 {{'reconstruct' needs items of arithmetic element type; 'img' has another element type in this instantiation}}
// expected-error@34 {{'precision(half)' needs items of floating-point element type; 'v' has another element type in this instantiation}}
// expected-error@42 {{'reconstruct' needs items of arithmetic element type; 'm' has element type 'uchar4'}}
// expected-error@46 {{'reconstruct' needs items of arithmetic element type; 'col' has element type 'Color'}}
// expected-error@48 {{out-item 'g' names several declarations, not a variable}}
// expected-error@51 {{'reconstruct' needs items of arithmetic element type; 'img' has element type 'uchar4'}}
// expected-note@56 {{in instantiation of function template specialization 'tf<uchar4>' requested here}}
// expected-note@58 {{in instantiation of function template specialization 'tp<int>' requested here}}
struct uchar4 { unsigned char x, y, z, w; };
enum class Color { R, G };
int g(int);
int g(double);
template <class T> void tf(int n, T *img, float *out) {
#pragma approx perfo(small:2) in(img[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: img[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; ++i) out[i] = 1;
}
template <class T> void tp(int n, T *v, float *out) {
#pragma approx precision(half) in(v[0:n])
  for (int i = 0; i < n; ++i) out[i] = v[i];
}
struct K {
  uchar4 *m;
  void run(int n, float *out);
};
void K::run(int n, float *out) { // (in the class, Sema would not know n)
#pragma approx perfo(small:2) out(m[0:n]) reconstruct(nn)
    for (int i = 0; i < n; ++i) m[i].x = 1;
}
void f(int n, uchar4 *img, float *out, Color *col, float *&ref) {
#pragma approx perfo(small:2) out(col[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) col[i] = Color::R;
#pragma approx perfo(small:2) out(g[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) out[i] = 0;
  auto l = [&](int k) {
#pragma approx perfo(small:2) out(img[0:k]) reconstruct(nn)
    for (int i = 0; i < k; ++i) img[i].x = 1;
  };
#pragma approx perfo(small:2) out(ref[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) ref[i] = 0;
  tf(n, img, out);
  tf(n, out, out);
  tp(n, (int *)0, out);
}
