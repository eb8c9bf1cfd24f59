// -W[no-][error=]approx-hpac are approx-clang's (the plugin's warning group,
// docs/language.md "HPAC compatibility"): they become plugin arguments, in
// order, and never reach clang, which does not know the group; other -W
// flags stay clang's. With -fno-approx they go without a word.
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -c %s -o %t.o \
// RUN:   -Wapprox-hpac -Werror=approx-hpac -Wall -Wno-error=approx-hpac -Wno-approx-hpac \
// RUN:   | %FileCheck %s
// CHECK: APPROX_PLUGIN_ARGS=[hpac-warnings=on
// CHECK-NEXT: hpac-warnings=error
// CHECK-NEXT: hpac-warnings=noerror
// CHECK-NEXT: hpac-warnings=off]
// CHECK-NEXT: ARG=-fplugin={{.*}}/lib/ApproxPlugin.so
// CHECK-NEXT: ARG=-fplugin-arg-approx-hpac-warnings=on
// CHECK-NEXT: ARG=-fplugin-arg-approx-hpac-warnings=error
// CHECK-NEXT: ARG=-fplugin-arg-approx-hpac-warnings=noerror
// CHECK-NEXT: ARG=-fplugin-arg-approx-hpac-warnings=off
// CHECK-NOT: approx-hpac
// CHECK: ARG=-Wall
// CHECK-NOT: approx-hpac
// So are -W[no-][error=]approx-teams-loop (the 'teams loop' warning's group):
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -c %s -o %t.o \
// RUN:   -Werror=approx-teams-loop -Wno-approx-teams-loop -Wno-error=approx-teams-loop \
// RUN:   | %FileCheck %s --check-prefix=TL
// TL: APPROX_PLUGIN_ARGS=[teams-loop-warnings=error
// TL-NEXT: teams-loop-warnings=off
// TL-NEXT: teams-loop-warnings=noerror]
// TL: ARG=-fplugin-arg-approx-teams-loop-warnings=error
// TL-NEXT: ARG=-fplugin-arg-approx-teams-loop-warnings=off
// TL-NEXT: ARG=-fplugin-arg-approx-teams-loop-warnings=noerror
// TL-NOT: ARG=-W{{.*}}approx-teams-loop
// So are -W[no-][error=]approx-unknown-label (a -fapprox-set label that names no region):
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -c %s -o %t.o \
// RUN:   -Werror=approx-unknown-label -Wno-approx-unknown-label -Wno-error=approx-unknown-label \
// RUN:   | %FileCheck %s --check-prefix=UL
// UL: APPROX_PLUGIN_ARGS=[unknown-label-warnings=error
// UL-NEXT: unknown-label-warnings=off
// UL-NEXT: unknown-label-warnings=noerror]
// UL: ARG=-fplugin-arg-approx-unknown-label-warnings=error
// UL-NEXT: ARG=-fplugin-arg-approx-unknown-label-warnings=off
// UL-NEXT: ARG=-fplugin-arg-approx-unknown-label-warnings=noerror
// UL-NOT: ARG=-W{{.*}}approx-unknown-label
// So are -W[no-][error=]approx-precision-overload (a C++ call that mixed
// precision may move to another overload):
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clang -c %s -o %t.o \
// RUN:   -Werror=approx-precision-overload -Wno-approx-precision-overload \
// RUN:   -Wno-error=approx-precision-overload -Wapprox-precision-overload | %FileCheck %s --check-prefix=PO
// PO: APPROX_PLUGIN_ARGS=[precision-overload-warnings=error
// PO-NEXT: precision-overload-warnings=off
// PO-NEXT: precision-overload-warnings=noerror
// PO-NEXT: precision-overload-warnings=on]
// PO: ARG=-fplugin-arg-approx-precision-overload-warnings=error
// PO-NEXT: ARG=-fplugin-arg-approx-precision-overload-warnings=off
// PO-NEXT: ARG=-fplugin-arg-approx-precision-overload-warnings=noerror
// PO-NEXT: ARG=-fplugin-arg-approx-precision-overload-warnings=on
// PO-NOT: ARG=-W{{.*}}approx-precision-overload
// RUN: %approx-clang -fno-approx -Wapprox-precision-overload -Werror=approx-precision-overload -fsyntax-only %s 2>&1 | count 0
// RUN: %approx-clang -fno-approx -Wapprox-unknown-label -Werror=approx-unknown-label -fsyntax-only %s 2>&1 | count 0
// RUN: %approx-clang -fno-approx -Wapprox-teams-loop -Werror=approx-teams-loop -fsyntax-only %s 2>&1 | count 0
// RUN: %approx-clang -fno-approx -Wapprox-hpac -Werror=approx-hpac -Werror -fsyntax-only %s 2>&1 | count 0
// RUN: %approx-clang -Wapprox-hpac -Werror -fsyntax-only %s 2>&1 | count 0

int main(void) { return 0; }
