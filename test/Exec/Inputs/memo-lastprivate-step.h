/* memo-lastprivate-target-data.c's kernel, in a header as public offload
 * codes keep theirs, with its table size from a -D macro. */
static inline void step(int n, const double *x, double *y, double *last) {
  double l = -1;
#pragma approx memo(in, threshold(0), items(ITEMS)) in(x[j]) out(y[j], l) label("hstep")
#pragma omp target teams distribute parallel for lastprivate(l)
  for (int j = 0; j < n; ++j) {
    l = x[j] * 10 + j % 2;
    y[j] = l;
  }
  *last = l;
}
