// A program and the shared libraries it is linked with, each with regions
// on the host and in kernels: APPROX_CONFIG reaches every one of them and
// APPROX_REPORT lists them all. Three defects, each fixed here:
// - a library's label was "not a label of this program" and stopped the
//   program at start-up: each translation unit now registers its object's
//   label section (labels_dso.c), and the labels are checked once the
//   libraries loaded at start-up have registered;
// - the run-time table and the device counts were one symbol for the whole
//   process (default visibility): the library's constructor filled it and
//   copied it to the library's device image only, so the program's kernels
//   ran their pragma defaults, silently, and its kernel regions were missing
//   from the report; each object now has its own (protected visibility);
// - a library with kernels for the x86_64 host-offload device did not link
//   (its device image lacked libapproxrt and libm).
// The links run with --fatal-warnings (GNU ld warned once the libraries
// exported their section bounds). A misspelt label is still an error at
// start-up, listing the library's labels too; a library opened later with
// dlopen() registers too late, and naming its label is an error unless the
// label is marked "late" (docs/language.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -fopenmp -shared -fPIC -DLIB %s -o %t/libregion.so
// RUN: %approx-clang -fopenmp %s -o %t/prog -L%t -lregion -Wl,-rpath,%t -Wl,--fatal-warnings
// RUN: echo '{"lib": {"value": 4}, "main": {"enabled": false}, "klib": {"value": 4}, "kmain": {"value": 4}}' > %t/c.json
// RUN: env APPROX_CONFIG=%t/c.json APPROX_REPORT=1 %t/prog 2>&1 | %FileCheck %s
// RUN: echo '{"lbi": {"value": 4}}' > %t/typo.json
// RUN: not env APPROX_CONFIG=%t/typo.json %t/prog 2>&1 | %FileCheck %s --check-prefix=TYPO
// RUN: %approx-clang %host-offload -shared -fPIC -DLIB %s -o %t/libregion-off.so
// RUN: %approx-clang %host-offload %s -o %t/prog-off -L%t -lregion-off -Wl,-rpath,%t -Wl,--fatal-warnings
// RUN: %run env APPROX_CONFIG=%t/c.json APPROX_REPORT=1 %t/prog-off 2>&1 | %FileCheck %s --check-prefixes=CHECK,KERN
// RUN: %approx-clang -fopenmp -DOPEN %s -o %t/prog-dl -ldl
// RUN: cd %t && not env APPROX_CONFIG=%t/c.json ./prog-dl 2>&1 | %FileCheck %s --check-prefix=DLOPEN
// RUN: echo '{"lib": {"value": 4, "late": true}, "klib": {"late": true, "enabled": false}, "main": {"enabled": false}, "ghost": {"late": true}}' > %t/late.json
// RUN: cd %t && env APPROX_CONFIG=%t/late.json APPROX_REPORT=1 ./prog-dl 2>&1 | %FileCheck %s --check-prefix=LATE
// RUN: rm -rf %t/off && mkdir -p %t/off && cp %t/libregion-off.so %t/off/libregion.so
// RUN: %approx-clang %host-offload -DOPEN %s -o %t/off/prog-dl -ldl
// RUN: cd %t/off && %run env APPROX_CONFIG=%t/late.json APPROX_REPORT=1 ./prog-dl 2>&1 | %FileCheck %s --check-prefixes=LATE,LATEKERN
// RUN: echo '{"lib": {"value": 4, "late": 1}}' > %t/late-type.json
// RUN: cd %t && not env APPROX_CONFIG=%t/late-type.json ./prog-dl 2>&1 | %FileCheck %s --check-prefix=LATETYPE
// RUN: echo '{"lib": {"history": 2, "late": true}}' > %t/late-field.json
// RUN: cd %t && not env APPROX_CONFIG=%t/late-field.json ./prog-dl 2>&1 | %FileCheck %s --check-prefix=LATEFIELD
// Of i in [0, 10), small:2 keeps the even i (sum 20); the config's value 4
// keeps all but i = 3, 7 (sum 35); "main" is disabled (45).
// CHECK-DAG: main 45 lib 35 kmain 35 klib 35
// CHECK-DAG: {"label": "main", "executions": 1, "total_iterations": 10, "kept_iterations": 10,
// CHECK-DAG: {"label": "lib", "executions": 1, "total_iterations": 10, "kept_iterations": 8,
// KERN-DAG: {"label": "kmain", "executions": 1, "total_iterations": 10, "kept_iterations": 8,
// KERN-DAG: {"label": "klib", "executions": 1, "total_iterations": 10, "kept_iterations": 8,
// TYPO: approx: error: APPROX_CONFIG '{{.*}}typo.json': label 'lbi': not a label of this program (known labels: 'main', 'kmain', 'lib', 'klib')
// DLOPEN: approx: error: APPROX_CONFIG '{{.*}}c.json': label 'lib': not a label of this program (known labels: 'main', 'kmain'); a label of a library the program opens with dlopen needs "late": true
// With "late": true the library's labels are not checked at start-up and
// its regions take their settings once dlopen has loaded it (lib 35: all
// but i = 3, 7; klib disabled: 45, in the library's kernel too under host
// offload); a late label that no library opened
// has is reported at exit, and "late" must be a boolean.
// LATE-DAG: main 45 lib 35 kmain 20 klib 45
// LATE-DAG: {"label": "lib", "executions": 1, "total_iterations": 10, "kept_iterations": 8,
// LATE-DAG: approx: warning: APPROX_CONFIG '{{.*}}late.json': label 'ghost' is marked late, but no library the program opened has it; its settings reached no region
// LATEKERN-DAG: {"label": "klib", "executions": 1, "total_iterations": 10, "kept_iterations": 10,
// LATE-NOT: label 'lib' is marked late
// LATETYPE: approx: error: APPROX_CONFIG '{{.*}}late-type.json': label 'lib': field 'late': must be true or false, found number
// A late label's fields are checked against its regions' techniques when
// the library that has it is loaded: the program stops in dlopen.
// LATEFIELD: {{^}}approx: error: APPROX_CONFIG '{{.*}}late-field.json': label 'lib': field 'history': only memo(out) regions take it, and label 'lib' is perfo (its fields: kind, value, chunk, enabled, late) (checked when the library that has it was loaded){{$}}
// LATEFIELD-NOT: main

#include <stdio.h>

// Two copies on purpose: the library and the program are built from this
// one file, and a kernel's offload entry is named after its file, function
// and line, so one function on one line would give both device images the
// same entry, which libomptarget runs from one image for both calls.
#ifdef LIB
static long kernel_sum(int n) {
  long s = 0;
#pragma omp target map(tofrom : s)
  {
#pragma approx perfo(small:2) label("klib")
    for (int i = 0; i < n; ++i)
      s += i;
  }
  return s;
}
#else
static long kernel_sum(int n) {
  long s = 0;
#pragma omp target map(tofrom : s)
  {
#pragma approx perfo(small:2) label("kmain")
    for (int i = 0; i < n; ++i)
      s += i;
  }
  return s;
}
#endif

#ifdef LIB
long lib_sum(int n, long *k) {
  long s = 0;
#pragma approx perfo(small:2) label("lib")
  for (int i = 0; i < n; ++i)
    s += i;
  *k = kernel_sum(n);
  return s;
}
#else
#ifdef OPEN
#include <dlfcn.h>
#endif

long lib_sum(int n, long *k);

int main(void) {
  long s = 0, k = 0;
#pragma approx perfo(small:2) label("main")
  for (int i = 0; i < 10; ++i)
    s += i;
#ifdef OPEN
  void *h = dlopen("./libregion.so", RTLD_NOW);
  long (*f)(int, long *) = h ? (long (*)(int, long *))dlsym(h, "lib_sum") : 0;
  long l = f ? f(10, &k) : -1L;
  printf("main %ld lib %ld kmain %ld klib %ld\n", s, l, kernel_sum(10), k);
#else
  long l = lib_sum(10, &k);
  printf("main %ld lib %ld kmain %ld klib %ld\n", s, l, kernel_sum(10), k);
#endif
  return 0;
}
#endif
