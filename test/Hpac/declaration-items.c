// HPAC's in/out items on a pragma with no data technique only declare the
// region's data (docs/language.md, "HPAC compatibility"): no data
// technique runs, and each item, section bound and stride becomes an
// unevaluated check, `__typeof__(item) *__approx_declK = 0;`, placed before
// the region (HPAC reads items in the enclosing scope), or at the top of
// the loop's body when the pragma stands between '#pragma omp' and its
// loop. HPAC's kind names print as the canonical ABI names.
// RUN: %approx-clang -fopenmp -Wno-approx-hpac -E %s | %FileCheck %s
// RUN: %approx-clang %host-offload -Wno-approx-hpac -fsyntax-only %s

void f(int n, int m, float *a, float *b, float (*p)[8], struct { float v; } *sp) {
// Items before the region's block; no data plan or transfer.
// CHECK-LABEL: void f(
// Items before the region's block; no data plan or transfer.
// CHECK-SAME: { { __typeof__(a[0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; __typeof__(b[{{ *}}0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; __typeof__({{ *}}sp->v) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; { static
// CHECK-SAME: __APPROX_PERFO_INIT, (double)(0.25)
// CHECK-NOT: __approx_data
#pragma approx perfo(ini:0.25) in(a[0:n]) out(b[:], sp->v)
  for (int i = 0; i < n; ++i) b[i] = a[i];

// Strided and multi-dimensional sections: lower bound, length and stride
// are checked, the item as its first element.
// CHECK: { __typeof__(a[1]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n-1) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(2) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; __typeof__(p[0][{{ *}}0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(m) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; { static
// CHECK-SAME: __APPROX_PERFO_RAND, (double)(0.5)
#pragma approx in(a[1:n-1:2]) out(p[0:n][:m]) perfo(random:0.5) label("r")
  for (int i = 0; i < n; ++i) b[i] = a[i];

// Inline form: nothing may stand between the directive and its loop, so
// the checks open the loop's body.
// CHECK: #pragma omp parallel for
// CHECK-NEXT: for (long long __approx_j{{[0-9]+}} = 0;
// CHECK-SAME: __APPROX_PERFO_LARGE
// CHECK-SAME: { __typeof__(a[{{ *}}0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; b[i] = a[i];}
#pragma omp parallel for
#pragma approx perfo(large:2) in(a[:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];

// 'inout' items with no data technique are declarations too (HPAC's
// perfo(...) in(...) inout(...) form): each is checked, nothing moves.
// CHECK: { __typeof__(a[0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; __typeof__(b[0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; { static
// CHECK-SAME: __APPROX_PERFO_SMALL, (double)(2)
// CHECK-NOT: __approx_data
#pragma approx perfo(small:2) in(a[0:n]) inout(b[0:n]) label("io")
  for (int i = 0; i < n; ++i) b[i] += a[i];

// Only declarations, no technique and no region inside: HPAC's
// data-profiling region runs its statement as written.
// CHECK: { __typeof__(a[0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; __typeof__(b) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;{{$}}
// CHECK-NOT: __approx
// CHECK: {{^}}  for (int i = 0; i < n; ++i) b[i] = 2 * a[i];}
#pragma approx label("profile") in(a[0:n]) out(b)
  for (int i = 0; i < n; ++i) b[i] = 2 * a[i];

// Declarations around regions: a group of them.
// CHECK: { __typeof__(a[0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; {{[{] *}}static const __approx_label_t __approx_l{{[0-9]+}} {{.*}} = {"kernel", __APPROX_TECH_GROUP|__APPROX_TECH_RUNTIME};{{.*}}__approx_region_off(
#pragma approx label("kernel") in(a[0:n])
  {
#pragma approx perfo(small:2) label("inner")
    for (int i = 0; i < n; ++i) b[i] = a[i];
  }

// approx-clang's own array shaping is a declaration too.
// CHECK: { __typeof__(a[{{ *}}0]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(m) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; { static
// CHECK-SAME: __APPROX_PERFO_FINI
#pragma approx perfo(fini:0.5) in(([n][m])a)
  for (int i = 0; i < n; ++i) b[i] = a[i];
}
