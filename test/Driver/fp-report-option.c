// -fapprox-fp-report=<file.json>: how it reaches the plugin, bad input and
// where the file is (not) written. An unwritable path is one error of the compile, naming the file
// and the reason; a missing file name, a preprocess-only command and two
// sources in one command are driver errors; a device compile never writes
// the file (the host compile beside it does); a compile that fails leaves
// no report, not even an earlier one.

// RUN: rm -rf %t && mkdir -p %t
// The flag becomes the plugin argument fp-report=<file> (and never reaches clang).
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -fopenmp -fsyntax-only %s -fapprox-fp-report=r.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ECHO
// ECHO: approx-clang: APPROX_PLUGIN_ARGS=fp-report=r.json {{[^ ]*}}/clang -fplugin={{[^ ]*}}/lib/ApproxPlugin.so -fplugin-arg-approx-fp-report=r.json -include
// ECHO-NOT: -fapprox-fp-report
// RUN: not %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t/no/such/dir/r.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNWRITABLE
// UNWRITABLE: error: approx plugin: cannot write -fapprox-fp-report file '{{.*}}/no/such/dir/r.json': No such file or directory
// UNWRITABLE-NEXT: 1 error generated.
// UNWRITABLE-NOT: error:

// RUN: not %approx-clang -fopenmp -fsyntax-only %s -fapprox-fp-report= 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %approx-clang -fopenmp -fsyntax-only %s -fapprox-fp-report 2>&1 | FileCheck %s --check-prefix=NOEQ
// EMPTY: approx-clang: error: missing file name in '-fapprox-fp-report=': expected -fapprox-fp-report=<file.json>
// NOEQ: approx-clang: error: missing file name in '-fapprox-fp-report': expected -fapprox-fp-report=<file.json>

// RUN: not %approx-clang -fopenmp -E %s -fapprox-fp-report=%t/e.json 2>&1 | FileCheck %s --check-prefix=PREPROCESS
// PREPROCESS: approx-clang: error: -fapprox-fp-report={{.*}}e.json needs a compile (-fsyntax-only, -c, -S or a link), not -E/-M
// RUN: not %approx-clang -fopenmp -fsyntax-only %s %s -fapprox-fp-report=%t/two.json 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: approx-clang: error: -fapprox-fp-report={{.*}}two.json with 2 source files: one report is written per compile; compile them separately

// The plugin's own argument (plain clang + -fplugin).
// RUN: not %clang -fopenmp -fsyntax-only -fplugin=%plugin -include %approx-include/approx.h \
// RUN:   -I%approx-include -fplugin-arg-approx-fp-report= %s 2>&1 | FileCheck %s --check-prefix=PLUGIN
// PLUGIN: error: approx plugin: -fapprox-fp-report= needs a file name

// RUN: %approx-clang %host-offload --offload-device-only -fsyntax-only %s -fapprox-fp-report=%t/dev.json
// RUN: not test -e %t/dev.json
// RUN: %approx-clang %host-offload -fsyntax-only %s -fapprox-fp-report=%t/host.json
// RUN: %python %S/../Inputs/fp-report-dump.py %t/host.json | FileCheck %s --check-prefix=HOST
// HOST: region scale fp-report-option.c:48 vars=1 edges=0 groups=1

// RUN: touch %t/stale.json
// RUN: not %approx-clang %host-offload -fsyntax-only -DBROKEN %s -fapprox-fp-report=%t/stale.json 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BROKEN
// BROKEN: error: call to undeclared function 'undeclared'
// RUN: not test -e %t/stale.json

void scale(int n, double *v) {
#pragma approx perfo(small:2) label("scale")
#pragma omp target teams distribute parallel for map(tofrom : v[0:n])
  for (int i = 0; i < n; ++i)
    v[i] = 0;
#ifdef BROKEN
  undeclared();
#endif
}
