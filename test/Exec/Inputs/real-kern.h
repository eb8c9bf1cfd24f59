/* A header with regions, included by two translation units
 * (Exec/real-header-two-tus.c): a static inline kernel whose perforation
 * comes from a -D macro, and a macro that writes its pragmas with _Pragma. */
#ifndef REAL_KERN_H
#define REAL_KERN_H
#define REAL_STR(x) #x
#define REAL_PRAGMA(x) _Pragma(REAL_STR(x))
static inline void kern(float *a, int n) {
#pragma approx perfo(PERF) label("kern")
#pragma omp target teams distribute parallel for map(tofrom : a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] += 1;
}
#define KERNEL2(a, n)                                                                              \
  REAL_PRAGMA(approx perfo(small:2) label("mac"))                                                  \
  REAL_PRAGMA(omp target teams distribute parallel for map(tofrom : a[0:n]))                      \
  for (int i = 0; i < n; ++i)                                                                      \
    a[i] += 10;
#endif
