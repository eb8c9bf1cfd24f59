// APPROX_CONFIG may name the regions of the shared libraries a program is
// linked with: each of their translation units registers its object's label
// section with the runtime, and the labels of APPROX_CONFIG are checked
// once the libraries loaded at start-up have registered (the program's own
// constructors run after theirs). Before, a library's label was "not a
// label of this program" and the program stopped at start-up, so no region
// of a shared library could be configured or tuned. A misspelt label is
// still an error at start-up, listing the library's labels too; a library
// opened later with dlopen() registers too late, and naming its label stays
// an error (docs/language.md). Host-only and host-offload programs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -fopenmp -shared -fPIC -DLIB %s -o %t/libregion.so
// RUN: %approx-clang -fopenmp %s -o %t/prog -L%t -lregion -Wl,-rpath,%t
// RUN: echo '{"lib": {"value": 4}, "main": {"enabled": false}}' > %t/c.json
// RUN: env APPROX_CONFIG=%t/c.json APPROX_REPORT=1 %t/prog 2>&1 | %FileCheck %s
// RUN: echo '{"lbi": {"value": 4}}' > %t/typo.json
// RUN: not env APPROX_CONFIG=%t/typo.json %t/prog 2>&1 | %FileCheck %s --check-prefix=TYPO
// RUN: %approx-clang %host-offload -shared -fPIC -DLIB %s -o %t/libregion-off.so
// RUN: %approx-clang %host-offload %s -o %t/prog-off -L%t -lregion-off -Wl,-rpath,%t
// RUN: %run env APPROX_CONFIG=%t/c.json APPROX_REPORT=1 %t/prog-off 2>&1 | %FileCheck %s
// RUN: %approx-clang -fopenmp -DOPEN %s -o %t/prog-dl -ldl
// RUN: cd %t && not env APPROX_CONFIG=%t/c.json ./prog-dl 2>&1 | %FileCheck %s --check-prefix=DLOPEN
// small:2 would keep 5 of 10 in "lib": its value 4 keeps 8 (i = 3, 7
// skipped: 45 - 10 = 35); "main" is disabled (45).
// CHECK-DAG: main 45 lib 35
// CHECK-DAG: {"label": "main", "executions": 1, "total_iterations": 10, "kept_iterations": 10,
// CHECK-DAG: {"label": "lib", "executions": 1, "total_iterations": 10, "kept_iterations": 8,
// TYPO: approx: error: APPROX_CONFIG '{{.*}}typo.json': label 'lbi': not a label of this program (known labels: 'main', 'lib')
// DLOPEN: approx: error: APPROX_CONFIG '{{.*}}c.json': label 'lib': not a label of this program (known labels: 'main')

#ifdef LIB
long lib_sum(int n) {
  long s = 0;
#pragma approx perfo(small:2) label("lib")
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}
#else
#include <stdio.h>
#ifdef OPEN
#include <dlfcn.h>
#endif

long lib_sum(int n);

int main(void) {
  long s = 0;
#pragma approx perfo(small:2) label("main")
  for (int i = 0; i < 10; ++i)
    s += i;
#ifdef OPEN
  void *h = dlopen("./libregion.so", RTLD_NOW);
  long (*f)(int) = h ? (long (*)(int))dlsym(h, "lib_sum") : 0;
  printf("main %ld lib %ld\n", s, f ? f(10) : -1L);
#else
  printf("main %ld lib %ld\n", s, lib_sum(10));
#endif
  return 0;
}
#endif
