// Bad and unusual input at data sites (issue 16, "Bad input"; docs/data.md,
// "Data sites"), on the x86 device: host memory that is page-locked
// (llvm_omp_target_alloc_host) or omp_alloc'd with the host-memory
// allocator works like any other; an item already present at target data
// is warned about once and moves nothing (the directive moves nothing of
// it either: exact); zero rows and an empty update do nothing; 7 elements
// of a 1-D item with small:3 (7 is no multiple of 3) are rebuilt by the
// rules. A target update of an item that is not mapped, and a unorm value
// outside [0, 1], stop the program with a message naming region and item
// (not garbage, not OpenMP's silent no-op).
// RUN: %approx-clang %host-offload -ffp-contract=off %s -o %t
// RUN: %run APPROX_HOST_TRANSFERS=1 %t 2>%t.err | %FileCheck %s --implicit-check-not=MISMATCH
// RUN: %FileCheck %s --check-prefix=WARN --input-file=%t.err
// RUN: not %run APPROX_HOST_TRANSFERS=1 %t unmapped 2>&1 | %FileCheck %s --check-prefix=UNMAPPED
// RUN: not %run APPROX_HOST_TRANSFERS=1 %t range 2>&1 | %FileCheck %s --check-prefix=RANGE

// CHECK: pinned: widened
// CHECK-NEXT: omp_alloc: reconstructed
// CHECK-NEXT: present: exact
// CHECK-NEXT: zero rows: untouched
// CHECK-NEXT: small:3 of 7: reconstructed

// WARN: approx: warning: region 'present': item 'a' is already present on device 0 (an enclosing 'target data', or another thread's construct, maps it): precision(half) cannot apply to its transfer; the region runs exactly on the device copy (warned once)
// WARN-NOT: warning

// UNMAPPED: approx: error: region 'unmapped': 'target update' of item 'a': it is not mapped on device 0 (map it with 'target data' or 'target enter data' first)
// RANGE: approx: error: region 'range': precision(unorm16) in-item 'a': element 3 is 1.5, outside [0, 1]

#include <omp.h>
#include <stdio.h>
#include <string.h>

#define N 8

void *llvm_omp_target_alloc_host(size_t size, int dev);
void llvm_omp_target_free_host(void *p, int dev);

static float o[N];

static void report(const char *what, const char *ok, int bad) {
  if (bad)
    printf("MISMATCH %s: %d elements\n", what, bad);
  else
    printf("%s: %s\n", what, ok);
}

static float val(int i) { return (float)i / 3.0f + 1.0f; }

static void copy_kernel(const float *a, int n) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: o[0:n])
  for (int i = 0; i < n; ++i) o[i] = a[i];
}

int main(int argc, char **argv) {
  const int dev = omp_get_default_device();
  if (argc > 1 && !strcmp(argv[1], "unmapped")) {
    static float a[N];
#pragma approx in(a[0:N]) precision(half) label("unmapped")
#pragma omp target update to(a[0:N])
    return 0;
  }
  if (argc > 1 && !strcmp(argv[1], "range")) {
    static float a[N] = {0, 0.5f, 1, 1.5f};
#pragma approx in(a[0:N]) precision(unorm16 : a) label("range")
#pragma omp target enter data map(to: a[0:N])
    return 0;
  }

  /* page-locked host memory */
  float *p = (float *)llvm_omp_target_alloc_host(N * sizeof(float), dev);
  for (int i = 0; i < N; ++i)
    p[i] = val(i);
  {
#pragma approx in(p[0:N]) precision(half) label("pinned")
#pragma omp target data map(to: p[0:N])
    copy_kernel(p, N);
    int bad = 0;
    for (int i = 0; i < N; ++i)
      bad += o[i] != (float)(_Float16)val(i) || p[i] != val(i);
    report("pinned", "widened", bad);
  }
  llvm_omp_target_free_host(p, dev);

  /* omp_alloc'd with the host-memory allocator; an out-item */
  float *q = (float *)omp_alloc(N * sizeof(float), llvm_omp_target_host_mem_alloc);
  {
#pragma approx perfo(large:2) out(q[0:N]) reconstruct(nn) label("omp_alloc")
#pragma omp target data map(from: q[0:N])
    {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < N; ++i) q[i] = val(i);
    }
    int bad = 0;
    for (int i = 0; i < N; ++i)
      bad += q[i] != val(i - i % 2);
    report("omp_alloc", "reconstructed", bad);
  }
  omp_free(q, llvm_omp_target_host_mem_alloc);

  /* already present: an enclosing target data maps a */
  static float a[N];
  for (int i = 0; i < N; ++i)
    a[i] = val(i);
#pragma omp target data map(to: a[0:N])
  {
    for (int k = 0; k < 2; ++k) {
#pragma approx in(a[0:N]) precision(half) label("present")
#pragma omp target data map(to: a[0:N])
      copy_kernel(a, N);
    }
  }
  {
    int bad = 0;
    for (int i = 0; i < N; ++i)
      bad += o[i] != val(i);
    report("present", "exact", bad);
  }

  /* zero rows */
  {
    int n = 0;
    for (int i = 0; i < N; ++i)
      o[i] = -1;
#pragma omp target data map(alloc: o[0:N])
    {
#pragma approx perfo(large:2) out(o[0:n]) reconstruct(lerp) label("zero")
#pragma omp target update from(o[0:n])
    }
    int bad = 0;
    for (int i = 0; i < N; ++i)
      bad += o[i] != -1;
    report("zero rows", "untouched", bad);
  }

  /* small:3 over 7 rows: every third row is skipped (rows 2 and 5) */
  {
    static float b[7];
    for (int i = 0; i < 7; ++i)
      b[i] = (float)(i * i); /* not linear: lerp differs from exact */
#pragma approx perfo(small:3) in(b[0:7]) reconstruct(lerp) label("small3")
#pragma omp target enter data map(to: b[0:7])
    copy_kernel(b, 7);
#pragma omp target exit data map(delete: b[0:7])
    int bad = 0;
    for (int i = 0; i < 7; ++i) {
      float want = b[i];
      if (i == 2 || i == 5) {
        double lo = b[i - 1], hi = b[i + 1];
        want = (float)(lo + (hi - lo) * 0.5);
      }
      bad += o[i] != want;
    }
    report("small:3 of 7", "reconstructed", bad);
  }
  return 0;
}
