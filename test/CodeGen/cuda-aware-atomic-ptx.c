// atomic(scope) in sm_90 PTX. team: CTA-scoped atom (sub adds the negation,
// so even the double sub is one atom.cta.add.f64; mul has no atom and is a
// CTA-scoped CAS loop). warp: no atomic instruction at all, a match.any
// group of lanes takes turns at a volatile read-modify-write separated by
// bar.warp.sync. none: plain loads and stores. The exact build uses
// device-scope atoms (no .cta): what the team checks rule out.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DATOMIC=atomic(team)' %s | %FileCheck %s --check-prefix=TEAM --implicit-check-not=atom.add --implicit-check-not=atom.xor --implicit-check-not=atom.cas --implicit-check-not=atom.global
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DATOMIC=atomic(block)' %s | %FileCheck %s --check-prefix=TEAM --implicit-check-not=atom.add --implicit-check-not=atom.xor --implicit-check-not=atom.cas --implicit-check-not=atom.global
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DATOMIC=atomic(warp)' %s | %FileCheck %s --check-prefix=WARP --implicit-check-not=atom. --implicit-check-not=red.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DATOMIC=atomic(none)' %s | %FileCheck %s --check-prefix=NONE --implicit-check-not=atom. --implicit-check-not=red. --implicit-check-not=match.any --implicit-check-not=bar.warp.sync
// RUN: %approx-clang -fno-approx -fopenmp --offload-arch=sm_90 --offload-device-only -O2 -S -o - '-DATOMIC=atomic(team)' %s | %FileCheck %s --check-prefix=EXACT --implicit-check-not=atom.cta

void k(int n, int *h, float *f, double *d) {
#pragma omp target teams distribute parallel for map(tofrom: h[0:8], f[0:1], d[0:1])
  for (int i = 0; i < n; ++i) {
#pragma approx ATOMIC
    {
#pragma omp atomic
      h[i & 7] += i;
#pragma omp atomic
      f[0] += 1.5f;
#pragma omp atomic
      d[0] -= 0.5;
#pragma omp atomic
      h[0] ^= i;
#pragma omp atomic
      h[1] = h[1] * 3;
    }
  }
}

// TEAM: atom.cta.add.s32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// TEAM: atom.cta.add.f32 %f{{[0-9]+}}, [%rd{{[0-9]+}}], 0f3FC00000;
// TEAM: atom.cta.add.f64 %fd{{[0-9]+}}, [%rd{{[0-9]+}}], 0dBFE0000000000000;
// TEAM: atom.cta.xor.b32
// TEAM: ld.volatile.u32 %r[[OLD:[0-9]+]], [%rd{{[0-9]+}}+4];
// TEAM: [[LOOP:\$L__BB[0-9_]+]]:
// TEAM: mul.lo.s32 %r[[NEW:[0-9]+]], %r{{[0-9]+}}, 3;
// TEAM: atom.cta.cas.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}}, %r[[NEW]];
// TEAM: @%p{{[0-9]+}} bra [[LOOP]];

// WARP-COUNT-5: match.any.sync.b64 %r[[PEERS:[0-9]+]], %rd{{[0-9]+}}, %r{{[0-9]+}};
// WARP-NOT: atom
// WARP: bar.warp.sync %r{{[0-9]+}};
// WARP: ld.volatile.u32
// WARP: st.volatile.u32

// NONE: ld.f32
// NONE: st.f32

// EXACT: atom.add.u32
// EXACT: atom.add.f32
// EXACT: atom.cas.b64
// EXACT: atom.xor.b32
// EXACT: atom.cas.b32
