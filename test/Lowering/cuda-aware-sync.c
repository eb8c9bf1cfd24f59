// sync(mode): every '#pragma omp barrier' and ompx_sync_block*() call in the
// statement after the pragma becomes the mode's helper (approx_cuda.h), or
// nothing for skip; the same tokens in host and device compiles, but for the
// host's registration of the label, which a region without if() has too (its
// techniques say it is chosen at compile time: __APPROX_TECH_SYNC alone).
// With if(expr) the switch is computed once before the statement and each
// site keeps its exact original as the else-side; an enclosing pragma leaves
// that fallback alone (the inner pragma wins).
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp '-fapprox-set=w:sync(skip)' '-fapprox-set=t4:sync(tile(8))' -E -P %s | %squeeze | %FileCheck %s --check-prefix=SET
#include <ompx.h>

void f(int n, float *a, int on) {
#pragma omp target teams num_teams(1) thread_limit(64) map(tofrom: a[0:n])
#pragma omp parallel
  {
    int t = omp_get_thread_num();
// HOST: {{^}}a[t]=t;{static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"w",__APPROX_TECH_SYNC};{{$}}
// HOST-NEXT: {{^}}__approx_sync_warp();}a[t]+=a[t^1];{static const __approx_label_t __approx_l1 __attribute__((used,retain,section("approx_regions")))={"t4",__APPROX_TECH_SYNC};{{$}}
// DEV: {{^}}a[t]=t;{{$}}
// DEV-NEXT: {{^}}__approx_sync_warp();a[t]+=a[t^1];{{$}}
// SET: {{^}}a[t]=t;{static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"w",__APPROX_TECH_SYNC};{{$}}
// SET-NEXT: {{^}};}a[t]+=a[t^1];{static const __approx_label_t __approx_l1 __attribute__((used,retain,section("approx_regions")))={"t4",__APPROX_TECH_SYNC};{{$}}
    a[t] = t;
#pragma approx sync(warp) label("w")
#pragma omp barrier
    a[t] += a[t ^ 1];
// CHECK-NEXT: {{^[{]$}}
// CHECK-NEXT: {{^}}a[t]+=1;{{$}}
// CHECK-NEXT: {{^}}__approx_sync_tile(4);a[t]+=a[t^2];(__approx_sync_tile(4));((void)(ompx_acq_rel),__approx_sync_tile(4));{{$}}
// SET: {{^}}__approx_sync_tile(8);a[t]+=a[t^2];(__approx_sync_tile(8));((void)(ompx_acq_rel),__approx_sync_tile(8));{{$}}
#pragma approx sync(tile(4)) label("t4")
    {
      a[t] += 1;
#pragma omp barrier
      a[t] += a[t ^ 2];
      ompx_sync_block_acq_rel();
      ompx_sync_block_divergent(ompx_acq_rel);
    }
// HOST-NEXT: {{^}}}}{static const __approx_label_t __approx_l2 __attribute__((used,retain,section("approx_regions")))={"cuda-aware-sync.c:[[#@LINE+4]]",__APPROX_TECH_SYNC};((void)(ompx_acq_rel),__approx_sync_active());}{{$}}
// HOST-NEXT: {{^}}a[t]*=2;{static const __approx_label_t __approx_l3 __attribute__((used,retain,section("approx_regions")))={"cuda-aware-sync.c:[[#@LINE+6]]",__APPROX_TECH_SYNC};((void)0);}{{$}}
// DEV-NEXT: {{^}}}((void)(ompx_acq_rel),__approx_sync_active());{{$}}
// DEV-NEXT: {{^}}a[t]*=2;((void)0);{{$}}
#pragma approx sync(active)
    ompx_sync_block(ompx_acq_rel);
    a[t] *= 2;
#pragma approx sync(skip)
    ompx_sync_block_acq_rel();
// A run-time switch; the inner pragma's fallback barrier stays exact.
// HOST-NEXT: {{^}}a[t]-=1;{static const __approx_label_t __approx_l4 __attribute__((used,retain,section("approx_regions")))={"sw",__APPROX_TECH_SYNC|__APPROX_TECH_RUNTIME};const int __approx_e4=(on)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;__approx_site_count_host("sw");{{$}}
// DEV-NEXT: {{^}}a[t]-=1;{const int __approx_e4=(on)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;__approx_site_count_dev(0x{{[0-9a-f]+}}ULL);{{$}}
// CHECK-NEXT: {{^}}{if(__approx_e4){__approx_sync_warp();}else{{[{]$}}
// CHECK-NEXT: {{^}}#pragma omp barrier{{$}}
// HOST-NEXT: {{^}}}a[t]+=1;{static const __approx_label_t __approx_l5 {{.*}}={"inner",__APPROX_TECH_SYNC|__APPROX_TECH_RUNTIME};const int __approx_e5=(t<0)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;__approx_site_count_host("inner");if(__approx_e5){;}else{{[{]$}}
// DEV-NEXT: {{^}}}a[t]+=1;{const int __approx_e5=(t<0)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;__approx_site_count_dev(0x{{[0-9a-f]+}}ULL);if(__approx_e5){;}else{{[{]$}}
// CHECK-NEXT: {{^}}#pragma omp barrier{{$}}
// CHECK-NEXT: {{^}}}}a[t]+=2;((__approx_e4)?(((void)(ompx_acq_rel),__approx_sync_warp())):({{$}}
// CHECK-NEXT: {{^}}ompx_sync_block(ompx_acq_rel)));{{$}}
    a[t] -= 1;
#pragma approx sync(warp) if(on) label("sw")
    {
#pragma omp barrier
      a[t] += 1;
#pragma approx sync(skip) if(t < 0) label("inner")
#pragma omp barrier
      a[t] += 2;
      ompx_sync_block(ompx_acq_rel);
    }
  }
}

// Right after an OpenMP loop directive nothing may precede the loop: the
// switch is tested per site and the label goes into the body.
void g(int n, float *a, int on) {
// CHECK: {{^}}#pragma omp parallel for{{$}}
// HOST-NEXT: {{^}}for(int i=0;i<n;++i){static const __approx_label_t __approx_l6{{.*}}={"loop",__APPROX_TECH_SYNC|__APPROX_TECH_RUNTIME};__approx_site_count_host("loop");{if((((on))&&__approx_region_on(0x{{[0-9a-f]+}}ULL))){__approx_sync_active();}else{{[{]$}}
// DEV-NEXT: {{^}}for(int i=0;i<n;++i){__approx_site_count_dev(0x{{[0-9a-f]+}}ULL);{if((((on))&&__approx_region_on(0x{{[0-9a-f]+}}ULL))){__approx_sync_active();}else{{[{]$}}
// CHECK-NEXT: {{^}}#pragma omp barrier{{$}}
// CHECK-NEXT: {{^}}}a[i]=1;{{$}}
#pragma omp parallel for
#pragma approx sync(active) if(on) label("loop")
  for (int i = 0; i < n; ++i) {
#pragma omp barrier
    a[i] = 1;
  }
// A construct with default(none) in the statement gets the switch as firstprivate.
// CHECK: const int __approx_e7=(on)?__approx_region_on(0x{{[0-9a-f]+}}ULL):0;
// CHECK-NEXT: {{^}}#pragma omp parallel default(none)shared(a)firstprivate(__approx_e7){{$}}
#pragma approx sync(warp) if(on)
#pragma omp parallel default(none) shared(a)
  {
#pragma omp barrier
    a[0] = 1;
  }
}
