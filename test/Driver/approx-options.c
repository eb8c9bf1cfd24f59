// -fapprox-set / -fapprox-perfo-lowering / -Rapprox become plugin arguments,
// both as -fplugin-arg-approx-* and as APPROX_PLUGIN_ARGS in clang's
// environment ('\n'-joined: clang runs no plugin AST action under -E).

// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c %s -o %t.o \
// RUN:   '-fapprox-set=blur:perfo(large:2)' '-fapprox-set=k:sync(warp)' -Rapprox \
// RUN:   -fapprox-perfo-lowering=continue 2>&1 | %FileCheck %s --check-prefix=ECHO
// ECHO: approx-clang: APPROX_PLUGIN_ARGS=$'set=blur:perfo(large:2)\nset=k:sync(warp)\nperfo-lowering=continue\nremarks' {{[^ ]*}}/clang -fplugin={{[^ ]*}}/lib/ApproxPlugin.so '-fplugin-arg-approx-set=blur:perfo(large:2)' '-fplugin-arg-approx-set=k:sync(warp)' -fplugin-arg-approx-perfo-lowering=continue -fplugin-arg-approx-remarks -include {{[^ ]*}}/approx.h -### -c {{[^ ]*}}approx-options.c -o {{[^ ]*}} -idirafter {{[^ ]*}}/include/approx{{$}}
// Our flags never reach clang itself.
// ECHO-NOT: fapprox
// ECHO-NOT: Rapprox
// ECHO: "-cc1"
// ECHO-SAME: "-load" "{{[^"]*}}ApproxPlugin.so" "-plugin-arg-approx" "set=blur:perfo(large:2)" "-plugin-arg-approx" "set=k:sync(warp)" "-plugin-arg-approx" "perfo-lowering=continue" "-plugin-arg-approx" "remarks"
// ECHO-NOT: fapprox
// ECHO-NOT: Rapprox

// The environment really reaches the child (a stand-in clang prints it).
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -E %s \
// RUN:   '-fapprox-set=a:perfo(small:3)' -Rapprox | %FileCheck %s --check-prefix=ENV
// ENV: APPROX_PLUGIN_ARGS=[set=a:perfo(small:3)
// ENV-NEXT: remarks]
// ENV-NEXT: ARG=-fplugin={{.*}}/lib/ApproxPlugin.so
// ENV-NEXT: ARG=-fplugin-arg-approx-set=a:perfo(small:3)
// ENV-NEXT: ARG=-fplugin-arg-approx-remarks
// ENV-NEXT: ARG=-include
// ENV-NEXT: ARG={{.*}}/include/approx/approx.h
// ENV-NEXT: ARG=-E
// ENV-NEXT: ARG={{.*}}approx-options.c
// ENV-NEXT: ARG=-idirafter
// ENV-NEXT: ARG={{.*}}/include/approx
// ENV-NOT: ARG=

// No approx arguments: the variable is set, empty (a caller's value never leaks in).
// RUN: env APPROX_PLUGIN_ARGS=stale APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -c %s \
// RUN:   | %FileCheck %s --check-prefix=EMPTY
// EMPTY: APPROX_PLUGIN_ARGS=[]
// EMPTY-NOT: plugin-arg

// Last one wins: perfo-lowering and -Rapprox/-Rno-approx.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -fsyntax-only %s -fapprox-perfo-lowering=continue \
// RUN:   -fapprox-perfo-lowering=compact -Rapprox -Rno-approx 2>&1 | %FileCheck %s --check-prefix=LAST
// LAST: approx-clang: APPROX_PLUGIN_ARGS=perfo-lowering=compact {{[^ ]*}}/clang -fplugin={{[^ ]*}} -fplugin-arg-approx-perfo-lowering=compact -include
// LAST-NOT: remarks

// The same flags inside a response file are found and removed too.
// RUN: printf '%%s\n' "-fapprox-set=r:perfo(init:0.5)" -Rapprox -fsyntax-only > %t.rsp
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang @%t.rsp %s | %FileCheck %s --check-prefix=RSP
// RSP: APPROX_PLUGIN_ARGS=[set=r:perfo(init:0.5)
// RSP-NEXT: remarks]
// RSP: ARG=-fplugin-arg-approx-set=r:perfo(init:0.5)
// RSP-NOT: ARG=-fapprox
// RSP-NOT: ARG=-Rapprox
// RSP: ARG=-fsyntax-only
// A response file without our flags is passed on as is.
// RUN: printf '%%s\n' -fsyntax-only > %t2.rsp
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang @%t2.rsp %s | %FileCheck %s --check-prefix=RSP2
// RSP2: ARG=-fplugin=
// RSP2: ARG=@{{.*}}2.rsp

int main(void) { return 0; }
