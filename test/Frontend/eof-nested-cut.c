// A '#pragma approx' region whose statement is cut off by the end of the
// file, nested in (or lexed while reading) another region's statement that
// the same end cuts off: every pragma gets its error, at the pragma, and the
// compiler does not crash, in -fsyntax-only, -E and a full compile. Before
// FileEndGuard::passEndOn (FileEnd.h) the enclosing reader's Lex ran on into
// the end of the file after the nested handler returned, and the
// preprocessor freed the lexer that was still running the enclosing handler
// (valgrind: invalid read in Lexer::LexTokenInternal of a block freed by
// Preprocessor::HandleEndOfFile under FileEndGuard::lex); each file below
// crashed in every mode. nestN.c: N regions nested in a cut-off region;
// last-*.c: a pragma as the last tokens of the file, with and without a
// newline, after two nested cut-off regions; else-peek.c: the nested pragma
// is lexed while looking for an 'else' after a complete region. The
// parse- prefix: clang's own errors at the end, absent under -E.
// RUN: rm -rf %t && split-file %s %t
// RUN: cp %t/last.c %t/last-nl.c && cp %t/last.c %t/last-nonl.c
// RUN: printf '#pragma approx perfo(small:2)\n' >> %t/last-nl.c
// RUN: printf '#pragma approx perfo(small:2)' >> %t/last-nonl.c
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=expected,parse %t/nest1.c
// RUN: %approx-clang -fopenmp -c -Xclang -verify=expected,parse %t/nest1.c -o %t/nest1.o
// RUN: %approx-clang -fopenmp -E -Xclang -verify %t/nest1.c -o %t/nest1.i
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=expected,parse %t/nest2.c
// RUN: %approx-clang -fopenmp -c -Xclang -verify=expected,parse %t/nest2.c -o %t/nest2.o
// RUN: %approx-clang -fopenmp -E -Xclang -verify %t/nest2.c -o %t/nest2.i
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=expected,parse %t/nest3.c
// RUN: %approx-clang -fopenmp -c -Xclang -verify=expected,parse %t/nest3.c -o %t/nest3.o
// RUN: %approx-clang -fopenmp -E -Xclang -verify %t/nest3.c -o %t/nest3.i
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=expected,parse %t/last-nl.c
// RUN: %approx-clang -fopenmp -c -Xclang -verify=expected,parse %t/last-nl.c -o %t/last-nl.o
// RUN: %approx-clang -fopenmp -E -Xclang -verify %t/last-nl.c -o %t/last-nl.i
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=expected,parse %t/last-nonl.c
// RUN: %approx-clang -fopenmp -c -Xclang -verify=expected,parse %t/last-nonl.c -o %t/last-nonl.o
// RUN: %approx-clang -fopenmp -E -Xclang -verify %t/last-nonl.c -o %t/last-nonl.i
// RUN: %approx-clang -fopenmp -fsyntax-only -Xclang -verify=expected,parse %t/else-peek.c
// RUN: %approx-clang -fopenmp -c -Xclang -verify=expected,parse %t/else-peek.c -o %t/else-peek.o
// RUN: %approx-clang -fopenmp -E -Xclang -verify %t/else-peek.c -o %t/else-peek.i
// RUN: not %approx-clang -fopenmp -E %t/nest3.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEST3
// RUN: not %approx-clang -fopenmp -c %t/nest3.c -o %t/nest3.o 2>&1 | FileCheck %s --check-prefix=NEST3
// RUN: not %approx-clang -fopenmp -E %t/last-nonl.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAST
// RUN: not %approx-clang -fopenmp -fsyntax-only %t/last-nonl.c 2>&1 | FileCheck %s --check-prefix=LAST
// NEST3: nest3.c:8:1: error: the statement after '#pragma approx' is cut off by the end of the file
// NEST3: nest3.c:6:1: error: the statement after '#pragma approx' is cut off by the end of the file
// NEST3: nest3.c:4:1: error: the statement after '#pragma approx' is cut off by the end of the file
// NEST3: nest3.c:2:1: error: the statement after '#pragma approx' is cut off by the end of the file
// NEST3-NOT: Stack dump
// LAST: last-nonl.c:4:1: error: the statement after '#pragma approx' is cut off by the end of the file
// LAST: last-nonl.c:2:1: error: the statement after '#pragma approx' is cut off by the end of the file
// LAST: last-nonl.c:6:1: error: '#pragma approx' must be followed by a statement in the same file
// LAST-NOT: Stack dump

//--- nest1.c
void f(int n, float *a) { // parse-note {{to match this '{'}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
    a[i] = 0;
#pragma approx perfo(small:2)
    for (int j = 0; j < n; ++j) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
      a[j] = 1; // parse-error {{expected '}'}}
//--- nest2.c
void f(int n, float *a) { // parse-note {{to match this '{'}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
    for (int j = 0; j < n; ++j) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
      for (int k = 0; k < n; ++k) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
        a[k] = 1; // parse-error {{expected '}'}}
//--- nest3.c
void f(int n, float *a) { // parse-note {{to match this '{'}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
    for (int j = 0; j < n; ++j) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
      for (int k = 0; k < n; ++k) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
        for (int l = 0; l < n; ++l) // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
          a[l] = 1 // parse-error {{expected '}'}}
//--- last.c
void f(int n, float *a) { // parse-note {{to match this '{'}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}}
#pragma approx perfo(small:2)
    for (int j = 0; j < n; ++j) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}} expected-error@+1 {{'#pragma approx' must be followed by a statement in the same file}} parse-error@+1 {{expected '}'}}
//--- else-peek.c
void f(int n, float *a) { // parse-note {{to match this '{'}}
#pragma approx perfo(small:2)
  for (int i = 0; i < n; ++i)
    if (n) a[i] = 0;
#pragma approx perfo(small:2)
  for (int j = 0; j < n; ++j) { // expected-error@-1 {{the statement after '#pragma approx' is cut off by the end of the file}} parse-error {{expected '}'}}
