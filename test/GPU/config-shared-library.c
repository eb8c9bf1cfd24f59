// REQUIRES: cuda-gpu
// A program and a shared library it is linked with, each with a kernel
// region offloaded to the GPU (Exec/config-shared-library.c): APPROX_CONFIG
// reaches the kernels of both device images (each object has its own
// run-time table) and the report lists both. The program finds the library
// beside it ($ORIGIN): the binaries are built on another machine.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %approx-clang -O2 %gpu-offload -shared -fPIC -DLIB %S/../Exec/config-shared-library.c -o %t/libcfgshared.so
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/config-shared-library.c -o %t/cfgshared-prog -L%t -lcfgshared -Wl,-rpath,'$ORIGIN' -Wl,--fatal-warnings
// RUN: echo '{"lib": {"value": 4}, "main": {"enabled": false}, "klib": {"value": 4}, "kmain": {"value": 4}}' > %t/c.json
// RUN: %run env APPROX_CONFIG=%t/c.json APPROX_REPORT=1 %t/cfgshared-prog 2>&1 | %FileCheck %S/../Exec/config-shared-library.c --check-prefixes=CHECK,KERN
