// memo on a statement inside a GPU kernel (NVPTX, AMDGPU) is an error at the
// memo clause that points at the loop form: a GPU thread keeps no storage
// across executions of the statement. The same statement in host code of
// the same device compile, and the loop form in the kernel, compile.
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp --offload-arch=gfx90a --offload-device-only -nogpulib -fsyntax-only -Xclang -verify %s
// RUN: %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -fsyntax-only -Xclang -verify=declare -DDECLARE %s
// Inside another region's statement (read ahead of the parser), or in a
// function that only a kernel's call makes device code, the plugin cannot
// ask Sema whether it is GPU code: the lowering keeps a call that is an
// error once compiled for the GPU (on NVPTX at the pragma, in codegen;
// on AMDGPU the call carries "dontcall-error", reported when the bitcode is
// linked), and no thread-local table (AMDGPU would not even verify it).
// RUN: not %approx-clang -fopenmp --offload-arch=sm_90 --offload-device-only -nogpulib -S -O2 -DGROUPED %s -o /dev/null 2>&1 | %FileCheck %s --check-prefix=NVPTX
// NVPTX-DAG: memo-statement-gpu.c:[[@LINE+12]]:1: error: call to '__approx_memo_statement_on_gpu' declared with 'error' attribute: 'memo' on a statement needs a table that outlives one execution
// NVPTX-DAG: memo-statement-gpu.c:[[@LINE+20]]:1: error: call to '__approx_memo_statement_on_gpu' declared with 'error' attribute
// RUN: %approx-clang -fopenmp --offload-arch=gfx90a --offload-device-only -nogpulib -S -O2 -DGROUPED %s -o - | %FileCheck %s --check-prefix=AMDGPU --implicit-check-not=thread_local
// AMDGPU-COUNT-2: call void @__approx_memo_statement_on_gpu()
// AMDGPU: attributes {{.*}}"dontcall-error"="'memo' on a statement needs a table

#if defined(GROUPED)
void grouped(int n, const float *x, float *y) {
#pragma approx label("grp")
  {
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(from : y[0:n])
    for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(x[i]) out(y[i])
      y[i] = x[i] * x[i];
    }
  }
}
// A function that is no declare target but that a kernel calls: clang
// compiles it for the device too; Sema at the pragma cannot know that.
static void squares(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(x[i]) out(y[i])
    y[i] = x[i] * x[i];
  }
}
void calls(int n, const float *x, float *y) {
#pragma omp target map(to : x[0:n]) map(from : y[0:n])
  squares(n, x, y);
}
#elif !defined(DECLARE)
void kernel(int n, const float *x, float *y) {
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(from : y[0:n])
  for (int i = 0; i < n; ++i) {
#pragma approx memo(in) in(x[i]) out(y[i]) // expected-error {{'memo' on a statement needs a table that outlives one execution, which a GPU thread cannot keep; put '#pragma approx memo(...)' before the kernel's loop instead (its tables live for each group of 'items' iterations)}}
    y[i] = x[i] * x[i];
  }
#pragma approx memo(in) in(x[i]) out(y[i])
#pragma omp target teams distribute parallel for map(to : x[0:n]) map(from : y[0:n])
  for (int i = 0; i < n; ++i)
    y[i] = x[i] * x[i];
}

void host(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i) {
#pragma approx memo(out) out(y[i])
    y[i] = x[i] * x[i];
  }
}
#else
#pragma omp declare target
void device_fn(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i) {
#pragma approx memo(out) out(y[i]) // declare-error {{'memo' on a statement needs a table that outlives one execution}}
    y[i] = x[i];
  }
}
#pragma omp end declare target
#endif
