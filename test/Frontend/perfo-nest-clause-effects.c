// A 'perfo' inside an OpenMP loop nest or after a worksharing directive
// (the inline form) evaluates its
// clause expressions in every thread and kept iteration, so a call or a
// write there is an error at the user's token, one per clause; right after
// the directive (or before it) the plan is computed once and both are fine.
// RUN: %approx-clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s

double rate(void);
int on(void);

void f(int n, int m, float *a, int k) {
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(rate : rate()) // expected-error {{the perfo value expression of a 'perfo' inside an OpenMP loop construct is evaluated by every thread and in every kept iteration: it must not call a function; compute it into a variable before the construct}}
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;

#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(small, chunk(k++) : 2) if(on()) // expected-error {{the chunk expression of a 'perfo' inside an OpenMP loop construct is evaluated by every thread and in every kept iteration: it must not modify a variable; compute it into a variable before the construct}} expected-error {{the if expression of a 'perfo' inside an OpenMP loop construct is evaluated by every thread and in every kept iteration: it must not call a function; compute it into a variable before the construct}}
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;

  // A worksharing loop in a parallel region: every thread computes the plan.
#pragma omp parallel
  {
#pragma omp for
#pragma approx perfo(rate : rate()) // expected-error {{the perfo value expression of a 'perfo' inside an OpenMP loop construct is evaluated by every thread and in every kept iteration: it must not call a function; compute it into a variable before the construct}}
    for (int i = 0; i < n; ++i) a[i] = 0;
  }

  // Accepted: plain reads inside the nest; calls right after a combined
  // directive.
#pragma omp parallel for collapse(2)
  for (int i = 0; i < n; ++i)
#pragma approx perfo(small, chunk(k) : 2) if(k > 1)
    for (int j = 0; j < m; ++j) a[i * m + j] = 0;
#pragma omp parallel for
#pragma approx perfo(rate : rate()) if(on())
  for (int i = 0; i < n; ++i) a[i] = 0;
}
