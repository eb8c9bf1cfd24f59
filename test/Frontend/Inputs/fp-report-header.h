// A labelled region in a header (fp-report-header.c).
#ifndef FP_REPORT_HEADER_H
#define FP_REPORT_HEADER_H
static inline void scale(int n, double *v, double f) {
#pragma approx perfo(small:2) label("in_header")
  for (int i = 0; i < n; ++i) {
    double t = v[i] * f;
    v[i] = t;
  }
}
#endif
