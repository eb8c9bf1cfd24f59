// The solver of Exec/var-precision-hoist-jacobi.c, in a header as public
// codes keep it: a 1-D Jacobi sweep into un, a copy back into u, and every
// EVERY sweeps the residual computed on the host from `target update
// from(u)` (in double, from the host's f).
static void jacobi(int n, int steps, int every, const double *f, double *u, double *un,
                   double *res) {
#pragma approx label("jacobi") precision(float : u, un, f)
  for (int t = 0; t < steps; ++t) {
#pragma omp target teams distribute parallel for map(to: f[0:n], u[0:n]) map(from: un[0:n])
    for (int i = 1; i < n - 1; ++i)
      un[i] = 0.5 * (u[i - 1] + u[i + 1] - f[i]);
#pragma omp target teams distribute parallel for map(to: un[0:n]) map(tofrom: u[0:n])
    for (int i = 1; i < n - 1; ++i)
      u[i] = un[i];
    if ((t + 1) % every == 0) {
#pragma omp target update from(u[0:n])
      double r = 0.0;
      for (int i = 1; i < n - 1; ++i)
        r += fabs(u[i - 1] - 2.0 * u[i] + u[i + 1] - f[i]);
      res[t / every] = r;
    }
  }
}
