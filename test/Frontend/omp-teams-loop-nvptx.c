// A 'teams loop' nested in a target region, offloaded to NVPTX, draws a
// warning at the directive: clang 19 runs only its first iteration there,
// plain clang too (docs/data/gpu-teams-loop-2026-12-04.txt, H200). The
// host compile warns, once; the combined 'target teams loop', 'teams
// distribute' and an x86 offload target stay silent.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-host-only -nogpulib -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -fsyntax-only -Xclang -verify=x86 %s
// x86-no-diagnostics

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
