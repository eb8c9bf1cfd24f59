// The time loop of Exec/var-precision-hoist-if.c, in a header as public
// codes keep it: a relaxation whose kernel runs on the device only when
// the caller's switch is on (`if(target: on)`; off, OpenMP runs it on the
// host, over the host arrays), and a second kernel whose `if` is for its
// parallel region alone, which still runs on the device.
static void relax(int n, int steps, int on, const double *x, double *y) {
#pragma approx label("relax") precision(float : x, y)
  for (int t = 0; t < steps; ++t) {
#pragma omp target teams distribute parallel for if(target: on) map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5 + x[i] * 0.25;
#pragma omp target teams distribute parallel for if(parallel: n > 1) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 2.0;
  }
}
