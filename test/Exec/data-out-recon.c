// Output perforation + reconstruction (docs/data.md, "Output perforation +
// reconstruction"): the loop runs the kept iterations, iteration k produces
// element k (1-D) or row k (2-D) of each out-item, and the rows of skipped
// iterations are rebuilt: nn copies the nearest kept row (ties take the lower),
// lerp interpolates between the nearest kept rows on each side (nn at the
// edges). Expected values are worked out by hand from those rules; the same
// strings are expected from a host loop, a 'parallel for' and an offloaded loop
// (where reconstruction runs on the device before copy-back).
// RUN: %approx-clang %host-offload %s -o %t && %run %t | %FileCheck %s
// RUN: %approx-clang %host-offload -fapprox-perfo-lowering=continue %s -o %t.c && %run %t.c | %FileCheck %s

#include <stdio.h>
#include <stdlib.h>

static void show(const char *what, const float *v, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; ++i)
    printf(" %g", v[i]);
  printf("\n");
}

// small:3 skips 2, 5, 8 of 10; v = i*i.
// CHECK: small3 nn host: 0 1 1 9 16 16 36 49 49 81
// CHECK: small3 nn par: 0 1 1 9 16 16 36 49 49 81
// CHECK: small3 nn target: 0 1 1 9 16 16 36 49 49 81
// CHECK: small3 lerp host: 0 1 5 9 16 26 36 49 65 81
// CHECK: small3 lerp par: 0 1 5 9 16 26 36 49 65 81
// CHECK: small3 lerp target: 0 1 5 9 16 26 36 49 65 81
static void small3(void) {
  float v[10];
  for (int m = 0; m < 2; ++m) {
    const char *nm[2][3] = {{"small3 nn host", "small3 nn par", "small3 nn target"},
                            {"small3 lerp host", "small3 lerp par", "small3 lerp target"}};
    for (int i = 0; i < 10; ++i) v[i] = -1;
    if (m == 0) {
#pragma approx perfo(small:3) out(v[0:10]) reconstruct(nn)
      for (int i = 0; i < 10; ++i) v[i] = i * i;
    } else {
#pragma approx perfo(small:3) out(v[0:10]) reconstruct(lerp)
      for (int i = 0; i < 10; ++i) v[i] = i * i;
    }
    show(nm[m][0], v, 10);
    for (int i = 0; i < 10; ++i) v[i] = -1;
    if (m == 0) {
#pragma approx perfo(small:3) out(v[0:10]) reconstruct(nn)
#pragma omp parallel for
      for (int i = 0; i < 10; ++i) v[i] = i * i;
    } else {
#pragma approx perfo(small:3) out(v[0:10]) reconstruct(lerp)
#pragma omp parallel for
      for (int i = 0; i < 10; ++i) v[i] = i * i;
    }
    show(nm[m][1], v, 10);
    for (int i = 0; i < 10; ++i) v[i] = -1;
    if (m == 0) {
#pragma approx perfo(small:3) out(v[0:10]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(from: v[0:10])
      for (int i = 0; i < 10; ++i) v[i] = i * i;
    } else {
#pragma approx perfo(small:3) out(v[0:10]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:10])
      for (int i = 0; i < 10; ++i) v[i] = i * i;
    }
    show(nm[m][2], v, 10);
  }
}

// large:4 keeps 0, 4, 8 of 11 (odd size, trailing edge of two rows).
// CHECK: large4 nn host: 0 0 0 16 16 16 16 64 64 64 64
// CHECK: large4 nn target: 0 0 0 16 16 16 16 64 64 64 64
// CHECK: large4 lerp host: 0 4 8 12 16 28 40 52 64 64 64
// CHECK: large4 lerp target: 0 4 8 12 16 28 40 52 64 64 64
static void large4(void) {
  float v[11];
  for (int i = 0; i < 11; ++i) v[i] = -1;
#pragma approx perfo(large:4) out(v[0:11]) reconstruct(nn)
  for (int i = 0; i < 11; ++i) v[i] = i * i;
  show("large4 nn host", v, 11);
  for (int i = 0; i < 11; ++i) v[i] = -1;
#pragma approx perfo(large:4) out(v[0:11]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(tofrom: v[0:11])
  for (int i = 0; i < 11; ++i) v[i] = i * i;
  show("large4 nn target", v, 11);
  for (int i = 0; i < 11; ++i) v[i] = -1;
#pragma approx perfo(large:4) out(v[0:11]) reconstruct(lerp)
  for (int i = 0; i < 11; ++i) v[i] = i * i;
  show("large4 lerp host", v, 11);
  for (int i = 0; i < 11; ++i) v[i] = -1;
#pragma approx perfo(large:4) out(v[0:11]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:11])
  for (int i = 0; i < 11; ++i) v[i] = i * i;
  show("large4 lerp target", v, 11);
}

// Leading edge (init skips the first 3 of 10: nn and lerp copy row 3) and
// trailing edge (fini skips the last floor(7 * 0.3) = 2 of 7).
// CHECK: init lerp: 7 7 7 7 9 11 13 15 17 19
// CHECK: fini lerp: 1 3 5 7 9 9 9
// A section that does not start at 0: v[2:6] is produced by i = 0..5.
// CHECK: offset lerp: -1 -1 0 5 10 15 20 20 -1
// CHECK: rows<2: 42
static void edges(void) {
  float v[10];
#pragma approx perfo(init:0.3) out(v[0:10]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:10])
  for (int i = 0; i < 10; ++i) v[i] = 2 * i + 1;
  show("init lerp", v, 10);
#pragma approx perfo(fini:0.3) out(v[0:7]) reconstruct(lerp)
  for (int i = 0; i < 7; ++i) v[i] = 2 * i + 1;
  show("fini lerp", v, 7);
  for (int i = 0; i < 10; ++i) v[i] = -1;
#pragma approx perfo(large:2) out(v[2:6]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(tofrom: v[0:9])
  for (int i = 0; i < 6; ++i) v[2 + i] = 5 * i;
  show("offset lerp", v, 9);
  // One row: large keeps it, nothing to reconstruct.
#pragma approx perfo(large:2) out(v[0:1]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:1])
  for (int i = 0; i < 1; ++i) v[i] = 42;
  show("rows<2", v, 1);
}

// Array shaping of a pointer: rows of 3, large:2 keeps rows 0, 2, 4 of 5.
// CHECK: shaped lerp target: 0.5 1.5 2.5 | 10.5 11.5 12.5 | 20.5 21.5 22.5 | 30.5 31.5 32.5 | 40.5 41.5 42.5
// CHECK: shaped nn host: 0.5 1.5 2.5 | 0.5 1.5 2.5 | 20.5 21.5 22.5 | 20.5 21.5 22.5 | 40.5 41.5 42.5
static void shaped(void) {
  int n = 5, m = 3;
  float *p = (float *)malloc(sizeof(float) * n * m);
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < n * m; ++i) p[i] = -1;
    if (pass == 0) {
#pragma approx perfo(large:2) out(([n][m])p) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: p[0:n*m])
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) p[i * m + j] = 10 * i + j + 0.5f;
    } else {
#pragma approx perfo(large:2) out(([n][m])p) reconstruct(nn)
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) p[i * m + j] = 10 * i + j + 0.5f;
    }
    printf("%s:", pass ? "shaped nn host" : "shaped lerp target");
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < m; ++j) printf("%s %g", j == 0 && i ? " |" : "", p[i * m + j]);
    printf("\n");
  }
  free(p);
}

// A 2-D section of a true 2-D array: rows 1..4, columns 1..2 of a[6][4].
// small:2 skips k = 1, 3 (rows 2 and 4); row 4 is a trailing edge. Columns
// 0 and 3 and rows 0 and 5 are outside the item and stay untouched.
// CHECK: 2d lerp target: -1 -1 -1 -1 | -1 0 1 -1 | -1 10 11 -1 | -1 20 21 -1 | -1 20 21 -1 | -1 -1 -1 -1
// CHECK: 2d nn host: -1 -1 -1 -1 | -1 0 1 -1 | -1 0 1 -1 | -1 20 21 -1 | -1 20 21 -1 | -1 -1 -1 -1
static void section2d(void) {
  float a[6][4];
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < 6; ++i)
      for (int j = 0; j < 4; ++j) a[i][j] = -1;
    if (pass == 0) {
#pragma approx perfo(small:2) out(a[1:4][1:2]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(tofrom: a)
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 2; ++j) a[1 + i][1 + j] = 10 * i + j;
    } else {
#pragma approx perfo(small:2) out(a[1:4][1:2]) reconstruct(nn)
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 2; ++j) a[1 + i][1 + j] = 10 * i + j;
    }
    printf("%s:", pass ? "2d nn host" : "2d lerp target");
    for (int i = 0; i < 6; ++i)
      for (int j = 0; j < 4; ++j) printf("%s %g", j == 0 && i ? " |" : "", a[i][j]);
    printf("\n");
  }
}

// Integer elements: lerp rounds half away from zero. large:4 keeps 0 and 4.
// CHECK: int lerp: 0 3 5 8 10 | 0 -3 -5 -8 -10
// double elements, rate 0.5 with chunk(2): of the 5 chunks (the last one
// partial) floor(q*5/3) = 0, 1, 3 are kept; 4..5 interpolate, 8 is an edge.
// CHECK: double chunk: 0 1 2 3 4 5 6 7 7
static void types(void) {
  int v[5], w[5];
#pragma approx perfo(large:4) out(v[0:5], w[0:5]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: v[0:5], w[0:5])
  for (int i = 0; i < 5; ++i) {
    v[i] = 10 * i / 4;
    w[i] = -10 * i / 4;
  }
  printf("int lerp: %d %d %d %d %d | %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4], w[0], w[1],
         w[2], w[3], w[4]);
  double d[9];
#pragma approx perfo(rate, chunk(2) : 0.5) out(d[0:9]) reconstruct(lerp)
#pragma omp target teams distribute parallel for map(from: d[0:9])
  for (int i = 0; i < 9; ++i) d[i] = i;
  printf("double chunk:");
  for (int i = 0; i < 9; ++i) printf(" %g", d[i]);
  printf("\n");
}

int main(void) {
  small3();
  large4();
  edges();
  shaped();
  section2d();
  types();
  return 0;
}
