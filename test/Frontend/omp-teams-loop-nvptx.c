// A 'teams loop' nested in a target region, offloaded to NVPTX, draws a
// warning at the directive: clang 19 runs only its first iteration there,
// plain clang too (docs/data/gpu-teams-loop-2026-12-04.txt, H200). The
// host compile warns, once; the combined 'target teams loop', 'teams
// distribute' and an x86 offload target stay silent. The warning's group
// is -Wapprox-teams-loop: -Wno-approx-teams-loop and -w silence it,
// -Werror and -Werror=approx-teams-loop make it an error, and
// -Wno-error=approx-teams-loop keeps it a warning under -Werror.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify=x86 %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -Wno-approx-teams-loop -Xclang -verify=x86 %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -w -Xclang -verify=x86 %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -Werror -Wno-error=approx-teams-loop -Xclang -verify %s
// RUN: not %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -Werror=approx-teams-loop %s 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: not %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -Werror %s 2>&1 | %FileCheck %s --check-prefix=ERR
// x86-no-diagnostics
// ERR-COUNT-3: omp-teams-loop-nvptx.c:{{[0-9]+}}:1: error: clang 19 runs only the first iteration

int main(void) {
  int o[16] = {0}, n = 10;
#pragma omp target map(tofrom : o)
  {
#pragma omp teams loop // expected-warning {{clang 19 runs only the first iteration of a 'teams loop' nested in a 'target' region on NVPTX (plain clang and -fno-approx builds too); write 'teams distribute parallel for', or the combined 'target teams loop'}}
    for (int i = 0; i < n; ++i)
      o[i] += 1;
  }
#pragma omp target map(tofrom : o)
#pragma omp teams loop num_teams(4) // expected-warning {{clang 19 runs only the first iteration}}
  for (int i = 0; i < n; ++i)
    o[i] += 1;
#pragma omp target map(tofrom : o)
  {
#pragma omp teams loop // expected-warning {{clang 19 runs only the first iteration}}
#pragma approx perfo(large:4) label("tl")
    for (int i = 0; i < n; ++i)
      o[i] += 1;
  }
#pragma omp target teams loop map(tofrom : o)
  for (int i = 0; i < n; ++i)
    o[i] += 1;
#pragma omp target map(tofrom : o)
  {
#pragma omp teams distribute
    for (int i = 0; i < n; ++i)
      o[i] += 1;
  }
#pragma omp teams loop
  for (int i = 0; i < n; ++i)
    o[i] += 1;
  return o[0];
}
