// A constant if(0) (0, 0u, 0x0; false in C++) on sync, atomic and branch folds the site
// away: the statement as written, without the hoisted switch, the label's
// registration or the approximate helpers, so the kernel is -fno-approx's
// (before, the switch `(0) ? __approx_region_on(..) : 0` was captured into
// the kernel as an extra parameter). if(1) keeps both sides.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s
// CHECK-LABEL: void f(
// CHECK-NEXT: {{^}}#pragma omp target teams distribute parallel for map(tofrom:h[0:16])map(to:key[0:n]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){{{$}}
// CHECK-NEXT: {{^}}#pragma omp atomic{{$}}
// CHECK-NEXT: {{^}}h[key[i]]+=1;{{$}}
// CHECK-NOT: __approx
// CHECK-LABEL: void g(
// CHECK-NOT: __approx
// CHECK: {{^}}if(a[i]>0)a[i]=0;{{$}}
// CHECK-NOT: __approx
// CHECK-LABEL: void h(
// CHECK-NOT: __approx
// CHECK: #pragma omp barrier
// CHECK-NOT: __approx
// CHECK-LABEL: void on(
// CHECK: __approx_e{{[0-9]+}}=(1)?__approx_region_on(
// CHECK: __approx_atomic__team

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
