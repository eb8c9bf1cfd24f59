// Items whose type the data clauses cannot use: one error per mistake, at
// the item's identifier, naming the clause and the type in the user's
// spelling (ItemTypes.cpp), and nothing located in generated code or in
// <scratch space> (no static_assert over __builtin_classify_type, no
// follow-on errors): the region is then not lowered.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: not %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 %s 2>&1 \
// RUN:   | FileCheck --implicit-check-not='scratch space' --implicit-check-not=note: --check-prefix=LOC %s
// LOC-COUNT-13: error:
// LOC: 13 errors generated.
typedef struct { unsigned char x, y, z, w; } uchar4;
int g(int);
enum { E0 };
void f(int n, int m, uchar4 *img, float *out, float **pp, const float *cin, int *ip, double *dp,
       float arr2[][8], float *fp) {
  float x = 0;
// expected-error@+1 {{'reconstruct' needs items of arithmetic element type; 'img' has element type 'uchar4'}}
#pragma approx perfo(small:2) in(img[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: img[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; ++i) out[i] = img[i].x;
// expected-error@+1 {{'reconstruct' needs items of arithmetic element type; 'img' has element type 'uchar4'}}
#pragma approx perfo(small:2) out(([n][m])img) reconstruct(lerp)
  for (int i = 0; i < n; ++i) img[i].x = 1;
// expected-error@+1 {{'reconstruct' needs items of arithmetic element type; 'pp' has element type 'float *'}}
#pragma approx perfo(small:2) out(pp[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) pp[i] = 0;
// expected-error@+1 {{out-item 'pp' is a 2-D section, but its type 'float **' is not an array of arrays or a pointer to arrays}}
#pragma approx perfo(small:2) out(pp[0:n][0:m]) reconstruct(nn)
  for (int i = 0; i < n; ++i) pp[i][0] = 0;
// expected-error@+1 {{out-item 'g' names a function, not a variable}}
#pragma approx perfo(small:2) out(g[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) out[i] = 0;
// expected-error@+1 {{out-item 'E0' names an enumerator, not a variable}}
#pragma approx perfo(small:2) out(E0[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) out[i] = 0;
// expected-error@+1 {{out-item 'nosuch' does not name a variable declared here}}
#pragma approx perfo(small:2) out(nosuch[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) out[i] = 0;
// expected-error@+1 {{out-item 'x' is a 1-D section, but its type 'float' is neither an array nor a pointer}}
#pragma approx perfo(small:2) out(x[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) out[i] = 0;
// expected-error@+1 {{out-item 'cin' is written by 'reconstruct', but its element type 'const float' is const}}
#pragma approx perfo(small:2) out(cin[0:n]) reconstruct(nn)
  for (int i = 0; i < n; ++i) out[i] = cin[i];
// expected-error@+1 {{'precision(half)' needs items of floating-point element type; 'ip' has element type 'int'}}
#pragma approx precision(half) in(ip[0:n])
  for (int i = 0; i < n; ++i) out[i] = ip[i];
// expected-error@+1 {{'precision(unorm8)' needs items of element type 'float'; 'dp' has element type 'double'}}
#pragma approx precision(unorm8 : dp) in(dp[0:n])
#pragma omp target teams distribute parallel for map(to: dp[0:n]) map(from: out[0:n])
  for (int i = 0; i < n; ++i) out[i] = dp[i];
// expected-error@+1 {{out-item 'cin' is written by 'precision(half)', but its element type 'const float' is const}}
#pragma approx precision(half) out(cin[0:n])
  for (int i = 0; i < n; ++i) out[i] = cin[i];
  {
    float ok[8];
#pragma approx perfo(small:2) out(ok[0:8]) reconstruct(nn)
    for (int i = 0; i < 8; ++i) ok[i] = i;
  }
  {
    // The inner 'cin' (float) is out of scope here: the parameter counts.
    { float *cin = fp; (void)cin; }
// expected-error@+1 {{out-item 'cin' is written by 'reconstruct', but its element type 'const float' is const}}
#pragma approx perfo(small:2) out(cin[0:n]) reconstruct(nn)
    for (int i = 0; i < n; ++i) out[i] = 0;
  }
}
