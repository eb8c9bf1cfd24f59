// A shared library built with approx-clang and loaded with dlopen() by a
// program linked by approx-clang finds the runtime in the program (the
// program exports the __approxrt_* symbols, not only those that the
// libraries on its link line use): its region runs perforated and is
// reported beside the program's (dlopen failed with "undefined symbol:
// __approxrt_check_usm_form"). Host-only and host-offload programs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -fopenmp -shared -fPIC -DLIB %s -o %t/libregion.so
// RUN: %approx-clang -fopenmp %s -o %t/prog -ldl
// RUN: cd %t && env APPROX_REPORT=1 ./prog 2>&1 | %FileCheck %s
// RUN: %approx-clang %host-offload -shared -fPIC -DLIB %s -o %t/libregion.so
// RUN: %approx-clang %host-offload %s -o %t/prog-offload -ldl
// RUN: cd %t && %run env APPROX_REPORT=1 ./prog-offload 2>&1 | %FileCheck %s
// CHECK-DAG: main 20 lib 20
// CHECK-DAG: {"label": "main", "executions": 1, "total_iterations": 10, "kept_iterations": 5,
// CHECK-DAG: {"label": "lib", "executions": 1, "total_iterations": 10, "kept_iterations": 5,

#ifdef LIB
long lib_sum(int n) {
  long s = 0;
#pragma approx perfo(large:2) label("lib")
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}
#else
#include <dlfcn.h>
#include <stdio.h>

int main(void) {
  long s = 0;
#pragma approx perfo(large:2) label("main")
  for (int i = 0; i < 10; ++i)
    s += i;
  void *h = dlopen("./libregion.so", RTLD_NOW);
  if (!h) {
    printf("dlopen: %s\n", dlerror());
    return 1;
  }
  long (*f)(int) = (long (*)(int))dlsym(h, "lib_sum");
  printf("main %ld lib %ld\n", s, f(10));
  fflush(stdout);
  return 0;
}
#endif
