// approx-clang splits the command with clang's own driver option table, so
// an option takes the arguments clang gives it. The hand-kept list it
// replaced lacked -B and --print-file-name (their values were taken for
// input files: a source that is not one, a link that is not one) and did
// not know clang's own -fapprox-func (rejected as an unknown approx flag).

// -B <dir>: the value is no source, so a preprocessed input gets the
// plugin but no forced approx.h.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c -B %s -x cpp-output /dev/null -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=BDIR
// BDIR: approx-clang: {{[^ ]*}}/clang -fplugin={{[^ ]*}}/lib/ApproxPlugin.so -### -c -B {{[^ ]*}}option-arity.c -x cpp-output /dev/null -o {{[^ ]*}}{{$}}

// --print-file-name <name> links nothing: no runtime is added.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang --print-file-name libm.so 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=PRINT
// PRINT: approx-clang: {{[^ ]*}}/clang --print-file-name libm.so{{$}}

// The same from a response file (LLVM's expander, GNU quoting), which
// stays a response file since it holds no approx flag.
// RUN: printf -- "-c '-B' %s -x cpp-output /dev/null\n" > %t.rsp
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### @%t.rsp -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=RSP
// RSP: approx-clang: {{[^ ]*}}/clang -fplugin={{[^ ]*}}/lib/ApproxPlugin.so -### @{{[^ ]*}}.rsp -o {{[^ ]*}}{{$}}

// Separate values that look like our flags or like sources are values:
// -Xclang x, -include f, -MF f.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c %s -Xclang -fapprox-x -MF %t.d -include %S/Inputs/arity-include.h -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=VALUES
// VALUES: approx-clang: {{[^ ]*}}/clang -fplugin={{[^ ]*}}ApproxPlugin.so -include {{[^ ]*}}/approx.h -### -c {{[^ ]*}}option-arity.c -Xclang -fapprox-x -MF {{[^ ]*}}.d -include {{[^ ]*}}arity-include.h -o {{[^ ]*}} -idirafter {{[^ ]*}}{{$}}

// clang's -fapprox-func is clang's.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -fapprox-func -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=FUNC
// FUNC: approx-clang: {{.*}} -fapprox-func -c {{.*}}
// FUNC: "-cc1"{{.*}}"-fapprox-func"

int main(void) { return 0; }
