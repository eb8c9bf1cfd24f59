// OpenMP offloading flags: --libomptarget-nvptx-bc-path (Debian keeps the
// device bitcode where clang does not look) only where a device cc1 links it,
// --cuda-path=<stage>/lib/approx-cuda for NVPTX targets and OpenMP links
// (CUDA toolkit only). -Werror proves nothing is reported unused.

// Host OpenMP and host-device offloading compiles: nothing added.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -fno-approx -Werror -### -fopenmp -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=HOST
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -fno-approx -Werror -### %host-offload -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=HOST
// HOST: approx-clang: {{[^ ]*}}/clang -Werror -### -fopenmp {{.*}}-c {{[^ ]*}}offload-flags.c -o {{[^ ]*}}{{$}}

// NVPTX compile: both (in every form of naming the target).
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NVPTX -DLLVMLIB=$(dirname $(dirname %clang))/lib
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda \
// RUN:   -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_80 -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NVPTX -DLLVMLIB=$(dirname $(dirname %clang))/lib
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -E %s -o %t.i 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NVPTX -DLLVMLIB=$(dirname $(dirname %clang))/lib
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -fsyntax-only %s 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NVPTX -DLLVMLIB=$(dirname $(dirname %clang))/lib
// NVPTX: approx-clang: {{.*}} --libomptarget-nvptx-bc-path=[[LLVMLIB]]{{( --cuda-path=[^ ]*/lib/approx-cuda)?$}}
// NVPTX: "-mlink-builtin-bitcode" "[[LLVMLIB]]/libomptarget-nvptx-sm_{{[0-9]+}}.bc"

// The device cc1 links no bitcode under -S, host-only, offload LTO or -nogpulib.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -S %s -o %t.s 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOBC
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -S --offload-device-only %s -o %t.s 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOBC
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 --offload-host-only -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOBC
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -foffload-lto -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOBC
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 -nogpulib -c %s -o %t.o 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOBC
// NOBC: approx-clang:
// NOBC-NOT: bc-path

// The user's own --cuda-path / bc path win.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -Werror -### -fopenmp --offload-arch=sm_90 --cuda-path=/usr/local/cuda \
// RUN:   --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=USER
// USER: approx-clang: {{[^ ]*}}/clang -fplugin={{.*}} -c {{[^ ]*}}offload-flags.c -o {{[^ ]*}} -idirafter {{[^ ]*}}/include/approx{{$}}

// Without -fopenmp, --offload-arch means nothing to us.
// RUN: env APPROX_CLANG_ECHO=1 %approx-clang -### --offload-arch=sm_90 -x c++ -fsyntax-only %s 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=NOOMP
// NOOMP: approx-clang:
// NOOMP-NOT: bc-path
// NOOMP-NOT: cuda-path

int main(void) { return 0; }
