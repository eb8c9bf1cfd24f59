// -Wapprox-hpac: where a pragma's meaning here differs from HPAC's, a
// warning at the user's token. By default only pragmas written in HPAC's
// dialect (its kind names 'ini'/'random', in/out/inout items that only declare
// data) warn; -Wapprox-hpac warns at every pragma whose meaning differs,
// -Wno-approx-hpac and -w never; -Werror and -Werror=approx-hpac make
// them errors, -Wno-error=approx-hpac keeps them warnings. Kinds with
// HPAC's meaning ('large', 'init'/'ini') and kinds HPAC lacks ('rate')
// have nothing to say.
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=dialect %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Wapprox-hpac -Xclang -verify=dialect,all %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Wapprox-hpac -Wno-approx-hpac -Xclang -verify=none %s
// RUN: %approx-clang -fopenmp -fsyntax-only -w -Xclang -verify=none %s
// RUN: %approx-clang -fopenmp -fsyntax-only -Werror -Wno-error=approx-hpac -Xclang -verify=dialect %s
// Offloading, the host compile alone warns, once per pragma (as -Rapprox):
// RUN: %approx-clang %host-offload -fsyntax-only %s 2>&1 | grep -c 'Wapprox-hpac' | %FileCheck %s --check-prefix=ONCE
// ONCE: {{^}}6{{$}}
// RUN: not %approx-clang -fopenmp -fsyntax-only -Werror %s 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: not %approx-clang -fopenmp -fsyntax-only -Werror=approx-hpac %s 2>&1 | %FileCheck %s --check-prefixes=ERR,ERRALL
// none-no-diagnostics

// ERRALL: warnings.c:34:22: error: 'small:N' skips the last iteration of every N (N-1, 2N-1, ...); HPAC's 'small' skips iterations N, 2N, ... (the first of every N but the loop's first) [-Wapprox-hpac]
// ERRALL: warnings.c:37:22: error: 'fini:R' drops the last floor(n*R) of n iterations; HPAC's 'fini' keeps iterations 0 to (n-1)*(1-R) and may drop one more [-Wapprox-hpac]
// ERRALL: warnings.c:40:22: error: 'rand' skips each iteration with probability R as HPAC's 'random' does, but draws from a hash of APPROX_SEED, the label and the iteration (the same on every run, host and device), not from HPAC's per-thread random sequence [-Wapprox-hpac]
// ERR: warnings.c:51:22: error: 'random' skips each iteration with probability R as HPAC's 'random' does, but draws from a hash of APPROX_SEED, the label and the iteration (the same on every run, host and device), not from HPAC's per-thread random sequence [-Wapprox-hpac]
// ERR: warnings.c:57:22: error: 'small:N' skips the last iteration of every N (N-1, 2N-1, ...); HPAC's 'small' skips iterations N, 2N, ... (the first of every N but the loop's first) [-Wapprox-hpac]
// ERR: warnings.c:57:31: error: 'in' items without 'memo', 'reconstruct' or 'precision' only declare the region's data: no technique applies to them (HPAC passes them to its runtime for error profiling) [-Wapprox-hpac]
// ERR: warnings.c:62:16: error: 'out' items without 'memo', 'reconstruct' or 'precision' only declare the region's data: no technique applies to them (HPAC passes them to its runtime for error profiling) [-Wapprox-hpac]
// ERR: warnings.c:62:1: error: '#pragma approx' with only data items runs its statement exactly (HPAC's data-profiling runtime has no counterpart here) [-Wapprox-hpac]
// ERR: warnings.c:70:31: error: 'inout' items without 'memo', 'reconstruct' or 'precision' only declare the region's data: no technique applies to them (HPAC passes them to its runtime for error profiling) [-Wapprox-hpac]

void f(int n, float *a, float *b) {
  // approx-clang's own spellings: warned under -Wapprox-hpac only.
// all-warning@+1 {{'small:N' skips the last iteration of every N (N-1, 2N-1, ...); HPAC's 'small' skips iterations N, 2N, ... (the first of every N but the loop's first) [-Wapprox-hpac]}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) b[i] = a[i];
// all-warning@+1 {{'fini:R' drops the last floor(n*R) of n iterations; HPAC's 'fini' keeps iterations 0 to (n-1)*(1-R) and may drop one more [-Wapprox-hpac]}}
#pragma approx perfo(fini:0.25) label("f")
  for (int i = 0; i < n; ++i) b[i] = a[i];
// all-warning@+1 {{'rand' skips each iteration with probability R as HPAC's 'random' does}}
#pragma approx perfo(rand:0.5)
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx perfo(large:2)
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx perfo(init:0.5)
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx perfo(rate:0.5)
  for (int i = 0; i < n; ++i) b[i] = a[i];

  // HPAC's dialect: warned by default.
// dialect-warning@+1 {{'random' skips each iteration with probability R as HPAC's 'random' does, but draws from a hash of APPROX_SEED, the label and the iteration (the same on every run, host and device), not from HPAC's per-thread random sequence [-Wapprox-hpac]}}
#pragma approx perfo(random:0.5)
  for (int i = 0; i < n; ++i) b[i] = a[i];
#pragma approx perfo(ini:0.5) label("ini")
  for (int i = 0; i < n; ++i) b[i] = a[i];
// dialect-warning@+2 {{'small:N' skips the last iteration of every N}}
// dialect-warning@+1 {{'in' items without 'memo', 'reconstruct' or 'precision' only declare the region's data: no technique applies to them (HPAC passes them to its runtime for error profiling) [-Wapprox-hpac]}}
#pragma approx perfo(small:4) in(a[0:n])
#pragma omp parallel for
  for (int i = 0; i < n; ++i) b[i] = a[i];
// dialect-warning@+2 {{'out' items without 'memo', 'reconstruct' or 'precision' only declare the region's data}}
// dialect-warning@+1 {{'#pragma approx' with only data items runs its statement exactly (HPAC's data-profiling runtime has no counterpart here) [-Wapprox-hpac]}}
#pragma approx out(b[0:n]) label("profile")
  for (int i = 0; i < n; ++i) b[i] = a[i];
  // With a data technique the items are approx-clang's: nothing to say.
#pragma approx perfo(large:2) in(a[0:n]) reconstruct(nn)
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) b[i] = a[i];
  // HPAC's inout items beside perfo: declarations as well.
// dialect-warning@+1 {{'inout' items without 'memo', 'reconstruct' or 'precision' only declare the region's data}}
#pragma approx perfo(large:2) inout(b[0:n])
  for (int i = 0; i < n; ++i) b[i] += a[i];
}
