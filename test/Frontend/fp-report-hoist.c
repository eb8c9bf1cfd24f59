// The report's "retypable" and "map" for a time loop's arrays, checked
// against the compiler (fp-report-retypable.py builds each variable's
// one-name precision list): on a loop of kernels, an array the kernels map
// as one 1-D section and reach only through its elements is retypable
// (held in one typed copy for the whole loop), with "map" "tofrom" when a
// kernel writes it (converted back after the loop) and "to" when not,
// also when the loop reads its elements on the host (h); an array whose
// pointer the loop hands on on the host (p) or that it maps with two
// sections (w) is not, and neither is one no kernel maps (g, read on the
// host only). Arrays whose pointers the host exchanges (sa, sb: a double
// buffer) are retyped only when listed together with one type: retypable,
// offered as one "tied" set (the checker lists the whole set); a double
// buffer whose arrays are mapped with two sections (da, db) is not, and
// neither is one exchanged through a temporary that host code also reads
// (ea, eb). Three arrays rotated through one temporary (ra, rb, rc) are one
// tied set; a pair whose second array's pointer is also copied into a
// pointer the host reads (la, lb: the copy is seen only from lb, not from
// la) is not. A kernel with `if` keeps its array retypable (sw: run over a
// host buffer when false), one with `device` does not (dv). Before, no
// array of a time loop was retypable, then none read on the host, then no
// exchanged one, then none of a kernel with `if`.
// RUN: rm -f %t.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t.json
// RUN: %python %S/../Inputs/fp-report-retypable.py %t.json %approx-clang %host-offload -fsyntax-only %s | %FileCheck %s --implicit-check-not=DISAGREE
// RUN: %FileCheck %s --check-prefix=MAP < %t.json
// CHECK-DAG: agree loop x retypable=True compiles=True
// CHECK-DAG: agree loop y retypable=True compiles=True
// CHECK-DAG: agree loop h retypable=True compiles=True
// CHECK-DAG: agree loop p retypable=False compiles=False
// CHECK-DAG: agree swapped sa retypable=True compiles=True
// CHECK-DAG: agree swapped sb retypable=True compiles=True
// CHECK-DAG: agree sections da retypable=False compiles=False
// CHECK-DAG: agree sections db retypable=False compiles=False
// CHECK-DAG: agree peeked ea retypable=False compiles=False
// CHECK-DAG: agree peeked eb retypable=False compiles=False
// CHECK-DAG: agree rotated ra retypable=True compiles=True
// CHECK-DAG: agree rotated rb retypable=True compiles=True
// CHECK-DAG: agree rotated rc retypable=True compiles=True
// CHECK-DAG: agree leaked la retypable=False compiles=False
// CHECK-DAG: agree leaked lb retypable=False compiles=False
// CHECK-DAG: agree switched sw retypable=True compiles=True
// CHECK-DAG: agree switched dv retypable=False compiles=False
// CHECK-DAG: agree loop w retypable=False compiles=False
// CHECK-DAG: agree loop g retypable=False compiles=False
// CHECK-DAG: agree loop acc retypable=True compiles=True
// MAP: "name": "x",
// MAP: "kind": "array",
// MAP-NEXT: "retypable": true,
// MAP: "map": "to",
// MAP: "name": "y",
// MAP: "retypable": true,
// MAP: "map": "tofrom",
// MAP: "label": "swapped",
// MAP: "tied": [
// MAP-NEXT: [
// MAP-NEXT: 0,
// MAP-NEXT: 1
// MAP-NEXT: ]
// MAP-NEXT: ],
// MAP: "label": "rotated",
// MAP: "tied": [
// MAP-NEXT: [
// MAP-NEXT: 0,
// MAP-NEXT: 1,
// MAP-NEXT: 2
// MAP-NEXT: ]
// MAP-NEXT: ],
// MAP: "label": "sections",
// MAP-NOT: "tied"
// MAP: "label": "peeked",
// MAP-NOT: "tied"
// MAP: "groups"

double first(const double *v);
void loop(int n, int T, const double *x, double *y, double *h, double *w, const double *g,
          double *out, const double *p) {
#pragma approx label("loop") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n], h[0:n], p[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i) {
      double acc = x[i] * 0.5 + h[i] + p[i];
      y[i] += acc;
    }
#pragma omp target teams distribute parallel for map(to: w[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] -= w[i];
#pragma omp target teams distribute parallel for map(to: w[1:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] -= w[i + 1];
    out[t] = h[0] + g[t] + first(p);
  }
}

void swapped(int n, int T, double *sa, double *sb) {
#pragma approx label("swapped") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: sa[0:n]) map(from: sb[0:n])
    for (int i = 0; i < n; ++i)
      sb[i] = sa[i] * 0.5;
    double *tmp = sa;
    sa = sb;
    sb = tmp;
  }
}

void rotated(int n, int T, double *ra, double *rb, double *rc) {
#pragma approx label("rotated") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: ra[0:n]) map(tofrom: rb[0:n], rc[0:n])
    for (int i = 0; i < n; ++i)
      rc[i] = ra[i] + rb[i];
    double *s = ra;
    ra = rb;
    rb = rc;
    rc = s;
  }
}

double leaked(int n, int T, double *la, double *lb) {
  double s = 0;
#pragma approx label("leaked") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: la[0:n]) map(from: lb[0:n])
    for (int i = 0; i < n; ++i)
      lb[i] = la[i] * 0.5;
    double *tmp = la;
    la = lb;
    lb = tmp;
    double *keep = lb;
    s += keep[0];
  }
  return s;
}

void sections(int n, int T, double *da, double *db) {
#pragma approx label("sections") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: da[0:n]) map(from: db[1:n])
    for (int i = 1; i < n; ++i)
      db[i] = da[i] * 0.5;
    double *tmp = da;
    da = db;
    db = tmp;
  }
}

double peeked(int n, int T, double *ea, double *eb) {
  double s = 0;
#pragma approx label("peeked") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: ea[0:n]) map(from: eb[0:n])
    for (int i = 0; i < n; ++i)
      eb[i] = ea[i] * 0.5;
    double *tmp = ea;
    ea = eb;
    eb = tmp;
    s += tmp[0];
  }
  return s;
}

void switched(int n, int T, int on, int dev, double *sw, double *dv) {
#pragma approx label("switched") perfo(small:2) if(n < 0)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for if(on) map(tofrom: sw[0:n])
    for (int i = 0; i < n; ++i)
      sw[i] *= 0.5;
#pragma omp target teams distribute parallel for device(dev) map(tofrom: dv[0:n])
    for (int i = 0; i < n; ++i)
      dv[i] *= 0.5;
  }
}
