// A '#pragma approx' whose statement would come after the end of its file
// (main file or header, with or without a trailing newline, statement cut
// by the end, statement in the includer) is an error at the pragma, never
// a crash: the statement reader does not lex the file's end from inside the
// pragma handler (FileEnd.h). At file scope the pragma is refused before
// any statement is read (pragma-place.c); inside a function the reader stops
// at the file's end. A header holding a whole region, included in
// a function body, still works, also when the statement ends in a macro
// expansion or a nested region (tokens from above the header's lexer).
// eof-pragma-valgrind.test runs these files under valgrind.
// RUN: rm -rf %t && split-file %s %t
// RUN: printf '#pragma approx perfo(small:2)' >> %t/last-nonl.c
// RUN: printf '#pragma approx perfo(small:2)' >> %t/open-nonl.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/last-nl.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/last-nonl.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/open-nl.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/open-nonl.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/cut.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/cut-for.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/guarded.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/in-includer.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify %t/region-inc.c
// RUN: %approx-clang -fopenmp -E %t/region-inc.c | FileCheck %s
// CHECK-COUNT-3: __approx_perfo_plan_rec( "

//--- last-nl.c
void f(int n, float *a) {}
// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
//--- last-nonl.c
void f(int n, float *a) {}
// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
//--- open-nl.c
void f(int n, float *a) { // expected-note {{to match this '{'}}
// expected-error@+2 {{'#pragma approx' must be followed by a statement in the same file}}
// expected-error@+1 {{expected '}'}}
#pragma approx perfo(small:2)
//--- open-nonl.c
void f(int n, float *a) { // expected-note {{to match this '{'}}
// expected-error@+2 {{'#pragma approx' must be followed by a statement in the same file}}
// expected-error@+1 {{expected '}'}}
//--- cut.c
void f(int n, float *a) { // expected-note {{to match this '{'}}
// expected-error@+1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) a[i] = 0 // expected-error {{expected '}'}}
//--- cut-for.c
void f(int n, float *a) { // expected-note {{to match this '{'}}
// expected-error@+1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; // expected-error {{expected '}'}}
//--- guarded.h
#ifndef GUARDED_H
#define GUARDED_H
void g(void);
// expected-error@+1 {{'#pragma approx' is not allowed at file scope; it applies to a statement in a function body}}
#pragma approx perfo(small:2)
#endif
//--- guarded.c
#include "guarded.h"
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) a[i] = 0;
}
//--- pragma-only.h
// expected-error@+1 {{'#pragma approx' must be followed by a statement in the same file}}
#pragma approx perfo(small:2)
//--- in-includer.c
void f(int n, float *a) {
#include "pragma-only.h"
  for (int i = 0; i < n; ++i) a[i] = 0;
}
//--- macro-end.inc
#pragma approx perfo(small:2)
for (int i = 0; i < n; ++i) BODY(i)
//--- nested-end.inc
#pragma approx perfo(small:2)
for (int i = 0; i < n; ++i)
#pragma approx perfo(small:2)
  for (int j = 0; j < n; ++j) a[j] = 0;
//--- region-inc.c
// expected-no-diagnostics
#define BODY(i) a[i] = 0;
void f(int n, float *a) {
#include "macro-end.inc"
}
void g(int n, float *a) {
#include "nested-end.inc"
}
