// A constant if(0) (0, 0u, 0x0; false in C++) on sync, atomic and branch folds the site
// away: the statement as written, without the hoisted switch or the
// approximate helpers, so the kernel is -fno-approx's (before, the switch
// `(0) ? __approx_region_on(..) : 0` was captured into the kernel as an
// extra parameter). The host compile still registers the label, as exact
// and chosen at compile time (__APPROX_TECH_IF0, no __APPROX_TECH_RUNTIME),
// in a block around the statement, or in the loop's body right after an
// OpenMP loop directive (Exec/cuda-aware-if0-label.c runs it); the device
// compile has nothing of it. if(1) keeps both sides.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// HOST-LABEL: {{^}}void f(int n,int*h,const int*key){{[{][{]}}static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"hist",__APPROX_TECH_ATOMIC|__APPROX_TECH_IF0};{{$}}
// DEV-LABEL: {{^}}void f(int n,int*h,const int*key){{[{]$}}
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(tofrom:h[0:16])map(to:key[0:n]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{{$}}
// CHECK-NEXT: {{^}}#pragma omp atomic{{$}}
// CHECK-NEXT: {{^}}h[key[i]]+=1;{{$}}
// HOST-NOT: __approx_{{(e[0-9]|region_on|site_count|atomic|sync|branch)}}
// DEV-NOT: __approx
// CHECK-LABEL: void g(
// HOST-NOT: __approx_{{(e[0-9]|region_on|site_count|atomic|sync|branch)}}
// DEV-NOT: __approx
// HOST: {{^}}for(int i=0;i<n;++i){{[{][{]}}static const __approx_label_t __approx_l1 __attribute__((used,retain,section("approx_regions")))={"b",__APPROX_TECH_BRANCH|__APPROX_TECH_IF0};{{$}}
// HOST-NEXT: {{^}}if(a[i]>0)a[i]=0;}{{$}}
// DEV: {{^}}if(a[i]>0)a[i]=0;{{$}}
// HOST-NOT: __approx_{{(e[0-9]|region_on|site_count|atomic|sync|branch)}}
// DEV-NOT: __approx
// CHECK-LABEL: void h(
// HOST-NOT: __approx_{{(e[0-9]|region_on|site_count|atomic|sync|branch)}}
// DEV-NOT: __approx
// HOST: {{^}}a[t]=t;{static const __approx_label_t __approx_l2 __attribute__((used,retain,section("approx_regions")))={"s",__APPROX_TECH_SYNC|__APPROX_TECH_IF0};{{$}}
// CHECK: #pragma omp barrier
// HOST-NOT: __approx_{{(e[0-9]|region_on|site_count|atomic|sync|branch)}}
// DEV-NOT: __approx
// CHECK-LABEL: void on(
// CHECK: __approx_e{{[0-9]+}}=(1)?__approx_region_on(
// CHECK: __approx_atomic__team
// CHECK-LABEL: void k(
// CHECK-NEXT: {{^}}#pragma omp parallel for{{$}}
// HOST-NEXT: {{^}}for(int i=0;i<n;++i){static const __approx_label_t __approx_l4 __attribute__((used,retain,section("approx_regions")))={"after",__APPROX_TECH_ATOMIC|__APPROX_TECH_IF0};{{[{]$}}
// DEV-NEXT: {{^}}for(int i=0;i<n;++i){{{$}}
// CHECK-NEXT: {{^}}#pragma omp atomic{{$}}
// CHECK-NEXT: {{^}}h[i%4]+=1;{{$}}
// HOST-NOT: __approx_{{(e[0-9]|region_on|site_count|atomic|sync|branch)}}
// DEV-NOT: __approx

void f(int n, int *h, const int *key) {
#pragma approx atomic(team) if(0) label("hist")
#pragma omp target teams distribute parallel for map(tofrom: h[0:16]) map(to: key[0:n])
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    h[key[i]] += 1;
  }
}

void g(int n, float *a) {
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) {
#pragma approx branch(majority) if(0u) label("b")
    if (a[i] > 0) a[i] = 0;
  }
}

void h(float *a) {
#pragma omp target teams num_teams(1) thread_limit(64) map(tofrom: a[0:64])
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    a[t] = t;
#pragma approx sync(warp) if(0x0) label("s")
    {
#pragma omp barrier
    }
    a[t] += a[t ^ 1];
  }
}

void on(int n, int *h, const int *key) {
#pragma approx atomic(team) if(1) label("hist1")
#pragma omp target teams distribute parallel for map(tofrom: h[0:16]) map(to: key[0:n])
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    h[key[i]] += 1;
  }
}

void k(int n, int *h) {
#pragma omp parallel for
#pragma approx atomic(team) if(0) label("after")
  for (int i = 0; i < n; ++i) {
#pragma omp atomic
    h[i % 4] += 1;
  }
}
