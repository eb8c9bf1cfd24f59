// The time loop of Exec/var-precision-hoist-swap.c, in a header as public
// stencil codes keep it: a 3-point smoothing from a into b, then the two
// pointers exchanged through a temporary (a double buffer), and the new a
// fetched with `target update from` and one element read on the host.
static void smooth(int n, int steps, double *a, double *b, double *mon) {
#pragma approx label("smooth") precision(float : a, b)
  for (int t = 0; t < steps; ++t) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: b[0:n])
    for (int i = 1; i < n - 1; ++i)
      b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
    double *tmp = a;
    a = b;
    b = tmp;
#pragma omp target update from(a[0:n])
    mon[t] = a[n / 2];
  }
}
