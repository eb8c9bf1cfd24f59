// REQUIRES: cuda-gpu
// The exact kept sets of every perforation kind, on the GPU: the Exec/
// tests' programs built for the GPU architecture under test, checked
// against the same expectations (host and device must agree, including
// rand's hash and the chunked plans computed on the device).
// RUN: %approx-clang -O2 %gpu-offload -I %S/../Inputs %S/../Exec/perfo-kinds-target.c -o %t.kinds && %run env APPROX_SEED=12345 %t.kinds > %t.kinds.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=pre < %t.kinds.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=post < %t.kinds.out
// RUN: %approx-clang -O2 %gpu-offload -fapprox-perfo-lowering=continue -I %S/../Inputs %S/../Exec/perfo-kinds-target.c -o %t.kinds-cont && %run env APPROX_SEED=12345 %t.kinds-cont > %t.kinds-cont.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=pre < %t.kinds-cont.out
// RUN: %FileCheck %S/../Inputs/perfo-kinds.check --check-prefixes=KINDS -DFORM=post < %t.kinds-cont.out
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-kinds-edges.c -o %t.edges && %run %t.edges | %FileCheck %S/../Exec/perfo-kinds-edges.c
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-intra-kernel.c -o %t.intra && %run %t.intra | %FileCheck %S/../Exec/perfo-intra-kernel.c
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-collapse.c -o %t.collapse && %run %t.collapse | %FileCheck %S/../Exec/perfo-collapse.c
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-kernel-launch.c -o %t.launch && %run %t.launch | %FileCheck %S/../Exec/perfo-kernel-launch.c
// RUN: %approx-clang -O2 %gpu-offload %S/../Exec/perfo-mixed-sign-compare.c -o %t.mixed && %run %t.mixed | %FileCheck %S/../Exec/perfo-mixed-sign-compare.c --check-prefixes=CHECK,APPROX
