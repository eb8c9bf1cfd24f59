// HPAC-Offload's decision hierarchy after memo's kind, and memo(out)'s 'in'
// items (docs/language.md, "HPAC compatibility"). memo(in:warp) is
// memo(in, hierarchy(warp)), token for token in the lowering (the two -E
// outputs are the same), so APPROX_CONFIG and -fapprox-set override it per
// label as they do the knob. memo(out) takes HPAC's 'in' items as
// declarations, checked once in the scope of the loop's init (they name an
// iteration's data) and never run; TAF does not read them: a -Wapprox-hpac
// warning says so, and another that memo(out:warp) decides per thread here.
// RUN: %approx-clang -fopenmp -E -P -DCOLON %s 2>/dev/null > %t.colon
// RUN: %approx-clang -fopenmp -E -P %s 2>/dev/null > %t.knob
// RUN: diff %t.colon %t.knob
// RUN: %FileCheck %s < %t.colon
// RUN: %approx-clang -fopenmp -fsyntax-only -DCOLON -Xclang -verify=dialect %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Wapprox-hpac -Xclang -verify=dialect %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Wno-approx-hpac -Xclang -verify=none %s
// Offloading, the host compile alone warns, once per pragma:
// RUN: %approx-clang %host-offload -fsyntax-only %s 2>&1 | grep -c 'Wapprox-hpac' | %FileCheck %s --check-prefix=ONCE
// ONCE: {{^}}2{{$}}
// RUN: %approx-clang -fopenmp -fsyntax-only -Rapprox -Wno-approx-hpac %s 2>&1 | %FileCheck %s --check-prefix=REMARK
// none-no-diagnostics

void warp(int n, const float *a, float *b) {
// CHECK-LABEL: void warp(
// CHECK: __APPROX_MEMO_HIER_WARP
#ifdef COLON
#pragma approx memo(in:warp) in(a[i]) out(b[i]) label("w")
#else
#pragma approx memo(in, hierarchy(warp)) in(a[i]) out(b[i]) label("w")
#endif
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    b[i] = a[i] * a[i];
}

void thread(int n, const float *a, float *b) {
// CHECK-LABEL: void thread(
// CHECK: __APPROX_MEMO_HIER_THREAD
#ifdef COLON
#pragma approx memo(in:thread, size(4)) in(a[i]) out(b[i]) label("t")
#else
#pragma approx memo(in, hierarchy(thread), size(4)) in(a[i]) out(b[i]) label("t")
#endif
  for (int i = 0; i < n; ++i)
    b[i] = a[i] + 1;
}

void taf(int n, const float *a, float *b, float *c) {
// TAF as it is: the hierarchy takes no part, the in items only declare, in
// the scope of the loop's init, before the region.
// CHECK-LABEL: void taf(
// CHECK: { if (0) for (int i = 0;;) { __typeof__(a[i]) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;__typeof__(1) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0; __typeof__({{ *}}n) *__approx_decl{{[0-9]+}} __attribute__((unused)) = 0;}
// CHECK-SAME: __APPROX_MEMO_HIER_THREAD
// CHECK-NOT: __approx_decl
// CHECK: __approx_memo_count("o", __APPROX_MEMO_OUT, __approx_ms
// REMARK: memo-hierarchy.c:[[@LINE+4]]:1: remark: approx region 'o': memo(out) over 0 value(s) read and 1 written, one table for the sequential loop
// memo(out:warp): TAF's thread histories, the warp hierarchy not passed on.
// CHECK-SAME: = {"ow", __APPROX_TECH_MEMO_OUT|__APPROX_TECH_RUNTIME};{{.*}}__APPROX_MEMO_HIER_THREAD
// dialect-warning@+1 {{'in' items of 'memo(out)' only declare the region's data: TAF here predicts from the region's earlier outputs and does not use them (HPAC passes them to its runtime) [-Wapprox-hpac]}}
#pragma approx memo(out:thread) in(a[i:1], n) out(b[i]) label("o")
  for (int i = 0; i < n; ++i)
    b[i] = a[i];
// dialect-warning@+1 {{'memo(out:warp)' is TAF with a thread's history here: each thread (its group of 'items' iterations) decides alone when to predict; HPAC-Offload decides per warp [-Wapprox-hpac]}}
#pragma approx memo(out:warp) out(c[i]) label("ow")
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    c[i] = 2 * a[i];
}
