// The time loop of Exec/var-precision-hoist-host.c, in a header as public
// codes keep it: a kernel per step, a boundary value set on the host and
// sent with `target update to` at step 1, and every EVERY steps the
// array fetched with `target update from` and read on the host into a
// monitor (in double: the host's 0.1 is not the kernels' literal).
static void monitor(int n, int t_max, int every, const double *x, double *y, double *mon) {
#pragma approx label("monitor") precision(float : x, y)
  for (int t = 0; t < t_max; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5 + x[i] * 0.25;
    if (t == 1) {
      y[0] = 1.0 / 3.0;
#pragma omp target update to(y[0:1])
    }
    if (t % every == every - 1) {
#pragma omp target update from(y[0:n])
      mon[2 * t] = y[0] * 0.1;
      mon[2 * t + 1] = y[7];
    }
  }
}
