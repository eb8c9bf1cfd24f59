// A perforated loop over a 64-bit variable is lowered to unsigned index
// arithmetic (its range may pass 2^63); the logical index it multiplies is
// cast too, so -Wsign-conversion (part of -Wconversion) stays quiet where
// plain clang is: 'long long' to 'unsigned long long' fired at the pragma
// for each shape below (sequential blocks, worksharing, offloaded fast and
// general kernels, the value after the loop). Host and device compiles.
// RUN: %approx-clang %host-offload -Wconversion -Wsign-conversion -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload --offload-device-only -Wconversion -Wsign-conversion -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ %host-offload -Wconversion -Wsign-conversion -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics

#include <stddef.h>

size_t sum(size_t n, long long m, float *a) {
  size_t s = 0;
#pragma approx perfo(large : 4)
  for (size_t i = 3; i < n; i += 5)
    s += i;
#pragma approx perfo(small : 3)
#pragma omp parallel for reduction(+ : s)
  for (size_t i = 0; i < n; i += 2)
    s += i;
#pragma approx perfo(large : 2)
#pragma omp target teams distribute parallel for map(tofrom : a[0:m])
  for (long long i = m - 1; i >= 0; i -= 7)
    a[i] += 1.0f;
#pragma approx perfo(rate : 0.5)
#pragma omp target teams distribute parallel for map(tofrom : a[0:m])
  for (long long i = 1; i < m; i += 3)
    a[i] += 1.0f;
  long long j;
#pragma approx perfo(small : 2)
  for (j = 5; j < m; j += 2)
    a[j] -= 1.0f;
  return s + (size_t)j;
}
