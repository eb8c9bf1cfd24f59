// What approx-clang adds to a compile: the plugin, the forced include of
// approx.h and our include dir; nothing on link-only, no-input or -cc1 runs.
// Tests that stay independent of the plugin use -### (nothing is loaded).

// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=COMPILE -DSTAGE=$(dirname $(dirname %approx-clang))
// COMPILE: approx-clang: {{[^ ]*}}/clang -fplugin=[[STAGE]]/lib/ApproxPlugin.so -include [[STAGE]]/include/approx/approx.h -### -c {{[^ ]*}}echo-compile.c -o {{[^ ]*}} -idirafter [[STAGE]]/include/approx{{$}}
// COMPILE: "-cc1"
// COMPILE-SAME: "-include" "[[STAGE]]/include/approx/approx.h"
// COMPILE-SAME: "-idirafter" "[[STAGE]]/include/approx"
// COMPILE-SAME: "-load" "[[STAGE]]/lib/ApproxPlugin.so"
// COMPILE-NOT: approxrt

// -E, -S and -fsyntax-only compile too (-E shows the lowered code).
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -E %s 2>&1 | %FileCheck %s --check-prefix=PHASE
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -S %s 2>&1 | %FileCheck %s --check-prefix=PHASE
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=PHASE
// PHASE: approx-clang: {{[^ ]*}}/clang -fplugin={{[^ ]*}}/lib/ApproxPlugin.so -include {{[^ ]*}}/approx.h
// PHASE: "-load" "{{[^"]*}}/lib/ApproxPlugin.so"

// Compile and link in one command: both sets of flags.
// RUN: %clang -c %s -o %t.o
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### %s -o %t 2>&1 | %FileCheck %s --check-prefix=BOTH
// BOTH: approx-clang: {{[^ ]*}}/clang -fplugin={{.*}} -l:libapproxrt.a -lm -lpthread{{$}}

// stdin with -x c; -x none switches back to extensions.
// RUN: echo 'int x;' | env APPROX_CLANG_ECHO=1 %approx-clang -### -x c - -c -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=PHASE
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -x c %s -x none %t.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=BOTH

// Preprocessed input: plugin, but no second approx.h (and no unused -I).
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -c %S/../Inputs/driver-make/main.c -x cpp-output /dev/null 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=MIXED
// MIXED: -fplugin={{.*}}approx.h
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -c -x cpp-output /dev/null -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=PREPROCESSED
// PREPROCESSED: approx-clang: {{[^ ]*}}/clang -fplugin={{[^ ]*}}/lib/ApproxPlugin.so -Werror -### -c -x cpp-output /dev/null -o {{[^ ]*}}{{$}}

// Link only (objects): no plugin, no include.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### %t.o -o %t 2>&1 | %FileCheck %s --check-prefix=LINKONLY
// LINKONLY: approx-clang:
// LINKONLY-NOT: ApproxPlugin
// LINKONLY-NOT: approx.h

// No inputs, and -cc1: passed through untouched.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang --version 2>&1 | %FileCheck %s --check-prefix=VERSION
// VERSION: approx-clang: {{[^ ]*}}/clang --version{{$}}
// VERSION: clang version 19
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -cc1 -fsyntax-only %s 2>&1 | %FileCheck %s --check-prefix=CC1
// CC1: approx-clang: {{[^ ]*}}/clang -cc1 -fsyntax-only {{[^ ]*}}echo-compile.c{{$}}

// The prefix comes from the real executable: a symlink elsewhere still finds
// the stage; a name ending in ++ selects C++.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && ln -s %approx-clang %t.dir/cc && ln -s %approx-clang %t.dir/my-c++
// RUN: env APPROX_CLANG_ECHO=1 %t.dir/cc -### -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=COMPILE -DSTAGE=$(dirname $(dirname %approx-clang))
// RUN: env APPROX_CLANG_ECHO=1 %t.dir/my-c++ -### -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=SYMCXX -DSTAGE=$(dirname $(dirname %approx-clang))
// SYMCXX: approx-clang: {{[^ ]*}}/clang++ -fplugin=[[STAGE]]/lib/ApproxPlugin.so

int main(void) { return 0; }
