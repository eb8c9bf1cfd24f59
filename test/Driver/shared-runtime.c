// A shared library with regions is self-contained: approx-clang -shared
// links it with libapproxrt.so (--as-needed, found through its RUNPATH), so
// it links with -Wl,--no-undefined and -Wl,-z,defs (Meson's default, and
// common in CMake projects), and a program that approx-clang did not link
// (plain clang here; python's ctypes alike) loads it with dlopen and runs
// its regions approximated, with APPROX_CONFIG and APPROX_REPORT. Two such
// libraries opened RTLD_LOCAL share the one libapproxrt.so: one report
// lists both. Before, the link failed with undefined __approxrt_*
// references, and dlopen failed ("undefined symbol: __approxrt_now").
// Programs that approx-clang links keep the static runtime and serve their
// libraries themselves (Driver/dlopen.c, Exec/config-shared-library.c).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang %host-offload -O2 -fPIC -shared -Wl,--no-undefined -DLIB=a %s -o %t/liba.so
// RUN: %approx-clang %host-offload -O2 -fPIC -shared -Wl,-z,defs -DLIB=b %s -o %t/libb.so
// RUN: %approx-clang -O2 -fPIC -shared -Wl,-z,defs -DPLAIN %s -o %t/libplain.so
// RUN: llvm-readelf --needed-libs %t/liba.so | %FileCheck %s --check-prefix=NEEDED
// NEEDED: libapproxrt.so
// RUN: llvm-readelf --needed-libs %t/libplain.so | %FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: libapproxrt
// RUN: %clang -O2 %s -o %t/host -ldl
// RUN: cd %t && %run env APPROX_REPORT=1 ./host 2>&1 | %FileCheck %s
// CHECK-DAG: a=16 b=16
// CHECK-DAG: {"label": "a", "executions": 1, "total_iterations": 64, "kept_iterations": 16,
// CHECK-DAG: {"label": "b", "executions": 1, "total_iterations": 64, "kept_iterations": 16,
// RUN: echo '{"a": {"value": 8}, "b": {"kind": "small", "value": 2}}' > %t/c.json
// RUN: cd %t && %run env APPROX_CONFIG=%t/c.json ./host 2>&1 | %FileCheck %s --check-prefix=CONFIG
// CONFIG: a=8 b=32

#if defined(LIB)
#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
int CAT(count_, LIB)(int n) {
  int o[64] = {0};
#pragma approx perfo(large:4) label(STR(LIB))
#pragma omp target teams distribute parallel for map(tofrom : o)
  for (int i = 0; i < n; ++i)
    o[i] = 1;
  int s = 0;
  for (int i = 0; i < n; ++i)
    s += o[i];
  return s;
}
#elif defined(PLAIN)
int plain(int x) { return x + 1; }
#else
#include <dlfcn.h>
#include <stdio.h>

static int call(const char *lib, const char *fn) {
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    printf("dlopen: %s\n", dlerror());
    return -1;
  }
  int (*f)(int) = (int (*)(int))dlsym(h, fn);
  return f(64);
}

int main(void) {
  int a = call("./liba.so", "count_a");
  int b = call("./libb.so", "count_b");
  printf("a=%d b=%d\n", a, b);
  return 0;
}
#endif
