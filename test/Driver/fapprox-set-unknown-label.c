// A -fapprox-set label that no region of the program has is an error when
// approx-clang compiles and links the whole program in one command (one
// source, or several: the last file's compile judges for all of them),
// naming the label and listing the program's labels, and no program is
// written (before, the flag was ignored and the program ran exactly).
// A label that lives in another file of the command is no error and its
// clause applies there; compiles with -c, and links that also name objects
// or archives (they may hold the label), only warn (-Wapprox-unknown-label).

// One source (-l libraries are not the program's parts): an error, once
// with offloading (the device compile is silent), and no binary.
// RUN: rm -f %t.one
// RUN: not %approx-clang %host-offload -DALONE %s -o %t.one -lm '-fapprox-set=nowhere:perfo(large:2)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE --implicit-check-not=error: --implicit-check-not=warning:
// ONE: <-fapprox-set=nowhere>:1:1: error: no '#pragma approx' region of the program is labelled 'nowhere': '-fapprox-set=nowhere:perfo(large:2)' changes nothing (its labels: 'main_loop') [-Wapprox-unknown-label]
// ONE-NEXT: 1 | perfo(large:2)
// RUN: not test -e %t.one
// -Wno-error=approx-unknown-label makes it a warning, -Wno-approx-unknown-label silences it.
// RUN: %approx-clang -DALONE %s -o %t.one '-fapprox-set=nowhere:perfo(large:2)' -Wno-error=approx-unknown-label 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONEW
// ONEW: warning: no '#pragma approx' region of the program is labelled 'nowhere'
// RUN: %run %t.one | FileCheck %s --check-prefix=EXACT
// RUN: %approx-clang -DALONE %s -o %t.one '-fapprox-set=nowhere:perfo(large:2)' -Wno-approx-unknown-label 2>&1 | count 0
// EXACT: main 50 other 100

// Two sources in one command, the label in the other one (either order):
// no diagnostic, and the clause applies there (large:4 keeps 25 of 100).
// RUN: %approx-clang %host-offload %s %S/Inputs/set-label-other.c -o %t.two \
// RUN:   '-fapprox-set=other_loop:perfo(large:4)' 2>&1 | count 0
// RUN: %run %t.two | FileCheck %s --check-prefix=OTHER
// OTHER: main 50 other 25
// RUN: %approx-clang %host-offload %S/Inputs/set-label-other.c %s -o %t.two \
// RUN:   '-fapprox-set=main_loop:perfo(large:4)' 2>&1 | count 0
// RUN: %run %t.two | FileCheck %s --check-prefix=MAIN
// MAIN: main 25 other 50
// In neither: one error, listing the labels of both files.
// RUN: rm -f %t.two
// RUN: not %approx-clang %host-offload %s %S/Inputs/set-label-other.c -o %t.two \
// RUN:   '-fapprox-set=other_lop:perfo(large:4)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO --implicit-check-not=error: --implicit-check-not=warning:
// TWO: error: no '#pragma approx' region of the program is labelled 'other_lop': '-fapprox-set=other_lop:perfo(large:4)' changes nothing (its labels: 'main_loop', 'other_loop') [-Wapprox-unknown-label]
// RUN: not test -e %t.two
// -save-temps: the -E step of each file judges (the .i compile has no pragma left).
// RUN: rm -rf %t.st && mkdir %t.st && cd %t.st
// RUN: not %approx-clang -save-temps %s %S/Inputs/set-label-other.c -o st '-fapprox-set=other_lop:perfo(large:4)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %approx-clang -save-temps %s %S/Inputs/set-label-other.c -o st '-fapprox-set=other_loop:perfo(large:4)' 2>&1 | count 0
// RUN: %run ./st | FileCheck %s --check-prefix=OTHER

// Separate compiles: the file without the label warns, the other is silent,
// and the program links and runs with the clause applied.
// RUN: %approx-clang -c %s -o %t.main.o '-fapprox-set=other_loop:perfo(large:4)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SEP --implicit-check-not=error: --implicit-check-not=warning:
// SEP: <-fapprox-set=other_loop>:1:1: warning: no '#pragma approx' region in this translation unit is labelled 'other_loop': '-fapprox-set=other_loop:perfo(large:4)' changes nothing in it (its labels: 'main_loop') [-Wapprox-unknown-label]
// RUN: %approx-clang -c %S/Inputs/set-label-other.c -o %t.other.o '-fapprox-set=other_loop:perfo(large:4)' 2>&1 | count 0
// RUN: %approx-clang %t.main.o %t.other.o -o %t.sep && %run %t.sep | FileCheck %s --check-prefix=OTHER
// A source linked with an object: a warning, not an error.
// RUN: %approx-clang %s %t.other.o -o %t.mixed '-fapprox-set=other_loop:perfo(large:4)' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SEP --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %run %t.mixed | FileCheck %s --check-prefix=OTHER
// -E warns as a compile does, and still lowers the matched label's clause.
// RUN: %approx-clang -E %s '-fapprox-set=main_loop:perfo(large:4)' '-fapprox-set=other_loop:perfo(large:4)' \
// RUN:   2>%t.err | FileCheck %s --check-prefix=LOWERED
// RUN: FileCheck %s --check-prefix=SEP --implicit-check-not=error: --implicit-check-not=warning: < %t.err
// LOWERED: __approx_perfo_plan_rec( "main_loop", {{.*}}, __APPROX_PERFO_LARGE, (double)(4)

#include <stdio.h>

int other(int n);

int main(void) {
  int n = 100, kept = 0;
#pragma approx perfo(small:2) label("main_loop")
  for (int i = 0; i < n; ++i)
    ++kept;
  printf("main %d other %d\n", kept, other(n));
  return 0;
}

#ifdef ALONE
int other(int n) { return n; }
#endif
