// atomic(scope): each '#pragma omp atomic' update becomes a call picked by
// _Generic on x (team/block, warp), in a block after a static assertion that
// x has one of the types taken, or the plain statement (none/skip). Every
// update form maps to one op; 'x = e op x' of a non-commutative op is an
// r-op. Integer-only ops list only the integer types. The host registers each
// region's label (atomic without if(): __APPROX_TECH_ATOMIC alone, chosen at
// compile time), in a block around the statement. x's address reaches the
// helper without qualifiers (a volatile x: Exec/cuda-aware-atomic-volatile.c)
// through approx_cuda.h's __approx_atomic__unqual in C and a const_cast in
// C++, casts -Wcast-qual and -Wold-style-cast leave alone.
// RUN: %approx-clang -fopenmp -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %approx-clang -x c++ -fopenmp -E -P %s | %squeeze | %FileCheck %s --check-prefix=CXX
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s --check-prefixes=CHECK,DEV
// RUN: %approx-clang -fopenmp '-fapprox-set=h:atomic(none)' -E -P %s | %squeeze | %FileCheck %s --check-prefix=SET


void f(int n, int *h, float *a, double *d, unsigned long *u) {
#pragma omp target teams distribute parallel for map(tofrom: h[0:8], a[0:2], d[0:2], u[0:2])
  for (int i = 0; i < n; ++i) {
// HOST: {{^}}for(int i=0;i<n;++i){{[{][{]}}static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"h",__APPROX_TECH_ATOMIC};{{$}}
// DEV: {{^}}for(int i=0;i<n;++i){{[{]$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert(__extension__ _Generic(h[i%8],int:1,unsigned:1,long:1,unsigned long:1,long long:1,unsigned long long:1,float:1,double:1,default:0),"'#pragma approx atomic' takes an update of x of type int,unsigned,long,unsigned long,long long,unsigned long long,float or double;'h[i%8]' has another type");__extension__ _Generic(h[i%8],int:__approx_atomic__team__add__i,unsigned:__approx_atomic__team__add__u,long:__approx_atomic__team__add__l,unsigned long:__approx_atomic__team__add__ul,long long:__approx_atomic__team__add__ll,unsigned long long:__approx_atomic__team__add__ull,float:__approx_atomic__team__add__f,double:__approx_atomic__team__add__d,default:__approx_atomic__unsupported)((__typeof_unqual__(h[i%8])*)__approx_atomic__unqual(&(h[i%8])),(1));}{{(\}\{static const __approx_label_t __approx_l1 .*=\{"cuda-aware-atomic.c:[0-9]+",__APPROX_TECH_ATOMIC\};)?$}}
// CXX: default:__approx_atomic__unsupported)(const_cast<__remove_cv(__typeof__(h[i%8]))*>(&(h[i%8])),(1));}
// SET: {{^}}for(int i=0;i<n;++i){{[{][{]}}static const __approx_label_t __approx_l0 __attribute__((used,retain,section("approx_regions")))={"h",__APPROX_TECH_ATOMIC};{{$}}
// SET-NEXT: {{^}}h[i%8]++;}{{.*}}{{$}}
#pragma approx atomic(team) label("h")
#pragma omp atomic
    h[i % 8]++;
// CHECK-NEXT: {{^[{]$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(a[0],{{.*}}float:__approx_atomic__warp__add__f,double:__approx_atomic__warp__add__d,default:__approx_atomic__unsupported)((__typeof_unqual__(a[0])*)__approx_atomic__unqual(&(a[0])),(2.0f*i));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(a[1],{{.*}}float:__approx_atomic__warp__sub__f,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(a[1])*)__approx_atomic__unqual(&(a[1])),(i));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(d[0],{{.*}}double:__approx_atomic__warp__mul__d,default:__approx_atomic__unsupported)((__typeof_unqual__(d[0])*)__approx_atomic__unqual(&(d[0])),(1.5));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(d[1],{{.*}}double:__approx_atomic__warp__rdiv__d,default:__approx_atomic__unsupported)((__typeof_unqual__(d[1])*)__approx_atomic__unqual(&(d[1])),(1.0));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[1],{{.*}}float:__approx_atomic__warp__sub__f,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[1])*)__approx_atomic__unqual(&(h[1])),(1));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[2],{{.*}}float:__approx_atomic__warp__add__f,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[2])*)__approx_atomic__unqual(&(h[2])),(1));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[3],int:__approx_atomic__warp__rsub__i,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[3])*)__approx_atomic__unqual(&(h[3])),(7));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[4],int:__approx_atomic__warp__add__i,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[4])*)__approx_atomic__unqual(&(h[4])),(i*2));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[5],int:__approx_atomic__warp__xor__i,unsigned:__approx_atomic__warp__xor__u,long:__approx_atomic__warp__xor__l,unsigned long:__approx_atomic__warp__xor__ul,long long:__approx_atomic__warp__xor__ll,unsigned long long:__approx_atomic__warp__xor__ull,default:__approx_atomic__unsupported)((__typeof_unqual__(h[5])*)__approx_atomic__unqual(&(h[5])),(i));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(u[0],{{.*}}unsigned long:__approx_atomic__warp__shl__ul,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(u[0])*)__approx_atomic__unqual(&(u[0])),(1));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(u[1],{{.*}}unsigned long:__approx_atomic__warp__rshr__ul,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(u[1])*)__approx_atomic__unqual(&(u[1])),(1024UL));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[6],{{.*}}int:__approx_atomic__warp__or__i,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[6])*)__approx_atomic__unqual(&(h[6])),((int)-i));}{{$}}
// CHECK-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[7],int:__approx_atomic__warp__rrem__i,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[7])*)__approx_atomic__unqual(&(h[7])),(100));}{{$}}
// DEV-NEXT: {{^}}}{{$}}
// HOST-NEXT: {{^}}}}{static const __approx_label_t __approx_l2 __attribute__((used,retain,section("approx_regions")))={"cuda-aware-atomic.c:[[#@LINE+40]]",__APPROX_TECH_ATOMIC};{{$}}
#pragma approx atomic(warp)
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
      ++h[2];
#pragma omp atomic
      h[3] = 7 - h[3];
#pragma omp atomic
      h[4] = i * 2 + h[4];
#pragma omp atomic
      h[5] ^= i;
#pragma omp atomic
      u[0] <<= 1;
#pragma omp atomic
      u[1] = 1024UL >> u[1];
#pragma omp atomic
      h[6] = h[6] | (int)-i;
#pragma omp atomic
      h[7] = 100 % h[7];
    }
// none/skip: the statement as written, without the directive; an inner
// pragma wins over an enclosing one.
// CHECK-NEXT: {{^[{]$}}
// HOST-NEXT: {{^}}h[0]-=i;{static const __approx_label_t __approx_l3 __attribute__((used,retain,section("approx_regions")))={"cuda-aware-atomic.c:[[#@LINE+11]]",__APPROX_TECH_ATOMIC};{{$}}
// DEV-NEXT: {{^}}h[0]-=i;{{$}}
// HOST-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[1],int:__approx_atomic__team__add__i,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[1])*)__approx_atomic__unqual(&(h[1])),(1));}}{{$}}
// DEV-NEXT: {{^}}{__extension__ _Static_assert({{.*}});__extension__ _Generic(h[1],int:__approx_atomic__team__add__i,{{.*}},default:__approx_atomic__unsupported)((__typeof_unqual__(h[1])*)__approx_atomic__unqual(&(h[1])),(1));}{{$}}
// CHECK-NEXT: {{^}}h[2]=h[2]*3;{{$}}
// HOST-NEXT: {{^}}}}{{$}}
// DEV-NEXT: {{^}}}{{$}}
#pragma approx atomic(none)
    {
#pragma omp atomic
      h[0] -= i;
#pragma approx atomic(block)
#pragma omp atomic
      h[1]++;
#pragma omp atomic
      h[2] = h[2] * 3;
    }
  }
}
