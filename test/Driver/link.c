// What approx-clang adds to a link: the static runtime (forced in through
// __approxrt_init, and the table setup that objects reach weakly through
// __approxrt_tu_api) and, for OpenMP, the libomptarget rpath, the device
// bitcode path and (with CUDA) the mirror whose nvlink fixes cubin headers;
// the runtime symbols are exported, for libraries the program dlopen()s.
// None of it on compile-only runs; nothing draws "argument unused".

// RUN: %clang -c %s -o %t.o
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### %t.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=LINK -DSTAGE=$(dirname $(dirname %approx-clang))
// LINK: approx-clang: {{[^ ]*}}/clang -Werror -### {{[^ ]*}}.o -o {{[^ ]*}} -L[[STAGE]]/lib -Wl,-u,__approxrt_init -Wl,-u,__approxrt_tu_api '-Wl,--export-dynamic-symbol=__approxrt_*' -l:libapproxrt.a -lm -lpthread{{$}}
// LINK: "{{[^"]*}}ld"
// LINK-SAME: "-L[[STAGE]]/lib"
// LINK-SAME: "-u" "__approxrt_init" "-u" "__approxrt_tu_api" "--export-dynamic-symbol=__approxrt_*" "-l:libapproxrt.a" "-lm" "-lpthread"

// OpenMP link: rpath to LLVM's lib dir (libomptarget.so.19.1).
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp %t.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=OMPLINK -DSTAGE=$(dirname $(dirname %approx-clang)) -DLLVMLIB=$(dirname $(dirname %clang))/lib
// OMPLINK: approx-clang: {{[^ ]*}}/clang -Werror -### -fopenmp {{[^ ]*}}.o -o {{[^ ]*}} --libomptarget-nvptx-bc-path=[[LLVMLIB]] {{(--cuda-path=[^ ]* )?}}-Wl,-rpath,[[LLVMLIB]] -L[[STAGE]]/lib -Wl,-u,__approxrt_init -Wl,-u,__approxrt_tu_api '-Wl,--export-dynamic-symbol=__approxrt_*' -l:libapproxrt.a -lm -lpthread{{$}}
// OMPLINK: "-rpath" "[[LLVMLIB]]"
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp=libomp %host-offload %t.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=OMPLINK2
// OMPLINK2: approx-clang: {{.*}} -Wl,-rpath,{{[^ ]*}} -L{{[^ ]*}} -Wl,-u,__approxrt_init -Wl,-u,__approxrt_tu_api '-Wl,--export-dynamic-symbol=__approxrt_*' -l:libapproxrt.a -lm -lpthread{{$}}
// -fno-openmp after -fopenmp: not an OpenMP link.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -fopenmp -fno-openmp %t.o -o %t 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOOMP
// NOOMP: approx-clang: {{[^ ]*}}/clang -### -fopenmp -fno-openmp {{[^ ]*}}.o -o {{[^ ]*}} -L{{[^ ]*}} -Wl,-u,__approxrt_init -Wl,-u,__approxrt_tu_api '-Wl,--export-dynamic-symbol=__approxrt_*' -l:libapproxrt.a -lm -lpthread{{$}}

// Compile-only and relocatable links: no link flags.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=NOLINK
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -r %t.o -o %t.r.o 2>&1 | %FileCheck %s --check-prefix=NOLINK
// NOLINK: approx-clang:
// NOLINK-NOT: approxrt
// NOLINK-NOT: rpath
// NOLINK-NOT: bc-path

// A shared library needs libapproxrt.so, when it calls the runtime, found
// through its RUNPATH (Driver/shared-runtime.c runs one in a plain program);
// in a program linked by approx-clang the program's copy serves it.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### -shared %t.o -o %t.so 2>&1 | %FileCheck %s --check-prefix=SHARED -DSTAGE=$(dirname $(dirname %approx-clang))
// SHARED: approx-clang: {{.*}} -shared {{[^ ]*}}.o -o {{[^ ]*}}.so -L[[STAGE]]/lib -Wl,-rpath,[[STAGE]]/lib -Wl,--push-state,--as-needed -l:libapproxrt.so -Wl,--pop-state{{$}}

// Real links with -Werror (plain objects, no runtime needed under -fno-approx).
// RUN: %approx-clang -fno-approx -Werror -fopenmp %t.o -o %t.exe
// RUN: llvm-readelf -d %t.exe | %FileCheck %s --check-prefix=RPATH -DLLVMLIB=$(dirname $(dirname %clang))/lib
// RPATH: (RUNPATH) {{.*}}[[LLVMLIB]]

int main(void) { return 0; }
