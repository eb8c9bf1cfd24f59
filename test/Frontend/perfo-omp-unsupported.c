// OpenMP constructs that see the compacted loop instead of the user's
// (PerfoChecks.h) are an error at the user's clause or directive, in both
// placements of the pragma, instead of wrong values (linear), a hang
// (doacross under the continue lowering) or clang's errors inside the
// lowered code (tile, unroll, inscan). The continue lowering keeps the
// user's loop: 'linear' and 'unroll' are fine there (Exec/perfo-linear-continue.c).
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify=expected,compact %s
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -fapprox-perfo-lowering=continue -Xclang -verify %s

void linear(int n, int *out, float *a) {
  int j = 0, i;
#pragma approx perfo(small:3)
// compact-error@+1 {{'linear' on a perforated loop is not supported yet: the compacted loop would step the variable once per kept iteration, not once per iteration; compute it from the loop variable instead (or lower with -fapprox-perfo-lowering=continue)}}
#pragma omp parallel for linear(j:1)
  for (int k = 0; k < n; ++k) { out[k] = j; j++; }
// compact-error@+1 {{'linear' on a perforated loop is not supported yet}}
#pragma omp parallel for simd linear(i:1)
#pragma approx perfo(small:3)
  for (i = 0; i < n; ++i) out[i] = i;
#pragma omp parallel
  {
// compact-error@+1 {{'linear' on a perforated loop is not supported yet}}
#pragma omp for linear(j:2)
#pragma approx perfo(small:3)
    for (int k = 0; k < n; ++k) out[k] = j;
  }
  // Perforated 'in' items leave the loop whole (reads go through an
  // accessor): 'linear' is fine.
#pragma approx perfo(small:3) in(a[0:n]) reconstruct(lerp, device)
#pragma omp parallel for linear(j)
  for (int k = 0; k < n; ++k) { out[k] = a[k] + j; j++; }
}

void transforms(int n, char (*m)[8], char *s) {
#pragma approx perfo(small:3)
// expected-error@+1 {{'#pragma omp tile' on a perforated loop is not supported yet: 'perfo' replaces the loop that the directive transforms; drop one of the two}}
#pragma omp tile sizes(2, 3)
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 6; ++j) m[i][j] = 1;
#pragma approx perfo(small:3)
// compact-error@+1 {{'#pragma omp unroll' on a perforated loop is not supported yet}}
#pragma omp unroll full
  for (int i = 0; i < 20; ++i) s[i] = 1;
#pragma omp unroll partial(4)
// expected-error@+1 {{'#pragma approx' in the loop nest of '#pragma omp unroll' is not supported yet: the region's lowering replaces the loop that the directive transforms; drop one of the two}}
#pragma approx perfo(small:3)
  for (int i = 0; i < n; ++i) s[i] = 1;
#pragma omp tile sizes(2, 3)
  for (int i = 0; i < 6; ++i)
// expected-error@+1 {{'#pragma approx' in the loop nest of '#pragma omp tile' is not supported yet}}
#pragma approx perfo(small:3)
    for (int j = 0; j < 6; ++j) m[i][j] = 1;
  // Below the nest the directive transforms: an ordinary inner loop.
#pragma omp tile sizes(2)
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 6; ++j)
#pragma approx perfo(small:3)
      for (int k = 0; k < 8; ++k) m[j][k] = 1;
}

void scan_and_doacross(int n, int *a, int *b) {
  int s = 0;
#pragma approx perfo(small:3)
// expected-error@+1 {{'reduction(inscan, ...)' on a perforated loop is not supported yet: the lowering wraps the loop body, so its '#pragma omp scan' would no longer stand directly in the loop; drop 'perfo' or the scan}}
#pragma omp parallel for reduction(inscan, +: s)
  for (int i = 0; i < n; ++i) {
    s += a[i];
#pragma omp scan inclusive(s)
    b[i] = s;
  }
// expected-error@+1 {{'ordered(n)' (doacross dependences) on a perforated loop is not supported yet: 'depend(sink: ...)' names iterations of the loop as written, and a skipped iteration never reaches its 'depend(source)'; drop 'perfo' or the doacross ordering}}
#pragma omp parallel for ordered(1)
#pragma approx perfo(small:3)
  for (int i = 1; i < n; ++i) {
#pragma omp ordered depend(sink: i - 1)
    a[i] = a[i - 1] + 1;
#pragma omp ordered depend(source)
  }
  // 'ordered' without a count (an ordered region) keeps the kept
  // iterations' order: fine.
#pragma approx perfo(small:3)
#pragma omp parallel for ordered
  for (int i = 0; i < n; ++i) {
#pragma omp ordered
    b[i] = a[i];
  }
}
