// The cuda-aware lowerings (sync, atomic, branch; with and without if(),
// right after an OpenMP loop directive, if(0)) draw no warning that
// clang-19 does not give for the same source under the strict flags of C
// and C++ projects: C99 and C11 with -Wdeclaration-after-statement and
// -Wcast-qual, C++17 with -Wold-style-cast and -Wcast-qual. A volatile x of
// an atomic update reaches the helpers' T * without its qualifier through
// const_cast in C++ and approx_cuda.h's __approx_atomic__unqual in C (a
// cast in the lowered code drew -Wcast-qual, and -Wold-style-cast in C++).
// Host and device compilations, x86_64 host offload and NVPTX.
// RUN: %approx-clang %host-offload -std=c11 -Wall -Wextra -Wpedantic -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c99 -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang %host-offload -std=c11 --offload-device-only -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -std=c99 -Wall -Wextra -Wdeclaration-after-statement -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload -Wall -Wextra -Wpedantic -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 %host-offload --offload-device-only -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// RUN: %approx-clangxx -x c++ -std=c++17 -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -Wall -Wextra -Wold-style-cast -Wcast-qual -Werror -fsyntax-only -Xclang -verify %s
// expected-no-diagnostics
#include <omp.h>
#include <ompx.h>

struct Acc {
  volatile int v;
};

void sync_sites(int n, float *a, int on) {
#pragma omp target teams num_teams(1) thread_limit(64) map(tofrom: a[0:n])
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    a[t] = 1.0f;
#pragma approx sync(warp) label("w")
#pragma omp barrier
    a[t] += a[t ^ 1];
#pragma approx sync(tile(4)) label("t4")
    {
      a[t] += 1.0f;
#pragma omp barrier
      ompx_sync_block_acq_rel();
      ompx_sync_block_divergent(ompx_acq_rel);
    }
#pragma approx sync(skip)
    ompx_sync_block(ompx_acq_rel);
#pragma approx sync(active) if(on) label("sw")
    {
#pragma omp barrier
      a[t] += 1.0f;
      ompx_sync_block(ompx_acq_rel);
    }
#pragma approx sync(warp) if(0) label("off")
#pragma omp barrier
#ifdef __cplusplus
#pragma approx sync(warp)
    ompx::sync_block();
#endif
  }
#pragma omp parallel for
#pragma approx sync(active) if(on) label("loop")
  for (int i = 0; i < n; ++i) {
    ompx_sync_block_acq_rel();
    a[i] = 1.0f;
  }
#pragma approx sync(warp) if(on) label("dflt")
#pragma omp parallel default(none) shared(a)
  {
#pragma omp barrier
    a[0] = 2.0f;
  }
}

void atomics(int n, int *h, float *a, double *d, unsigned long *u, struct Acc *acc,
             volatile double *vd, int on) {
#pragma omp target teams distribute parallel for map(tofrom: h[0:8], a[0:2], d[0:2], u[0:2], acc[0:1], vd[0:1])
  for (int i = 0; i < n; ++i) {
#pragma approx atomic(team) label("h")
#pragma omp atomic
    h[i % 8]++;
#pragma approx atomic(warp) label("forms")
    {
#pragma omp atomic
      a[0] += 2.0f * i;
#pragma omp atomic update
      a[1] = a[1] - i;
#pragma omp atomic relaxed
      d[0] = 1.5 * d[0];
#pragma omp atomic
      d[1] = 1.0 / d[1];
#pragma omp atomic
      --h[1];
#pragma omp atomic
      h[3] = 7 - h[3];
#pragma omp atomic
      h[5] ^= i;
#pragma omp atomic
      u[0] <<= 1;
#pragma omp atomic hint(omp_sync_hint_contended)
      h[7] = 100 % h[7];
    }
    // Volatile x: a struct's volatile member, a volatile double.
#pragma approx atomic(block) label("vol")
    {
#pragma omp atomic
      acc->v += 1;
#pragma omp atomic
      vd[0] -= 2;
    }
#pragma approx atomic(team) if(on) label("sw")
#pragma omp atomic
    acc->v += 2;
#pragma approx atomic(none)
#pragma omp atomic
    h[0] -= i;
#pragma approx atomic(warp) if(0) label("off")
#pragma omp atomic
    h[1] += i;
  }
#pragma omp parallel for
#pragma approx atomic(team) if(on) label("loop")
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    h[i % 8] += 1;
  }
}

int g(int);

void branches(int n, int *a, int on) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma approx branch(majority)
    if (a[i] > g(i)) a[i] = 1; else a[i] = 2;
#pragma approx branch(then)
    if (i & 1) { a[i] += 1; }
#pragma approx branch(skip) label("sk")
    if (i > 3) a[i] = 0;
#pragma approx branch(else) if(on) label("sw")
    if (i % 3 == 0)
      for (int k = 0; k < 2; ++k) a[i] += k;
    else {
      a[i] -= 1;
    }
#pragma approx branch(then) if(0) label("off")
    if (i) a[i] = 3;
  }
}
