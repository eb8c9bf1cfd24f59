// A shaped item '([rows][cols])g' of a 2-D array 'float g[N][M]' is refused at the item with what to write instead (it said the element type 'float[4]' is not arithmetic, and the unorm error's suggestion led there).
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify %s

#define N 8
#define M 4
float gin[N][M], gout[N][M];

void f(void) {
  // expected-error@+1 {{in-item '([8][4])gin' needs 'gin' to point to its elements; its type 'float[8][4]' is an array of arrays: write the 2-D section 'gin[lo:len][lo2:len2]', or shape a pointer to its first element}}
#pragma approx perfo(large:2) in(([N][M])gin) reconstruct(lerp) label("in")
#pragma omp target teams distribute parallel for map(to: gin) map(from: gout)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      gout[i][j] = gin[i][j];
  // expected-error@+1 {{out-item '([8][4])gout' needs 'gout' to point to its elements}}
#pragma approx out(([N][M])gout) precision(half) label("out")
#pragma omp target teams distribute parallel for map(to: gin) map(from: gout)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      gout[i][j] = gin[i][j];
  float *p = &gin[0][0];
#pragma approx perfo(large:2) in(([N][M])p) reconstruct(lerp) label("ptr")
#pragma omp target teams distribute parallel for map(to: p[0:N*M]) map(from: gout)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      gout[i][j] = p[i * M + j];
}
