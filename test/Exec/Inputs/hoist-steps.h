// The time loop of Exec/var-precision-hoist.c, in a header as public codes
// keep their kernels: one pragma on the loop, three kernels inside it over
// arrays mapped as sections (y written by the first, read by the second;
// x read-only; z, not listed, keeps double).
static void steps(int n, int t_max, const double *x, double *y, double *z) {
#pragma approx label("steps") precision(float : x, y)
  for (int t = 0; t < t_max; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5 + x[i] * 0.25;
#pragma omp target teams distribute parallel for map(to: y[0:n]) map(from: z[0:n])
    for (int i = 0; i < n; ++i)
      z[i] = y[i] * 3.0;
  }
}
