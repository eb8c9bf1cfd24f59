// Mixed precision of a region's variables as seen with -E (VarPrecision.h,
// docs/language.md "Mixed precision"). Region-wide precision(float) retypes
// every floating-point variable declared in the statement, suffixes the
// literals of expressions that name them and calls the float math
// functions; precision(half) casts literals and wraps the float function;
// an expression with an array element or a variable kept double stays as
// written (the only conversions are where a narrow value meets a wide one).
// Lists of several types, precision(double : list), a parameter's copy; the
// disabled branch is the statement as written. The device compile lowers
// the same. -fapprox-set precision clauses combine (different types),
// replace the pragma's (the same type: the later wins) and apply to a
// label-only pragma (a group).
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang %host-offload --offload-device-only -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -E -P %s | %squeeze | %FileCheck %s
// RUN: %approx-clang %host-offload --offload-host-only -E -P %s '-fapprox-set=m:precision(float : z)' '-fapprox-set=m:precision(bf16 : x)' '-fapprox-set=m:precision(float : y)' '-fapprox-set=g:precision(double : u)' '-fapprox-set=g:precision(half)' | %squeeze | %FileCheck %s --check-prefix=SET

double sqrt(double);
double exp(double);
double fabs(double);
float sinf(float);
double sin(double);
double cos(double);

// CHECK-LABEL: void wide(int n,const double*r,double*o){
// CHECK: if(__approx_en0){
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(to:r[0:n])map(from:o[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: const float a2=0.5f;
// CHECK-NEXT: float x=r[i],y=2.0f*x+0.1f,z;
// CHECK-NEXT: float w=x;
// CHECK-NEXT: z=sqrtf(x*y)+expf(-a2*x)+fabs(r[i])+sinf(w);
// CHECK-NEXT: o[i]=z*3.0f+w;
// CHECK-NEXT: o[i]+=0.5*r[i];
// CHECK-NEXT: }{{.*}}}else{
// CHECK-NEXT: #pragma omp target teams distribute parallel for map(to:r[0:n])map(from:o[0:n])
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: const double a2=0.5;
// CHECK-NEXT: double x=r[i],y=2.0*x+0.1,z;
void wide(int n, const double *r, double *o) {
#pragma approx precision(float) label("k")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    const double a2 = 0.5;
    double x = r[i], y = 2.0 * x + 0.1, z;
    float w = x;
    z = sqrt(x * y) + exp(-a2 * x) + fabs(r[i]) + sinf(w);
    o[i] = z * 3.0 + w;
    o[i] += 0.5 * r[i];
  }
}

// CHECK-LABEL: void half(int n,const double*r,double*o){
// CHECK: for(int i=0;i<n;++i){
// CHECK-NEXT: _Float16 x=r[i];
// CHECK-NEXT: o[i]=((_Float16)expf(x*((_Float16)2.0)))+x;
// CHECK-NEXT: }
void half(int n, const double *r, double *o) {
#pragma approx precision(half) label("h")
  for (int i = 0; i < n; ++i) {
    double x = r[i];
    o[i] = exp(x * 2.0) + x;
  }
}

// Lists: x half, y float, z exact, alpha a bf16 copy; 'x * 0.1' meets the
// double z and stays double; sin(x) takes the float function on the half
// value; 'x + alpha' meets half and bf16, so both are read as float. The
// declaration of x, y, z is split. Under -E no Sema looks alpha
// up: the copy is preceded by a static assertion of its type.
// CHECK-LABEL: void lists(int n,const double*r,double*o,double alpha){
// CHECK: if(__approx_en2){__extension__ _Static_assert(__builtin_classify_type(alpha)==8,"precision(bf16):'alpha' must be a floating-point scalar");__bf16 __approx_pv2_alpha=(__bf16)(alpha);
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: _Float16 x=r[i];float y=2.0f*((float)x)+((float)__approx_pv2_alpha);double z=x*0.1;
// CHECK-NEXT: o[i]=((_Float16)sinf(x))+cosf(y)+z;
// CHECK-NEXT: }
// CHECK: }else{
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: double x=r[i],y=2.0*x+alpha,z=x*0.1;
// SET-LABEL: void lists(int n,const double*r,double*o,double alpha){
// SET: for(int i=0;i<n;++i){
// SET-NEXT: __bf16 x=r[i];float y=2.0f*x+alpha;double z=x*0.1;
// SET-NEXT: o[i]=((__bf16)sinf(x))+cosf(y)+z;
void lists(int n, const double *r, double *o, double alpha) {
#pragma approx precision(half : x) precision(float : y) precision(double : z) precision(bf16 : alpha) label("m")
  for (int i = 0; i < n; ++i) {
    double x = r[i], y = 2.0 * x + alpha, z = x * 0.1;
    o[i] = sin(x) + cos(y) + z;
  }
}

// A group with a region inside: -fapprox-set gives it precision(half)
// with u kept exact; the nested region's code is not retyped.
// SET-LABEL: void group(int n,const double*r,double*o){
// SET: if(__approx_en{{[0-9]+}}){
// SET-NEXT: #pragma omp target teams distribute parallel for map(to:r[0:n])map(from:o[0:n])
// SET-NEXT: for(int i=0;i<n;++i){
// SET-NEXT: _Float16 t=r[i];double u=t;
// SET: _Float16 s=u*j;
// SET-NEXT: t+=s*((_Float16)0.5);
// CHECK-LABEL: void group(int n,const double*r,double*o){
// CHECK-NOT: _Float16
// CHECK: double s=u*j;
void group(int n, const double *r, double *o) {
#pragma approx label("g")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    double t = r[i], u = t;
#pragma approx perfo(small:2) label("g_inner")
    for (int j = 0; j < 4; ++j) {
      double s = u * j;
      t += s * 0.5;
    }
    o[i] = t;
  }
}

// Mapped arrays in lists: typed copies of the data path (the maps and the
// statement renamed to them), the literal meets the float copy of r.
// CHECK-LABEL: void arrays(int n,const double*r,double*o){
// CHECK: #pragma omp target teams distribute parallel for map(to:__approx_x[[R:[0-9]+_[0-9]+]][0:n])map(from:__approx_x[[O:[0-9]+_[0-9]+]][0:n])
// CHECK-NEXT: for(int i=0;i<n;++i){
// CHECK-NEXT: float x=__approx_x[[R]][i]*2.0f;
// CHECK-NEXT: __approx_x[[O]][i]=sqrtf(x)+x;
void arrays(int n, const double *r, double *o) {
#pragma approx precision(float : r, x) precision(half : o) label("arr")
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) {
    double x = r[i] * 2.0;
    o[i] = sqrt(x) + x;
  }
}
