// approx-clang++ runs clang++; approx-clang compiles C++ sources too.

// RUN: env APPROX_CLANG_ECHO=1 %approx-clangxx -### -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=ECHO -DSTAGE=$(dirname $(dirname %approx-clang))
// ECHO: approx-clang: {{[^ ]*}}/clang++ -fplugin=[[STAGE]]/lib/ApproxPlugin.so -include [[STAGE]]/include/approx/approx.h -### -c {{[^ ]*}}cxx.cpp
// ECHO: "-cc1"
// ECHO-SAME: "-load" "[[STAGE]]/lib/ApproxPlugin.so"
// ECHO-SAME: "-x" "c++"

// C++ link: libstdc++ comes from clang++'s driver mode.
// RUN: %clangxx -c %s -o %t.o
// RUN: env APPROX_CLANG_ECHO=1 %approx-clangxx -### %t.o -o %t 2>&1 | %FileCheck %s --check-prefix=LINK
// LINK: approx-clang: {{[^ ]*}}/clang++ {{.*}} -l:libapproxrt.a -lm -lpthread{{$}}
// LINK: "-lstdc++"

// A real C++ build and run (plugin-free under -fno-approx).
// RUN: %approx-clangxx -fno-approx -O2 %s -o %t.exe
// RUN: %t.exe | %FileCheck %s --check-prefix=OUT
// OUT: sum=4950

// Every C++ extension, and -x c++, is a source for approx-clang.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: for e in cc cpp cxx C c++ ii txt; do echo 'int x;' > %t.dir/f.$e; done
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c %t.dir/f.cc %t.dir/f.cpp %t.dir/f.cxx %t.dir/f.C %t.dir/f.c++ 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=EXT
// EXT: approx-clang: {{[^ ]*}}/clang -fplugin={{.*}} -include
// EXT-COUNT-5: "-load"
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -c -x c++ %t.dir/f.txt 2>&1 | %FileCheck %s --check-prefix=XCXX
// XCXX: approx-clang: {{[^ ]*}}/clang -fplugin={{.*}} -include

// With APPROX_CLANG_PATH naming a C driver, C++ mode adds --driver-mode=g++.
// RUN: env APPROX_CLANG_PATH=%S/../Inputs/fake-clang.sh %approx-clangxx -c %s | %FileCheck %s --check-prefix=MODE
// MODE: ARG=--driver-mode=g++
// MODE-NEXT: ARG=-fplugin=

#include <cstdio>
#include <numeric>
#include <vector>

int main() {
  std::vector<int> v(100);
  std::iota(v.begin(), v.end(), 0);
  std::printf("sum=%d\n", std::accumulate(v.begin(), v.end(), 0));
  return 0;
}
