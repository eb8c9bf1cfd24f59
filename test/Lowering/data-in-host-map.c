// The lowering of host input perforation renames an in-item mapped 'to' (its
// map and the statement) to the private key of the runtime's device copy,
// which is never copied back (docs/data.md, "Input perforation"). An in-item
// mapped 'tofrom' is refused (the errors: Frontend/data-in-host-map.c) and
// its region left as written, the user's own map and statement, in the host
// and the device compile; before, it was renamed to the key, enabled or
// if(0), and every write of the kernel to 'a' was lost.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s
// RUN: not %approx-clang %host-offload --offload-host-only -E -P -DTOFROM %s 2>%t.host | %squeeze | FileCheck %s --check-prefix=TOFROM
// RUN: FileCheck %s --check-prefix=ERR < %t.host
// RUN: not %approx-clang %host-offload --offload-device-only -E -P -DTOFROM %s 2>%t.dev | %squeeze | FileCheck %s --check-prefix=TOFROM
// RUN: FileCheck %s --check-prefix=ERR < %t.dev

#ifndef TOFROM
// CHECK-LABEL: void to(int n,double*a,double*b){
// CHECK: __approxrt_data_in_begin(&__approx_h0_0,"to","a",
// CHECK: __typeof__(&(a)[0])__approx_kp0_0=(__typeof__(&(a)[0]))((unsigned long long)(a)+(unsigned long long)__approx_h0_0.__shift);
// CHECK: {{^}}#pragma omp target teams distribute parallel for map(to:__approx_kp0_0[0:n])map(from:b[0:n]){{$}}
// CHECK-NEXT: {{^}}for(int i=0;i<n;++i){b[i]=__approx_kp0_0[i];__approx_kp0_0[i]=__approx_kp0_0[i]*2;}
// CHECK-SAME: __approxrt_data_in_end(&__approx_h0_0);
void to(int n, double *a, double *b) {
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("to")
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) { b[i] = a[i]; a[i] = a[i] * 2; }
}
#else
// TOFROM-LABEL: void inplace(int n,double*a,double*b){
// TOFROM-NEXT: {{^}}#pragma omp target teams distribute parallel for map(tofrom:a[0:n])map(from:b[0:n]){{$}}
// TOFROM-NEXT: {{^}}for(int i=0;i<n;++i){b[i]=a[i];a[i]=a[i]*2;}
// TOFROM-NEXT: {{^}}}
// TOFROM-LABEL: void off(int n,double*a,double*b){
// TOFROM-NEXT: {{^}}#pragma omp target teams distribute parallel for map(tofrom:a[0:n])map(from:b[0:n]){{$}}
// TOFROM-NEXT: {{^}}for(int i=0;i<n;++i){b[i]=a[i];a[i]=a[i]*2;}
// TOFROM-NEXT: {{^}}}
// TOFROM-NOT: __approx_kp
void inplace(int n, double *a, double *b) {
// ERR: data-in-host-map.c:[[#@LINE+1]]:34: error: in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'tofrom'
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) label("inplace")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) { b[i] = a[i]; a[i] = a[i] * 2; }
}
void off(int n, double *a, double *b) {
// ERR: data-in-host-map.c:[[#@LINE+2]]:34: error: in-item 'a' perforated on the host must be mapped 'to' by the construct, not 'tofrom'
// ERR: 2 errors generated.
#pragma approx perfo(small:2) in(a[0:n]) reconstruct(lerp) if(0) label("off")
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(from: b[0:n])
  for (int i = 0; i < n; ++i) { b[i] = a[i]; a[i] = a[i] * 2; }
}
#endif
