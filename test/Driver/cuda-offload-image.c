// REQUIRES: cuda-toolkit
// An sm_90 OpenMP offload build through approx-clang: the device image is
// linked by the approx-nvlink shim from the CUDA mirror, and the cubin
// embedded in the executable carries the ABI-7 header LLVM 19's libomptarget
// loads (OSABI 0x33, ABIVERSION 7, e_flags 0x5a055a for sm_90), not the ABI-8
// one CUDA 13's nvlink writes. -fno-approx keeps this test independent of
// the plugin and runtime: the toolchain fix is the same without it.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -fno-approx -O2 -fopenmp --offload-arch=sm_90 %s -o %t/prog -Wl,--wrapper-verbose 2>&1 \
// RUN:   | %FileCheck %s --check-prefix=LINK -DSTAGE=$(dirname $(dirname %approx-clang))
// LINK: clang-nvlink-wrapper"{{.*}} --cuda-path=[[STAGE]]/lib/approx-cuda
// LINK: "[[STAGE]]/lib/approx-cuda/bin/nvlink" -o [[IMG:[^ ]+\.img]]
// LINK: approx-nvlink: running {{.*}}/nvlink
// LINK: approx-nvlink: rewrote '[[IMG]]': OSABI 0x{{[0-9a-f]+}}->0x33, ABIVERSION 8->7, e_flags 0x{{[0-9a-f]+}}->0x5a055a (sm_90)
// RUN: python3 %S/../Inputs/cuda-elf.py check %t/prog --arch sm_90 | %FileCheck %s --check-prefix=IMAGE
// IMAGE: ok   cuda-elf at 0x{{[0-9a-f]+}}: type=2 osabi=0x33 abiversion=7 flags=0x5a055a
// IMAGE-NOT: BAD

// The intermediate image kept by -save-temps.
// RUN: cd %t && %approx-clang -fno-approx -fopenmp --offload-arch=sm_90 -save-temps %s -o prog2
// RUN: python3 %S/../Inputs/cuda-elf.py scan %t/prog2.nvptx64.sm_90.img | %FileCheck %s --check-prefix=SAVED
// SAVED: cuda-elf at 0x0: type=2 osabi=0x33 abiversion=7 flags=0x5a055a
// The per-file cubin from ptxas is an input of nvlink, left as ptxas wrote it.
// RUN: python3 %S/../Inputs/cuda-elf.py scan %t/cuda-offload-image-host-x86_64-pc-linux-gnu-nvptx64-nvidia-cuda-sm_90.o \
// RUN:   | %FileCheck %s --check-prefix=PTXAS
// PTXAS: cuda-elf at 0x0: type=1 osabi=0x{{[0-9a-f]+}} abiversion=8

// Separate compile and link, the link naming the target only by triple.
// RUN: %approx-clang -fno-approx -O2 -fopenmp --offload-arch=sm_90 -c %s -o %t/a.o
// RUN: %approx-clang -fno-approx -fopenmp -fopenmp-targets=nvptx64 %t/a.o -o %t/prog3
// RUN: python3 %S/../Inputs/cuda-elf.py check %t/prog3 --arch sm_90 | %FileCheck %s --check-prefix=IMAGE

// Offload LTO (bitcode linked at link time, then ptxas and nvlink).
// RUN: %approx-clang -fno-approx -O2 -fopenmp --offload-arch=sm_90 -foffload-lto %s -o %t/prog4
// RUN: python3 %S/../Inputs/cuda-elf.py check %t/prog4 --arch sm_90 | %FileCheck %s --check-prefix=IMAGE

// Another architecture: e_flags follow the SM number.
// RUN: %approx-clang -fno-approx -O2 -fopenmp --offload-arch=sm_80 %s -o %t/prog5
// RUN: python3 %S/../Inputs/cuda-elf.py check %t/prog5 --arch sm_80 | %FileCheck %s --check-prefix=SM80
// SM80: ok   cuda-elf at 0x{{[0-9a-f]+}}: type=2 osabi=0x33 abiversion=7 flags=0x500550

// Plain clang-19 with CUDA 13 gives the ABI-8 header libomptarget rejects:
// the check above can fail.
// RUN: %clang -O2 -fopenmp --offload-arch=sm_90 --libomptarget-nvptx-bc-path=$(dirname $(dirname %clang))/lib %s -o %t/plain
// RUN: not python3 %S/../Inputs/cuda-elf.py check %t/plain --arch sm_90 | %FileCheck %s --check-prefix=PLAIN
// PLAIN: BAD  cuda-elf at 0x{{[0-9a-f]+}}: type=2 osabi=0x{{[0-9a-f]+}} abiversion=8

#include <omp.h>
#include <stdio.h>

int main(void) {
  float x[256], y[256];
  int initial = 1;
  for (int i = 0; i < 256; ++i) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
#pragma omp target teams distribute parallel for map(to : x) map(tofrom : y, initial)
  for (int i = 0; i < 256; ++i) {
    if (i == 0)
      initial = omp_is_initial_device();
    y[i] = 2.0f * x[i] + y[i];
  }
  printf("initial=%d y[255]=%g\n", initial, y[255]);
  return 0;
}
