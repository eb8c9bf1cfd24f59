// A time loop's arrays in one typed copy for the whole loop, as seen with
// -E (docs/language.md "Mixed precision", "Arrays of a time loop"): the
// listed arrays that the loop's target constructs map get their copies
// before the loop (__approxrt_prec_hoist_begin: the device copy when
// present, else a host one), a target loop (is_device_ptr) converts the
// present copy into the typed one, or a host loop the array; the loop's
// maps and kernels use the copy (__approx_ha<N>_<k>), with literals that
// meet it demoted; a written array is converted back after the loop, a
// read-only one is not. The disabled variant is the loop as written. The
// device compile has the same target loops, so host and device images
// agree.
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s

// CHECK-LABEL: void steps(int n,int T,const double*x,double*y){
// CHECK: if(__approx_en0){const long long __approx_hl0_0=(long long)(0);const long long __approx_hn0_0=(long long)(n);__approxrt_prec __approx_hp0_0;float*__approx_hb0_0=(float*)__approxrt_prec_hoist_begin(&__approx_hp0_0,"steps","x",1000,__approx_default_device(),(const void*)&(x)[__approx_hl0_0],__approx_hn0_0,(long long)sizeof(float),(long long)sizeof((x)[0]));float*__approx_ha0_0=__approx_hb0_0-__approx_hl0_0;
// CHECK-SAME: float*__approx_hb0_1=(float*)__approxrt_prec_hoist_begin(&__approx_hp0_1,"steps","y",1001,
// CHECK-SAME: if(__approx_hp0_0.__active==2){float*__approx_hd0_0=(float*)__approx_hp0_0.__dbuf;__typeof_unqual__((x)[0])*__approx_hw0_0=(__typeof_unqual__((x)[0])*)__approx_hp0_0.__dsrc;
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_hd0_0,__approx_hw0_0)device(__approx_hp0_0.__dev)
// CHECK-NEXT: for(long long __approx_i=0;__approx_i<__approx_hn0_0;++__approx_i)__approx_hd0_0[__approx_i]=(float)__approx_hw0_0[__approx_i];}else for(long long __approx_i=0;__approx_i<__approx_hn0_0;++__approx_i)__approx_hb0_0[__approx_i]=(float)(x)[__approx_hl0_0+__approx_i];
// CHECK: for(int t=0;t<T;++t){
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(to:__approx_ha0_0[0:n])map(tofrom:__approx_ha0_1[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i)
// CHECK-NEXT: __approx_ha0_1[i]=__approx_ha0_1[i]*0.5f+__approx_ha0_0[i];
// y is written: converted back, then both released (the last one first).
// CHECK: #pragma omp target teams distribute parallel for is_device_ptr(__approx_hd0_1,__approx_hw0_1)device(__approx_hp0_1.__dev)
// CHECK-NEXT: for(long long __approx_i=0;__approx_i<__approx_hn0_1;++__approx_i)__approx_hw0_1[__approx_i]=(__typeof_unqual__((y)[0]))__approx_hd0_1[__approx_i];}else for(long long __approx_i=0;__approx_i<__approx_hn0_1;++__approx_i)(y)[__approx_hl0_1+__approx_i]=(__typeof_unqual__((y)[0]))__approx_hb0_1[__approx_i];__approxrt_prec_hoist_end(&__approx_hp0_1,1);__approxrt_prec_hoist_end(&__approx_hp0_0,0);}else{
// CHECK-NEXT: for(int t=0;t<T;++t){
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(to:x[0:n])map(tofrom:y[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i)
// CHECK-NEXT: y[i]=y[i]*0.5+x[i];
void steps(int n, int T, const double *x, double *y) {
#pragma approx label("steps") precision(float : x, y)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5 + x[i];
  }
}

// A read-only array from element 1, in half: no conversion back.
// CHECK-LABEL: void ro(int n,int T,const double*x,double*s){
// CHECK: const long long __approx_hl1_0=(long long)(1);
// CHECK-SAME: _Float16*__approx_hb1_0=(_Float16*)__approxrt_prec_hoist_begin(&__approx_hp1_0,"ro","x",1000,
// CHECK: #pragma omp target teams distribute parallel for map(to:__approx_ha1_0[1:n])map(tofrom:s[0:1])
// CHECK-NEXT: for(int i=1;i<=n;++i)
// CHECK-NEXT: s[0]+=__approx_ha1_0[i];
// CHECK-NEXT: }{{.*}}__approxrt_prec_hoist_end(&__approx_hp1_0,0);}else{
// CHECK-NOT: __approx_hw1_0[__approx_i]=
void ro(int n, int T, const double *x, double *s) {
#pragma approx label("ro") precision(half : x)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[1:n]) map(tofrom: s[0:1])
    for (int i = 1; i <= n; ++i)
      s[0] += x[i];
  }
}

// Host code that reaches the array's elements keeps the array (y[0]=0.1
// and s[t]=y[1]*0.1 unrenamed, their literals not demoted); each 'target
// update' is preceded by the target loop back into the present array and
// a 'to' followed by the loop into the copy; on the host buffer (active 3)
// each kernel is wrapped in host loops that do what its map does (between
// the array the pointer holds and the copy __approx_ha holds), and the end
// converts only the present copy back.
// CHECK-LABEL: void monitor(int n,int T,double*y,double*s){
// CHECK: for(int t=0;t<T;++t){{[{][{]}}if(__approx_hp[[ID:[0-9]+]]_0.__active==3)for(long long __approx_i=0;__approx_i<__approx_hn[[ID]]_0;++__approx_i)__approx_ha[[ID]]_0[__approx_hl[[ID]]_0+__approx_i]=(float)(y)[__approx_hl[[ID]]_0+__approx_i];
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(tofrom:__approx_ha[[ID]]_0[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i)
// CHECK-NEXT: __approx_ha[[ID]]_0[i]=__approx_ha[[ID]]_0[i]*0.5f;if(__approx_hp[[ID]]_0.__active==3)for(long long __approx_i=0;__approx_i<__approx_hn[[ID]]_0;++__approx_i)(y)[__approx_hl[[ID]]_0+__approx_i]=(__typeof_unqual__((y)[0]))__approx_ha[[ID]]_0[__approx_hl[[ID]]_0+__approx_i];}
// CHECK-NEXT: y[0]=0.1;if(__approx_hp[[ID]]_0.__active==2){
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_hd[[ID]]_0,__approx_hw[[ID]]_0)device(__approx_hp[[ID]]_0.__dev)
// CHECK-NEXT: __approx_hw[[ID]]_0[__approx_i]=(__typeof_unqual__((y)[0]))__approx_hd[[ID]]_0[__approx_i];}__approxrt_prec_hoist_converted(&__approx_hp[[ID]]_0);
// CHECK-NEXT: #pragma omp target update to(y[0:1])
// CHECK-NEXT: if(__approx_hp[[ID]]_0.__active==2){
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_hd[[ID]]_0,__approx_hw[[ID]]_0)device(__approx_hp[[ID]]_0.__dev)
// CHECK-NEXT: __approx_hd[[ID]]_0[__approx_i]=(float)__approx_hw[[ID]]_0[__approx_i];}__approxrt_prec_hoist_converted(&__approx_hp[[ID]]_0);if(__approx_hp[[ID]]_0.__active==2){
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_hd[[ID]]_0,__approx_hw[[ID]]_0)device(__approx_hp[[ID]]_0.__dev)
// CHECK-NEXT: __approx_hw[[ID]]_0[__approx_i]=(__typeof_unqual__((y)[0]))__approx_hd[[ID]]_0[__approx_i];}__approxrt_prec_hoist_converted(&__approx_hp[[ID]]_0);
// CHECK-NEXT: #pragma omp target update from(y[0:n])
// CHECK-NEXT: s[t]=y[1]*0.1;
// CHECK-NEXT: }{{.*}}if(__approx_hp[[ID]]_0.__active==2){
// CHECK-NEXT: #pragma omp target teams distribute parallel for is_device_ptr(__approx_hd[[ID]]_0,__approx_hw[[ID]]_0)device(__approx_hp[[ID]]_0.__dev)
// CHECK-NEXT: __approx_hw[[ID]]_0[__approx_i]=(__typeof_unqual__((y)[0]))__approx_hd[[ID]]_0[__approx_i];}__approxrt_prec_hoist_end(&__approx_hp[[ID]]_0,1);}else{
void monitor(int n, int T, double *y, double *s) {
#pragma approx label("mon") precision(float : y)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5;
    y[0] = 0.1;
#pragma omp target update to(y[0:1])
#pragma omp target update from(y[0:n])
    s[t] = y[1] * 0.1;
  }
}

// A 'nowait' kernel may still run when the loop ends: a taskwait comes
// before each copy is converted back and released.
// CHECK-LABEL: void nw(int n,int T,const double*x,double*y){
// CHECK: #pragma omp target teams distribute parallel for map(to:__approx_ha[[NW:[0-9]+]]_0[0:n])map(tofrom:__approx_ha[[NW]]_1[0:n])nowait
// CHECK: #pragma omp taskwait
// CHECK-NEXT: if(__approx_hp[[NW]]_1.__active==2){
// CHECK: __approxrt_prec_hoist_end(&__approx_hp[[NW]]_1,1);
// CHECK-NEXT: #pragma omp taskwait
// CHECK-NEXT: __approxrt_prec_hoist_end(&__approx_hp[[NW]]_0,0);}else{
void nw(int n, int T, const double *x, double *y) {
#pragma approx label("nw") precision(float : x, y)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n]) nowait
    for (int i = 0; i < n; ++i)
      y[i] += x[i];
  }
}

// A double buffer: the host's pointer copies are mirrored on the copies'
// pointers (a temporary declared before the loop gets its mirror in the
// prologue), and each array is converted from and back into the array its
// pointer held when the loop started (__approx_ho).
// CHECK-LABEL: void dbuf(int n,int T,double*a,double*b){
// CHECK: __typeof__(a)__approx_ho[[DB:[0-9]+]]_0=a;
// CHECK: __typeof__(b)__approx_ho[[DB]]_1=b;
// CHECK: float*__approx_hs[[DB]]_tmp=0;
// CHECK: __approx_hb[[DB]]_0[__approx_i]=(float)(__approx_ho[[DB]]_0)[__approx_hl[[DB]]_0+__approx_i];
// CHECK: tmp=a;__approx_hs[[DB]]_tmp=__approx_ha[[DB]]_0;
// CHECK-NEXT: a=b;__approx_ha[[DB]]_0=__approx_ha[[DB]]_1;
// CHECK-NEXT: b=tmp;__approx_ha[[DB]]_1=__approx_hs[[DB]]_tmp;
// CHECK: (__approx_ho[[DB]]_1)[__approx_hl[[DB]]_1+__approx_i]=(__typeof_unqual__((b)[0]))__approx_hb[[DB]]_1[__approx_i];
void dbuf(int n, int T, double *a, double *b) {
  double *tmp;
#pragma approx label("dbuf") precision(float : a, b)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i] * 0.5;
    tmp = a;
    a = b;
    b = tmp;
  }
}

// A kernel with 'if(target: on)': its condition evaluated once into a
// variable that the clause then reads, and, when false with the copy on
// the device, the host fallback buffer swapped in for the copy's pointer
// (converted from y, and back after: the kernel writes y) and the pointer
// restored. A kernel whose 'if' is for its parallel region is not wrapped.
// CHECK-LABEL: void switched(int n,int T,int on,double*y){
// CHECK: for(int t=0;t<T;++t){{[{][{]}}int __approx_hi[[IF:[0-9]+_0]]=!!(on);float*__approx_hv[[IF]]=0;if(!__approx_hi[[IF]]&&__approx_hp[[IF]].__active==2){__approx_hv[[IF]]=__approx_ha[[IF]];__approx_ha[[IF]]=(float*)__approxrt_prec_hoist_fallback(&__approx_hp[[IF]])-__approx_hl[[IF]];for(long long __approx_i=0;__approx_i<__approx_hn[[IF]];++__approx_i)__approx_ha[[IF]][__approx_hl[[IF]]+__approx_i]=(float)(y)[__approx_hl[[IF]]+__approx_i];}
// CHECK-NEXT: #pragma omp target teams distribute parallel for if(target:__approx_hi[[IF]])map(tofrom:__approx_ha[[IF]][0:n])
// CHECK-NEXT: for(int i=0;i<n;++i)
// CHECK-NEXT: __approx_ha[[IF]][i]=__approx_ha[[IF]][i]*0.5f;if(!__approx_hi[[IF]]&&__approx_hp[[IF]].__active==2){for(long long __approx_i=0;__approx_i<__approx_hn[[IF]];++__approx_i)(y)[__approx_hl[[IF]]+__approx_i]=(__typeof_unqual__((y)[0]))__approx_ha[[IF]][__approx_hl[[IF]]+__approx_i];__approx_ha[[IF]]=__approx_hv[[IF]];}}
// CHECK-NEXT: #pragma omp target teams distribute parallel for if(parallel:n>1)map(tofrom:__approx_ha[[IF]][0:n])
void switched(int n, int T, int on, double *y) {
#pragma approx label("switched") precision(float : y)
  for (int t = 0; t < T; ++t) {
#pragma omp target teams distribute parallel for if(target: on) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] * 0.5;
#pragma omp target teams distribute parallel for if(parallel: n > 1) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = y[i] + 1.0;
  }
}
