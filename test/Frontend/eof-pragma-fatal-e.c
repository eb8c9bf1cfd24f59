// In -E (no Sema, so pragmas at file scope are not refused), a region whose
// statement runs to the end of the file holds a second region cut off by
// the end of the file too (two pragmas before functions, the last one never
// closed): both are reported at their pragmas. Was a crash in Lexer::Lex
// after the handlers returned: the outer reader's Lex ran on into the end of
// the file and freed the lexer running its handler (fixed by
// FileEndGuard::passEndOn, FileEnd.h; eof-nested-cut.c has the shapes in
// function bodies). -fsyntax-only and a full compile refuse both pragmas at
// file scope before any statement is read. Found while preprocessing
// eof-pragma.c as one file.
// RUN: not %approx-clang -fopenmp -E %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %approx-clang -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=SEMA
// RUN: not %approx-clang -fopenmp -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=SEMA
// CHECK: eof-pragma-fatal-e.c:23:1: error: the statement after '#pragma approx' is cut off by the end of the file
// CHECK: eof-pragma-fatal-e.c:20:1: error: the statement after '#pragma approx' is cut off by the end of the file
// CHECK-NOT: Stack dump
// SEMA: eof-pragma-fatal-e.c:20:1: error: '#pragma approx' is not allowed at file scope
// SEMA: eof-pragma-fatal-e.c:23:1: error: '#pragma approx' is not allowed at file scope
// SEMA-NOT: Stack dump
#pragma approx perfo(small:2)
void f(int n) {
}
#pragma approx perfo(small:2)
void h(int n) {
